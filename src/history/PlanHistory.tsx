import { useCallback, useId, useMemo, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlan, usePlanHistory } from '../react/hooks';
import type { FilePlanState, PlanState } from '../store/types';
import { cachedDiff, cachedTextDiff } from './diffCache';
import { isoDuration } from './duration';
import { resolveHistoryLabels, type PlanHistoryLabelOverrides, type PlanHistoryLabels } from './labels';
import { PlanDiffView } from './PlanDiffView';
import { PlanRevisionView } from './PlanRevisionView';
import { summarizeDiff } from './summarizeDiff';

/** Props of `<PlanHistory>`: a store binding (`sessionId` + `planId`) OR plain `revisions`. */
export interface PlanHistoryProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The session of the plan, from the nearest `<PlanStoreProvider>`. */
  sessionId?: string;
  /** The plan whose revisions to show (the store's `getHistory` plus the current revision), with `sessionId`. */
  planId?: string;
  /** Revisions to show without a store, oldest first (the last is the current one). Takes precedence. */
  revisions?: readonly PlanState[] | undefined;
  /** The chosen revisions (controlled): revision numbers, at most two. */
  selected?: readonly number[];
  /** The revisions chosen at first (uncontrolled). @default [] */
  defaultSelected?: readonly number[];
  /** Called with the new choice when a revision is chosen or unchosen. */
  onSelectedChange?: (selected: readonly number[]) => void;
  /** Texts, for translation; `statuses` and `summary` merge key by key. */
  labels?: PlanHistoryLabelOverrides;
  /**
   * A file plan revision's text, when the host kept it (say, what its `loadFile` returned for that revision): one
   * chosen revision then shows its text, and two a line and word diff of their texts, as for markdown plans.
   * Called while rendering: return a kept string or `undefined`, never load here.
   */
  fileText?: (plan: FilePlanState) => string | undefined;
}

const EMPTY: readonly number[] = [];

/** Choosing a third revision lets go of the one chosen first: a comparison is always of the last two chosen. */
function toggle(selected: readonly number[], revision: number): readonly number[] {
  if (selected.includes(revision)) return selected.filter((chosen) => chosen !== revision);
  return [...selected, revision].slice(-2);
}

function Time({ at, labels }: { at: number; labels: PlanHistoryLabels }) {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : (
    <time data-slot="plan-history-time" dateTime={date.toISOString()}>
      {labels.time(at)}
    </time>
  );
}

