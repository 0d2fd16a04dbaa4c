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

/** Whether every entry is completed. From the end: plans list their open tasks last, so that is found first. */
function isComplete(entries: readonly PlanEntryState[]): boolean {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.status !== 'completed') return false;
  return entries.length > 0;
}

/**
 * The messages for the change from `previous` to `next`: "Started: …" for each entry that went in progress
 * (or arrived in progress), "Completed: …" for each that was completed, then "All tasks completed" when the
 * plan just became complete (not when it arrived complete: `previous` empty). Past `MAX_LISTED_CHANGES`
 * changes the rest are counted ("And 6 more changes"). Given the list of the last spoken message and the list
 * now, it says the net change per task: a task started and completed in between is "Completed" only. Nothing for the first list (`previous` undefined), for the same list, or
 * for changes of wording, order or priority.
 *
 * Unchanged entries keep their object, so the common update costs one identity check per entry and allocates
 * nothing beyond the messages.
 */
export function describePlanChanges(
  previous: readonly PlanEntryState[] | undefined,
  next: readonly PlanEntryState[],
  labels: PlanListLabels,
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
    if (entry.status !== 'completed') openChanged = true;
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
    // A task that arrives already done is news only when it existed before.
    else if (entry.status === 'completed' && before !== undefined) changes.push(labels.completed(task));
  }
  const messages = capChanges(changes, labels.moreChanges);
  // Not for a plan that arrives complete (e.g. replayed by `session/load` into a list mounted before it).
  if (!openChanged && previous.length > 0 && isComplete(next) && !isComplete(previous)) messages.push(labels.allCompleted);
  return messages;
}
