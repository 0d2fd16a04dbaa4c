// GFM task list items of a markdown plan: the list for the MarkdownPlan component, and the plan's progress.
// The block scanning (`findMarkdownTasks`) lives in markdownTaskScanner.ts.
import type { PlanProgress } from './types';
import { findMarkdownTasks, scanMarkdownTasks } from './markdownTaskScanner';
import { computeEntriesProgress } from './progress';

export { findMarkdownTasks };

/** One GFM task list item of a markdown document. */
export interface MarkdownTask {
  /** The item's text on the checkbox line, after the checkbox, trimmed (tabs in it expanded to spaces). */
  readonly text: string;
  /** `[x]` / `[X]`; `[ ]` is unchecked. */
  readonly checked: boolean;
  /**
   * The 1-based line of the list item, as mdast's `position.start.line`: the checkbox's line, or an earlier
   * line when the item's marker stood alone on its line (`-` then `  [ ] a`), or when the box followed an
   * empty nested item and micromark gave it to the outer item (`- -` then `  [ ] a`: the task is line 1).
   */
  readonly line: number;
}

/**
 * Progress of a markdown plan from its task list items: checked ones are `completed`, unchecked ones `pending`.
 * `inProgress` is always 0: GFM has no in-progress checkbox (`[-]`, `[~]` are not task items and render as
 * text), so a client cannot tell one from the document. Returns `previous` itself when the counts are the same.
 */
export function computeMarkdownProgress(markdown: string, previous?: PlanProgress): PlanProgress {
  return computeEntriesProgress(
    scanMarkdownTasks(markdown).map((task) => ({ status: task.checked ? 'completed' : 'pending' })),
    previous,
  );
}
