// Splits a markdown document into top-level blocks that can be parsed and rendered one by one, so a document
// that grows by appending re-parses only its last block and leaves the DOM of the others alone.
//
// The rule: a block ends at a blank line, unless
//  - the blank line is inside a fenced code block (``` or ~~~), or
//  - the next non-blank line is indented (it continues a list item, or an indented code block), or
//  - a top-level list is open and the next non-blank line is one of its items, or starts the list after it
//    (one loose list stays one list, so its numbering and spacing match a whole-document parse).
// Where the rule is unsure it joins blocks: a bigger block costs a little re-parsing, a wrong split would
// render differently from the whole document.
//
// Two things only work across the whole document: link reference definitions (`[x]: https://…`) are collected
// and handed to every block (they render nothing), and footnotes: a footnote definition block (`[^1]: …` and
// its indented lines) is not a block of its own but collected for the footnotes section MarkdownDocument adds
// at the end (see footnotes.ts), so no block ever needs the whole document to be parsed with it.
//
// A long list is split into parts of LIST_PART_MIN to LIST_PART characters at its top-level items, so no block
// costs the parser more than a bounded amount of work. A block knows only its own part of an ordered list's
// numbering (`continuesList`, `listFirst`, `listItems`; the number a part starts at is counted at render, see
// `listNumberAfter`), so an item added near the top renumbers no block after it. Where a part ends is chosen by
// the text of the item that starts the next one (a hash of its line), not by counting from the list's start: an
// item added or removed near the top of a long list then changes the part it is in, not every part after it
// (which would all be parsed again), and the split takes the rest over. Which lines are items of the top-level
// list is followed as CommonMark (micromark) decides it, by the open item's content column (`followList`).
//
// The same line scan finds each block's headings (ATX `## x` and setext `x\n===`, outside fenced code), so
// MarkdownDocument can nest them below the plan's title across blocks (see its comment). A heading the scan
// misses (an unusual setext form) is still nested inside its own block by rehypePlanTasks.

import { commonPrefixLength, commonSuffixLength } from './commonText';
import { fenceAfter } from './fences';

/** One top-level block of a markdown document. */
export interface MarkdownBlock {
  /**
   * The block's index. `<MarkdownPlan>` keys blocks by what they continue instead (blockKeys.ts): an index moves
   * for every block after one inserted or removed.
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
  /**
   * A later part of a long ordered list: its first item goes on numbering from the block before (`listNumberAfter`
   * says from which number). Not the number itself: an item added above would change every later part.
   */
  readonly continuesList?: true;
  /** The top-level ordered list open at the block's end, when it starts in this block: its written first number. */
  readonly listFirst?: number;
  /** The top-level items in this block of the ordered list open at its end (none when that list is a bullet list). */
  readonly listItems?: number;
  /**
   * The block has a line that may be a heading the scan cannot tell (`- ## Step`, or `- Foo` then `  ---`: the
   * scan does not follow a list item's content): `headings` may miss one, so where its headings render depends on
   * every heading before it (see MarkdownDocument's `blockHeadingLevel`).
   */
  readonly unscannedHeading?: true;
}

/** A document split into blocks, plus the link reference definitions every block needs. */
export interface SplitMarkdown {
  readonly blocks: readonly MarkdownBlock[];
  /** The document's link reference definitions, one per line, or `''` when there are none. */
  readonly definitions: string;
  /** The document's footnote definition blocks, in document order (not among `blocks`). */
  readonly footnotes: readonly string[];
}

/**
 * The number the ordered list open at `block`'s end goes on with after it, given the one it went on with before
 * the block (`undefined`: none open, or not an ordered list). An O(1) step of the O(blocks) pass that numbers the
 * later parts of split lists at render (MarkdownDocument): a part's `start` is not a parse input.
 */
export function listNumberAfter(block: MarkdownBlock, before: number | undefined): number | undefined {
  const first = block.listFirst ?? (block.continuesList ? before : undefined);
  return first === undefined || block.listItems === undefined ? undefined : first + block.listItems;
}

