import { memo, useMemo } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual } from '../../react/shallowEqual';
import { planFocus } from '../../store/planFocus';
import { InlineMarkdown } from '../InlineMarkdown';
import { PlanFrameCount } from '../PlanFrame/PlanFrameCount';
import { PlanFrameHeader } from '../PlanFrame/PlanFrameHeader';
import { PlanFrameProgress } from '../PlanFrame/PlanFrameProgress';
import { PlanFrameStatus } from '../PlanFrame/PlanFrameStatus';
import { PlanFrameTitle } from '../PlanFrame/PlanFrameTitle';
import { usePlanListRowSettings } from './planListContext';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

/** Props of the header of `<PlanList>`. */
export interface PlanListHeaderProps {
  /** The plan; the header reads its progress, and while collapsed its focus entry. */
  source: PlanListSource;
  title: ReactNode;
  /** The frame is collapsed: the header then shows the summary line. */
  collapsed: boolean;
  /** The plan's `headerEnd`, at the end of the title line. */
  end?: ReactNode;
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

/**
 * The plan frame's header with the list's counts: the title (a button that collapses the list), the "N/M" count,
 * "1 cancelled" / "All done" / "All cancelled", the progress bar; and the summary line while collapsed.
 * Re-renders alone when the completed count or the total changes (and, collapsed, the in-progress count or the
 * focus entry): a status change renders its row and, when it changes what the header shows, this header.
 *
 * Cancelled tasks are out of the measure: the count and the bar's maximum leave them out ("3/3" and "1 cancelled"
 * beside it), the bar's spoken value says both ("3 of 4 tasks completed, 1 cancelled").
 *
 * The collapsed summary says "Current: <entry>" (with "+N more" when several are in progress), else
 * "Next: <entry>" (never a cancelled one), else "All done", "All cancelled" (every task cancelled: the plan
 * ended, not done) or "No tasks yet"; it is left out when there is none of these (only custom statuses left).
 *
 * Data attributes: the frame parts' (`plan-list-header`, `plan-list-heading`, `plan-list-toggle`,
 * `plan-list-title`, `plan-list-count`, `plan-list-cancelled`, `plan-list-complete`, `progress`), `plan-list-header-end`;
 * `data-slot="plan-list-summary"` with `data-kind="current" | "next" | "done" | "cancelled" | "empty"`.
 */
export const PlanListHeader = memo(function PlanListHeader({ source, title, collapsed, end }: PlanListHeaderProps) {
  const { labels, urlTransform, onLinkClick, onOpenFile } = usePlanListRowSettings();
  const { completed, total, cancelled, inProgress, focusContent } = usePlanListSlice<{
    completed: number;
    total: number;
    cancelled: number;
    inProgress: number;
    focusContent?: string | undefined;
  }>(source, collapsed ? selectSummary : selectCounts, shallowEqual);
  const measured = total - cancelled;
  const complete = measured > 0 && completed === measured;
  const ended = total > 0 && measured === 0;
  const focused = focusContent !== undefined;
  const kind = focused ? (inProgress > 0 ? 'current' : 'next') : complete ? 'done' : ended ? 'cancelled' : total === 0 ? 'empty' : undefined;
  const counts = { completed, total, cancelled };
  // The same element while the title is: a new count renders the count, the status and the bar, not the title's
  // heading, button and chevron (they still follow the frame's context: collapsed, labels).
  const titleElement = useMemo(() => <PlanFrameTitle>{title}</PlanFrameTitle>, [title]);
  return (
    <PlanFrameHeader>
      {titleElement}
      <PlanFrameCount {...counts} />
      <PlanFrameStatus {...counts} />
      {end ? (
        <div data-slot="plan-list-header-end" data-part="header-end">
          {end}
        </div>
      ) : null}
      <PlanFrameProgress {...counts} />
      {collapsed && kind ? (
        <p data-slot="plan-list-summary" data-kind={kind}>
          {focused ? (
            <>
              {/* The kind of a focused summary, `current` or `next`, is also the name of its prefix label. */}
              <span data-slot="plan-list-summary-label">{`${labels[kind as 'current' | 'next']}: `}</span>
              {/* Isolated: a right-to-left task (or an override in it) must not reorder the "+N more" after it. */}
              <span data-slot="plan-list-summary-content" dir="auto">
                <InlineMarkdown content={focusContent} urlTransform={urlTransform} onLinkClick={onLinkClick} onOpenFile={onOpenFile} />
              </span>
              {inProgress > 1 ? <span data-slot="plan-list-summary-more">{` ${labels.more(inProgress - 1)}`}</span> : null}
            </>
          ) : kind === 'empty' ? (
            labels.empty
          ) : complete ? (
            labels.allDone
          ) : (
            labels.allCancelled
          )}
        </p>
      ) : null}
    </PlanFrameHeader>
  );
});
