// `react-acp-plans/actions`: act on a plan (run chosen steps; revise a plan and send it back). A separate entry:
// hosts that only show plans never bundle it, and `./core` / `<PlanList>` do not grow.
export * from './editor/index';
export type { PlanStep } from './types';
export { createStepSelection } from './createStepSelection';
export type { StepSelection, ToggleOptions } from './createStepSelection';
export { PlanStepSelection } from './PlanStepSelection';
export type { PlanStepSelectionProps } from './PlanStepSelection';
export { PlanRunSteps, DEFAULT_PLAN_RUN_STEPS_LABELS } from './PlanRunSteps';
export type { PlanRunStepsProps, PlanRunStepsLabels } from './PlanRunSteps';
export { formatStepsPrompt, DEFAULT_STEPS_PROMPT_LABELS } from './formatStepsPrompt';
export type { StepsPromptLabels } from './formatStepsPrompt';
export { useStepSelection } from './useStepSelection';
export type { SelectableSteps, StepSelectionOptions } from './useStepSelection';
