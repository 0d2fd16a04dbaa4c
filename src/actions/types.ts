// The step type lives beside the `selectable` prop's types (the plan components name it in `onRunSteps`).
export type { PlanStep } from '../components/shared/planSelectable';
