import { Fragment, memo, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { closestSection } from '../shared/moveFocus';
import { keyOf, usePresenceList } from '../shared/usePresence';
import { MarkdownBlockContent } from './MarkdownBlock';
import { LongDocumentContext } from './markdownComponents';
import type { MarkdownRenderer } from './MarkdownBlock';
import { nestHeadingLevel } from './markdownPlugins';
import { planFootnotes, useDefinedFootnoteLabels } from './footnotes';
import type { FootnotePlan } from './footnotes';
import { endsOpen, listNumberAfter, splitMarkdownBlocks } from './splitMarkdownBlocks';
import type { MarkdownBlock } from './splitMarkdownBlocks';
import type { MarkdownBlockContentProps } from './MarkdownBlock';
import type { PresenceItem } from '../shared/usePresence';
import { stabilizeStreamingTail } from './stabilizeStreamingTail';
import { deriveRowChunks } from '../PlanList/rowChunks';
import type { RowChunkState } from '../PlanList/rowChunks';
import { useDerivedState } from '../../react/useDerivedState';
import { useProgressiveBlocks } from './useProgressiveBlocks';
import { isLongDocument } from './longDocument';
import { deriveBlockKeys, holdingBlockKeys } from './blockKeys';
import { DocumentLinesContext, useDocumentLines } from './blockLine';

/** Props of the block list of a markdown plan. */
export interface MarkdownDocumentProps {
  readonly content: string;
  /** How much of `content` is analysed (a whole-line prefix; see useAnalysedLength): only that is split and shown. */
  readonly analysedLength: number;
  /** Apply the streaming tail rule to the last block (see stabilizeStreamingTail). */
  readonly streaming: boolean;
  /** Document lines of the current tasks. */
  readonly currentLines: readonly number[];
  readonly renderer: MarkdownRenderer;
  readonly reducedMotion: boolean;
}

/**
 * The document of a markdown plan as a list of independently parsed blocks (`data-slot="markdown-block"`),
 * then its footnotes section (`data-slot="markdown-footnotes"`, see footnotes.ts). A big document is shown
 * over several commits, a few blocks at a time (see useProgressiveBlocks).
 * Blocks added after the first render enter with `data-presence="entering"` (CSS animates them; nothing moves
 * under reduced motion); blocks already shown keep their elements. While streaming, the last block carries
 * `data-streaming-tail`, which the stylesheet gives a one-line minimum height, so a tail that is held back
 * entirely (see stabilizeStreamingTail) does not collapse and re-open the layout.
 *
 * Each block gets plain values `memo` can compare: the lines of its current tasks, the level of the last
 * heading before it, which its own headings nest below (headings nest across blocks, see `nestHeadingLevel`), and
 * for a later part of a split ordered list the number it starts at (`listNumberAfter`).
 * The last two are given at render (read from context by the block's headings and first `<ol>`), not parsed.
 * Its key stays with its text (blockKeys.ts), so a block inserted or removed before it changes none of its parse
 * inputs (unless it moves a footnote number), and only the inserted block is parsed, enters or leaves.
 */
export function MarkdownDocument({ content, analysedLength, streaming, currentLines, renderer, reducedMotion }: MarkdownDocumentProps) {
  const complete = analysedLength >= content.length;
  const long = isLongDocument(content);
  // Split goes on from a checkpoint of the last split (the analysed part grew, or a snapshot appended).
  const split = useMemo(
    () => splitMarkdownBlocks(complete ? content : content.slice(0, analysedLength)),
    [content, analysedLength, complete],
  );
  const { definitions, footnotes } = split;
  // Keys that stay with a block's text when blocks are inserted or removed before it (blockKeys.ts): its props
  // then stay the same, and it is not parsed again. Derived from the last commit's keys in this same render.
  // While only a part of the text is analysed, the blocks shown after it stay until the analysis reaches them.
  // (The held blocks' lines are placed in the whole text.)
  const keyInput = useMemo(() => ({ blocks: split.blocks, content }), [split.blocks, content]);
  const { blocks: allBlocks } = useDerivedState(keyInput, complete ? deriveBlockKeys : holdingBlockKeys);
  // Which labels are defined comes from the whole text (a native search), so a definition not analysed yet
  // does not renumber the references shown already.
  const labels = useDefinedFootnoteLabels(content);
  const planned = useMemo(() => planFootnotes(allBlocks, footnotes, labels), [allBlocks, footnotes, labels]);
  // The first plan with this signature (the same numbers for every block): a commit that analyses more of a long
  // document then keeps `prepare`, and the chunks shown already are not rendered again (thousands of them at 1 MB).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- same signature, same answers (see FootnotePlan)
  const footnotePlan = useMemo(() => planned, [planned.signature]);
  const shown = useProgressiveBlocks(allBlocks, complete);
  const blocks = useMemo(() => allBlocks.slice(0, shown), [allBlocks, shown]);
  // Blocks are parsed with block lines; a task extra asks for its document line (blockLine.ts).
  const lines = useDocumentLines(allBlocks);
  const presence = usePresenceList(blocks, keyOf, { reducedMotion, focusTarget: closestSection });
  const lastKey = blocks[blocks.length - 1]?.key;
  const { titleLevel } = renderer;
  // Each block's source with its appendix, built once per split (not per commit: a 1 MB document is shown over
  // hundreds of commits, and rebuilding every shown block's source in each would cost the whole text each time).
  const prepare = useMemo(() => sourcePreparer(definitions, footnotePlan), [definitions, footnotePlan]);
  // The blocks grouped in sticky chunks of memo components (PlanList's rowChunks.ts): a commit that adds blocks
  // to a long document renders the new chunk(s) only, not an element for each of the thousands already shown.
  // Derived from the last commit's chunks in this same render (no state set during render: issue 21).
  const chunks = useDerivedState(presence, deriveBlockChunks);
  const elements: ReactNode[] = [];
  // Where the outline and the open ordered list stand before each chunk (and, at the end, the footnotes section).
  const position: DocumentPosition = { headingLevel: titleLevel, listNumber: undefined };
  for (const { id, items } of chunks.chunks) {
    const first = items[0]!.item;
    const last = items[items.length - 1]!.item;
    elements.push(
      <BlockChunk
        key={id}
        items={items}
        headingLevel={position.headingLevel}
        listNumber={position.listNumber}
        tailKey={streaming && items.some((item) => item.key === lastKey) ? lastKey : undefined}
        currentLines={linesIn(currentLines, first.startLine, last.endLine)}
        renderer={renderer}
        prepare={prepare}
        long={long}
      />,
    );
    for (const { item: block, presence: phase } of items) advancePast(position, block, phase, titleLevel);
  }
  // The footnotes section follows the last block, once every block is analysed and shown.
  if (footnotePlan.section !== '' && complete && shown === allBlocks.length) {
    elements.push(
      <div key="footnotes" data-slot="markdown-footnotes">
        <MarkdownBlockContent
          source={footnotePlan.section}
          blockKey="footnotes"
          currentLines=""
          headingLevel={position.headingLevel}
          renderer={renderer}
          footnoteSection
        />
      </div>,
    );
  }
  return (
    <DocumentLinesContext.Provider value={lines}>
      <LongDocumentContext.Provider value={long}>{elements}</LongDocumentContext.Provider>
    </DocumentLinesContext.Provider>
  );
}

type Block = PresenceItem<MarkdownBlock>;

const deriveBlockChunks = (previous: RowChunkState<Block> | undefined, blocks: readonly Block[]) => deriveRowChunks(previous, blocks, keyOf);

interface PreparedSource {
  /** What the block's parser gets: its text (streaming tail rule applied) plus link and footnote definitions. */
  readonly source: string;
  /** The numbers of its footnote references (footnotes.ts). */
  readonly numbers: string;
  /** The length of the block's own text at the start of `source` (the rest is the definitions appended to it). */
  readonly ownLength: number;
}

/** Prepares blocks' sources, each once (the streaming tail every time: its text is stabilised first). */
function sourcePreparer(definitions: string, footnotePlan: FootnotePlan): (block: MarkdownBlock, isTail: boolean) => PreparedSource {
  const prepared = new WeakMap<MarkdownBlock, PreparedSource>();
  return (block, isTail) => {
    const known = isTail ? undefined : prepared.get(block);
    if (known) return known;
    let source = isTail ? stabilizeStreamingTail(block.text) : block.text;
    const ownLength = source.length;
    const { stubs, numbers } = footnotePlan.forBlock(block);
    const appendix = [source.includes('[') ? definitions : '', stubs].filter(Boolean).join('\n');
    // Not after a block left open (fenced code, a comment never closed): the appendix would show as its text. The
    // streaming tail may hold back the line that closes it (stabilizeStreamingTail), so its text as shown is read.
    if (appendix !== '' && !(isTail ? endsOpen(source) : block.endsOpen)) source = `${source}\n\n${appendix}`;
    const result = { source, numbers, ownLength };
    if (!isTail) prepared.set(block, result);
    return result;
  };
}

/** The current-task lines from `first` to `last`, less `base`, joined with commas (`''` for none). */
function linesIn(currentLines: readonly number[], first: number, last: number, base = 0): string {
  if (currentLines.length === 0) return '';
  return currentLines
    .filter((line) => line >= first && line <= last)
    .map((line) => line - base)
    .join();
}

type Prepare = (block: MarkdownBlock, isTail: boolean) => PreparedSource;

interface BlockChunkProps {
  readonly items: readonly PresenceItem<MarkdownBlock>[];
  /** The level the last heading before the chunk renders at. */
  readonly headingLevel: number;
  /** The number the ordered list open before the chunk goes on with (see `listNumberAfter`). */
  readonly listNumber: number | undefined;
  /** The streaming tail's key, when it is in this chunk. */
  readonly tailKey: string | undefined;
  /** The current-task lines inside the chunk, joined with commas. */
  readonly currentLines: string;
  readonly renderer: MarkdownRenderer;
  readonly prepare: Prepare;
  /** The document is long (`isLongDocument`): each block carries its line count for the stylesheet's estimate. */
  readonly long: boolean;
}

/** One chunk's blocks, rendered straight into the document (no element of its own); skipped while unchanged. */
const BlockChunk = memo(function BlockChunk({ items, headingLevel: levelBefore, listNumber: numberBefore, tailKey, currentLines, renderer, prepare, long }: BlockChunkProps) {
  const lines = currentLines === '' ? [] : currentLines.split(',').map(Number);
  const { titleLevel } = renderer;
  const elements: ReactNode[] = [];
  const position: DocumentPosition = { headingLevel: levelBefore, listNumber: numberBefore };
  for (const { key, item: block, presence: phase, ref } of items) {
    const isTail = key === tailKey;
    const prepared = prepare(block, isTail);
    // An exiting block is no longer in the document: it has no current task and moves no later heading.
    const present = phase !== 'exiting';
    elements.push(
      <DocumentBlock
        key={key}
        presenceRef={ref}
        phase={phase}
        isTail={isTail}
        lineCount={long ? block.endLine - block.startLine + 1 : undefined}
        source={prepared.source}
        blockKey={key}
        currentLines={present ? linesIn(lines, block.startLine, block.endLine, block.startLine - 1) : ''}
        headingLevel={blockHeadingLevel(block, position.headingLevel, titleLevel)}
        renderer={renderer}
        footnotes={prepared.numbers}
        ownLength={prepared.ownLength}
        listStart={block.continuesList ? position.listNumber : undefined}
      />,
    );
    advancePast(position, block, phase, titleLevel);
  }
  // A keyed fragment stays a fiber of its own (see PlanList's RowChunkView).
  return <Fragment key="blocks">{elements}</Fragment>;
});

/**
 * Where a document stands between two blocks: the level its last heading renders at, and the number its open
 * ordered list goes on with.
 */
interface DocumentPosition {
  headingLevel: number;
  listNumber: number | undefined;
}

/**
 * Moves `position` past `block` (`nestHeadingLevel` for each of its headings, `listNumberAfter`). An exiting block
 * is no longer in the document: it moves no later heading nor number. One object per loop, changed in place: the
 * document's loop runs over every block shown on each commit.
 */
function advancePast(position: DocumentPosition, block: MarkdownBlock, phase: Block['presence'], titleLevel: number): void {
  if (phase === 'exiting') return;
  for (const level of block.headings) position.headingLevel = nestHeadingLevel(level, titleLevel, position.headingLevel);
  position.listNumber = listNumberAfter(block, position.listNumber);
}

/**
 * The `headingLevel` a block's headings nest below (given at render, not parsed: `HeadingLevelContext`): of the
 * level the last heading before it renders at (`previous`), only what changes where the block's own headings
 * render, so a heading inserted or removed before it re-renders none of its headings. A block without headings
 * renders none: it gets the title's level. A block's first heading renders at
 * `min(its level + titleLevel, previous + 1, 6)` (`nestHeadingLevel`), and the ones after it follow from that: a
 * `previous` past `min(level + titleLevel, 6) - 1` renders it the same, so it is capped there. A block that may
 * hold a heading the splitter's scan missed (`unscannedHeading`) gets `previous` as it is.
 */
function blockHeadingLevel(block: MarkdownBlock, previous: number, titleLevel: number): number {
  if (block.unscannedHeading) return previous;
  const first = block.headings[0];
  return first === undefined ? titleLevel : Math.min(previous, Math.min(first + titleLevel, 6) - 1);
}

interface DocumentBlockProps extends MarkdownBlockContentProps {
  readonly presenceRef: PresenceItem<MarkdownBlock>['ref'];
  readonly phase: PresenceItem<MarkdownBlock>['presence'];
  readonly isTail: boolean;
  /** In a long document, the block's source lines (see `skippedBlockLines`); undefined in a short one. */
  readonly lineCount: number | undefined;
}

/**
 * One block's element. Memoised on plain props, so a commit that adds blocks to a long document does not touch
 * (nor, in development, validate) the elements of the blocks already shown: its work is the new blocks only.
 */
const DocumentBlock = memo(function DocumentBlock({ presenceRef, phase, isTail, lineCount, ...content }: DocumentBlockProps) {
  // Once per text, here: a block moved by an edit above it keeps its props, so this is not done again.
  const estimatedLines = useMemo(() => (lineCount === undefined ? undefined : skippedBlockLines(content.source, lineCount)), [content.source, lineCount]);
  return (
    <div
      ref={presenceRef}
      data-slot="markdown-block"
      // Out of view in a long document the browser may skip the block (content-visibility in the stylesheet):
      // until it is first drawn, it is as tall as the lines its text will take, so the scrollbar is about right.
      data-skippable={estimatedLines === undefined ? undefined : ''}
      style={estimatedLines === undefined ? undefined : ({ '--acp-plan-block-lines': estimatedLines } as CSSProperties)}
      // Each block takes the direction of its own words, as GitHub renders markdown: an English list in a
      // right-to-left page reads left to right, markers, indents and final periods included.
      dir="auto"
      data-presence={phase === 'present' ? undefined : phase}
      data-streaming-tail={isTail ? '' : undefined}
    >
      <MarkdownBlockContent {...content} />
    </div>
  );
});

/** Characters a line of prose takes in a side panel (~400 px): a paragraph is one source line, many drawn. */
const CHARACTERS_PER_LINE = 60;

/**
 * What a code block or a table is written with (a fence, a tab or four spaces, a pipe): its box may scroll, and only
 * layout tells (see useScrollRegion), which the browser does not do for a skipped block. A block holding one is never
 * skipped, so a wide code block below the fold is a keyboard stop from the start. Native searches, not a regular
 * expression: this reads every block's text once.
 */
const SCROLL_BOX_SIGNS = ['```', '~~~', '\t', '    ', '|'];

/**
 * In a long document, the lines a block will take once drawn (its source lines, or its source's length over
 * `CHARACTERS_PER_LINE` for wrapped prose, whichever is more), or undefined for a block that may hold a box that
 * scrolls (`SCROLL_BOX_SIGNS`), which the browser must not skip.
 */
function skippedBlockLines(source: string, lineCount: number): number | undefined {
  if (SCROLL_BOX_SIGNS.some((sign) => source.includes(sign))) return undefined;
  return Math.max(lineCount, Math.ceil(source.length / CHARACTERS_PER_LINE));
}
