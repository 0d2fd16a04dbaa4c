export { SessionPlans } from './SessionPlans';
export type { SessionPlansLabels, SessionPlansProps } from './SessionPlans';
