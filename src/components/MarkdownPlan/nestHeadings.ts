// The document's headings must nest below the plan's own title (an `h2` by default) without skipping a level:
// agents often start at `##` or jump from `#` to `###`, which would break the page's heading outline (axe:
// heading-order). Each heading gets `min(its level + titleLevel, previous heading's new level + 1)`, capped at 6.
// That depends only on the headings before it, so appending to a streamed document never changes an earlier
// heading (which would re-create its element). Found with a line scan, like the task scanner; a heading the scan
// misses (an unusual setext form) falls back to `level + titleLevel` in rehypePlanTasks.
import { createFenceTracker } from './fences';

/** A heading of the document: its 1-based line (where the heading's text starts) and its markdown level. */
export interface HeadingLine {
  readonly line: number;
  readonly level: number;
}

const CONTAINER_PREFIX = /^ {0,3}(?:>[ \t]?)*/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be (or continue) a paragraph that a setext underline would turn into a heading.
const NOT_PARAGRAPH = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {4}|\t| {0,3}\||[ \t]*$)/;

/** The ATX (`## x`) and setext (`x\n===`) headings of a markdown document, outside fenced code. */
export function findHeadings(markdown: string): HeadingLine[] {
  const headings: HeadingLine[] = [];
  const fence = createFenceTracker();
  let paragraphStart = 0;
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    if (fence.update(raw)) {
      paragraphStart = 0;
      return;
    }
    const text = raw.replace(CONTAINER_PREFIX, '').replace(/\r$/, '');
    const atx = ATX.exec(text);
    if (atx) {
      headings.push({ line, level: atx[1]!.length });
      paragraphStart = 0;
      return;
    }
    const underline = SETEXT_UNDERLINE.exec(text);
    if (underline && paragraphStart !== 0) {
      headings.push({ line: paragraphStart, level: underline[1]!.startsWith('=') ? 1 : 2 });
      paragraphStart = 0;
      return;
    }
    if (NOT_PARAGRAPH.test(text)) paragraphStart = 0;
    else if (paragraphStart === 0) paragraphStart = line;
  });
  return headings;
}

/** Maps each heading's line to the level it renders at below a title of `titleLevel` (see the rule above). */
export function nestHeadingLevels(headings: readonly HeadingLine[], titleLevel: number): Map<number, number> {
  const levels = new Map<number, number>();
  let previous = titleLevel;
  for (const { line, level } of headings) {
    const nested = Math.min(level + titleLevel, previous + 1, 6);
    levels.set(line, nested);
    previous = nested;
  }
  return levels;
}
