// Which task of a markdown plan is "current". GFM checkboxes have only two states, so the current task is
// inferred: agents tick items in order, and some write a marker on the item they are working on.

/** What this module needs to know about a task (`MarkdownTask` from the store fits). */
export interface TaskLike {
  readonly text: string;
  readonly checked: boolean;
  /** The 1-based line of the task in the document. */
  readonly line: number;
}

// Markers agents put on the item they are working on, at its start (after any leading emphasis, `**⏳**`) or
// `(in progress)` at its end.
const IN_PROGRESS =
  /^[\s*_]*(?:⏳|🔄|▶|\((?:in[ -]progress|wip)\)|\[(?:in[ -]progress|wip)\]|(?:in[ -]progress|wip):)|\((?:in[ -]progress|wip)\)\s*$/iu;

/**
 * Whether a task's text marks it as being worked on: it starts with `⏳`, `🔄` or `▶`, or with
 * `(in progress)`, `[in progress]`, `in progress:` (also spelled `in-progress`, or `wip`, any case),
 * or it ends with `(in progress)`. Leading `*` / `_` (emphasis) are skipped.
 */
export function isMarkedInProgress(text: string): boolean {
  return IN_PROGRESS.test(text);
}

/**
 * The lines of the current tasks. Unchecked tasks marked in progress (see `isMarkedInProgress`) are all
 * current. Without such a mark, the one current task is the first unchecked task after the last checked one;
 * when nothing is checked, the first task; when the tasks after the last checked one are all done but an
 * earlier one was skipped, the first unchecked task. No current task when every task is checked.
 */
export function findCurrentTaskLines(tasks: readonly TaskLike[]): number[] {
  const marked = tasks.filter((task) => !task.checked && isMarkedInProgress(task.text)).map((task) => task.line);
  if (marked.length > 0) return marked;
  // Every task after the last checked one is unchecked: the first of them, if any, is next.
  const next = tasks[tasks.map((task) => task.checked).lastIndexOf(true) + 1] ?? tasks.find((task) => !task.checked);
  return next ? [next.line] : [];
}
