// The announcer rule across components: the net change of a spoken burst per task, capped per utterance, the
// plan named when the session has several, and one plan never announced twice for one change.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanStore } from '../../store/types';
import { PlanList } from '../PlanList';
import { SessionPlans } from '../SessionPlans';

const SESSION = 's1';
type Wire = { content: string; status: string; priority: string };
const e = (content: string, status: string): Wire => ({ content, status, priority: 'medium' });

function items(store: PlanStore, planId: string, entries: Wire[]) {
  return store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries } } });
}

const said = () => screen.queryAllByRole('status').map((region) => region.textContent?.replace(/\u00A0/g, '').trim() ?? '');
const spoken = () => said().filter(Boolean);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('announcements', () => {
  it('says the net change of a burst once, capped per utterance, however many updates it took', async () => {
    const store = createPlanStore();
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    items(store, 'main', names.map((name) => e(name, 'pending')));
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId={SESSION} planId="main" />
      </PlanStoreProvider>,
    );
    // A replay stepped 8 times quickly: each step starts one task and completes the one before.
    for (let step = 0; step < names.length; step++) {
      await act(async () => {
        items(store, 'main', names.map((name, i) => e(name, i < step ? 'completed' : i === step ? 'in_progress' : 'pending')));
      });
      act(() => vi.advanceTimersByTime(40));
    }
    act(() => vi.advanceTimersByTime(400));
    const [message] = spoken();
    // One utterance: three changes listed, the rest counted; A started and completed within it: "Completed" only.
    expect(message).toBe('Completed: A. Completed: B. Completed: C. And 5 more changes.');
    expect(message).not.toContain('Started: A');
  });

  it('names the plan when the session shows several, and each plan speaks once per change', async () => {
    const store = createPlanStore();
    items(store, 'main', [e('Update the changelog', 'in_progress'), e('Ship', 'pending')]);
    items(store, 'subagent', [e('Update the changelog', 'in_progress')]);
    render(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId={SESSION} motion="reduced" />
      </PlanStoreProvider>,
    );
    await act(async () => void items(store, 'subagent', [e('Update the changelog', 'completed')]));
    act(() => vi.advanceTimersByTime(400));
    expect(spoken()).toEqual(['Plan 2: Completed: Update the changelog. All tasks completed.']);
  });

  it('does not name the plan of a session with one plan', async () => {
    const store = createPlanStore();
    items(store, 'main', [e('A', 'in_progress')]);
    render(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId={SESSION} motion="reduced" />
      </PlanStoreProvider>,
    );
    await act(async () => void items(store, 'main', [e('A', 'completed')]));
    act(() => vi.advanceTimersByTime(400));
    expect(spoken()).toEqual(['Completed: A. All tasks completed.']);
  });

  it('announces a plan shown twice (same store and binding) from one copy only, and from the other once it goes', async () => {
    const store = createPlanStore();
    items(store, 'main', [e('A', 'in_progress'), e('B', 'pending')]);
    const view = (both: boolean) => (
      <PlanStoreProvider store={store}>
        {both ? <PlanList sessionId={SESSION} title="Panel" /> : null}
        <PlanList sessionId={SESSION} title="Pop-out" />
      </PlanStoreProvider>
    );
    const { rerender } = render(view(true));
    await act(async () => void items(store, 'main', [e('A', 'completed'), e('B', 'pending')]));
    act(() => vi.advanceTimersByTime(400));
    expect(spoken()).toEqual(['Completed: A.']);
    rerender(view(false));
    await act(async () => void items(store, 'main', [e('A', 'completed'), e('B', 'in_progress')]));
    act(() => vi.advanceTimersByTime(400));
    expect(spoken()).toEqual(['Started: B.']);
  });
});
