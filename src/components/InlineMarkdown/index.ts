export { InlineMarkdown } from './InlineMarkdown';
export type { InlineMarkdownProps } from './InlineMarkdown';
export { parseInlineMarkdown, inlineMarkdownToText, mayContainInlineMarkdown } from './parseInlineMarkdown';
export type { InlineNode } from './parseInlineMarkdown';
