// The prompts a user sends by acting on a plan (react-acp-plans/actions), answered alike whichever protocol version
// the client speaks: `/draft` (a plan to choose steps from), "Do only these steps of the plan" (formatStepsPrompt:
// those steps and nothing else) and "I revised the plan" (formatRevisionPrompt: the revision adopted, then followed).
import { chosenStepsScript, DRAFT_COMMAND, draftPlanScript, parseStepsPrompt, type PlanMemory } from './chosenSteps';
import { parseRevisionPrompt, revisionScript } from './revision';
import { DEMO_PLAN_IDS } from './scripts';
import type { DemoStep } from './steps';

/**
 * The turn that answers `text` when it acts on a plan, or `undefined` for any other prompt (the usual script then
 * plays). `memory` holds the plans this agent sent in the session (a chosen step is found in them); `plans` is
 * whether the client takes `plan_update` (else legacy `plan` snapshots).
 */
export function actionScript(text: string, sessionId: string, memory: PlanMemory, plans: boolean): DemoStep[] | undefined {
  const revised = parseRevisionPrompt(text);
  if (revised) return revisionScript(revised, { planId: DEMO_PLAN_IDS.items, plans });
  const chosen = parseStepsPrompt(text);
  const remembered = chosen && memory.get(sessionId, chosen.planId);
  if (chosen && remembered) return chosenStepsScript(remembered, chosen);
  return DRAFT_COMMAND.test(text) ? draftPlanScript(plans) : undefined;
}
