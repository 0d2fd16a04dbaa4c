import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameCount>`: the counts, plus any attribute of a `<span>`. */
export interface PlanFrameCountProps extends HTMLAttributes<HTMLSpanElement> {
  /** Tasks completed. */
  completed: number;
  /** Tasks in all. */
  total: number;
  /** Tasks of `total` cancelled: out of the measure ("3/3" for 3 done and 1 cancelled of 4). @default 0 */
  cancelled?: number;
}

/**
 * The visible "N/M" count (the frame's `count` words). Hidden from screen readers: the progress bar says it.
 * Renders nothing for a plan without tasks (no "0/0").
 *
 * Data attributes: `data-slot="<prefix>-count"`, `data-part="count"`. `ref` is the `<span>`.
 */
export const PlanFrameCount = forwardRef<HTMLSpanElement, PlanFrameCountProps>(function PlanFrameCount(
  { completed, total, cancelled = 0, ...rest },
  ref,
) {
  const { slot, labels } = usePlanFrameContext('PlanFrameCount');
  if (!(total > 0)) return null;
  return (
    <span ref={ref} data-slot={`${slot}-count`} data-part="count" aria-hidden="true" {...rest}>
      {labels.count(completed, total - cancelled)}
    </span>
  );
});
