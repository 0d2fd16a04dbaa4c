import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import { PlanHistory } from './PlanHistory';
import { PlanStaleNote } from './PlanStaleNote';

function planUpdate(entries: { content: string; status: string; priority?: string }[]) {
  return {
    sessionId: 's1',
    update: { sessionUpdate: 'plan', entries: entries.map((entry) => ({ priority: 'medium', ...entry })) },
  };
}

function storeWithRevisions() {
  let time = Date.UTC(2026, 0, 1, 10, 0, 0);
  const store = createPlanStore({ now: () => time });
  store.apply(planUpdate([{ content: 'Read the parser', status: 'pending' }, { content: 'Fix the bug', status: 'pending' }]));
  time += 130_000;
  store.apply(
    planUpdate([
      { content: 'Read the parser', status: 'completed' },
      { content: 'Fix the crash bug', status: 'in_progress' },
      { content: 'Write tests', status: 'pending' },
    ]),
  );
  time += 60_000;
  store.apply(
    planUpdate([
      { content: 'Read the parser', status: 'completed' },
      { content: 'Fix the crash bug', status: 'completed' },
    ]),
  );
  return store;
}

function renderBound() {
  const store = storeWithRevisions();
  render(
    <PlanStoreProvider store={store}>
      <PlanHistory sessionId="s1" planId="main" />
    </PlanStoreProvider>,
  );
  return store;
}

