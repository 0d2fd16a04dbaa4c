export { SessionPlans } from './SessionPlans';
export type { SessionPlansLabels, SessionPlansProps } from './SessionPlans';
export type { PlanRendererProps, PlanRenderers } from './UnsupportedPlan';
