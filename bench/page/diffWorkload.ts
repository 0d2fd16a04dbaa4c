// The inputs of the history diff benchmark (`npm run bench:diff`) and of its exactness test
// (test/history-diff-scale.test.ts): two revisions of the largest plans the store accepts, with edits scattered
// all over them, and how many changes of each kind the diff must find.
import { capSizedFootnoteDocument, capSizedTaskList } from '../../test/fuzz/arbitraries';
import type { DiffEntry } from '../../src/history/types';

/** How many changes of each kind a pair of revisions holds (what `countDiff` must say). */
export interface ExpectedChanges {
  readonly completed: number;
  readonly added: number;
  readonly reworded: number;
  readonly moved: number;
  readonly removed: number;
}

/** The markdown shapes: a 1 MB task list (every line unique) and a 1 MB document of paragraphs between blank lines. */
export const MARKDOWN_SHAPES = ['tasks', 'paragraphs'] as const;

/**
 * Two revisions of a 1 MB markdown plan (`shape`) with `edits` edits spread evenly over it, at least a few lines
 * apart, in turn: a word changed, a task checked off (`tasks`) or a word changed again (`paragraphs`), a line added,
 * a line removed. Both stay under the store's 1,000,000-character cap.
 */
export function scatteredMarkdownRevisions(shape: (typeof MARKDOWN_SHAPES)[number], edits = 400): { before: string; after: string; expected: ExpectedChanges } {
  const before = shape === 'tasks' ? capSizedTaskList(990_000) : capSizedFootnoteDocument(990_000);
  const lines = before.split('\n');
  const after = [...lines];
  const counts = { completed: 0, added: 0, reworded: 0, moved: 0, removed: 0 };
  // From the end, so that earlier positions stay valid.
  for (let edit = edits - 1; edit >= 0; edit--) {
    let at = Math.floor(((edit + 0.5) * lines.length) / edits);
    while (lines[at] === '') at++; // paragraphs: edit text, not the blank lines between them
    const kind = edit % 4;
    if (kind === 0 || (kind === 1 && shape === 'paragraphs')) {
      after[at] = lines[at]!.replace(/\d+/, (digits) => `${digits} revised`);
      counts.reworded++;
    } else if (kind === 1) {
      while (!lines[at]!.startsWith('- [ ]')) at++;
      after[at] = lines[at]!.replace('- [ ]', '- [x]');
      counts.completed++;
    } else if (kind === 2) {
      after.splice(at, 0, `Added line number ${edit}: read the new failing test first.`);
      counts.added++;
    } else {
      after.splice(at, 1);
      counts.removed++;
    }
  }
  return { before, after: after.join('\n'), expected: counts };
}

/**
 * Two revisions of a `count`-entry item plan (the store's cap is 5,000), keyed as the store keys them, with
 * changes spread over the whole list: every 10th entry reworded and every 10th completed, and every 200 entries
 * one removed, one moved 100 places down and one added.
 */
export function scatteredItemRevisions(count = 5_000): { before: DiffEntry[]; after: DiffEntry[]; expected: ExpectedChanges } {
  const before: DiffEntry[] = Array.from({ length: count }, (_, i) => ({
    key: `e${i}`,
    content: `Step ${i}: update the parser for case ${i * 7} and add a regression test`,
    priority: (['high', 'medium', 'low'] as const)[i % 3]!,
    status: i % 10 === 9 ? 'completed' : 'pending',
  }));
  const counts = { completed: 0, added: 0, reworded: 0, moved: 0, removed: 0 };
  const after: DiffEntry[] = [];
  const movedLater = new Map<number, DiffEntry>(); // new position's anchor (old index) -> the entry moved after it
  before.forEach((entry, i) => {
    let next = entry;
    if (i % 10 === 3) {
      next = { ...next, content: next.content.replace('the parser', 'the lexer') };
      counts.reworded++;
    }
    if (i % 10 === 5) {
      next = { ...next, status: 'completed' };
      counts.completed++;
    }
    if (i % 200 === 7) counts.removed++;
    else if (i % 200 === 57 && i + 100 < count) {
      movedLater.set(i + 100, next);
      counts.moved++;
    } else after.push(next);
    const moved = movedLater.get(i);
    if (moved) after.push(moved);
    if (i % 200 === 150) {
      after.push({ key: `new${i}`, content: `New step after ${i}: check the generated docs`, priority: 'medium', status: 'pending' });
      counts.added++;
    }
  });
  return { before, after, expected: counts };
}
