import { memo, useMemo } from 'react';
import Markdown from 'react-markdown';
import type { Components, Options as MarkdownOptions } from 'react-markdown';
import type { UrlTransform } from '../shared/safeUrl';
import { BlockKeyContext, HeadingLevelContext, ListStartContext } from './blockLine';
import { FootnoteNumbersContext } from './markdownComponents';
import type { FootnoteNumbers } from './markdownComponents';
import { findPlainTextReason } from './markdownLimits';
import type { PlainTextReason } from './markdownLimits';
import { rehypePlanTasks, remarkHtmlAsText, remarkWithoutFootnoteDefinitions } from './markdownPlugins';
import { mayHoldLiteralLinks, remarkGfmOnce, remarkGfmWithoutLiteralLinks } from './literalLinks';

/** What every block of one document renders with. Memoise it: a new object re-renders every block. */
export interface MarkdownRenderer {
  readonly components: Components;
  readonly urlTransform: UrlTransform;
  /** Unique per document: prefixes footnote ids and the ids that label checkboxes. */
  readonly idPrefix: string;
  /** The level of the plan's own heading; the document's headings nest below it. */
  readonly titleLevel: number;
  /** The note above a block shown as plain text (see markdownLimits.ts), by reason. */
  readonly plainTextNote: (reason: PlainTextReason) => string;
}

/** Props of one block's content. Plain values only, so `memo` skips blocks whose text did not change. */
export interface MarkdownBlockContentProps {
  /** The block's markdown as it is to be parsed (streaming tail rule and link definitions applied). */
  readonly source: string;
  /** The block's key (`MarkdownBlock.key`): a task extra finds the block's document line by it (blockLine.ts). */
  readonly blockKey: string;
  /** Lines of the current tasks inside this block, counted from its first line (1), joined with commas (`''` for none). */
  readonly currentLines: string;
  /** The level the last heading before this block renders at; see `nestHeadingLevel`. Not a parse input (see `HeadingLevelContext`). */
  readonly headingLevel: number;
  readonly renderer: MarkdownRenderer;
  /** The numbers of the block's footnote references (see footnotes.ts), `''` for none. */
  readonly footnotes?: string;
  /** The block is the document's footnotes section. */
  readonly footnoteSection?: boolean;
  /**
   * The length of the block's own text at the start of `source`, before the definitions appended to it. Whether the
   * block is parsed with remark-gfm's literal-autolink transform is decided on that text alone (`mayHoldLiteralLinks`):
   * a link definition's URL is no text node, and a note's stub definition is dropped after the parse
   * (`remarkWithoutFootnoteDefinitions`), so neither gives the transform a link to show; decided on the whole
   * source, a document with link definitions kept the transform in every block holding a `[`.
   * @default source.length
   */
  readonly ownLength?: number;
  /** The number a later part of a split ordered list starts at: not a parse input (see `ListStartContext`). */
  readonly listStart?: number;
}

const REMARK_PLUGINS: MarkdownOptions['remarkPlugins'] = [remarkGfmOnce, remarkHtmlAsText, remarkWithoutFootnoteDefinitions];
/** For a block with no literal link to find (literalLinks.ts): a fifth of a 1 MB task list's parse saved. */
const REMARK_PLUGINS_NO_LITERAL_LINKS: MarkdownOptions['remarkPlugins'] = [remarkGfmWithoutLiteralLinks, remarkHtmlAsText, remarkWithoutFootnoteDefinitions];
/** The footnotes section: its definitions are what it shows. */
const REMARK_PLUGINS_SECTION: MarkdownOptions['remarkPlugins'] = [remarkGfmOnce, remarkHtmlAsText];

// One small block of every kind a plan has. V8 compiles a function the first time it runs, so the first document
// of a page paid for compiling the whole parser on top of its own parse: a 3 KB plan took 92-133 ms to mount in a
// fresh page against 35-63 ms after (production React in Chromium, bench:main-thread's "small plan").
const WARM_UP = '# a\n\nb *c* **d** `e` [f](https://g.h) ~~i~~ https://j.k n[^1] <br>\n\n- [ ] l\n- [x] m\n\n1. o\n\n> p\n\n| q | r |\n|---|---|\n| s | t |\n\n```\nu\n```\n\n[^1]: v';

