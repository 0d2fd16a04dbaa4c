import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanProgress, PlanState } from '../store/types';
import { PlanHistory } from './PlanHistory';

// Folded markdown diffs (issue 16: diffs stay fast on the largest plans the store accepts): each change keeps three
// lines of context, longer unchanged runs are one fold button that opens in pages of 500, and the folded view shows
// in pages of 500 rows with "Show more changes". Nothing hidden is lost: every fold and page opens to the exact lines.

const progress: PlanProgress = { completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 };
const doc = { sessionId: 's', planId: 'm', type: 'markdown', progress } as const;
const lines = (count: number, from = 0) => Array.from({ length: count }, (_, index) => `Line ${from + index}`);

function renderDiff(before: string[], after: string[]) {
  const revisions: PlanState[] = [
    { ...doc, revision: 1, updatedAt: 0, content: before.join('\n') },
    { ...doc, revision: 2, updatedAt: 1_000, content: after.join('\n') },
  ];
  render(<PlanHistory revisions={revisions} defaultSelected={[1, 2]} />);
  return document.querySelector<HTMLUListElement>('ul[data-slot="plan-history-diff"]')!;
}

/** Each row as the reader sees it: a fold's button name, a change's kind and text, or an unchanged line's text. */
const rowsOf = (diff: HTMLElement) =>
  [...diff.children].map((row) =>
    row.getAttribute('data-slot') === 'plan-history-fold' ? `fold: ${row.querySelector('button')!.textContent}` : row.hasAttribute('data-change') ? `${row.getAttribute('data-change')}: ${row.querySelector('bdi, [data-slot="plan-history-words"]')!.textContent}` : row.textContent,
  );

describe('folded markdown diff', () => {
  it('keeps three lines of context around a change and folds the rest into named buttons', () => {
    const before = lines(30);
    const after = [...before];
    after[15] = 'A new line';
    const diff = renderDiff(before, after);
    expect(rowsOf(diff)).toEqual([
      'fold: Show 12 unchanged lines',
      'Line 12',
      'Line 13',
      'Line 14',
      'removed: Line 15',
      'added: A new line',
      'Line 16',
      'Line 17',
      'Line 18',
      'fold: Show 11 unchanged lines',
    ]);
    expect(screen.getAllByRole('button', { name: /unchanged lines/ })).toHaveLength(2);
  });

  it('opens a fold to exactly the lines it hid, in order, and keeps focus in the diff', async () => {
    const before = lines(30);
    const after = [...before];
    after[15] = 'A new line';
    const diff = renderDiff(before, after);
    await userEvent.click(screen.getByRole('button', { name: 'Show 11 unchanged lines' }));
    expect(rowsOf(diff).slice(-14)).toEqual(['Line 16', 'Line 17', 'Line 18', ...lines(11, 19)]);
    expect(screen.queryByRole('button', { name: 'Show 11 unchanged lines' })).toBeNull();
    expect(diff).toHaveFocus();
  });

  it('does not fold a run that would hide a single line', () => {
    const before = lines(8);
    const after = [...before];
    after[4] = 'Changed';
    expect(rowsOf(renderDiff(before, after))).toEqual(['Line 0', 'Line 1', 'Line 2', 'Line 3', 'removed: Line 4', 'added: Changed', 'Line 5', 'Line 6', 'Line 7']);
  });

  it('opens a huge run 500 lines per click, from the keyboard', async () => {
    const before = lines(1_300);
    const after = [...before, 'The end'];
    const diff = renderDiff(before, after);
    const fold = screen.getByRole('button', { name: 'Show 500 of 1,297 unchanged lines' });
    fold.focus();
    await userEvent.keyboard('{Enter}');
    expect(rowsOf(diff)).toEqual([...lines(500), 'fold: Show 500 of 797 unchanged lines', 'Line 1297', 'Line 1298', 'Line 1299', 'added: The end']);
    expect(screen.getByRole('button', { name: 'Show 500 of 797 unchanged lines' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(rowsOf(diff)).toEqual([...lines(1_300), 'added: The end']);
    expect(diff).toHaveFocus();
  });

  it('shows thousands of changes in pages, and every changed line once all pages are open', async () => {
    const before = lines(2_000);
    const after = before.map((line, index) => (index % 10 === 5 ? `${line} (edited ${index})` : line));
    const diff = renderDiff(before, after);
    expect(diff.children.length).toBeLessThanOrEqual(510);
    const more = () => screen.queryByRole('button', { name: /^Show more changes/ });
    expect(more()).toHaveTextContent(/^Show more changes \([\d,]+ left\)$/);
    let clicks = 0;
    while (more()) {
      const before = diff.children.length;
      await userEvent.click(more()!);
      expect(diff.children.length - before).toBeLessThanOrEqual(510);
      clicks++;
    }
    expect(clicks).toBeGreaterThan(1);
    const changed = [...diff.querySelectorAll('[data-change="reworded"]')].map((row) => row.querySelector('[data-slot="plan-history-words"]')!.textContent);
    expect(changed).toEqual(after.filter((_, index) => index % 10 === 5));
  }, 30_000);

  it('says so when nothing changed: the whole document is one fold', async () => {
    const diff = renderDiff(lines(5), lines(5));
    expect(rowsOf(diff)).toEqual(['fold: Show 5 unchanged lines']);
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 unchanged lines' }));
    expect(rowsOf(diff)).toEqual(lines(5));
  });

  it('takes translated labels', () => {
    const before = lines(30);
    const revisions: PlanState[] = [
      { ...doc, revision: 1, updatedAt: 0, content: before.join('\n') },
      { ...doc, revision: 2, updatedAt: 1_000, content: [...before, 'Fin'].join('\n') },
    ];
    render(<PlanHistory revisions={revisions} defaultSelected={[1, 2]} labels={{ unchangedLines: (count, hidden) => `Afficher ${count}/${hidden} lignes` }} />);
    expect(screen.getByRole('button', { name: 'Afficher 27/27 lignes' })).toBeInTheDocument();
  });
});
