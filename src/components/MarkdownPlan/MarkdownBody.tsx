// The markdown renderer chunk: everything that parses and renders a document (react-markdown, remark-gfm, our
// plugins, the block splitter). Nothing imports this module statically: loadMarkdownRenderer.ts loads it with a
// dynamic import the first time a document has to be shown, so a host that only shows item plans never pays
// for it (README, "Performance and size").
import { useMemo } from 'react';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import type { MarkdownRenderer } from './MarkdownBlock';
import { MarkdownDocument } from './MarkdownDocument';
import { createMarkdownComponents, LinkRouterContext } from './markdownComponents';
import type { AllowImages, TaskStatus } from './markdownComponents';

// The chunk's warm-up, called by its loader when it arrives (loadMarkdownRenderer.ts).
export { warmUpParser } from './MarkdownBlock';

/** Props of the document part of a markdown plan: plain values from the (eager) `MarkdownPlanView`. */
export interface MarkdownBodyProps {
  readonly content: string;
  /** How much of `content` is analysed and may be shown now (useAnalysedLength). */
  readonly analysedLength: number;
  readonly streaming: boolean;
  readonly currentLines: readonly number[];
  readonly reducedMotion: boolean;
  /** Unique per document: prefixes footnote ids and the ids that label checkboxes. */
  readonly idPrefix: string;
  /** The level of the plan's own heading. */
  readonly titleLevel: number;
  readonly allowImages: AllowImages;
  readonly urlTransform: UrlTransform;
  /** The host's (stable) link handler, or `undefined` for links that open in a new tab. */
  readonly routeLink: LinkClickHandler | undefined;
  /** The (stable) file opener links to paths go to (the link rule, ../shared/linkRule.ts). */
  readonly openFile: ((path: string) => void) | undefined;
  readonly imageNotLoaded: string;
  /** Names the scroll box of a code block that overflows. */
  readonly codeBlock: string;
  /** Names the scroll box of a table that overflows. */
  readonly table: string;
  /** The words that say a task's status beside its icon. */
  readonly taskStatuses: Readonly<Record<TaskStatus, string>>;
  readonly tooDeep: string;
  readonly tooLarge: string;
}

/** The blocks of a markdown plan, rendered with react-markdown (see `MarkdownDocument`). */
export function MarkdownBody({
  content,
  analysedLength,
  streaming,
  currentLines,
  reducedMotion,
  idPrefix,
  titleLevel,
  allowImages,
  urlTransform,
  routeLink,
  openFile,
  imageNotLoaded,
  codeBlock,
  table,
  taskStatuses,
  tooDeep,
  tooLarge,
}: MarkdownBodyProps) {
  const renderer = useMemo<MarkdownRenderer>(
    () => ({
      components: createMarkdownComponents(allowImages, { imageNotLoaded, codeBlock, table, taskStatuses }),
      urlTransform,
      idPrefix,
      titleLevel,
      plainTextNote: (reason) => (reason === 'nesting' ? tooDeep : tooLarge),
    }),
    [allowImages, imageNotLoaded, codeBlock, table, taskStatuses, urlTransform, idPrefix, titleLevel, tooDeep, tooLarge],
  );
  const routing = useMemo(() => ({ onLinkClick: routeLink, onOpenFile: openFile }), [routeLink, openFile]);
  return (
    <LinkRouterContext.Provider value={routing}>
      <MarkdownDocument
        content={content}
        analysedLength={analysedLength}
        streaming={streaming}
        currentLines={currentLines}
        renderer={renderer}
        reducedMotion={reducedMotion}
      />
    </LinkRouterContext.Provider>
  );
}
