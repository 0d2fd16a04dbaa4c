// A plan that was removed (`plan_removed`) stays on screen while its exit animation runs. Its component is bound
// to the store by id, and the live store no longer has it: read through the live store it would flash to an empty
// state while fading out. So a leaving plan's subtree reads this read-only store instead, holding the plan's last
// state; the component tree stays the same (no re-mount, a FilePlan does not reload).
import { EMPTY_LIST } from '../../store/emptyList';
import type { PlanEntryState, PlanState, PlanStore } from '../../store/types';

const nothing = () => {};

/** A read-only `PlanStore` that holds one plan forever: `apply` ignores everything, nothing ever changes. */
export function createFrozenPlanStore(plan: PlanState): PlanStore {
  const { sessionId, planId } = plan;
  const plans = [plan];
  const snapshot = { version: 0, sessions: new Map([[sessionId, { sessionId, plans }]]) };
  const getPlan = (session: string, id: string) => (session === sessionId && id === planId ? plan : undefined);
  let entries: Map<string, PlanEntryState> | undefined;
  return {
    apply: () => ({ status: 'ignored', reason: 'removed plan (read-only)' }),
    getSnapshot: () => snapshot,
    subscribe: () => nothing,
    getPlans: (session) => (session === sessionId ? plans : EMPTY_LIST),
    getPlan,
    getEntry: (session, id, key) => {
      if (plan.type !== 'items' || !getPlan(session, id)) return undefined;
      entries ??= new Map(plan.entries.map((entry) => [entry.key, entry]));
      return entries.get(key);
    },
    getHistory: () => EMPTY_LIST,
    reset: nothing,
  };
}
