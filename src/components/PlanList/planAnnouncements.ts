// What the live region says when a plan changes. Pure: compares two entry lists, so it runs once per update
// (not per render) and is tested without React.
import { inlineMarkdownToText } from '../InlineMarkdown/parseInlineMarkdown';
import type { PlanEntryState } from '../../store/types';
import type { PlanListLabels } from './labels';

/** Changes one spoken message lists at most; the rest are counted ("And 6 more changes"). */
export const MAX_LISTED_CHANGES = 3;

/**
 * The changes of one spoken message: the first `MAX_LISTED_CHANGES`, then `moreChanges(rest)` for the others (a
 * long list read out at once is noise). Applied once per utterance, to the net change of the burst (the
 * announcer describes a burst once, when it ends). Shared with `<MarkdownPlan>`.
 */
export function capChanges(messages: string[], moreChanges: (count: number) => string): string[] {
  return messages.length > MAX_LISTED_CHANGES
    ? [...messages.slice(0, MAX_LISTED_CHANGES), moreChanges(messages.length - MAX_LISTED_CHANGES)]
    : messages;
}

/**
 * Whether every entry is done or cancelled, and one at least done (an all-cancelled plan ended, it is not
 * complete). From the end: plans list their open tasks last, so that is found first.
 */
function isComplete(entries: readonly PlanEntryState[], isDone: (status: string) => boolean): boolean {
  let done = false;
  for (let i = entries.length - 1; i >= 0; i--) {
    const status = entries[i]!.status;
    if (isDone(status)) done = true;
    else if (status !== 'cancelled') return false;
  }
  return done;
}

/**
 * The messages for the change from `previous` to `next`: "Started: …" for each entry that went in progress
 * (or arrived in progress), "Completed: …" for each that was completed (or took a custom status `isDone`
 * accepts), "Cancelled: …" for each that was cancelled, then "All tasks completed" when the plan just became
 * complete (every task done or cancelled, one at least done; not when it arrived complete: `previous` empty). Past
 * `MAX_LISTED_CHANGES` changes the rest are counted ("And 6 more changes"). Given the list of the last spoken
 * message and the list now, it says the net change per task: a task started and completed in between is
 * "Completed" only. Nothing for the first list (`previous` undefined), for the same list, or
 * for changes of wording, order or priority.
 *
 * Unchanged entries keep their object, so the common update costs one identity check per entry and allocates
 * nothing beyond the messages.
 */
export function describePlanChanges(
  previous: readonly PlanEntryState[] | undefined,
  next: readonly PlanEntryState[],
  labels: PlanListLabels,
  isDone: (status: string) => boolean = (status) => status === 'completed',
): string[] {
  if (previous === undefined || previous === next) return [];
  let previousStatus: Map<string, string> | undefined;
  const changes: string[] = [];
  // A changed entry that is not completed proves the plan is not complete, without scanning it.
  let openChanged = false;
  for (let i = 0; i < next.length; i++) {
    const entry = next[i]!;
    const old = previous[i];
    if (entry === old) continue;
    const done = isDone(entry.status);
    if (!done && entry.status !== 'cancelled') openChanged = true;
    // Same key at the same place (a status change): no lookup. Only a moved or new key builds the key map.
    let before: string | undefined;
    if (old !== undefined && old.key === entry.key) before = old.status;
    else {
      previousStatus ??= new Map(previous.map((item) => [item.key, item.status]));
      before = previousStatus.get(entry.key);
    }
    if (before === entry.status) continue;
    const task = inlineMarkdownToText(entry.content);
    if (entry.status === 'in_progress') changes.push(labels.started(task));
    // A task that arrives already done (or cancelled) is news only when it existed before; a custom status
    // counted done is "Completed" only when it was not done already (`completed` -> `_verified` is not news).
    else if (before === undefined) continue;
    else if (done && !isDone(before)) changes.push(labels.completed(task));
    else if (entry.status === 'cancelled') changes.push(labels.cancelled(task));
  }
  const messages = capChanges(changes, labels.moreChanges);
  // Not for a plan that arrives complete (e.g. replayed by `session/load` into a list mounted before it).
  if (!openChanged && previous.length > 0 && isComplete(next, isDone) && !isComplete(previous, isDone)) messages.push(labels.allCompleted);
  return messages;
}
