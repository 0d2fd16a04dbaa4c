// Selectors of the store-bound <PlanList>. Each returns a small slice so the component that uses it re-renders
// only when that slice changes (DESIGN.md, "Subscribe like TanStack Store's useSelector").
import type { PlanEntryState, PlanStore } from '../../store/types';
import { planFocus } from './planDerivations';
import type { PlanFocus } from './planDerivations';

/** The entries of an item plan, or undefined for a missing plan or another type. */
export function selectEntries(store: PlanStore, sessionId: string, planId: string): readonly PlanEntryState[] | undefined {
  const plan = store.getPlan(sessionId, planId);
  return plan?.type === 'items' ? plan.entries : undefined;
}

/** The focus facts (current, next, uniform priority) of a store plan. */
export function selectFocus(store: PlanStore, sessionId: string, planId: string): PlanFocus {
  return planFocus(selectEntries(store, sessionId, planId));
}
