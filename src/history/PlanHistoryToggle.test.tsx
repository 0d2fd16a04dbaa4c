import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import { PlanChangedMark } from './PlanChangedMark';
import { PlanHistoryToggle } from './PlanHistoryToggle';
import { createPlanLastSeen } from './planLastSeen';

function update(entries: readonly [string, string][]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries: entries.map(([content, status]) => ({ content, priority: 'medium', status })) } };
}

function setup() {
  const store = createPlanStore();
  store.apply(update([['Read', 'pending'], ['Fix', 'pending']]));
  const lastSeen = createPlanLastSeen();
  render(
    <PlanStoreProvider store={store}>
      <PlanChangedMark sessionId="s" planId="main" lastSeen={lastSeen} />
      <PlanHistoryToggle sessionId="s" planId="main" lastSeen={lastSeen} />
    </PlanStoreProvider>,
  );
  return { store, lastSeen };
}

const mark = () => document.querySelector('[data-slot="plan-changed"]');

describe('<PlanChangedMark> and <PlanHistoryToggle>', () => {
  it('takes the first sight as seen, then says what changed since, until the history is opened', async () => {
    const { store, lastSeen } = setup();
    expect(lastSeen.get('s', 'main')).toBe(1);
    expect(mark()).toBeNull();
    // One revision: nothing to show a history of yet.
    expect(screen.queryByRole('button')).toBeNull();

    act(() => void store.apply(update([['Read', 'completed'], ['Fix', 'in_progress'], ['Test', 'pending']])));
    expect(mark()).toHaveTextContent('Changed since you last looked: 1 completed, 1 started, 1 added');
    const button = screen.getByRole('button', { name: 'History (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const history = screen.getByRole('region', { name: 'Plan history' });
    expect(button.getAttribute('aria-controls')).toBe(history.id);
    expect(mark()).toBeNull();
    expect(lastSeen.get('s', 'main')).toBe(2);

    // While the history is open, what arrives is seen.
    act(() => void store.apply(update([['Read', 'completed'], ['Fix', 'completed'], ['Test', 'pending']])));
    expect(mark()).toBeNull();
    expect(screen.getByRole('button', { name: 'History (3)' })).toBeInTheDocument();

    await userEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Plan history' })).toBeNull();
    act(() => void store.apply(update([['Read', 'completed'], ['Fix', 'completed'], ['Test', 'completed']])));
    expect(mark()).toHaveTextContent('Changed since you last looked: 1 completed');
  });

  it('counts updates when the revision last seen is no longer kept, and the host can mark a plan seen', () => {
    const { store, lastSeen } = setup();
    for (let i = 0; i < 12; i++) act(() => void store.apply(update([[`Step ${i}`, 'pending']])));
    expect(mark()).toHaveTextContent('Changed since you last looked (12 updates)');
    act(() => lastSeen.markSeen('s', 'main', 13));
    expect(mark()).toBeNull();
  });

  it('keeps what was seen as checked JSON', () => {
    const lastSeen = createPlanLastSeen({ 's\nmain': 3, 's\nbad': -1, 's\nworse': '4' });
    expect(lastSeen.toJSON()).toEqual({ 's\nmain': 3 });
    lastSeen.markSeen('s', 'main', 2);
    expect(lastSeen.get('s', 'main')).toBe(3);
  });
});