/** Characters after which a list is split at its next top-level item. */
export const LIST_PART = 2_000;
/** Characters after which a list may be split at a top-level item whose line's hash says so (`endsListPart`). */
export const LIST_PART_MIN = 1_200;
/** One top-level item in this many (by the hash of its line) ends a list part past LIST_PART_MIN. */
const LIST_PART_ODDS = 4;

const INDENTED = /^(?: |\t)/;
const BLANK = /^[ \t]*$/;
const FOOTNOTE_DEFINITION = /^ {0,3}\[\^[^\]\s]+\]:/;
const LINK_DEFINITION = /^ {0,3}\[(?!\^)(?:[^\]\\]|\\.)+\]:[ \t]*\S/;
const CONTAINER_PREFIX = /^ {0,3}(?:>[ \t]?)*/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be (or continue) a paragraph that a setext underline would turn into a heading.
const NOT_PARAGRAPH = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {4}|\t| {0,3}\||[ \t]*$)/;
// A list marker (group 1; group 2: an ordered item's number) and what decides its item's content column: 1-4
// spaces before text (group 3), else the column after the marker and one space (more spaces: indented code).
const LIST_MARKER = /^ {0,3}([-*+]|(\d{1,9})[.)])( {1,4}(?=\S)|[ \t]|$)/;
// What leaves no paragraph open that a lazy line could go on with: an ATX heading, a fence, HTML (`<` errs on
// the side of it), a thematic break (so `- - -` is no item), nothing.
const NO_TEXT = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|```|~~~|<|([-*_])(?:[ \t]*\1){2,}[ \t]*$|$)/;
const QUOTE = /^ {0,3}>/;
/**
 * What the last line left open (`SplitState.text`), as micromark reads it: a list item still empty (it takes no
 * more lines after a blank one); nothing a line goes on with; paragraph text in a list item or quote (an
 * unindented line may go on with it lazily); top-level paragraph text or indented code (an item numbered other
 * than 1, or empty, may not interrupt either: `text > Open.NESTED_TEXT`). A const enum: the build inlines its
 * numbers (module constants it keeps as variables, 41 bytes more in the markdown chunk).
 */
const enum Open { EMPTY_ITEM = -1, NOTHING, NESTED_TEXT, TOP_TEXT, TOP_CODE }

/**
 * The state before a line, as far as it decides how that line and every line after it split (given the same
 * lines): the open fence, a blank line before, paragraph text before (a setext underline), the open top-level
 * list (`listKind`, `item`, `text`: see SplitState), whether a block is open and how long it is (`partSize`:
 * whether a list may split there). Not the open list's item count: blocks hold only their own items, so an item
 * added above a mark leaves the blocks after it as they were.
 */
type Decides = readonly [fence: string, sawBlank: boolean, paragraph: boolean, listKind: string, item: number, text: number, open: boolean, size: number];

/**
 * A line that started a new block, kept every MARK_EVERY characters or so: a split of an edited document goes
 * on from the last mark before the edit, and takes the blocks after it over from the old split at the first
 * mark after the edit where the state decides the same (see `splitMarkdownBlocks`).
 */
interface Mark {
  readonly offset: number;
  readonly lineIndex: number;
  /** How many blocks, footnote blocks and link definitions came before the line. */
  readonly blocks: number;
  readonly footnotes: number;
  readonly definitions: number;
  readonly decides: Decides;
}

/** Characters between two marks (at least): an edit re-splits about this much before and after it. */
const MARK_EVERY = 4_096;

/** A block while its lines are collected. */
type OpenBlock = { -readonly [Key in keyof MarkdownBlock]: MarkdownBlock[Key] } & { headings: number[] };

/**
 * The splitter's state after a number of whole lines: where a split of a longer document that starts with the
 * same text goes on from. Its arrays are copied when a split goes on from it, and the open block (the last of
 * `blocks` or `footnotes`, which later lines may still grow) too: a checkpoint never changes, and the closed
 * blocks it holds are shared by every split that goes on from it (so `memo` and WeakMaps keyed by a block keep
 * working while a document streams).
 */
interface SplitState {
  blocks: OpenBlock[];
  footnotes: OpenBlock[];
  definitions: string[];
  block: OpenBlock | undefined;
  fence: string;
  sawBlank: boolean;
  /** Whether the previous line is paragraph text, which a setext underline would turn into a heading. */
  paragraph: boolean;
  /** Offset of the next line. */
  lineStart: number;
  /** Index of the next line. */
  lineIndex: number;
  /**
   * The open top-level list's kind: its marker's last character (`.` or `)` when ordered, else `-`, `*` or `+`;
   * an item of another kind starts a new list), `''` when none is open.
   */
  listKind: string;
  /**
   * The content column of the open top-level list's last item (a line indented that far goes on in it), -1 when
   * no list is open, Infinity for an item that began empty and took a blank line (no line goes on in it).
   */
  item: number;
  /** What the last line left open, as far as the top-level list needs it (see `Open`). */
  text: number;
  /** Whether `block` was made by this split (else it is a checkpoint's, and is copied before it changes). */
  owned: boolean;
  marks: Mark[];
}

const START: SplitState = {
  blocks: [], footnotes: [], definitions: [], block: undefined, fence: '', sawBlank: false,
  paragraph: false, lineStart: 0, lineIndex: 0, listKind: '', item: -1, text: Open.NOTHING, owned: false, marks: [],
};

/**
 * A state to go on from `from` with: copies of its arrays. Its open block is copied only when a line continues
 * it (`owned`), so a block that the next line closes stays the checkpoint's object.
 */
function resume(from: SplitState): SplitState {
  return { ...from, blocks: [...from.blocks], footnotes: [...from.footnotes], definitions: [...from.definitions], marks: [...from.marks], owned: false };
}

const decidesOf = (state: SplitState): Decides => [
  state.fence, state.sawBlank, state.paragraph, state.listKind, state.item, state.text, state.block !== undefined, partSize(state.block),
];

/** 0, 1 or 2 for a block shorter than LIST_PART_MIN, than LIST_PART, or longer: what `endsListPart` reads of it. */
const partSize = (block: OpenBlock | undefined) => {
  const length = block?.text.length ?? 0;
  return length >= LIST_PART ? 2 : length >= LIST_PART_MIN ? 1 : 0;
};

/**
 * Whether a list part of `length` characters ends before the top-level item `line`: always past LIST_PART, and
 * past LIST_PART_MIN at one item in LIST_PART_ODDS, chosen by a hash of the item's line (FNV-1a), so the same
 * items end parts wherever the list starts.
 */
function endsListPart(length: number, line: string): boolean {
  if (length >= LIST_PART) return true;
  if (length < LIST_PART_MIN) return false;
  let hash = 0x811c9dc5;
  for (let i = 0; i < line.length; i++) hash = Math.imul(hash ^ line.charCodeAt(i), 0x01000193);
  // The high bits: FNV's low bits depend on the characters' low bits only (a line's digits can cancel out there).
  return (hash >>> 0) < 0x1_0000_0000 / LIST_PART_ODDS;
}

/** The state of `from` before its mark `index`: the blocks before it (all closed there) and the mark's `decides`. */
function resumeAt(from: SplitState, index: number): SplitState {
  const mark = from.marks[index]!;
  const [fence, sawBlank, paragraph, listKind, item, text] = mark.decides;
  const blocks = from.blocks.slice(0, mark.blocks);
  const footnotes = from.footnotes.slice(0, mark.footnotes);
  const lastBlock = blocks[blocks.length - 1];
  const lastFootnote = footnotes[footnotes.length - 1];
  return {
    blocks, footnotes, definitions: from.definitions.slice(0, mark.definitions),
    block: lastFootnote && (!lastBlock || lastFootnote.start > lastBlock.start) ? lastFootnote : lastBlock,
    fence, sawBlank, paragraph, listKind, item, text,
    lineStart: mark.offset, lineIndex: mark.lineIndex, owned: false, marks: from.marks.slice(0, index),
  };
}

/** An old split to take blocks over from: its state after `prefix`, the marks after the edit, and the shift. */
interface Resync {
  readonly from: SplitState;
  /** Index of the first of `from.marks` after the edited part of the old text. */
  next: number;
  /** New offset minus old offset of the text after the edit. */
  readonly delta: number;
}

/** Checkpoints of recent splits, newest first, by the text they cover (whole lines, ending with `\n`). */
const recentSplits: (readonly [prefix: string, state: SplitState])[] = [];
/** Enough for a few documents streaming at once, and a document being shown progressively (useAnalysedLength). */
const RECENT_SPLITS = 8;

/**
 * Splits `source` into top-level blocks (see the rule at the top of this file). Every block's text is a
 * slice of the source, so `text === source.slice(start, start + text.length)`.
 *
 * A streamed document grows by appending: the split goes on from a checkpoint of a recent split whose text the
 * document starts with (its whole lines), so each snapshot splits about the appended part, and the blocks before
 * the last one are the same objects as in that split.
 */
export function splitMarkdownBlocks(source: string): SplitMarkdown {
  const whole = source.lastIndexOf('\n') + 1;
  const recent = recentSplits.find(([prefix]) => source.startsWith(prefix));
  let state: SplitState;
  let resync: Resync | undefined;
  if (recent) {
    state = resume(recent[1]);
  } else {
    ({ state, resync } = resumeEdited(source.slice(0, whole)));
  }
  const kept = whole > state.lineStart;
  if (kept) {
    splitLines(state, source, whole, resync);
    if (recent) recentSplits.splice(recentSplits.indexOf(recent), 1);
    recentSplits.unshift([source.slice(0, whole), state]);
    recentSplits.length = Math.min(recentSplits.length, RECENT_SPLITS);
  }
  // The last line (no `\n` after it yet) on a copy of a kept checkpoint, which must not change.
  const last = kept ? resume(state) : state;
  splitLines(last, source, source.length + 1);
  return {
    blocks: last.blocks,
    definitions: last.definitions.join('\n'),
    footnotes: last.footnotes.map(({ text }) => text),
  };
}

/**
 * Where to split an edited document (`text`: its whole lines) from: the recent split that shares the longest
 * start with it, from its last mark before the first changed character, with the marks after the last changed
 * character to take the rest over from. An edit in the middle of a big document then splits about the edited
 * part (plus a mark's distance either side), not everything after it. Without a recent split in common, from
 * the start (and still taking over the end of the latest split, where the two end alike).
 */
function resumeEdited(text: string): { state: SplitState; resync: Resync | undefined } {
  let best: SplitState | undefined;
  let bestPrefix = '';
  let same = -1;
  for (const [prefix, checkpoint] of recentSplits) {
    const length = commonPrefixLength(prefix, text);
    if (length > same) [best, bestPrefix, same] = [checkpoint, prefix, length];
  }
  if (!best) return { state: resume(START), resync: undefined };
  const { marks } = best;
  let index = marks.length;
  while (index > 0 && marks[index - 1]!.offset > same) index--;
  const state = index > 0 ? resumeAt(best, index - 1) : resume(START);
  const changedEnd = bestPrefix.length - commonSuffixLength(bestPrefix, text, Math.min(bestPrefix.length, text.length) - same);
  let next = index;
  while (next < marks.length && marks[next]!.offset < changedEnd) next++;
  return { state, resync: { from: best, next, delta: text.length - bestPrefix.length } };
}

/**
 * Takes the rest of the lines over from the old split of `resync` when `state`, at the start of a line, is where
 * one of its marks after the edit is and decides the same: the old blocks from there on, shifted by the edit's
 * change in offset, lines and block count (the same objects when nothing shifts). Returns whether it did.
 */
function takeOver(state: SplitState, resync: Resync): boolean {
  const { from, delta } = resync;
  const { marks } = from;
  while (resync.next < marks.length && marks[resync.next]!.offset + delta < state.lineStart) resync.next++;
  const mark = marks[resync.next];
  if (!mark || mark.offset + delta !== state.lineStart) return false;
  const decides = decidesOf(state);
  if (!mark.decides.every((value, i) => value === decides[i])) return false;
  const lines = state.lineIndex - mark.lineIndex;
  const keys = state.blocks.length - mark.blocks;
  const footnoteCount = state.footnotes.length - mark.footnotes;
  const definitionCount = state.definitions.length - mark.definitions;
  const same = delta === 0 && lines === 0 && keys === 0;
  const moved = new Map<OpenBlock, OpenBlock>();
  const shift = (block: OpenBlock): OpenBlock => {
    if (same) return block;
    const copy = { ...block, key: String(Number(block.key) + keys), start: block.start + delta, startLine: block.startLine + lines, endLine: block.endLine + lines };
    moved.set(block, copy);
    return copy;
  };
  for (let i = mark.blocks; i < from.blocks.length; i++) state.blocks.push(shift(from.blocks[i]!));
  for (let i = mark.footnotes; i < from.footnotes.length; i++) state.footnotes.push(shift(from.footnotes[i]!));
  for (let i = mark.definitions; i < from.definitions.length; i++) state.definitions.push(from.definitions[i]!);
  for (let i = resync.next; i < marks.length; i++) {
    const old = marks[i]!;
    state.marks.push({
      ...old, offset: old.offset + delta, lineIndex: old.lineIndex + lines,
      blocks: old.blocks + keys, footnotes: old.footnotes + footnoteCount, definitions: old.definitions + definitionCount,
    });
  }
  // The old split's state after its last line, but this split's arrays (splitLines holds them).
  Object.assign(state, {
    ...from, blocks: state.blocks, footnotes: state.footnotes, definitions: state.definitions, marks: state.marks,
    block: from.block && (moved.get(from.block) ?? from.block), lineStart: from.lineStart + delta, lineIndex: from.lineIndex + lines, owned: false,
  });
  return true;
}

/** Splits the lines of `source` from `state.lineStart` on that start before `end`, into `state`. */
function splitLines(state: SplitState, source: string, end: number, resync?: Resync): void {
  const { blocks, footnotes, definitions, marks } = state;
  while (state.lineStart < end && state.lineStart <= source.length) {
    if (resync && takeOver(state, resync)) return;
    const start = state.lineStart;
    const index = state.lineIndex++;
    // What a mark needs of the state before this line, where the line changes it before its block starts.
    const { fence: fenceBefore, listKind: listKindBefore, item: itemBefore, text: textBefore } = state;
    const definitionsBefore = definitions.length;
    let next = source.indexOf('\n', start);
    if (next === -1) next = source.length;
    state.lineStart = next + 1;
    const line = source.slice(start, next).replace(/\r$/, '');
    const wasInFence = state.fence !== '';
    state.fence = fenceAfter(state.fence, line);
    const inFence = wasInFence || state.fence !== '';
    if (!inFence && BLANK.test(line)) {
      state.sawBlank = state.block !== undefined;
      state.paragraph = false;
      // An item may begin with at most one blank line: one still empty takes no more lines (only items after it).
      if (textBefore === Open.EMPTY_ITEM) state.item = Infinity;
      // Indented code goes on over blank lines (so an item numbered 2 after them still does not start a list).
      if (textBefore < Open.TOP_CODE) state.text = Open.NOTHING;
      continue;
    }
    if (!inFence && LINK_DEFINITION.test(line)) definitions.push(line.trim());
    // The line's marker when it is an item of the top-level list; `sameList`: after one open before it.
    const marker = wasInFence ? null : followList(state, line);
    const sameList = marker !== null && itemBefore >= 0;
    const continues = !state.sawBlank || wasInFence || INDENTED.test(line) || sameList;
    // Like a link definition, a footnote definition cannot interrupt a paragraph.
    const footnote = !inFence && (!state.block || state.sawBlank) && FOOTNOTE_DEFINITION.test(line);
    // A long list goes on in a new block at a top-level item (a footnote definition always starts one), one at the
    // first column: the `<ol>` that MarkdownDocument gives a part's start to is the one at the block's very start.
    const split = footnote || (sameList && !INDENTED.test(line) && state.block !== undefined && endsListPart(state.block.text.length, line));
    const ordered = marker?.[2];
    // An ordered item after bullets (or the other way), or with the other delimiter (`1.` then `1)`), starts a new
    // list, as in CommonMark: it numbers from its own.
    const goesOn = sameList && state.listKind === listKindBefore;
    let block = state.block;
    if (!block || !continues || split) {
      if (start - (marks[marks.length - 1]?.offset ?? -MARK_EVERY) >= MARK_EVERY) {
        marks.push({
          offset: start, lineIndex: index, blocks: blocks.length, footnotes: footnotes.length, definitions: definitionsBefore,
          decides: [fenceBefore, state.sawBlank, state.paragraph, listKindBefore, itemBefore, textBefore, block !== undefined, partSize(block)],
        });
      }
      block = { key: String(blocks.length), text: '', start, startLine: index + 1, endLine: 0, headings: [] };
      if (ordered && goesOn) block.continuesList = true;
      (footnote ? footnotes : blocks).push(block);
      state.block = block;
      state.owned = true;
    } else if (!state.owned) {
      // A checkpoint's open block goes on: this split's copy of it takes its place.
      const list = blocks[blocks.length - 1] === block ? blocks : footnotes;
      block = list[list.length - 1] = { ...block, headings: [...block.headings] };
      state.block = block;
      state.owned = true;
    }
    if (marker) {
      // The block's own count of the open list's items; its first number only when the list starts here.
      if (!ordered) block.listFirst = block.listItems = undefined;
      else if (goesOn) block.listItems = (block.listItems ?? 0) + 1;
      else [block.listFirst, block.listItems] = [Number(ordered), 1];
    }
    block.text = source.slice(block.start, start + line.length);
    block.endLine = index + 1;
    state.sawBlank = false;

    const content = line.replace(CONTAINER_PREFIX, '');
    const atx = inFence ? null : ATX.exec(content);
    const underline = state.paragraph ? SETEXT_UNDERLINE.exec(content) : null;
    if (atx) block.headings.push(atx[1]!.length);
    else if (underline) block.headings.push(underline[1]![0] === '=' ? 1 : 2);
    else if (!inFence && mayHideHeading(content)) block.unscannedHeading = true;
    state.paragraph = !inFence && !atx && !underline && !NOT_PARAGRAPH.test(content);
  }
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Follows the top-level list over a line that is neither blank nor in fenced code, as micromark reads it, in
 * `state` (`item`, `text`, `listKind`). Returns the line's list marker when the line is an item of the top-level
 * list (the next of the open one, or the first of a new one), else null.
 *  - A line indented to the open item's content column goes on in it (nested items too).
 *  - Else a line that is no item nor quote goes on lazily with paragraph text left open in the item or a quote.
 *  - Else an item (indented 0-3 spaces) is one of the top-level list: any number after an open list or a quote,
 *    but after top-level paragraph text (or indented code) only a `1.` or bullet with text interrupts it.
 *  - Else the line ends the list (if one is open): `text` says what it leaves open at the top level.
 * What a list item or a quote holds is told from its first characters only (a heading, a break, a fence).
 */
function followList(state: SplitState, line: string): RegExpExecArray | null {
  const { item, text } = state;
  let indent = 0;
  let at = 0;
  // (A tab to the next multiple of 4.)
  for (; isSpace(line[at]); at++) indent = (line[at] === ' ' ? indent : indent | 3) + 1;
  if (indent >= item && item >= 0) {
    // 4+ columns past the item's content: a paragraph's next line, or indented code.
    state.text = indent - item > 3 ? +(text === Open.NESTED_TEXT) : textAfter(line.slice(at), text === Open.NESTED_TEXT);
    return null;
  }
  const noText = NO_TEXT.test(line);
  const marker = noText ? null : LIST_MARKER.exec(line);
  if (text === Open.NESTED_TEXT && !marker && !noText && !QUOTE.test(line)) return null;
  const left = marker && itemText(line, marker[0].length);
  if (marker && (text <= Open.NESTED_TEXT || (left !== Open.EMPTY_ITEM && (marker[2] ?? '1') === '1'))) {
    state.item = marker[0].length + +!marker[3];
    state.listKind = marker[1]!.slice(-1);
    state.text = left!;
    return marker;
  }
  state.item = -1;
  state.listKind = '';
  state.text =
    text === Open.TOP_TEXT && SETEXT_UNDERLINE.test(line) ? Open.NOTHING
    : marker ? Open.TOP_TEXT
    : QUOTE.test(line) ? textAt(line, 0)
    // Indented code that ends a list does not "interrupt" (micromark) until a line of it at the top level.
    : indent > 3 ? (text > Open.NESTED_TEXT ? text : item < 0 ? Open.TOP_CODE : Open.NOTHING)
    : noText ? Open.NOTHING : Open.TOP_TEXT;
  return null;
}

/** NESTED_TEXT or NOTHING (`Open`): whether `line` from `at`, past list markers and quotes, is paragraph text. */
const textAt = (line: string, at: number): number => +!NO_TEXT.test(line.slice(contentStart(line, at)));

/**
 * What a list item leaves open, from the end of its marker (`end`): EMPTY_ITEM, NOTHING (5+ spaces after the
 * marker: indented code), or what its text does. One pass over the line, no copy of it but where it starts.
 */
const itemText = (line: string, end: number): number =>
  line.charCodeAt(end) > 32 ? textAt(line, end) : line.slice(end).trim() ? Open.NOTHING : Open.EMPTY_ITEM;

/**
 * NESTED_TEXT or NOTHING (`Open`): whether `content` (a line in a list item, from its first non-space) leaves
 * paragraph text open, given whether it goes on from some (`open`: then an item that may not interrupt it, empty
 * or numbered other than 1, is more of it, and an underline makes it a heading). Past a first list marker, only
 * the first characters of what follows any further markers and quotes are looked at.
 */
function textAfter(content: string, open: boolean): number {
  if (NO_TEXT.test(content) || (open && SETEXT_UNDERLINE.test(content))) return Open.NOTHING;
  const marker = LIST_MARKER.exec(content);
  if (!marker) return textAt(content, 0);
  const left = itemText(content, marker[0].length);
  return open && (left === Open.EMPTY_ITEM || (marker[2] ?? '1') !== '1') ? Open.NESTED_TEXT : +(left > 0);
}

/** Where the text of `line` starts, from `at` past indentation, quote markers and list markers. */
function contentStart(line: string, at = 0): number {
  for (;;) {
    while (isSpace(line[at]) || line[at] === '>') at++;
    let end = at;
    if (line[at] === '-' || line[at] === '*' || line[at] === '+') end = at + 1;
    else if (isDigit(line[at])) {
      while (isDigit(line[end])) end++;
      end = line[end] === '.' || line[end] === ')' ? end + 1 : at;
    }
    if (end === at || !isSpace(line[end])) return at;
    at = end;
  }
}

/**
 * Whether `line` may be (or underline) a heading the scan does not see: past indentation, quote markers and list
 * markers, it starts with `#` (`- ## Step`: an ATX heading inside a list item) or is a run of `=` or of `-`
 * alone (`- Foo` then `  ---`: a setext underline inside one). Errs on the side of yes (`#123` too). A loop,
 * not regular expressions: it runs on every line, and most lines fail at their first characters.
 */
function mayHideHeading(line: string): boolean {
  const at = contentStart(line);
  if (line[at] === '#') return true;
  const mark = line[at];
  if (mark !== '=' && mark !== '-') return false;
  let end = at;
  while (line[end] === mark) end++;
  while (isSpace(line[end])) end++;
  return end === line.length;
}
