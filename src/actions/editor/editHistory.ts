// Undo and redo within one edit. A snapshot holds the draft AND the agent's plan it is based on, so undoing a
// rebase or a discard brings back both sides as they were: nothing the user did is lost by a click.
import type { EditableEntry } from './types';

/** One state of the edit: the agent's plan it is based on, and the user's draft of it. */
export interface EditSnapshot {
  readonly base: readonly EditableEntry[];
  readonly draft: readonly EditableEntry[];
}

/** The edit's history: snapshots before and after the present one. */
export interface EditHistory {
  readonly past: readonly EditSnapshot[];
  readonly present: EditSnapshot;
  readonly future: readonly EditSnapshot[];
  /**
   * What the last recorded change was, for merging: typing into one step is one undo step, not one per key.
   * Cleared by undo / redo and by any other change.
   */
  readonly mergeKey?: string | undefined;
}

/** How many undo steps an edit keeps. */
export const EDIT_HISTORY_LIMIT = 200;

/** A fresh history whose draft is `base` itself. */
export function startEdit(base: readonly EditableEntry[]): EditHistory {
  return { past: [], present: { base, draft: base }, future: [] };
}

/**
 * Records `next` as the present. A change with the same `mergeKey` as the last one replaces it instead (one
 * undo step per run of typing into one step). No change, no record.
 */
export function recordEdit(history: EditHistory, next: EditSnapshot, mergeKey?: string): EditHistory {
  const { present } = history;
  if (next.base === present.base && next.draft === present.draft) return history;
  const merge = mergeKey !== undefined && mergeKey === history.mergeKey && history.past.length > 0;
  const past = merge ? history.past : [...history.past, present].slice(-EDIT_HISTORY_LIMIT);
  return { past, present: next, future: [], mergeKey };
}

/** One step back, when there is one. */
export function undoEdit(history: EditHistory): EditHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

/** One step forward again, when there is one. */
export function redoEdit(history: EditHistory): EditHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future };
}