describe('<PlanHistory>', () => {
  it('lists the revisions newest first, with time and a summary of each', () => {
    renderBound();
    const history = screen.getByRole('region', { name: 'Plan history' });
    expect(history).toHaveAttribute('data-slot', 'plan-history');
    const buttons = within(within(history).getByRole('list')).getAllByRole('button');
    expect(buttons.map((button) => button.querySelector('[data-slot="plan-history-summary"]')?.textContent)).toEqual([
      '1 completed, 1 removed',
      '1 completed, 1 started, 1 added, 1 reworded',
      'First kept revision',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(buttons[1]).not.toHaveAttribute('aria-current');
    expect(buttons.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(buttons[2]!.querySelector('time')).toHaveAttribute('datetime', '2026-01-01T10:00:00.000Z');
    expect(screen.getByText('Choose a revision to see it, or two to compare them.')).toBeVisible();
  });

  it('shows one chosen revision read-only, and the diff of two', async () => {
    const user = userEvent.setup();
    renderBound();
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    expect(screen.getByRole('button', { name: /Revision 1/ })).toHaveAttribute('aria-pressed', 'true');
    const detail = document.querySelector('[data-slot="plan-history-detail"]')!;
    expect(detail).toHaveAttribute('data-state', 'revision');
    expect(within(detail as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Read the parser (Pending)',
      'Fix the bug (Pending)',
    ]);

    await user.click(screen.getByRole('button', { name: /Revision 2/ }));
    expect(detail).toHaveAttribute('data-state', 'diff');
    expect(screen.getByText(/Changes from revision 1 to 2/)).toBeVisible();
    expect(detail.querySelector('time[data-slot="plan-history-elapsed"]')).toHaveAttribute('datetime', 'PT2M10S');
    const rows = [...detail.querySelectorAll('[data-change]')];
    expect(rows.map((row) => row.getAttribute('data-change'))).toEqual(['status', 'reworded', 'status', 'added']);
    const reworded = rows[1]!;
    expect(reworded.querySelector('ins')).toHaveTextContent('crash');
    expect(rows[3]!.querySelector('ins')).toHaveTextContent('Write tests');
  });

  it('keeps the last two chosen; a second press unchooses; keyboard works', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    const store = storeWithRevisions();
    render(<PlanHistory revisions={[...store.getHistory('s1', 'main'), store.getPlan('s1', 'main')!]} onSelectedChange={onSelectedChange} />);
    const [third, second, first] = screen.getAllByRole('button');
    third!.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    await user.click(first!);
    expect(onSelectedChange).toHaveBeenLastCalledWith([2, 1]);
    expect(third).toHaveAttribute('aria-pressed', 'false');
    await user.click(first!);
    expect(onSelectedChange).toHaveBeenLastCalledWith([2]);
  });

  it('follows the store: a new revision joins the top', () => {
    const store = renderBound();
    act(() => {
      store.apply(planUpdate([{ content: 'Fix the crash bug', status: 'completed' }]));
    });
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    expect(buttons[0]).toHaveTextContent(/Revision 4 \(current\)/);
    expect(buttons[0]).toHaveTextContent('1 removed');
  });

  it('diffs markdown by line and file plans by file; labels translate', async () => {
    const user = userEvent.setup();
    const base = { sessionId: 's', planId: 'p', updatedAt: 0 } as const;
    const progress = { completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 };
    const { unmount } = render(
      <PlanHistory
        revisions={[
          { ...base, type: 'markdown', revision: 1, content: '# Plan\n- [ ] Fix the bug', progress },
          { ...base, type: 'markdown', revision: 2, updatedAt: 5_000, content: '# Plan\n- [x] Fix the bug\nDone', progress },
        ]}
        defaultSelected={[1, 2]}
        labels={{ title: 'Historique', summary: { completed: (n) => `${n} terminée(s)`, added: (n) => `${n} ajoutée(s)` } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Historique' })).toBeVisible();
    expect([...document.querySelectorAll('[data-change]')].map((row) => row.getAttribute('data-change'))).toEqual(['reworded', 'added']);
    expect(document.querySelector('[data-slot="plan-history-diff-summary"]')).toHaveTextContent('1 terminée(s), 1 ajoutée(s)');
    unmount();

    render(
      <PlanHistory
        revisions={[
          { ...base, type: 'file', revision: 1, uri: 'file:///plan.md' },
          { ...base, type: 'file', revision: 2, uri: 'file:///plan.md' },
          { ...base, type: 'file', revision: 3, uri: 'file:///plan-2.md' },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    await user.click(screen.getByRole('button', { name: /Revision 2/ }));
    expect(screen.getByText(/Same file, sent again/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Revision 3/ })).toHaveTextContent('file changed');
  });

  it('says so when there is nothing to show', () => {
    render(<PlanHistory revisions={[]} />);
    expect(screen.getByText('No revisions yet.')).toBeVisible();
  });
});

describe('<PlanStaleNote>', () => {
  it('says the turn ended with steps unfinished, and goes away with the next update', () => {
    const store = createPlanStore();
    store.apply(planUpdate([{ content: 'Read', status: 'completed' }, { content: 'Fix', status: 'in_progress' }, { content: 'Test', status: 'pending' }]));
    render(
      <PlanStoreProvider store={store}>
        <PlanStaleNote sessionId="s1" planId="main" />
      </PlanStoreProvider>,
    );
    expect(document.querySelector('[data-slot="plan-stale"]')).toBeNull();
    act(() => store.endTurn!('s1', 'end_turn'));
    expect(screen.getByText('Turn ended with 2 steps unfinished')).toHaveAttribute('data-slot', 'plan-stale');
    act(() => store.endTurn!('s1', 'cancelled'));
    expect(screen.getByText('Turn cancelled with 2 steps unfinished')).toHaveAttribute('data-stop-reason', 'cancelled');
    act(() => {
      store.apply(planUpdate([{ content: 'Read', status: 'completed' }, { content: 'Fix', status: 'in_progress' }]));
    });
    expect(document.querySelector('[data-slot="plan-stale"]')).toBeNull();
  });

  it('renders plain data, with translated labels', () => {
    render(<PlanStaleNote turnEnded={{ stopReason: 'max_tokens', unfinished: 1, at: 0 }} labels={{ note: (n, reason) => `${reason}: ${n} restante(s)` }} />);
    expect(screen.getByText('max_tokens: 1 restante(s)')).toBeVisible();
  });
});
