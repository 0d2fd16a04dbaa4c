// Which rows a markdown diff shows (issue 16: diffs stay fast on the largest plans the store accepts, and nothing
// within the caps blocks the main thread past ~50 ms). Like code review tools: each change keeps a few lines of
// context, a longer unchanged run becomes one fold row, folds open in bounded pages, and the folded view itself is
// shown in bounded pages, so no render or click draws 30,000 rows. Pure: ranges of line indexes, no React.
import type { MarkdownLineChange } from './types';

/** Unchanged lines kept on each side of a change. */
export const FOLD_CONTEXT = 3;
/** Lines a click on a fold reveals at most. */
export const FOLD_PAGE = 500;
/** Rows (lines and folds) of the folded view shown at first and added by each "Show more changes". */
export const CHANGES_PAGE = 500;

/** A stretch of the diff's lines `[start, end)`: shown, or folded behind one row. */
export interface LineRange {
  readonly kind: 'lines' | 'fold';
  readonly start: number;
  readonly end: number;
}

/**
 * The diff's lines as shown and folded ranges, in order: every changed line is shown, with up to `context`
 * unchanged lines around it; a longer unchanged run (hiding at least two lines) is one fold.
 */
export function foldLines(lines: readonly MarkdownLineChange[], context = FOLD_CONTEXT): LineRange[] {
  const ranges: LineRange[] = [];
  const push = (kind: LineRange['kind'], start: number, end: number) => {
    if (end <= start) return;
    const last = ranges.at(-1);
    if (kind === 'lines' && last?.kind === 'lines' && last.end === start) ranges[ranges.length - 1] = { kind, start: last.start, end };
    else ranges.push({ kind, start, end });
  };
  let index = 0;
  while (index < lines.length) {
    const start = index;
    if (lines[index]!.change !== 'unchanged') {
      while (index < lines.length && lines[index]!.change !== 'unchanged') index++;
      push('lines', start, index);
      continue;
    }
    while (index < lines.length && lines[index]!.change === 'unchanged') index++;
    const top = start > 0 ? context : 0;
    const bottom = index < lines.length ? context : 0;
    if (index - start - top - bottom < 2) {
      push('lines', start, index);
      continue;
    }
    push('lines', start, start + top);
    push('fold', start + top, index - bottom);
    push('lines', index - bottom, index);
  }
  return ranges;
}

/** One row to render: a line of the diff, or a fold hiding `hidden` lines from `start` (`shown` of them next click). */
export type ShownRow = { readonly kind: 'line'; readonly index: number } | { readonly kind: 'fold'; readonly start: number; readonly hidden: number; readonly shown: number };

/**
 * The rows to render: the folded view's first `limit` rows (lines of `lines` ranges and fold rows; lines opened from
 * a fold do not count, each click already bounds them), folds opened by `opened` (fold start → lines revealed from
 * its top), and the number of changed lines past the limit (for "Show more changes"). The view is only cut before
 * a changed line, so what follows the last change (a few lines and a fold) always shows.
 */
export function shownRows(
  ranges: readonly LineRange[],
  lines: readonly MarkdownLineChange[],
  opened: ReadonlyMap<number, number>,
  limit: number,
): { rows: ShownRow[]; changesLeft: number } {
  const rows: ShownRow[] = [];
  let lastChange = lines.length - 1;
  while (lastChange >= 0 && lines[lastChange]!.change === 'unchanged') lastChange--;
  let budget = limit;
  let cut = lines.length;
  ranges: for (const range of ranges) {
    if (range.kind === 'lines') {
      // Context lines come with their change or not at all: the page never ends on context of a change it cut.
      let first = range.start;
      while (first < range.end && lines[first]!.change === 'unchanged') first++;
      if (first < range.end && budget <= first - range.start) {
        cut = range.start;
        break;
      }
      for (let index = range.start; index < range.end; index++) {
        if (budget <= 0 && index <= lastChange) {
          cut = index;
          break ranges;
        }
        rows.push({ kind: 'line', index });
        budget--;
      }
      continue;
    }
    if (budget <= 0 && range.start <= lastChange) {
      cut = range.start;
      break;
    }
    const revealed = Math.min(opened.get(range.start) ?? 0, range.end - range.start);
    for (let index = range.start; index < range.start + revealed; index++) rows.push({ kind: 'line', index });
    const hidden = range.end - range.start - revealed;
    if (hidden > 0) {
      rows.push({ kind: 'fold', start: range.start, hidden, shown: Math.min(hidden, FOLD_PAGE) });
      budget--;
    }
  }
  let changesLeft = 0;
  for (let index = cut; index <= lastChange; index++) if (lines[index]!.change !== 'unchanged') changesLeft++;
  return { rows, changesLeft };
}
