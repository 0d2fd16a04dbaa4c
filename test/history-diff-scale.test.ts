// The history diff on the largest plans the store accepts (issue 16): exact, and fine-grained within the default
// work cap. Until the sequence diff anchored long stretches on their unique lines, two 1 MB markdown revisions with
// edits scattered over them ran past the cap and came out "replaced" (every old line removed, every new one added).
// The same inputs are timed in Chromium by `npm run bench:diff`; nothing here is timed.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_SHAPES, scatteredItemRevisions, scatteredMarkdownRevisions } from '../bench/page/diffWorkload';
import { applyItemDiff, countDiff, diffItemPlans, diffMarkdownPlans, markdownDiffSide, PlanHistory } from '../src/history';
import type { PlanProgress } from '../src/store/types';

const progress: PlanProgress = { completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 };
const doc = { sessionId: 's', planId: 'm', type: 'markdown', progress } as const;
/** The folded view's page: 500 rows, cut only before a change (so a trailing fold or context may follow). */
const PAGE = 504;

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

describe('the folded view of two 1 MB markdown revisions', () => {
  // Rendering every unchanged line drew 21,400-34,941 rows (1-1.6 s of main thread in Chromium under load): the
  // view folds unchanged runs and shows the folded view 500 rows at a time, so a render is bounded by the changes.
  it.each(MARKDOWN_SHAPES)('%s: at most 7 rows per change plus folds, the first page bounded, every change reachable', async (shape) => {
    const { before, after } = scatteredMarkdownRevisions(shape);
    const diff = diffMarkdownPlans({ content: before }, { content: after });
    const changedLines = diff.lines.filter((line) => line.change !== 'unchanged');
    const revisions = [before, after].map((content, index) => ({ ...doc, revision: index + 1, updatedAt: index, content }));
    render(createElement(PlanHistory, { revisions, defaultSelected: [1, 2] }));
    const list = document.querySelector('ul[data-slot="plan-history-diff"]')!;
    const rows = () => [...list.children];
    const folds = () => rows().filter((row) => row.getAttribute('data-slot') === 'plan-history-fold');
    const changed = () => rows().filter((row) => row.hasAttribute('data-change'));
    expect(rows().length).toBeLessThanOrEqual(PAGE);
    expect(rows().length - folds().length).toBeLessThanOrEqual(7 * changed().length);
    let pages = 0;
    for (let more = screen.queryByRole('button', { name: /^Show more changes/ }); more; more = screen.queryByRole('button', { name: /^Show more changes/ })) {
      const shown = rows().length;
      fireEvent.click(more);
      expect(rows().length - shown).toBeLessThanOrEqual(PAGE);
      pages++;
    }
    expect(pages).toBeGreaterThan(0);
    expect(rows().length - folds().length).toBeLessThanOrEqual(7 * changed().length);
    expect(changed()).toHaveLength(changedLines.length);
    expect(changed().map((row) => row.textContent)).toEqual(
      changedLines.map((line) => (line.change === 'reworded' ? `Reworded ${line.words.map((part) => part.text).join('')}` : `${line.change === 'added' ? 'Added' : 'Removed'} ${line.text}`)),
    );
    cleanup();
  }, 60_000);
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

describe('the paged view of two 5,000-entry revisions', () => {
  // Every change row at once was 1,075 rows (about 380 ms of main thread in Chromium under load): item changes
  // show 500 at a time, and the last page leaves focus in the diff, not on <body>.
  it('shows 500 changes a page, in order, until every change is there', () => {
    const { before, after } = scatteredItemRevisions();
    const diff = diffItemPlans({ entries: before }, { entries: after });
    expect(diff.changes.length).toBeGreaterThan(1_000);
    const plan = { sessionId: 's', planId: 'p', type: 'items', progress } as const;
    const revisions = [before, after].map((entries, index) => ({ ...plan, revision: index + 1, updatedAt: index, entries }));
    render(createElement(PlanHistory, { revisions, defaultSelected: [1, 2] }));
    const list = document.querySelector('ul[data-slot="plan-history-diff"]')!;
    const changed = () => [...list.children].filter((row) => row.hasAttribute('data-change'));
    expect(changed()).toHaveLength(500);
    const more = screen.getByRole('button', { name: `Show more changes (${(diff.changes.length - 500).toLocaleString()} left)` });
    fireEvent.click(more);
    expect(changed()).toHaveLength(Math.min(1_000, diff.changes.length));
    while (screen.queryByRole('button', { name: /^Show more changes/ })) {
      screen.getByRole('button', { name: /^Show more changes/ }).focus();
      fireEvent.click(screen.getByRole('button', { name: /^Show more changes/ }));
    }
    expect(changed().map((row) => row.getAttribute('data-change'))).toEqual(diff.changes.map((change) => change.change));
    expect(document.activeElement).toBe(list);
    cleanup();
  });
});
