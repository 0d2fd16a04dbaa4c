import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanProgress, PlanState } from '../store/types';
import { PlanHistory } from './PlanHistory';

// The DOM contract of <PlanHistory> as issue 16 and the README state it: `[data-slot="plan-history"]` holding an
// `<ol>` of revisions, each a `<button>` with `aria-pressed` (chosen or not) and `aria-current` on the plan's
// current revision; diff rows `<li data-change="added" | "removed" | "reworded" | "moved" | "status">` in a
// `<ul data-slot="plan-history-diff">`; durations as `<time datetime="PT…">`.

const progress: PlanProgress = { completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 };
const base = { sessionId: 's', planId: 'p', type: 'items', progress } as const;
const entry = (key: string, content: string, status = 'pending') => ({ key, content, status, priority: 'medium' });
const REVISIONS: PlanState[] = [
  { ...base, revision: 1, updatedAt: Date.UTC(2026, 0, 1, 9), entries: [entry('a', 'Read'), entry('b', 'Fix the bug'), entry('c', 'Test'), entry('d', 'Ship')] },
  {
    ...base,
    revision: 2,
    updatedAt: Date.UTC(2026, 0, 1, 9, 2, 10),
    entries: [entry('c', 'Test'), entry('a', 'Read', 'completed'), entry('b', 'Fix the crash bug'), entry('e', 'Docs')],
  },
];

describe('<PlanHistory> DOM contract', () => {
  it('is a [data-slot="plan-history"] region with an <ol> of revision buttons', () => {
    render(<PlanHistory revisions={REVISIONS} />);
    const region = screen.getByRole('region', { name: 'Plan history' });
    expect(region).toHaveAttribute('data-slot', 'plan-history');
    const list = region.querySelector('ol[data-slot="plan-history-revisions"]')!;
    expect([...list.children].map((item) => item.tagName)).toEqual(['LI', 'LI']);
    const buttons = [...list.querySelectorAll('li > button')];
    expect(buttons.map((button) => [button.getAttribute('type'), button.getAttribute('aria-pressed'), button.getAttribute('aria-current')])).toEqual([
      ['button', 'false', 'true'],
      ['button', 'false', null],
    ]);
    expect([...list.children].map((item) => item.getAttribute('data-revision'))).toEqual(['2', '1']);
  });

  it('presses the chosen revisions, and compares them in <li data-change> rows of every kind', async () => {
    const user = userEvent.setup();
    render(<PlanHistory revisions={REVISIONS} />);
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    expect(screen.getByRole('button', { name: /Revision 1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Revision 2/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: /Revision 2/ }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2);
    const diff = document.querySelector('ul[data-slot="plan-history-diff"]')!;
    const rows = [...diff.children];
    expect(rows.every((row) => row.tagName === 'LI')).toBe(true);
    expect(rows.map((row) => row.getAttribute('data-change')).sort()).toEqual(['added', 'moved', 'removed', 'reworded', 'status']);
    expect(diff.querySelector('[data-change="added"] ins')).toHaveTextContent('Docs');
    expect(diff.querySelector('[data-change="removed"] del')).toHaveTextContent('Ship');
    expect(diff.querySelector('[data-change="reworded"] ins')).toHaveTextContent('crash');
    expect(diff.querySelector('[data-change="moved"]')).toHaveTextContent('Test');
    expect(diff.querySelector('[data-change="status"]')).toHaveTextContent('Pending → Completed');
    expect(document.querySelector('time[data-slot="plan-history-elapsed"]')).toHaveAttribute('datetime', 'PT2M10S');
  });

  it('marks markdown lines added, removed and reworded the same way', () => {
    const doc = { sessionId: 's', planId: 'm', type: 'markdown', progress } as const;
    render(
      <PlanHistory
        revisions={[
          { ...doc, revision: 1, updatedAt: 0, content: '# Plan\n- [ ] Read the parser\nOld note\nKeep' },
          { ...doc, revision: 2, updatedAt: 1_000, content: '# Plan\n- [ ] Read the whole parser\nKeep\nNew line' },
        ]}
        defaultSelected={[1, 2]}
      />,
    );
    const diff = document.querySelector('ul[data-slot="plan-history-diff"]')!;
    expect([...diff.children].map((row) => row.getAttribute('data-change'))).toEqual([null, 'reworded', 'removed', null, 'added']);
    expect(diff.querySelector('[data-change="reworded"] ins')).toHaveTextContent('whole');
  });
});