function PlanHistoryView({
  revisions,
  selected: selectedProp,
  defaultSelected = EMPTY,
  onSelectedChange,
  labels: overrides,
  fileText,
  ...rest
}: Omit<PlanHistoryProps, 'sessionId' | 'planId'> & { revisions: readonly PlanState[] }) {
  const labels = useMemo(() => resolveHistoryLabels(overrides), [overrides]);
  const [uncontrolled, setUncontrolled] = useState(defaultSelected);
  const selected = selectedProp ?? uncontrolled;
  const choose = useCallback(
    (revision: number) => {
      const next = toggle(selected, revision);
      if (selectedProp === undefined) setUncontrolled(next);
      onSelectedChange?.(next);
    },
    [selected, selectedProp, onSelectedChange],
  );
  const headingId = useId();
  const byRevision = new Map(revisions.map((plan) => [plan.revision, plan]));
  const chosen = selected
    .map((revision) => byRevision.get(revision))
    .filter((plan): plan is PlanState => plan !== undefined)
    .sort((a, b) => a.revision - b.revision);
  const current = revisions[revisions.length - 1];
  const textOf = (plan?: PlanState) => (plan?.type === 'file' ? fileText?.(plan) : undefined);
  const fromText = textOf(chosen[0]);
  const toText = textOf(chosen[1]);
  let detail = <p data-slot="plan-history-hint">{labels.hint}</p>;
  if (chosen.length === 1) {
    const plan = chosen[0]!;
    detail = (
      <div data-slot="plan-history-detail" data-state="revision">
        <p id={headingId} data-slot="plan-history-heading">
          {labels.showing(plan.revision)} <Time at={plan.updatedAt} labels={labels} />
        </p>
        <PlanRevisionView plan={plan} labels={labels} text={fromText} />
      </div>
    );
  } else if (chosen.length === 2) {
    const [before, after] = chosen as [PlanState, PlanState];
    const diff = fromText !== undefined && toText !== undefined ? cachedTextDiff(fromText, toText) : cachedDiff(before, after);
    const elapsed = after.updatedAt - before.updatedAt;
    detail = (
      <div data-slot="plan-history-detail" data-state="diff">
        <p id={headingId} data-slot="plan-history-heading">
          {labels.comparing(before.revision, after.revision)}{' '}
          {Number.isFinite(elapsed) ? (
            <time data-slot="plan-history-elapsed" dateTime={isoDuration(elapsed)}>
              {labels.later(labels.duration(elapsed))}
            </time>
          ) : null}
        </p>
        <p data-slot="plan-history-diff-summary">{summarizeDiff(diff, labels.summary)}</p>
        <PlanDiffView diff={diff} after={after.type === 'items' ? after.entries : []} labels={labels} />
      </div>
    );
  }

  return (
    <section data-slot="plan-history" aria-label={labels.title} {...rest}>
      {revisions.length === 0 ? (
        <p data-slot="plan-history-empty">{labels.empty}</p>
      ) : (
        <ol data-slot="plan-history-revisions">
          {[...revisions].reverse().map((plan) => {
            const index = revisions.indexOf(plan);
            const previous = index > 0 ? revisions[index - 1] : undefined;
            const summary = previous ? summarizeDiff(cachedDiff(previous, plan), labels.summary) : labels.first;
            const pressed = selected.includes(plan.revision);
            return (
              <li key={plan.revision} data-slot="plan-history-revision" data-revision={plan.revision}>
                <button
                  type="button"
                  data-slot="plan-history-choose"
                  aria-pressed={pressed}
                  aria-current={plan === current ? 'true' : undefined}
                  onClick={() => choose(plan.revision)}
                >
                  <span data-slot="plan-history-revision-name">
                    {labels.revision(plan.revision)}
                    {plan === current ? ` (${labels.current})` : ''}
                  </span>{' '}
                  <Time at={plan.updatedAt} labels={labels} />{' '}
                  <span data-slot="plan-history-summary">{summary}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
      {revisions.length === 0 ? null : detail}
    </section>
  );
}

function BoundPlanHistory({ sessionId, planId, ...rest }: Omit<PlanHistoryProps, 'revisions'> & { sessionId: string; planId: string }) {
  const history = usePlanHistory(sessionId, planId);
  const plan = usePlan(sessionId, planId);
  const revisions = useMemo(() => (plan ? [...history, plan] : history), [history, plan]);
  return <PlanHistoryView {...rest} revisions={revisions} />;
}

/**
 * A plan's revisions as a timeline, newest first: each revision's time and a one-line summary of what it changed
 * ("2 completed, 1 added, 1 reworded"). Choosing one revision shows it read-only; choosing two shows what changed
 * from the older to the newer: added, removed, reworded (old and new words), moved and status changes for item
 * plans (by entry key), a line and word diff for markdown plans, the file for file plans (or a line and word diff
 * of their texts, when the host kept them: `fileText`). Diffs are computed when shown and memoised on the
 * revisions, never on the store's update path. The store keeps `historyLimit` earlier revisions
 * (`createPlanStore({ historyLimit })`).
 *
 * DOM contract: `<section data-slot="plan-history">` named by `labels.title`; `<ol data-slot="plan-history-revisions">`
 * of `<li data-revision>`, each a `<button aria-pressed>` (chosen or not; `aria-current="true"` on the plan's current
 * revision) holding a `<time datetime>` and `plan-history-summary`. The detail (`plan-history-detail`,
 * `data-state="revision" | "diff"`) holds, for two revisions, `<time data-slot="plan-history-elapsed"
 * datetime="PT…">` and `<ul data-slot="plan-history-diff">` whose changes are `<li data-change="added" | "removed" |
 * "reworded" | "moved" | "status" | "priority">`; deleted words are `<del>`, inserted ones `<ins>`.
 */
export function PlanHistory({ sessionId, planId, revisions, ...rest }: PlanHistoryProps) {
  if (revisions === undefined && sessionId !== undefined && planId !== undefined) {
    return <BoundPlanHistory {...rest} sessionId={sessionId} planId={planId} />;
  }
  return <PlanHistoryView {...rest} revisions={revisions ?? []} />;
}
