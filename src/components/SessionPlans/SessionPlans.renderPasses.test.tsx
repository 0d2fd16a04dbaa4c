// Issue 21: no state set during render. <SessionPlans> latches "a plan has been shown" (the container then stays,
// holding the fallback, when the last plan leaves) by a derivation from the last commit, not by setting state in
// the render that first shows a plan, which ran its body twice. A pass of its body reads the session's plans
// from the store once (usePlans), so counting those reads counts the passes.
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanStore } from '../../store/types';
import { SessionPlans } from './SessionPlans';

const SESSION = 'sess_passes_21';

function update(store: PlanStore, planId: string) {
  return store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { planId, type: 'items', entries: [{ content: 'Step', priority: 'medium', status: 'pending' }] } } });
}

/** The store, with a count of the reads of this session's plan list (one per pass of <SessionPlans>' body). */
function countingStore() {
  const store = createPlanStore();
  const reads = { count: 0 };
  const counted: PlanStore = Object.assign(Object.create(store) as PlanStore, {
    getPlans: (sessionId: string) => {
      if (sessionId === SESSION) reads.count++;
      return store.getPlans(sessionId);
    },
  });
  return { store, counted, reads };
}

describe('<SessionPlans> "a plan has been shown" without state set in render', () => {
  it('reads the plans as often when the first plan arrives as for any other update (no second pass)', () => {
    const { store, counted, reads } = countingStore();
    render(
      <PlanStoreProvider store={counted}>
        <SessionPlans sessionId={SESSION} motion="reduced" fallback={<p>No plans yet</p>} />
      </PlanStoreProvider>,
    );
    // An update that changes nothing about "shown" (a second plan, once one is shown), as the baseline.
    act(() => void update(store, 'first'));
    const first = reads.count;
    act(() => void update(store, 'second'));
    const second = reads.count - first;
    reads.count = 0;
    act(() => void update(store, 'third'));
    expect(reads.count).toBe(second);
    expect(first).toBeGreaterThan(0);
    // The first plan's update is counted from the mount's reads: measure it on its own.
    const mountOnly = countingStore();
    render(
      <PlanStoreProvider store={mountOnly.counted}>
        <SessionPlans sessionId={SESSION} motion="reduced" />
      </PlanStoreProvider>,
    );
    mountOnly.reads.count = 0;
    act(() => void update(mountOnly.store, 'first'));
    expect(mountOnly.reads.count).toBe(second);
  });
});
