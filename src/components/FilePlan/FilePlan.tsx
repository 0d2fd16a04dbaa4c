import { forwardRef } from 'react';
import { LEGACY_PLAN_ID } from '../../acp/types';
import { usePlan } from '../../react/hooks';
import { FilePlanView } from './FilePlanView';
import type { FilePlanDisplayProps } from './FilePlanView';

/** Props of `<FilePlan>`: a store binding (`sessionId` + `planId`) or a plain `uri`, plus display props. */
export interface FilePlanProps extends FilePlanDisplayProps {
  /** The file's uri (plain data, no store needed). Takes precedence over a store binding. */
  uri?: string;
  /** With `uri`: any change reloads the file (e.g. a counter the host bumps when the agent rewrites it). */
  reloadKey?: unknown;
  /** The session whose plan to show, from the nearest `<PlanStoreProvider>`. */
  sessionId?: string;
  /**
   * The plan to show, with `sessionId`.
   * @default "main"
   */
  planId?: string;
}

const BoundFilePlan = forwardRef<HTMLElement, FilePlanDisplayProps & { sessionId: string; planId: string }>(
  function BoundFilePlan({ sessionId, planId, ...rest }, ref) {
    const plan = usePlan(sessionId, planId);
    // Every repeated plan_update of a file plan bumps its revision: the agent rewrote the file, so reload it.
    return (
      <FilePlanView
        ref={ref}
        {...rest}
        uri={plan?.type === 'file' ? plan.uri : ''}
        reloadKey={plan?.revision}
        stale={plan?.turnEnded !== undefined}
      />
    );
  },
);

/**
 * A file plan (`plan_update` of type `file`): the file's name and path from its uri, then its content, loaded
 * by the host's `loadFile(uri, { signal })` (a prop, or `<PlanStoreProvider loadFile>` for every FilePlan).
 * Markdown files render like `<MarkdownPlan>` (with task progress), other text as preformatted text.
 *
 * States: no loader (the uri, and an "Open" button when `onOpenFile` is given); a uri whose scheme is not in
 * `allowedSchemes`, read as a browser's URL parser reads it (shown with a notice, never loaded, no "Open"
 * button), and likewise a uri holding any control character (`java\tscript:` is `javascript:` to a browser); loading (`aria-busy`; a skeleton only after
 * `skeletonDelayMs`, so fast loads do not flash; a reload keeps the old content visible); error (the message and
 * a "Try again" button, `role="alert"`); loaded (cut at `maxFileLength` with a visible notice). A new revision of the
 * plan (or a new `reloadKey`) reloads; a newer load or unmounting aborts the running one, and a stale response
 * never overwrites a newer one.
 *
 * Data attributes: `data-slot="file-plan"` on the `<section>` (labelled by its heading) with
 * `data-state="idle" | "blocked" | "loading" | "error" | "loaded"`, `aria-busy` while loading, `data-markdown`, `data-stale`,
 * `data-motion="reduced"`; parts `file-plan-header`, `file-plan-heading`, `file-plan-title`, `file-plan-path`,
 * `file-plan-open`, `file-plan-body`, `file-plan-blocked`, `file-plan-skeleton`, `file-plan-loading`,
 * `file-plan-skeleton-line`, `file-plan-error`, `file-plan-error-message`, `file-plan-retry`, `file-plan-text`,
 * `file-plan-empty`, `file-plan-truncated`, and a markdown file's `markdown-plan` parts.
 */
export const FilePlan = forwardRef<HTMLElement, FilePlanProps>(function FilePlan(
  { sessionId, planId = LEGACY_PLAN_ID, ...rest },
  ref,
) {
  // BoundFilePlan sets `uri` and `reloadKey` (the plan's revision) over the ones in `rest`.
  if (rest.uri === undefined && sessionId !== undefined) {
    return <BoundFilePlan ref={ref} sessionId={sessionId} planId={planId} {...rest} />;
  }
  return <FilePlanView ref={ref} {...rest} />;
});
