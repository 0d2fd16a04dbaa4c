// GFM task list items of a markdown plan: the list for the MarkdownPlan component, and the plan's progress.
// The block scanning lives in markdownTaskScanner.ts.
import type { PlanProgress } from './types';
import { scanMarkdownTasks } from './markdownTaskScanner';
import { progressFromCounts } from './progress';

/** One GFM task list item of a markdown document. */
export interface MarkdownTask {
  /** The item's text on the checkbox line, after the checkbox, trimmed (tabs in it expanded to spaces). */
  readonly text: string;
  /** `[x]` / `[X]`; `[ ]` is unchecked. */
  readonly checked: boolean;
  /** The 1-based line of the checkbox (the same numbering as mdast's `position.start.line`). */
  readonly line: number;
}

/**
 * Finds the GFM task list items (`- [ ] a`, `* [x] b`, `+ [X] c`, `1. [ ] d`, nested, inside block quotes) of a
 * markdown document, skipping fenced (``` and ~~~) and indented code. Lines end with `\n` or `\r\n`.
 */
export function findMarkdownTasks(markdown: string): MarkdownTask[] {
  return scanMarkdownTasks(markdown);
}

/**
 * Progress of a markdown plan from its task list items: checked ones are `completed`, unchecked ones `pending`.
 * `inProgress` is always 0: GFM has no in-progress checkbox (`[-]`, `[~]` are not task items and render as
 * text), so a client cannot tell one from the document. Returns `previous` itself when the counts are the same.
 */
export function computeMarkdownProgress(markdown: string, previous?: PlanProgress): PlanProgress {
  const tasks = scanMarkdownTasks(markdown);
  const completed = tasks.filter((task) => task.checked).length;
  return progressFromCounts(completed, 0, tasks.length - completed, tasks.length, previous);
}
