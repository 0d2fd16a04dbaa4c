export { FilePlan } from './FilePlan';
export type { FilePlanProps } from './FilePlan';
export { FilePlanView, DEFAULT_FILE_PLAN_LABELS } from './FilePlanView';
export type { FilePlanDisplayProps, FilePlanLabels, FilePlanViewProps } from './FilePlanView';
export { describeFileUri } from './describeFileUri';
export type { FileUriInfo } from './describeFileUri';
