// `react-acp-plans/acp`: wiring for the official ACP TypeScript SDK (an optional peer dependency).
// Nothing else in the package imports this folder, so hosts that do not use the SDK never bundle it.
export { connectPlanStore, type ConnectPlanStoreOptions } from './connectPlanStore';
export { withPlanStore, type MessageStream, type WithPlanStoreOptions } from './withPlanStore';
export { withPlanSupport } from './withPlanSupport';
export { connectPlanApproval, planApprovalHandler, type PlanApprovalOptions } from './connectPlanApproval';
export { withPlanCapabilities, type PlanCapabilityFields } from '../acp/capabilities';