/**
 * Runs a small document of every kind of block through the parser and our plugins, unrendered (see `WARM_UP`),
 * and returns its element tree; `undefined` on a server, where no one waits on a long task. loadMarkdownRenderer.ts
 * calls it in the task the chunk arrives in, so the first document's render, a task of its own, no longer also
 * compiles the parser (~25 ms of the first mount's task in a fresh page).
 */
export function warmUpParser() {
  if (typeof document === 'undefined') return undefined;
  try {
    // The section's plugins: they keep the note's definition, so the notes-section code is warmed up too.
    return Markdown({ children: WARM_UP, remarkPlugins: REMARK_PLUGINS_SECTION, rehypePlugins: [[rehypePlanTasks, { currentLines: '1', idPrefix: '', titleLevel: 2 }]] });
  } catch {
    // Only an optimisation: it must never make the chunk count as failed to load.
    return undefined;
  }
}

/**
 * One top-level block of a markdown plan, parsed on its own. Memoised on plain props: while a document grows,
 * only the block whose text changed is parsed again. A block past the limits of markdownLimits.ts (nested
 * too deeply, too big or too wide for the parser's work to stay bounded by its length) never reaches the
 * parser: it is shown as plain text under a note (`data-slot="markdown-plain"`, `data-reason`).
 */
export const MarkdownBlockContent = memo(function MarkdownBlockContent({
  source,
  blockKey,
  currentLines,
  headingLevel,
  renderer,
  footnotes = '',
  footnoteSection = false,
  ownLength = source.length,
  listStart,
}: MarkdownBlockContentProps) {
  const { components, urlTransform, idPrefix, plainTextNote } = renderer;
  // Checked here, inside the memo, so a streamed document checks only the block that changed.
  const reason = useMemo(() => findPlainTextReason(source), [source]);
  // The renderer carries the plugin's idPrefix and titleLevel.
  const parsed = useMemo(
    () => (
      <Markdown
        remarkPlugins={footnoteSection ? REMARK_PLUGINS_SECTION : mayHoldLiteralLinks(source.slice(0, ownLength)) ? REMARK_PLUGINS : REMARK_PLUGINS_NO_LITERAL_LINKS}
        rehypePlugins={[[rehypePlanTasks, { ...renderer, currentLines, footnoteSection }]]}
        remarkRehypeOptions={{ clobberPrefix: `${idPrefix}fn-` }}
        components={components}
        urlTransform={urlTransform}
      >
        {source}
      </Markdown>
    ),
    [source, renderer, components, urlTransform, idPrefix, currentLines, footnoteSection, ownLength],
  );
  // The numbers of its footnote references, at render (see FootnoteNumbers): not a parse input.
  const numbers = useMemo(() => footnoteNumbers(footnotes, idPrefix), [footnotes, idPrefix]);
  if (reason !== null) {
    return (
      <div data-slot="markdown-plain" data-reason={reason}>
        <p data-slot="markdown-plain-note">{plainTextNote(reason)}</p>
        <pre data-slot="markdown-plain-text">{source}</pre>
      </div>
    );
  }
  return (
    <BlockKeyContext.Provider value={blockKey}>
      <FootnoteNumbersContext.Provider value={numbers}>
        <HeadingLevelContext.Provider value={headingLevel}>
          <ListStartContext.Provider value={listStart}>{parsed}</ListStartContext.Provider>
        </HeadingLevelContext.Provider>
      </FootnoteNumbersContext.Provider>
    </BlockKeyContext.Provider>
  );
});

/** `FootnoteNumbers` of a block's `footnotes` (JSON of `[label, number, first]`, footnotes.ts). */
function footnoteNumbers(footnotes: string, idPrefix: string): FootnoteNumbers {
  const numbers = new Map<string, [number, boolean]>(
    footnotes ? (JSON.parse(footnotes) as [string, number, boolean][]).map(([label, n, first]) => [label, [n, first]]) : [],
  );
  // react-markdown's clobberPrefix (above), then mdast-util-to-hast's `fn-`.
  const hrefPrefix = `#${idPrefix}fn-fn-`;
  return (href) => {
    let label = href.slice(hrefPrefix.length);
    try {
      label = decodeURIComponent(label);
    } catch {
      // Not percent-encoded after all: use it as it is.
    }
    return numbers.get(label);
  };
}
