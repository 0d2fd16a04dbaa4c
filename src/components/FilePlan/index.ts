// FilePlanView (the store-free renderer) stays internal: <FilePlan uri> is the public way to render a file plan.
export { FilePlan } from './FilePlan';
export type { FilePlanProps } from './FilePlan';
export { DEFAULT_FILE_PLAN_LABELS } from './FilePlanView';
export type { FilePlanDisplayProps, FilePlanLabels } from './FilePlanView';
export { describeFileUri } from './describeFileUri';
export type { FileUriInfo } from './describeFileUri';
