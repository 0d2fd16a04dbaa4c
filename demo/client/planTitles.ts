import type { ReactNode } from 'react';
import { LEGACY_PLAN_ID } from '../../src/acp/types';
import type { PlanState } from '../../src/store/types';
import { DEMO_PLAN_IDS, PLAN_MODE_IDS } from '../agent/scripts';

const TITLES: Readonly<Record<string, string>> = {
  [DEMO_PLAN_IDS.items]: 'Plan',
  [DEMO_PLAN_IDS.markdown]: 'Plan mode',
  [DEMO_PLAN_IDS.subagent]: 'Explore subagent',
  [PLAN_MODE_IDS.markdown]: 'Proposed plan',
};

/**
 * `getPlanTitle` for `<SessionPlans>` in the demos: readable titles for the demo agent's plan ids, the
 * components' own defaults for the legacy plan and file plans, and the plan id for anything else, so every plan
 * landmark keeps a distinct name. A module function, so it is stable across renders.
 */
export function demoPlanTitle(plan: PlanState): ReactNode {
  if (plan.type === 'file' || plan.planId === LEGACY_PLAN_ID) return undefined;
  return TITLES[plan.planId] ?? plan.planId;
}
