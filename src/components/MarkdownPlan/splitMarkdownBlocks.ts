// Splits a markdown document into top-level blocks that can be parsed and rendered one by one, so a document
// that grows by appending re-parses only its last block and leaves the DOM of the others alone.
//
// The rule: a block ends at a blank line, unless
//  - the blank line is inside a fenced code block (``` or ~~~), or
//  - the next non-blank line is indented (it continues a list item, or an indented code block), or
//  - the next non-blank line starts a list item and the block's last unindented line is a list item too
//    (one loose list stays one list, so its numbering and spacing match a whole-document parse).
// Where the rule is unsure it joins blocks: a bigger block costs a little re-parsing, a wrong split would
// render differently from the whole document.
//
// Two things only work across the whole document: link reference definitions (`[x]: https://…`) are collected
// and handed to every block (they render nothing), and footnotes turn splitting off (a footnote's definition
// must be parsed with its reference, or remark-gfm drops it).
//
// The same line scan finds each block's headings (ATX `## x` and setext `x\n===`, outside fenced code), so
// MarkdownDocument can nest them below the plan's title across blocks (see its comment). A heading the scan
// misses (an unusual setext form) is still nested inside its own block by rehypePlanTasks.

import { fenceAfter } from './fences';

/** One top-level block of a markdown document. */
export interface MarkdownBlock {
  /**
   * The block's index. Index, not content or offset: an edit early in the document (a checked box, a reworded
   * line) then updates the blocks after it in place instead of re-mounting them, and appended blocks get new keys.
   */
  readonly key: string;
  /** The block's markdown (without the blank lines around it). */
  readonly text: string;
  /** Offset of the block's first character in the document. */
  readonly start: number;
  /** The 1-based line of the block's first line in the document. */
  readonly startLine: number;
  /** The 1-based line of the block's last line in the document. */
  readonly endLine: number;
  /** The markdown levels (1-6) of the block's headings, in document order. */
  readonly headings: readonly number[];
}

/** A document split into blocks, plus the link reference definitions every block needs. */
export interface SplitMarkdown {
  readonly blocks: readonly MarkdownBlock[];
  /** The document's link reference definitions, one per line, or `''` when there are none. */
  readonly definitions: string;
}

const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;
const INDENTED = /^(?: |\t)/;
const BLANK = /^[ \t]*$/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\s]+\]:/m;
const LINK_DEFINITION = /^ {0,3}\[(?!\^)(?:[^\]\\]|\\.)+\]:[ \t]*\S/;
const CONTAINER_PREFIX = /^ {0,3}(?:>[ \t]?)*/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be (or continue) a paragraph that a setext underline would turn into a heading.
const NOT_PARAGRAPH = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {4}|\t| {0,3}\||[ \t]*$)/;

/** A block while its lines are collected. */
type OpenBlock = { -readonly [Key in keyof MarkdownBlock]: MarkdownBlock[Key] } & { headings: number[] };

/**
 * Splits `source` into top-level blocks (see the rule at the top of this file). Every block's text is a
 * slice of the source, so `text === source.slice(start, start + text.length)`.
 */
export function splitMarkdownBlocks(source: string): SplitMarkdown {
  const footnotes = FOOTNOTE_DEFINITION.test(source);
  const blocks: OpenBlock[] = [];
  const definitions: string[] = [];
  let block: OpenBlock | undefined;
  let fence = '';
  let lastUnindented = '';
  let sawBlank = false;
  // Whether the previous line is paragraph text, which a setext underline would turn into a heading.
  let paragraph = false;
  let lineStart = 0;

  source.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    const start = lineStart;
    lineStart += raw.length + 1;
    const wasInFence = fence !== '';
    fence = fenceAfter(fence, line);
    const inFence = wasInFence || fence !== '';
    if (!inFence && BLANK.test(line)) {
      sawBlank = block !== undefined;
      paragraph = false;
      return;
    }
    if (!inFence && LINK_DEFINITION.test(line)) definitions.push(line.trim());
    const continues =
      footnotes ||
      !sawBlank ||
      wasInFence ||
      INDENTED.test(line) ||
      (LIST_ITEM.test(line) && LIST_ITEM.test(lastUnindented));
    if (!block || !continues) {
      block = { key: String(blocks.length), text: '', start, startLine: index + 1, endLine: 0, headings: [] };
      blocks.push(block);
    }
    block.text = source.slice(block.start, start + line.length);
    block.endLine = index + 1;
    if (!INDENTED.test(line) && !wasInFence) lastUnindented = line;
    sawBlank = false;

    const content = line.replace(CONTAINER_PREFIX, '');
    const atx = inFence ? null : ATX.exec(content);
    const underline = paragraph ? SETEXT_UNDERLINE.exec(content) : null;
    if (atx) block.headings.push(atx[1]!.length);
    else if (underline) block.headings.push(underline[1]![0] === '=' ? 1 : 2);
    paragraph = !inFence && !atx && !underline && !NOT_PARAGRAPH.test(content);
  });

  return { blocks, definitions: footnotes ? '' : definitions.join('\n') };
}
