import { memo } from 'react';
import { shallowEqual } from '../../react/shallowEqual';
import { planFocus } from '../../store/planFocus';
import { InlineMarkdown } from '../InlineMarkdown';
import { usePlanListRowSettings } from './planListContext';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

function selectFocus({ entries }: PlanListData) {
  const { focusContent, inProgressCount } = planFocus(entries);
  return { focusContent, inProgressCount };
}

/** Props of the collapsed summary line. */
export interface PlanListSummaryProps {
  /** The plan; the summary reads the focus entry's content only. */
  source: PlanListSource;
  /** Every task is completed. */
  complete: boolean;
  /** The plan has no tasks. */
  empty: boolean;
}

/**
 * What a collapsed plan still shows: "Current: <entry>" (with "+N more" when several are in progress), else
 * "Next: <entry>", else "All done" or "No tasks yet".
 *
 * Data attributes: `data-slot="plan-list-summary"`, `data-kind="current" | "next" | "done" | "empty"`. Renders
 * nothing when there is none of these (every task cancelled, say).
 */
export const PlanListSummary = memo(function PlanListSummary({ source, complete, empty }: PlanListSummaryProps) {
  const { labels, urlTransform, onLinkClick } = usePlanListRowSettings();
  const { focusContent, inProgressCount } = usePlanListSlice(source, selectFocus, shallowEqual);
  const focused = focusContent !== undefined;
  const kind = focused ? (inProgressCount > 0 ? 'current' : 'next') : complete ? 'done' : empty ? 'empty' : undefined;
  if (!kind) return null;
  return (
    <p data-slot="plan-list-summary" data-kind={kind}>
      {focused ? (
        <>
          {/* The kind of a focused summary, `current` or `next`, is also the name of its prefix label. */}
          <span data-slot="plan-list-summary-label">{`${labels[kind as 'current' | 'next']}: `}</span>
          <span data-slot="plan-list-summary-content">
            <InlineMarkdown content={focusContent} urlTransform={urlTransform} onLinkClick={onLinkClick} />
          </span>
          {inProgressCount > 1 ? <span data-slot="plan-list-summary-more">{` ${labels.more(inProgressCount - 1)}`}</span> : null}
        </>
      ) : complete ? (
        labels.allDone
      ) : (
        labels.empty
      )}
    </p>
  );
});
