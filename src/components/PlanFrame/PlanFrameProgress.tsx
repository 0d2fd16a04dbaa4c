import { forwardRef } from 'react';
import { ProgressBar } from '../ProgressBar';
import type { ProgressBarProps } from '../ProgressBar';
import { usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameProgress>`: the counts, plus any `<ProgressBar>` prop. */
export type PlanFrameProgressProps = ProgressBarProps;

/**
 * The plan's progress bar, named "<title> progress" and spoken with the frame's `progressValue` words. Renders
 * nothing for a plan without tasks (a calm empty state: no empty bar; the content says "No tasks yet").
 *
 * Data attributes: those of `<ProgressBar>` (`data-slot="progress"`), plus `data-part="progress"`. `ref` is the bar.
 */
export const PlanFrameProgress = forwardRef<HTMLDivElement, PlanFrameProgressProps>(function PlanFrameProgress(
  { completed, total, cancelled = 0, ...rest },
  ref,
) {
  const { titleId, nameId, labels, reducedMotion } = usePlanFrameContext('PlanFrameProgress');
  if (!(total > 0)) return null;
  return (
    <ProgressBar
      ref={ref}
      completed={completed}
      total={total}
      cancelled={cancelled}
      aria-labelledby={`${titleId} ${nameId}-progress`}
      valueText={labels.progressValue(completed, total, cancelled)}
      motion={reducedMotion ? 'reduced' : 'auto'}
      data-part="progress"
      {...rest}
    />
  );
});
