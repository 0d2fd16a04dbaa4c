// A plan that was removed (`plan_removed`) stays on screen while its exit animation runs. Its component is bound
// to the store by id, and the live store no longer has it: read through the live store it would flash to an empty
// state while fading out. So a leaving plan's subtree reads this read-only store instead, holding the plan's last
// state; the component tree stays the same (no re-mount, a FilePlan does not reload).
import type { PlanEntryState, PlanState, PlanStore, PlanStoreSnapshot } from '../../store/types';

const NO_HISTORY: readonly PlanState[] = Object.freeze([]);

/** A read-only `PlanStore` that holds one plan forever: `apply` ignores everything, nothing ever changes. */
export function createFrozenPlanStore(plan: PlanState): PlanStore {
  const plans: readonly PlanState[] = Object.freeze([plan]);
  const snapshot: PlanStoreSnapshot = Object.freeze({
    version: 0,
    sessions: new Map([[plan.sessionId, Object.freeze({ sessionId: plan.sessionId, plans })]]),
  });
  let entries: Map<string, PlanEntryState> | undefined;
  const isPlan = (sessionId: string, planId: string) => sessionId === plan.sessionId && planId === plan.planId;
  return {
    apply: () => ({ status: 'ignored', reason: 'this plan was removed; its last state is read-only' }),
    getSnapshot: () => snapshot,
    subscribe: () => () => {},
    getPlans: (sessionId) => (sessionId === plan.sessionId ? plans : NO_HISTORY),
    getPlan: (sessionId, planId) => (isPlan(sessionId, planId) ? plan : undefined),
    getEntry: (sessionId, planId, key) => {
      if (!isPlan(sessionId, planId) || plan.type !== 'items') return undefined;
      entries ??= new Map(plan.entries.map((entry) => [entry.key, entry]));
      return entries.get(key);
    },
    getHistory: () => NO_HISTORY,
    reset: () => {},
  };
}
