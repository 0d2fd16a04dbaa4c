// Rows reachable by keyboard: one tab stop in the list (a roving tabindex), arrow keys between rows, links still
// in the tab order, and no row re-rendered by a move.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';

const ENTRIES = [
  { content: 'Read the test', priority: 'medium', status: 'completed' },
  { content: 'Fix the tokenizer', priority: 'medium', status: 'in_progress' },
  { content: 'See [the docs](https://example.com/docs)', priority: 'medium', status: 'pending' },
  { content: 'Ship it', priority: 'medium', status: 'pending' },
];

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const tabStops = () => rows().map((row) => row.getAttribute('tabindex'));

describe('<PlanList> keyboard', () => {
  it('gives the list one tab stop, the current row, and moves it with Up / Down / Home / End', async () => {
    const user = userEvent.setup();
    render(<PlanList entries={ENTRIES} motion="reduced" />);
    expect(tabStops()).toEqual(['-1', '0', '-1', '-1']);
    await user.tab(); // the toggle
    await user.tab();
    expect(rows()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows()[2]).toHaveFocus();
    expect(tabStops()).toEqual(['-1', '-1', '0', '-1']);
    await user.keyboard('{End}');
    expect(rows()[3]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rows()[3]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rows()[0]).toHaveFocus();
    expect(tabStops()).toEqual(['0', '-1', '-1', '-1']);
    // Leaving and coming back lands on the row the reader left.
    await user.tab({ shift: true });
    expect(screen.getByRole('button')).toHaveFocus();
    await user.tab();
    expect(rows()[0]).toHaveFocus();
  });

  it("keeps a row's links in the tab order: Tab from a focused row goes to its link", async () => {
    const user = userEvent.setup();
    render(<PlanList entries={ENTRIES} motion="reduced" />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(rows()[2]).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveFocus();
    // Arrow keys on a link are the link's own.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveFocus();
  });

  it('re-renders nothing when the reader moves between rows', async () => {
    const user = userEvent.setup();
    const onRender = vi.fn();
    render(
      <Profiler id="plan" onRender={onRender}>
        <PlanList entries={ENTRIES} motion="reduced" />
      </Profiler>,
    );
    await user.tab();
    await user.tab();
    onRender.mockClear();
    await user.keyboard('{ArrowDown}{ArrowDown}{Home}{End}');
    expect(rows()[3]).toHaveFocus();
    expect(onRender).not.toHaveBeenCalled();
  });

  it('follows the current task with the tab stop until the reader moves', async () => {
    const store = createPlanStore();
    const apply = (statuses: string[]) =>
      store.apply({
        sessionId: 's',
        update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Task ${i}`, priority: 'medium', status })) },
      });
    apply(['in_progress', 'pending', 'pending']);
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s" motion="reduced" />
      </PlanStoreProvider>,
    );
    expect(tabStops()).toEqual(['0', '-1', '-1']);
    act(() => void apply(['completed', 'in_progress', 'pending']));
    expect(tabStops()).toEqual(['-1', '0', '-1']);
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{End}');
    await user.tab({ shift: true });
    act(() => void apply(['completed', 'completed', 'in_progress']));
    act(() => void apply(['completed', 'in_progress', 'pending']));
    // The reader's row keeps it.
    expect(tabStops()).toEqual(['-1', '-1', '0']);
  });
});
