// `react-acp-plans/approval`: the agent's questions about plans (`session/request_permission`), answered from the
// plan. A separate entry: hosts that only show plans never bundle it, and `./core` / `<PlanList>` do not grow.
export type * from './types';
export { createPermissionStore } from './createPermissionStore';
export { PLAN_REVIEW_PREFIX } from './parsePermissionRequest';
export { PermissionStoreProvider, usePermissionStore, usePlanPermission, usePendingPermissions } from './PermissionStoreProvider';
export type { PermissionStoreProviderProps } from './PermissionStoreProvider';
export { PlanApproval, DEFAULT_PLAN_APPROVAL_LABELS } from './PlanApproval';
export type { PlanApprovalProps, PlanApprovalLabels } from './PlanApproval';
