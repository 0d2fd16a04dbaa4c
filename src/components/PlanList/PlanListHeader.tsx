import { memo } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual } from '../../react/shallowEqual';
import { planFocus } from '../../store/planFocus';
import { InlineMarkdown } from '../InlineMarkdown';
import { ProgressBar } from '../ProgressBar';
import { usePlanListRowSettings } from './planListContext';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';
import { lineIcon } from './PlanStatusIcon';
import type { PlanListLabels } from './labels';
import { headingTag } from '../shared/headingLevel';
import type { PlanHeadingLevel } from '../shared/headingLevel';

/** Props of the header of `<PlanList>`. */
export interface PlanListHeaderProps {
  /** The plan; the header reads its progress, and while collapsed its focus entry. */
  source: PlanListSource;
  title: ReactNode;
  titleId: string;
  /** The id prefix of the hidden words the toggle, list and bar are named with (`-steps`, `-progress`, `-action`). */
  nameId: string;
  headingLevel: PlanHeadingLevel;
  bodyId: string;
  collapsed: boolean;
  onToggle: () => void;
}

// Only what the header shows, compared field by field: expanded, an update that leaves the completed count and
// the total alone (a task started, a reworded entry) does not render the header at all.
function selectCounts({ progress: { completed, total, cancelled } }: PlanListData) {
  return { completed, total, cancelled, inProgress: 0 };
}
// Collapsed, the summary line also shows the focus entry (planFocus is computed once per entries array) and how
// many are in progress.
function selectSummary({ progress: { completed, total, cancelled, inProgress }, entries }: PlanListData) {
  return { completed, total, cancelled, inProgress, focusContent: planFocus(entries).focusContent };
}

/** Props of the title button. */
interface PlanListToggleProps {
  title: ReactNode;
  titleId: string;
  nameId: string;
  headingLevel: PlanHeadingLevel;
  labels: PlanListLabels;
  bodyId: string;
  collapsed: boolean;
  onToggle: () => void;
}

/**
 * The title as a real button with a chevron, inside the plan's heading (so heading navigation finds the plan, as
 * the accordion pattern has it). The button is named "Hide <title> steps" / "Show <title> steps" from hidden
 * words: distinct from the region ("<title>"), the list ("<title> steps") and the bar ("<title> progress"), and it
 * contains the visible title (WCAG 2.5.3). Memoised: a new count re-renders the header, not this.
 */
const PlanListToggle = memo(function PlanListToggle({
  title,
  titleId,
  nameId,
  headingLevel,
  labels,
  bodyId,
  collapsed,
  onToggle,
}: PlanListToggleProps) {
  const Heading = headingTag(headingLevel);
  return (
    // Named by the title alone: by its content it would take the button's name ("Hide <title> steps").
    <Heading data-slot="plan-list-heading" aria-labelledby={titleId}>
      <button
        type="button"
        data-slot="plan-list-toggle"
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        aria-labelledby={`${nameId}-action ${titleId} ${nameId}-steps`}
        onClick={onToggle}
      >
        <svg {...lineIcon} data-slot="plan-list-chevron">
          <path d="M4 6l4 4 4-4" />
        </svg>
        {/* The title may be the agent's plan id: isolated, so its direction cannot spill onto the count. */}
        <span id={titleId} data-slot="plan-list-title" dir="auto">
          {title}
        </span>
      </button>
      {/* Words only names are made of: `hidden`, yet aria-labelledby reads them. */}
      <span id={`${nameId}-action`} hidden>
        {collapsed ? labels.show : labels.hide}
      </span>
    </Heading>
  );
});

/**
 * Title row of the plan: a real `<button>` (the title, with a chevron) that collapses the list, the "N/M" count,
 * "All done" when every task is completed, the progress bar; and the summary line while collapsed. Re-renders
 * alone when the completed count or the total changes (and, collapsed, the in-progress count or the focus
 * entry): a status change renders its row and, when it changes what the header shows, this header.
 *
 * Cancelled tasks are out of the measure: the count and the bar's maximum leave them out ("3/3" and "1 cancelled"
 * beside it), the bar's spoken value says both ("3 of 4 tasks completed, 1 cancelled").
 *
 * The collapsed summary says "Current: <entry>" (with "+N more" when several are in progress), else
 * "Next: <entry>" (never a cancelled one), else "All done", "All cancelled" (every task cancelled: the plan
 * ended, not done) or "No tasks yet"; it is left out when there is none of these (only custom statuses left).
 *
 * Data attributes: `data-slot="plan-list-header"`, `plan-list-heading`, `plan-list-toggle`, `plan-list-title`,
 * `plan-list-count`, `plan-list-cancelled`, `plan-list-complete` (`data-kind="done" | "cancelled"`), `progress`;
 * `data-slot="plan-list-summary"` with `data-kind="current" | "next" | "done" | "cancelled" | "empty"`.
 */
