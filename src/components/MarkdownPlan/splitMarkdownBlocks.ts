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

import { createFenceTracker } from './fences';

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

interface Line {
  readonly text: string;
  readonly start: number;
}

function toLines(source: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const end = source.indexOf('\n', start);
    if (end === -1) {
      lines.push({ text: source.slice(start), start });
      return lines;
    }
    lines.push({ text: source.slice(start, end).replace(/\r$/, ''), start });
    start = end + 1;
  }
}

/**
 * Splits `source` into top-level blocks (see the rule at the top of this file). Every block's text is a
 * slice of the source, so `text === source.slice(start, start + text.length)`.
 */
export function splitMarkdownBlocks(source: string): SplitMarkdown {
  if (source.trim() === '') return { blocks: [], definitions: '' };
  const lines = toLines(source);
  const definitions: string[] = [];

  if (FOOTNOTE_DEFINITION.test(source)) {
    const first = lines.findIndex((line) => !BLANK.test(line.text));
    const start = lines[first]!.start;
    const text = source.slice(start).trimEnd();
    return { blocks: [{ key: '0', text, start, startLine: first + 1 }], definitions: '' };
  }

  const ranges: Array<{ first: number; last: number }> = [];
  const fence = createFenceTracker();
  let current: { first: number; last: number } | undefined;
  let lastUnindented = '';
  let sawBlank = false;

  lines.forEach((line, index) => {
    const wasInFence = fence.open;
    const inFence = fence.update(line.text);
    if (!wasInFence && !inFence && BLANK.test(line.text)) {
      sawBlank = current !== undefined;
      return;
    }
    if (!wasInFence && !inFence && LINK_DEFINITION.test(line.text)) definitions.push(line.text.trim());
    const continues =
      current !== undefined &&
      (!sawBlank ||
        wasInFence ||
        INDENTED.test(line.text) ||
        (LIST_ITEM.test(line.text) && LIST_ITEM.test(lastUnindented)));
    if (continues && current) {
      current.last = index;
    } else {
      current = { first: index, last: index };
      ranges.push(current);
    }
    if (!INDENTED.test(line.text) && !wasInFence) lastUnindented = line.text;
    sawBlank = false;
  });

  const blocks = ranges.map(({ first, last }, index): MarkdownBlock => {
    const start = lines[first]!.start;
    const lastLine = lines[last]!;
    const end = lastLine.start + lastLine.text.length;
    return { key: String(index), text: source.slice(start, end), start, startLine: first + 1 };
  });
  return { blocks, definitions: definitions.join('\n') };
}
