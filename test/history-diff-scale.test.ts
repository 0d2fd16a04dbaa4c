// The history diff on the largest plans the store accepts (issue 16): exact, and fine-grained within the default
// work cap. Until the sequence diff anchored long stretches on their unique lines, two 1 MB markdown revisions with
// edits scattered over them ran past the cap and came out "replaced" (every old line removed, every new one added).
// The same inputs are timed in Chromium by `npm run bench:diff`; nothing here is timed.
import { describe, expect, it } from 'vitest';
import { MARKDOWN_SHAPES, scatteredItemRevisions, scatteredMarkdownRevisions } from '../bench/page/diffWorkload';
import { applyItemDiff, countDiff, diffItemPlans, diffMarkdownPlans, markdownDiffSide } from '../src/history';

describe('diff of two 1 MB markdown revisions with scattered edits', () => {
  it.each(MARKDOWN_SHAPES)('%s: line by line, not replaced, every edit found and nothing else', (shape) => {
    const { before, after, expected } = scatteredMarkdownRevisions(shape);
    expect(before.length).toBeGreaterThan(980_000);
    expect(after.length).toBeLessThanOrEqual(1_000_000);
    const diff = diffMarkdownPlans({ content: before }, { content: after });
    expect(diff.replaced).toBe(false);
    expect(countDiff(diff)).toEqual({ ...expected, started: 0, statusChanged: 0, priorityChanged: 0, fileChanged: 0, replaced: 0 });
    expect(diff.lines.filter((line) => line.change === 'unchanged')).toHaveLength(before.split('\n').length - expected.reworded - expected.completed - expected.removed);
    expect(markdownDiffSide(diff, 'before')).toBe(before);
    expect(markdownDiffSide(diff, 'after')).toBe(after);
  });

  it('a reworded line keeps a word diff of only what changed', () => {
    const { before, after } = scatteredMarkdownRevisions('tasks', 4);
    const reworded = diffMarkdownPlans({ content: before }, { content: after }).lines.find((line) => line.change === 'reworded');
    expect(reworded && 'words' in reworded ? reworded.words.filter((part) => part.op !== 'equal') : []).toEqual([{ op: 'insert', text: 'revised ' }]);
  });
});

describe('diff of two 5,000-entry revisions with scattered changes', () => {
  it('finds every change by key and replays to the new revision', () => {
    const { before, after, expected } = scatteredItemRevisions();
    expect(before).toHaveLength(5_000);
    const diff = diffItemPlans({ entries: before }, { entries: after });
    expect(countDiff(diff)).toEqual({ ...expected, started: 0, statusChanged: 0, priorityChanged: 0, fileChanged: 0, replaced: 0 });
    expect(applyItemDiff(diff, before)).toEqual(after);
    const moved = diff.changes.filter((change) => change.change === 'moved');
    expect(moved.every((change) => change.change === 'moved' && change.index - change.fromIndex >= 90)).toBe(true);
  });
});
