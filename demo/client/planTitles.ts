import type { ReactNode } from 'react';
import { LEGACY_PLAN_ID } from '../../src/acp/types';
import type { PlanState } from '../../src/store/types';
import { DEMO_PLAN_IDS } from '../agent/scripts';

/** Titles for the demo agent's item plans, whose entries carry no name of their own. */
const ITEM_PLAN_TITLES: Readonly<Record<string, string>> = {
  [DEMO_PLAN_IDS.items]: 'Plan',
  [DEMO_PLAN_IDS.subagent]: 'Explore subagent',
};

/**
 * `getPlanTitle` for `<SessionPlans>` in the demos: readable titles for the demo agent's item plans, and the
 * components' own titles for everything else. Markdown plans in particular are left to their first heading
 * ("Fix CSV parsing of trailing fields"): a demo title above it ("Plan mode") put two titles on one plan, the
 * second repeating what the document says. A module function, so it is stable across renders.
 */
export function demoPlanTitle(plan: PlanState): ReactNode {
  if (plan.type !== 'items' || plan.planId === LEGACY_PLAN_ID) return undefined;
  return ITEM_PLAN_TITLES[plan.planId];
}
