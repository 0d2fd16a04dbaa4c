import { InlineMarkdown } from '../InlineMarkdown';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';

/** Props of `<PlanItemText>`. */
export interface PlanItemTextProps {
  /** The entry's text, inline markdown (code, emphasis, links; never raw HTML). */
  content: string;
  /** Makes link URLs safe. @default defaultUrlTransform */
  urlTransform?: UrlTransform | undefined;
  /** Routes every link click (navigation prevented); see the link rule, `routedLinkProps`. */
  onLinkClick?: LinkClickHandler | undefined;
  /** Opens links to paths with no scheme when there is no `onLinkClick`. @default none (they open in a new tab) */
  onOpenFile?: ((path: string) => void) | undefined;
}

/**
 * A row's text as inline markdown, isolated (`dir="auto"`) so a right-to-left task reads in its own direction.
 * The stylesheet gives it a hanging indent: wrapped lines start under the text, not under the icon.
 *
 * Data attributes: `data-slot="plan-entry-content"`.
 */
export function PlanItemText({ content, urlTransform, onLinkClick, onOpenFile }: PlanItemTextProps) {
  return (
    <span data-slot="plan-entry-content" dir="auto">
      <InlineMarkdown content={content} urlTransform={urlTransform} onLinkClick={onLinkClick} onOpenFile={onOpenFile} />
    </span>
  );
}
