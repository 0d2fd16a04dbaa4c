import { memo } from 'react';
import type { ReactNode } from 'react';
import { defaultUrlTransform } from '../shared/safeUrl';
import type { UrlTransform } from '../shared/safeUrl';
import type { LinkClickHandler } from '../shared/linkClick';
import { isFollowableHref, routedLinkProps } from '../shared/linkRule';
import { mayContainInlineMarkdown, parseInlineMarkdown } from './parseInlineMarkdown';
import type { InlineNode } from './parseInlineMarkdown';

/** Props of `<InlineMarkdown>`. */
export interface InlineMarkdownProps {
  /** One line of untrusted inline markdown. */
  content: string;
  /**
   * Makes link URLs safe; a link whose URL it drops (`undefined`), or turns into one no browser can parse
   * (`https:`), is shown as its text, without a link.
   * @default defaultUrlTransform (http, https, mailto and relative URLs)
   */
  urlTransform?: UrlTransform;
  /** Routes link clicks (the browser's navigation is prevented); without it links open in a new tab. */
  onLinkClick?: LinkClickHandler;
  /**
   * Opens a link to a path with no scheme (`src/app.ts`) when there is no `onLinkClick` (see the link rule,
   * `routedLinkProps`). @default none: such links open in a new tab
   */
  onOpenFile?: ((path: string) => void) | undefined;
  /**
   * `target` of every link. Links open in a new tab by default so a click never navigates the host app away.
   * @default "_blank"
   */
  linkTarget?: string;
}

/**
 * Renders one line of inline markdown: `code`, **strong**, *emphasis*, ~~strikethrough~~, `[links](url)` and
 * `<https://…>` autolinks. No block elements and no raw HTML (`<b>` shows as text); URLs pass `urlTransform`.
 * Plain text (no markdown characters) is returned as the string itself, without a parse, so a long list pays
 * nothing for it. After 32 formatted spans the rest of the line is shown as its text, so a row's DOM stays small
 * whatever its length. Renders a fragment: wrap it in the element you need.
 *
 * Data attributes: `data-slot="inline-code"` on code spans, `data-slot="inline-link"` on links.
 */
export const InlineMarkdown = memo(function InlineMarkdown({
  content,
  urlTransform = defaultUrlTransform,
  onLinkClick,
  onOpenFile,
  linkTarget = '_blank',
}: InlineMarkdownProps) {
  const render = (nodes: readonly InlineNode[]): ReactNode[] =>
    nodes.map((node, key) => {
      if (typeof node === 'string') return node;
      if (node.type === 'code') {
        return (
          <code key={key} data-slot="inline-code">
            {node.text}
          </code>
        );
      }
      const children = render(node.children);
      const href = node.type === 'link' && urlTransform(node.url, 'href', node);
      // An unsafe URL, or one no browser can follow, keeps its words in a span: the reader loses the link, not the text.
      if (!isFollowableHref(href)) {
        const Tag = node.type === 'link' ? 'span' : node.type;
        return <Tag key={key}>{children}</Tag>;
      }
      return (
        <a key={key} href={href} data-slot="inline-link" {...routedLinkProps(href, { onLinkClick, onOpenFile }, linkTarget)}>
          {children}
        </a>
      );
    });
  // Empty content renders nothing; plain text is returned as it is, without a parse.
  if (typeof content !== 'string') return null;
  return mayContainInlineMarkdown(content) ? render(parseInlineMarkdown(content)) : content;
});
