// A plan the agent removes while the user edits it (its footer's editor is open) must not take the user's draft
// with it: its footer holds it (PlanHoldContext), and it stays listed, at its place, with its last data, until the
// hold is released; then it leaves like any removed plan.
import { useCallback, useState } from 'react';
import type { PlanState } from '../../store/types';

const NO_HOLDS: readonly string[] = [];

/**
 * `plans` plus the removed plans that are held, each at its former place; `hold(planId)` holds one (in an effect)
 * and returns the release.
 */
export function useHeldPlans(plans: readonly PlanState[]): [shown: readonly PlanState[], hold: (planId: string) => () => void] {
  // One id per hold (a plan may be held twice).
  const [holds, setHolds] = useState(NO_HOLDS);
  // React's "adjust state while rendering" (own state only): what is shown depends on what was shown before.
  const [kept, setKept] = useState({ plans, holds, shown: plans });
  let { shown } = kept;
  if (kept.plans !== plans || kept.holds !== holds) {
    const next = [...plans];
    kept.shown.forEach((plan, index) => {
      if (holds.includes(plan.planId) && !plans.some((live) => live.planId === plan.planId)) next.splice(index, 0, plan);
    });
    shown = next.length === plans.length ? plans : next;
    setKept({ plans, holds, shown });
  }
  const hold = useCallback((planId: string) => {
    setHolds((ids) => [...ids, planId]);
    return () => setHolds((ids) => ids.filter((id, index) => index !== ids.indexOf(planId)));
  }, []);
  return [shown, hold];
}
