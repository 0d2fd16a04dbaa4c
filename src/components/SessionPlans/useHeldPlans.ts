// A plan the agent removes while the user edits it (its footer's editor is open) must not take the user's draft
// with it: its footer holds it (PlanHoldContext), and it stays listed, at its place, with its last data, until the
// hold is released; then it leaves like any removed plan.
import { useCallback, useState } from 'react';
import type { PlanState } from '../../store/types';

const NO_HOLDS: ReadonlyMap<string, number> = new Map();
const NONE: ReadonlySet<string> = new Set();

interface HeldPlans {
  /** The session's plans plus the removed plans still held, at their former places. */
  readonly shown: readonly PlanState[];
  /** The ids of the shown plans the agent has removed (held ones). */
  readonly removed: ReadonlySet<string>;
}

interface Kept extends HeldPlans {
  readonly plans: readonly PlanState[];
  readonly holds: ReadonlyMap<string, number>;
}

/** `plans` plus the held plans of `previous` that `plans` no longer has, each at its former index. */
function keepHeld(previous: readonly PlanState[], plans: readonly PlanState[], holds: ReadonlyMap<string, number>): HeldPlans {
  if (holds.size === 0) return { shown: plans, removed: NONE };
  const live = new Set(plans.map((plan) => plan.planId));
  const shown = [...plans];
  const removed = new Set<string>();
  previous.forEach((plan, index) => {
    if (live.has(plan.planId) || !holds.has(plan.planId)) return;
    shown.splice(Math.min(index, shown.length), 0, plan);
    removed.add(plan.planId);
  });
  return removed.size === 0 ? { shown: plans, removed: NONE } : { shown, removed };
}

const addHold = (planId: string, delta: number) => (holds: ReadonlyMap<string, number>) => {
  const next = new Map(holds);
  const count = (next.get(planId) ?? 0) + delta;
  if (count > 0) next.set(planId, count);
  else next.delete(planId);
  return next;
};

/** The plans to show, keeping removed plans that are held; `hold(planId)` holds one and returns the release. */
export function useHeldPlans(plans: readonly PlanState[]): HeldPlans & { readonly hold: (planId: string) => () => void } {
  const [holds, setHolds] = useState(NO_HOLDS);
  // React's "adjust state while rendering" (own state only): the shown list depends on the one shown before.
  const [kept, setKept] = useState<Kept>(() => ({ plans, holds, shown: plans, removed: NONE }));
  let current = kept;
  if (kept.plans !== plans || kept.holds !== holds) {
    current = { plans, holds, ...keepHeld(kept.shown, plans, holds) };
    setKept(current);
  }
  const hold = useCallback((planId: string) => {
    setHolds(addHold(planId, 1));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      setHolds(addHold(planId, -1));
    };
  }, []);
  return { shown: current.shown, removed: current.removed, hold };
}
