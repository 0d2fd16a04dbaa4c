// The tokenizer stays internal (PlanList imports it by file): only the component is a public promise.
export { InlineMarkdown } from './InlineMarkdown';
export type { InlineMarkdownProps } from './InlineMarkdown';
