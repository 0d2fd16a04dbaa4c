// A plan the agent removes while the user edits it (its footer's editor is open) must not take the user's draft
// with it: its footer holds it (PlanHoldContext), and it stays listed, at its place, with its last data, until the
// hold is released; then it leaves like any removed plan.
import { useCallback, useMemo, useState } from 'react';
import { useDerivedState } from '../../react/useDerivedState';
import type { PlanState } from '../../store/types';

const NO_HOLDS: readonly string[] = [];

/** What the shown list is derived from: the session's plans and the ids held. */
interface HeldInput {
  readonly plans: readonly PlanState[];
  readonly holds: readonly string[];
}

/** The shown list and what it was derived from (see useDerivedState). */
interface Held {
  readonly source: HeldInput;
  readonly shown: readonly PlanState[];
}

/** The live plans, plus each held plan the agent removed, at its place in what was shown before. */
function keepHeld(previous: Held | undefined, input: HeldInput): Held {
  const { plans, holds } = input;
  const next = [...plans];
  previous?.shown.forEach((plan, index) => {
    if (holds.includes(plan.planId) && !plans.some((live) => live.planId === plan.planId)) next.splice(index, 0, plan);
  });
  return { source: input, shown: next.length === plans.length ? plans : next };
}

/**
 * `plans` plus the removed plans that are held, each at its former place; `hold(planId)` holds one (in an effect)
 * and returns the release. What is shown depends on what was shown before: derived from the last commit's list
 * (useDerivedState), never set during render.
 */
export function useHeldPlans(plans: readonly PlanState[]): [shown: readonly PlanState[], hold: (planId: string) => () => void] {
  // One id per hold (a plan may be held twice).
  const [holds, setHolds] = useState(NO_HOLDS);
  const input = useMemo(() => ({ plans, holds }), [plans, holds]);
  const { shown } = useDerivedState(input, keepHeld);
  const hold = useCallback((planId: string) => {
    setHolds((ids) => [...ids, planId]);
    return () => setHolds((ids) => ids.filter((id, index) => index !== ids.indexOf(planId)));
  }, []);
  return [shown, hold];
}
