// The prompt that asks an agent to carry out chosen steps of its plan and nothing else. ACP has no request for
// it: a host sends this text as a `session/prompt`.
import type { PlanStep } from './types';

/** Texts of `formatStepsPrompt`, for a prompt in another language. */
export interface StepsPromptLabels {
  /** The first line. @default (planId) => `Do only these steps of the plan "${planId}":` (no quotes part without an id) */
  readonly intro: (planId: string | undefined) => string;
  /** The last line. @default "Leave the other steps of the plan as they are: do not start, change or complete them." */
  readonly rest: string;
}

/** The default (English) texts of `formatStepsPrompt`. */
export const DEFAULT_STEPS_PROMPT_LABELS: StepsPromptLabels = {
  intro: (planId) => (planId === undefined ? 'Do only these steps of the plan:' : `Do only these steps of the plan ${JSON.stringify(planId)}:`),
  rest: 'Leave the other steps of the plan as they are: do not start, change or complete them.',
};

/** One line of the prompt per step: white space (line breaks in an agent's text) becomes single spaces. */
function stepLine(step: PlanStep): string {
  return `${step.position}. ${step.content.replace(/\s+/g, ' ').trim()}`;
}

/**
 * A prompt that asks the agent to do only `steps` of `plan` (its id, when it has one, names the plan), numbered
 * by their place in the plan (`3. …` is the plan's third step), in plan order, then to leave the other steps as
 * they are:
 *
 * ```text
 * Do only these steps of the plan "plan":
 * 1. Reproduce the bug with a failing test
 * 3. Add regression tests
 * Leave the other steps of the plan as they are: do not start, change or complete them.
 * ```
 *
 * `onRunSteps` is then one line: `(steps) => session.prompt(formatStepsPrompt(plan, steps))`.
 */
export function formatStepsPrompt(
  plan: { readonly planId?: string | undefined } | undefined,
  steps: readonly PlanStep[],
  labels?: Partial<StepsPromptLabels>,
): string {
  const { intro, rest } = { ...DEFAULT_STEPS_PROMPT_LABELS, ...labels };
  const ordered = [...steps].sort((a, b) => a.position - b.position);
  return [intro(plan?.planId), ...ordered.map(stepLine), rest].join('\n');
}
