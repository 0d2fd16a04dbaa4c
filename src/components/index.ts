// Public components. One folder each; add a line per component.
export * from './ProgressBar';
export * from './shared';
export * from './InlineMarkdown';
export * from './PlanFrame';
export * from './PlanList';
export * from './MarkdownPlan';
export * from './FilePlan';
export * from './PlanErrorBoundary';
export * from './SessionPlans';
