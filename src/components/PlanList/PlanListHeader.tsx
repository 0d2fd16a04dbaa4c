import { memo } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual } from '../../react/shallowEqual';
import { ProgressBar } from '../ProgressBar';
import { usePlanListRowSettings } from './planListContext';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';
import { PlanListSummary } from './PlanListSummary';
import { lineIcon } from './PlanStatusIcon';

/** Props of the header of `<PlanList>`. */
export interface PlanListHeaderProps {
  /** The plan; the header reads its progress only. */
  source: PlanListSource;
  title: ReactNode;
  titleId: string;
  bodyId: string;
  collapsed: boolean;
  onToggle: () => void;
}

// Compared field by field: an update that leaves the counts alone (a reworded entry) does not render the header.
const selectProgress = (data: PlanListData) => data.progress;

/**
 * Title row of the plan: a real `<button>` (the title, with a chevron) that collapses the list, the "N/M" count,
 * "All done" when every task is completed, the progress bar; and the summary line while collapsed. Re-renders
 * alone when the counts change: one status change renders its row and this header, nothing else.
 *
 * Data attributes: `data-slot="plan-list-header"`, `plan-list-toggle`, `plan-list-title`, `plan-list-count`,
 * `plan-list-complete`, `progress`.
 */
export const PlanListHeader = memo(function PlanListHeader({ source, title, titleId, bodyId, collapsed, onToggle }: PlanListHeaderProps) {
  const { labels, reducedMotion } = usePlanListRowSettings();
  const { completed, total } = usePlanListSlice(source, selectProgress, shallowEqual);
  const complete = total > 0 && completed === total;
  return (
    <div data-slot="plan-list-header">
      <div data-slot="plan-list-title-row">
        <button type="button" data-slot="plan-list-toggle" aria-expanded={!collapsed} aria-controls={bodyId} onClick={onToggle}>
          <svg {...lineIcon} data-slot="plan-list-chevron">
            <path d="M4 6l4 4 4-4" />
          </svg>
          <span id={titleId} data-slot="plan-list-title">
            {title}
          </span>
        </button>
        <span data-slot="plan-list-count">{labels.count(completed, total)}</span>
        {complete ? (
          <span data-slot="plan-list-complete">
            <svg {...lineIcon} strokeWidth="1.75">
              <path d="M3.5 8.5l3 3 6-7" />
            </svg>
            {labels.allDone}
          </span>
        ) : null}
      </div>
      <ProgressBar
        completed={completed}
        total={total}
        aria-labelledby={titleId}
        valueText={labels.progressValue(completed, total)}
        motion={reducedMotion ? 'reduced' : 'auto'}
      />
      {collapsed ? <PlanListSummary source={source} complete={complete} empty={total === 0} /> : null}
    </div>
  );
});
