export { PlanErrorBoundary, DEFAULT_PLAN_ERROR_LABELS } from './PlanErrorBoundary';
export type { PlanErrorBoundaryLabels, PlanErrorBoundaryProps } from './PlanErrorBoundary';