export const PlanListHeader = memo(function PlanListHeader({
  source,
  title,
  titleId,
  nameId,
  headingLevel,
  bodyId,
  collapsed,
  onToggle,
}: PlanListHeaderProps) {
  const { labels, reducedMotion, urlTransform, onLinkClick } = usePlanListRowSettings();
  const { completed, total, cancelled, inProgress, focusContent } = usePlanListSlice<{
    completed: number;
    total: number;
    cancelled: number;
    inProgress: number;
    focusContent?: string | undefined;
  }>(source, collapsed ? selectSummary : selectCounts, shallowEqual);
  // Cancelled tasks are out of the measure: 3 done and 1 cancelled is "3/3", a full bar, "All done". A plan
  // whose every task was cancelled has ended, but is not done: "All cancelled".
  const measured = total - cancelled;
  const complete = measured > 0 && completed === measured;
  const ended = total > 0 && measured === 0;
  const focused = focusContent !== undefined;
  const kind = focused ? (inProgress > 0 ? 'current' : 'next') : complete ? 'done' : ended ? 'cancelled' : total === 0 ? 'empty' : undefined;
  const endText = complete ? labels.allDone : labels.allCancelled;
  return (
    <div data-slot="plan-list-header">
      <div data-slot="plan-list-title-row">
        <PlanListToggle
          title={title}
          titleId={titleId}
          nameId={nameId}
          headingLevel={headingLevel}
          labels={labels}
          bodyId={bodyId}
          collapsed={collapsed}
          onToggle={onToggle}
        />
        {/* Hidden from screen readers: the bar's value says it ("2 of 5 tasks completed"). */}
        <span data-slot="plan-list-count" aria-hidden="true">
          {labels.count(completed, measured)}
        </span>
        {cancelled > 0 && !ended ? <span data-slot="plan-list-cancelled">{labels.cancelledCount(cancelled)}</span> : null}
        {complete || ended ? (
          <span data-slot="plan-list-complete" data-kind={complete ? 'done' : 'cancelled'}>
            <svg {...lineIcon} strokeWidth="1.75">
              <path d={complete ? 'M3.5 8.5l3 3 6-7' : 'M5 5l6 6M11 5l-6 6'} />
            </svg>
            {endText}
          </span>
        ) : null}
      </div>
      <span id={`${nameId}-steps`} hidden>
        {labels.steps}
      </span>
      <span id={`${nameId}-progress`} hidden>
        {labels.progress}
      </span>
      <ProgressBar
        completed={completed}
        total={total}
        cancelled={cancelled}
        aria-labelledby={`${titleId} ${nameId}-progress`}
        valueText={labels.progressValue(completed, total, cancelled)}
        motion={reducedMotion ? 'reduced' : 'auto'}
      />
      {collapsed && kind ? (
        <p data-slot="plan-list-summary" data-kind={kind}>
          {focused ? (
            <>
              {/* The kind of a focused summary, `current` or `next`, is also the name of its prefix label. */}
              <span data-slot="plan-list-summary-label">{`${labels[kind as 'current' | 'next']}: `}</span>
              {/* Isolated: a right-to-left task (or an override in it) must not reorder the "+N more" after it. */}
              <span data-slot="plan-list-summary-content" dir="auto">
                <InlineMarkdown content={focusContent} urlTransform={urlTransform} onLinkClick={onLinkClick} />
              </span>
              {inProgress > 1 ? <span data-slot="plan-list-summary-more">{` ${labels.more(inProgress - 1)}`}</span> : null}
            </>
          ) : kind === 'empty' ? (
            labels.empty
          ) : (
            endText
          )}
        </p>
      ) : null}
    </div>
  );
});
