import { createContext } from 'react';

/**
 * Keeps the plan around it on screen while something in it holds the user's work (an open editor with a draft),
 * even when the agent removes the plan (`plan_removed`): `<SessionPlans>` provides it per plan, and the plan then
 * stays, marked removed, until every hold is released. Call it in an effect; it returns the release (the effect's
 * cleanup). No provider (a plan outside `<SessionPlans>`): `null`, nothing to hold.
 */
export const PlanHoldContext = createContext<(() => () => void) | null>(null);
