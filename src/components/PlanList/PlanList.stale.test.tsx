// A turn that ended with the plan unfinished (`store.endTurn`, issue 16): its in-progress steps are no longer the
// current step, for assistive technology (no aria-current) and to the eye (no data-current); a new update of the
// plan clears the mark and they are current again.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';

function update(statuses: readonly string[]) {
  return {
    sessionId: 's1',
    update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) },
  };
}

describe('<PlanList> of a plan whose turn ended unfinished', () => {
  it('marks no row current while the mark stands, and again after the next update', () => {
    const store = createPlanStore();
    store.apply(update(['completed', 'in_progress', 'pending']));
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s1" />
      </PlanStoreProvider>,
    );
    const section = screen.getByRole('region');
    const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows()[1]).toHaveAttribute('aria-current', 'step');
    expect(section).not.toHaveAttribute('data-stale');

    act(() => store.endTurn!('s1', 'cancelled'));
    expect(section).toHaveAttribute('data-stale');
    expect(rows().filter((row) => row.hasAttribute('aria-current') || row.hasAttribute('data-current'))).toEqual([]);
    // Still in progress in words and data: only "current" is gone.
    expect(rows()[1]).toHaveAttribute('data-status', 'in_progress');

    act(() => void store.apply(update(['completed', 'completed', 'in_progress'])));
    expect(section).not.toHaveAttribute('data-stale');
    expect(rows().map((row) => row.getAttribute('aria-current'))).toEqual([null, null, 'step']);
  });
});
