export * from './types';
export { parseSessionUpdate, DEFAULT_PLAN_INPUT_LIMITS } from './parseSessionUpdate';
export { withPlanCapabilities, type PlanCapabilityFields } from './capabilities';
