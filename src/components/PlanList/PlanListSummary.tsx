import { memo } from 'react';
import { InlineMarkdown } from '../InlineMarkdown';
import type { PlanListLabels } from './labels';
import { usePlanListRowSettings } from './planListContext';

/** Props of the collapsed summary line. */
export interface PlanListSummaryProps {
  /** Content of the in-progress entry, else of the next pending one. */
  focusContent: string | undefined;
  /** Entries in progress; above 1, "+N more" follows the content. */
  inProgressCount: number;
  /** Every task is completed. */
  complete: boolean;
  /** The plan has no tasks. */
  empty: boolean;
}

function summaryPrefix(labels: PlanListLabels, inProgressCount: number): string {
  return inProgressCount > 0 ? labels.current : labels.next;
}

/**
 * What a collapsed plan still shows: "Current: <entry>" (with "+N more" when several are in progress), else
 * "Next: <entry>", else "All done" or "No tasks yet".
 *
 * Data attributes: `data-slot="plan-list-summary"`, `data-kind="current" | "next" | "done" | "empty"`. Renders
 * nothing when there is none of these (every task cancelled, say).
 */
export const PlanListSummary = memo(function PlanListSummary({ focusContent, inProgressCount, complete, empty }: PlanListSummaryProps) {
  const { labels, urlTransform, onLinkClick } = usePlanListRowSettings();
  if (focusContent !== undefined) {
    const kind = inProgressCount > 0 ? 'current' : 'next';
    return (
      <p data-slot="plan-list-summary" data-kind={kind}>
        <span data-slot="plan-list-summary-label">{`${summaryPrefix(labels, inProgressCount)}: `}</span>
        <span data-slot="plan-list-summary-content">
          <InlineMarkdown content={focusContent} urlTransform={urlTransform} onLinkClick={onLinkClick} />
        </span>
        {inProgressCount > 1 ? <span data-slot="plan-list-summary-more">{` ${labels.more(inProgressCount - 1)}`}</span> : null}
      </p>
    );
  }
  const kind = complete ? 'done' : empty ? 'empty' : 'none';
  if (kind === 'none') return null;
  return (
    <p data-slot="plan-list-summary" data-kind={kind}>
      {complete ? labels.allDone : labels.empty}
    </p>
  );
});
