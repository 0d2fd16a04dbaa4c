import { memo } from 'react';
import type { ReactNode } from 'react';
import { ProgressBar } from '../ProgressBar';
import type { MotionPreference } from '../shared/useReducedMotion';
import type { PlanListLabels } from './labels';

/** Props of the header of `<PlanList>`. */
export interface PlanListHeaderProps {
  title: ReactNode;
  titleId: string;
  bodyId: string;
  collapsed: boolean;
  onToggle: () => void;
  completed: number;
  total: number;
  labels: PlanListLabels;
  motion: MotionPreference;
  /** The collapsed summary, rendered under the title row while collapsed. */
  summary: ReactNode;
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="plan-list-chevron"
    >
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M3.5 8.5l3 3 6-7" />
    </svg>
  );
}

/**
 * Title row of the plan: a real `<button>` (the title, with a chevron) that collapses the list, the "N/M" count,
 * "All done" when every task is completed, the progress bar; and the summary line while collapsed.
 *
 * Data attributes: `data-slot="plan-list-header"`, `plan-list-toggle`, `plan-list-title`, `plan-list-count`,
 * `plan-list-complete`, `progress`.
 */
export const PlanListHeader = memo(function PlanListHeader({
  title,
  titleId,
  bodyId,
  collapsed,
  onToggle,
  completed,
  total,
  labels,
  motion,
  summary,
}: PlanListHeaderProps) {
  const complete = total > 0 && completed === total;
  return (
    <div data-slot="plan-list-header">
      <div data-slot="plan-list-title-row">
        <button
          type="button"
          data-slot="plan-list-toggle"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <ChevronIcon />
          <span id={titleId} data-slot="plan-list-title">
            {title}
          </span>
        </button>
        <span data-slot="plan-list-count">{labels.count(completed, total)}</span>
        {complete ? (
          <span data-slot="plan-list-complete">
            <CheckIcon />
            {labels.allDone}
          </span>
        ) : null}
      </div>
      <ProgressBar
        completed={completed}
        total={total}
        aria-labelledby={titleId}
        valueText={labels.progressValue(completed, total)}
        motion={motion}
      />
      {collapsed ? summary : null}
    </div>
  );
});
