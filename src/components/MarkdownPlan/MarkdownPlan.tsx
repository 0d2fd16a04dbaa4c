import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import { LEGACY_PLAN_ID } from '../../acp/types';
import { usePlan } from '../../react/hooks';
import { usePlanStore } from '../../react/PlanStoreProvider';
import { markdownPlanKey, MarkdownPlanKeyContext } from '../shared/markdownPlanKey';
import type { PlanSelectableProps } from '../shared/planSelectable';
import { MarkdownPlanView } from './MarkdownPlanView';
import type { MarkdownPlanDisplayProps } from './MarkdownPlanView';

/**
 * Props of `<MarkdownPlan>`: a store binding (`sessionId` + `planId`) or plain `content`, plus display props and
 * the selection props (`selectable`, `onRunSteps`).
 */
export interface MarkdownPlanProps extends MarkdownPlanDisplayProps, PlanSelectableProps {
  /** The markdown document (plain data, no store needed). Takes precedence over a store binding. */
  content?: string;
  /** The session whose plan to show, from the nearest `<PlanStoreProvider>`. */
  sessionId?: string;
  /**
   * The plan to show, with `sessionId`.
   * @default "main"
   */
  planId?: string;
}

const BoundMarkdownPlan = forwardRef<HTMLElement, MarkdownPlanDisplayProps & { sessionId: string; planId: string }>(
  function BoundMarkdownPlan({ sessionId, planId, ...rest }, ref) {
    const plan = usePlan(sessionId, planId);
    const store = usePlanStore();
    const key = markdownPlanKey(sessionId, planId);
    // Not (yet) a markdown plan: show the empty state rather than nothing, so the section does not jump in later.
    // Keyed by the binding: another session's or plan's document is another document, not an update of this
    // one (no "Completed" for its tasks, no streaming hold of its last line, no block animations between them).
    // The key also tells a feature's task extras which plan a task item is of (see MarkdownPlanKeyContext).
    return (
      <MarkdownPlanKeyContext.Provider value={key}>
        <MarkdownPlanView
          key={key}
          ref={ref}
          {...rest}
          announcementOwner={store}
          announcementKey={key}
          scannedByStore
          content={plan?.type === 'markdown' ? plan.content : ''}
          stale={plan?.turnEnded !== undefined}
        />
      </MarkdownPlanKeyContext.Provider>
    );
  },
);

/**
 * A markdown plan: GitHub-flavoured markdown (react-markdown + remark-gfm) rendered block by block so a
 * streamed document grows without re-mounting what is shown; a progress bar and "N/M" from its task items
 * (only when it has some); the current task highlighted; raw HTML shown as text; URLs made safe; remote images
 * not loaded unless `allowImages`.
 *
 * The markdown renderer is a separate chunk, loaded the first time a document is shown in the page (see
 * `preloadMarkdownRenderer`): the header and progress render at once, the document (`aria-busy` meanwhile)
 * when the chunk arrives, with "Loading…" (`labels.loading`) only if that takes longer than 150 ms. A chunk
 * that fails to load shows the plan's error box, whose "Try again" loads it again.
 *
 * The current task is the first unchecked task after the last checked one, or every unchecked task whose text
 * starts with `⏳`, `🔄`, `▶`, `(in progress)`, `[in progress]` or `in progress:` (see `isMarkedInProgress`).
 *
 * Data attributes: `data-slot="markdown-plan"` on the `<section>` (labelled by its heading), with
 * `data-streaming` while snapshots arrive, `data-complete` when every task is checked, `data-empty`, `data-stale`
 * when the turn ended with the plan unfinished (no task is then current),
 * `data-motion="reduced"`; parts `markdown-plan-header`, `markdown-plan-title`, `markdown-plan-progress-row`,
 * `progress`, `markdown-plan-count`, `markdown-plan-document` (`aria-busy` while the renderer loads, `data-long`
 * over ~32 kB: its blocks out of view then skip style, layout and paint, `content-visibility: auto`),
 * `markdown-plan-loading`, `markdown-plan-loading-text`, `markdown-plan-empty`, `markdown-block`
 * (`data-presence="entering" | "exiting"`, `data-streaming-tail`; in a long document `data-skippable` unless it may
 * hold a code block or a table, with `--acp-plan-block-lines`: the lines the stylesheet assumes until it is first
 * drawn), `task-list`, `task-item` (`data-status`
 * `completed` | `in_progress` | `pending`, `data-checked`, `data-current` + `aria-current="step"`), `task-status`
 * (`<PlanList>`'s status icon + the status in visually hidden words; no form control; in a long document one
 * element, the words with `data-status-icon`, on which the stylesheet draws the icon), `task-text`, `markdown-link`
 * (`data-unsafe` when its URL was dropped), `markdown-image`, `markdown-image-placeholder`, `markdown-image-url`,
 * `markdown-raw-html`, `live-region`.
 *
 * With `selectable={useStepSelection()}` (from `react-acp-plans/actions`) each task item gets a checkbox and the
 * footer the selection bar, whose run button calls `onRunSteps(steps)`.
 */
export const MarkdownPlan = forwardRef<HTMLElement, MarkdownPlanProps>(function MarkdownPlan(
  { sessionId, planId = LEGACY_PLAN_ID, selectable, onRunSteps, ...rest },
  ref,
): ReactNode {
  // The selection renders this plan again inside itself, without `selectable` (its code is the actions entry's).
  if (selectable) return selectable.renderSelectable(MarkdownPlan, { sessionId, planId, ...rest }, ref, onRunSteps);
  // BoundMarkdownPlan sets `content` over the (missing) one in `rest`; without either, the view shows its empty state.
  if (rest.content === undefined && sessionId !== undefined) {
    return <BoundMarkdownPlan ref={ref} sessionId={sessionId} planId={planId} {...rest} />;
  }
  return <MarkdownPlanView ref={ref} {...rest} />;
});
