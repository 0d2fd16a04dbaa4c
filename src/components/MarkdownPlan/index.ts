export { MarkdownPlan } from './MarkdownPlan';
export type { MarkdownPlanProps } from './MarkdownPlan';
export { MarkdownPlanView, DEFAULT_MARKDOWN_PLAN_LABELS } from './MarkdownPlanView';
export type { MarkdownPlanDisplayProps, MarkdownPlanLabels, MarkdownPlanViewProps, PlanHeadingLevel } from './MarkdownPlanView';
export type { AllowImages } from './markdownComponents';
export { isMarkedInProgress, findCurrentTaskLines } from './findCurrentTasks';
