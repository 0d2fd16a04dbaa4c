// MarkdownPlanView (the store-free renderer) and the current-task helpers stay internal: <MarkdownPlan content>
// is the public way to render plain markdown.
export { MarkdownPlan } from './MarkdownPlan';
export type { MarkdownPlanProps } from './MarkdownPlan';
export { preloadMarkdownRenderer } from './loadMarkdownRenderer';
export { DEFAULT_MARKDOWN_PLAN_LABELS } from './MarkdownPlanView';
export type { MarkdownPlanDisplayProps, MarkdownPlanLabels, PlanHeadingLevel } from './MarkdownPlanView';
export type { AllowImages } from './markdownComponents';
