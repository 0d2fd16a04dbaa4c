// Splits a markdown document into top-level blocks that can be parsed and rendered one by one, so a document
// that grows by appending re-parses only its last block and leaves the DOM of the others alone.
//
// The rule: a block ends at a blank line, unless
//  - the blank line is inside a fenced code block (``` or ~~~) or an HTML block that goes on past it, or
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
// list is followed as CommonMark (micromark) decides it, over every open container: list items by their content
// column, quotes by their `>`, footnote definitions by 4 columns, and what the innermost one's content leaves open
// (`followList`): fenced code and HTML blocks too, which their container's end closes.
//
// The same line scan finds each block's headings (ATX `## x` and setext `x\n===`, outside fenced code), so
// MarkdownDocument can nest them below the plan's title across blocks (see its comment). A heading the scan
// misses (an unusual setext form) is still nested inside its own block by rehypePlanTasks.

import { commonPrefixLength, commonSuffixLength } from './commonText';
import { fenceAfter } from './fences';
import { htmlBlockEnd } from './htmlBlocks';

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
  /**
   * The block ends inside fenced code, or inside an HTML block that a blank line does not end (`<!--` never closed),
   * outside any container: text appended to it (the document's link definitions) would be read as the code's or the
   * HTML's. Only the last block of a split can: a blank line inside either does not end a block.
   */
  readonly endsOpen?: true;
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

const BLANK = /^[ \t]*$/;
const LINK_DEFINITION = /^ {0,3}\[(?!\^)(?:[^\]\\]|\\.)+\]:[ \t]*\S/;
// A link reference definition's label and `:` (`[^x y]:` too: no footnote's label); see `isDefinition`.
const DEFINITION = /^\[(?:[^[\]\\]|\\.)+\]:[ \t]*/;
const CONTAINER_PREFIX = /^ {0,3}(?:>[ \t]?)*/;
const ATX = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
// Lines that cannot be (or continue) a paragraph that a setext underline would turn into a heading.
const NOT_PARAGRAPH = /^(?: {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)| {4}|\t| {0,3}\||[ \t]*$)/;
// What leaves no paragraph open that a lazy line could go on with: an ATX heading, a fence, a thematic break (so
// `- - -` is no item), nothing. (And an HTML block start that may interrupt text: `htmlBlockEnd`.)
const NO_TEXT = /^ {0,3}(?:#{1,6}(?:[ \t]|$)|```|~~~|([-*_])(?:[ \t]*\1){2,}[ \t]*$|$)/;
// A list marker (where `lastIndex` says): a bullet, or 1-9 digits and `.` or `)`; then a space, a tab or nothing.
const LIST_MARKER = /(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/y;
// A thematic break (where `lastIndex` says).
const BREAK = /([-*_])(?:[ \t]*\1){2,}[ \t]*$/y;
// A table's delimiter row (`|---|:-:|`): cells of dashes with an optional colon at either end.
const DELIMITER_ROW = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** Containers (list items, quotes) the scan follows in a line: a block nested deeper is plain text (markdownLimits). */
const MAX_CONTAINERS = 40;
/**
 * What the innermost container's content has open after the last line (`SplitState.text`), as micromark reads
 * it: a list item still empty (it takes no more lines after a blank one); nothing a line goes on with; a table
 * (its next lines are rows, but a list item of any number may interrupt it); paragraph text (a lazy line may go
 * on with it, an underline makes it a heading); indented code. A new list item may not interrupt the last two
 * (`text >= Open.TEXT`) unless it is not empty and numbered 1 (or a bullet); nor link reference definitions
 * that start text (`[a]: b`): as text, but what follows is not a setext underline (no paragraph yet). A const enum: the build inlines its
 * numbers (module constants it keeps as variables, 41 bytes more in the markdown chunk).
 */
const enum Open { EMPTY_ITEM = -1, NOTHING, TABLE, TEXT, CODE, DEFINITIONS }

/**
 * The state before a line, as far as it decides how that line and every line after it split (given the same
 * lines): the open fence, a blank line before, paragraph text before (a setext underline), the open containers
 * and what their content has open (`containers`, `text`, `header`: see SplitState), whether a block is open and how long it is (`partSize`:
 * whether a list may split there). Not the open list's item count: blocks hold only their own items, so an item
 * added above a mark leaves the blocks after it as they were.
 */
type Decides = readonly [fence: string, sawBlank: boolean, paragraph: boolean, containers: string, text: number, header: string, open: boolean, size: number];

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
   * The open containers, outermost first, two characters each: a list item's kind (its marker's last character:
   * `.` or `)` when ordered, else `-`, `*` or `+`; an item of another kind starts a new list) and its content
   * column as a character code (a line indented that far goes on in it; 0xffff for an item that began empty and
   * took a blank line: no line goes on in it), or `>` and any character for a block quote. A string: a mark keeps
   * it as it is, and compares it by value.
   */
  containers: string;
  /** What the innermost container's content has open (see `Open`). */
  text: number;
  /** The last line from its innermost container's content on, when it is paragraph text (a table's header row), else `''`. */
  header: string;
  /** Whether `block` was made by this split (else it is a checkpoint's, and is copied before it changes). */
  owned: boolean;
  marks: Mark[];
}

const START: SplitState = {
  blocks: [], footnotes: [], definitions: [], block: undefined, fence: '', sawBlank: false,
  paragraph: false, lineStart: 0, lineIndex: 0, containers: '', text: Open.NOTHING, header: '', owned: false, marks: [],
};

/**
 * A state to go on from `from` with: copies of its arrays. Its open block is copied only when a line continues
 * it (`owned`), so a block that the next line closes stays the checkpoint's object.
 */
function resume(from: SplitState): SplitState {
  return { ...from, blocks: [...from.blocks], footnotes: [...from.footnotes], definitions: [...from.definitions], marks: [...from.marks], owned: false };
}

const decidesOf = (state: SplitState): Decides => [
  state.fence, state.sawBlank, state.paragraph, state.containers, state.text, state.header, state.block !== undefined, partSize(state.block),
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
  for (let i = 0; i < line.length; i++) {
    // A task's box hashes alike ticked or not (`[x]` as `[ ]`): ticked boxes move no part's end, so while a big edit
    // is analysed, the parts held after the analysed text line up with the new ones (no task shown twice or missed).
    const code = line.charCodeAt(i);
    hash = Math.imul(hash ^ ((code | 32) === 120 && line[i - 1] === '[' && line[i + 1] === ']' ? 32 : code), 0x01000193);
  }
  // The high bits: FNV's low bits depend on the characters' low bits only (a line's digits can cancel out there).
  return (hash >>> 0) < 0x1_0000_0000 / LIST_PART_ODDS;
}

/** The state of `from` before its mark `index`: the blocks before it (all closed there) and the mark's `decides`. */
function resumeAt(from: SplitState, index: number): SplitState {
  const mark = from.marks[index]!;
  const [fence, sawBlank, paragraph, containers, text, header] = mark.decides;
  const blocks = from.blocks.slice(0, mark.blocks);
  const footnotes = from.footnotes.slice(0, mark.footnotes);
  const lastBlock = blocks[blocks.length - 1];
  const lastFootnote = footnotes[footnotes.length - 1];
  return {
    blocks, footnotes, definitions: from.definitions.slice(0, mark.definitions),
    block: lastFootnote && (!lastBlock || lastFootnote.start > lastBlock.start) ? lastFootnote : lastBlock,
    fence, sawBlank, paragraph, containers, text, header,
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
  const { blocks } = last;
  if (endsOpenIn(last)) blocks[blocks.length - 1] = { ...last.block!, endsOpen: true };
  return {
    blocks,
    definitions: last.definitions.join('\n'),
    footnotes: last.footnotes.map(({ text }) => text),
  };
}

/**
 * Whether the last of `state`'s blocks ends open (`MarkdownBlock.endsOpen`): a fence or an HTML block is open, but
 * not a kind 6 or 7 block (`'\n'`, ended by the blank line an appended text starts with; every other fence sorts
 * after it), nor one inside a container (the unindented text after that blank line ends the container, and with it
 * what it holds), nor in a footnote definition (not a block).
 */
const endsOpenIn = (state: SplitState) => state.fence > '\n' && !state.containers && state.block === state.blocks[state.blocks.length - 1];

/**
 * Whether `text` ends open as a last block may (`MarkdownBlock.endsOpen`), for a text the splitter did not split:
 * the streaming tail as shown, whose last line may be held back (a comment's `-->`, a closing fence). No checkpoint
 * is kept.
 */
export function endsOpen(text: string): boolean {
  const state = resume(START);
  splitLines(state, text, text.length + 1);
  return endsOpenIn(state);
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
    const { fence: fenceBefore, containers: containersBefore, text: textBefore, header: headerBefore } = state;
    const definitionsBefore = definitions.length;
    let next = source.indexOf('\n', start);
    if (next === -1) next = source.length;
    state.lineStart = next + 1;
    const line = source.slice(start, next).replace(/\r$/, '');
    const blank = BLANK.test(line);
    // The line's marker when it is an item of the top-level list; `sameList`: after one open before it. (A blank
    // line outside containers, fenced code and HTML ends all but indented code, and needs no walk over them.)
    let marker: string | null = null;
    fenced = footnoteOpened = false;
    if (blank && !state.containers && !state.fence && state.text !== Open.CODE) [state.text, state.header] = [Open.NOTHING, ''];
    else marker = followList(state, line);
    const inFence = fenced;
    if (blank && !inFence) {
      state.sawBlank = state.block !== undefined;
      state.paragraph = false;
      continue;
    }
    // Only a whole definition: a line that merely looks like one (`[1]: see:www.example.com - the docs`) is text,
    // and appended to every block holding a `[` it showed there again (and, since literal links are found in a
    // block's own text only, unlinked).
    if (!inFence && LINK_DEFINITION.test(line) && isDefinition(line.trimStart())) definitions.push(line.trim());
    const listKindBefore = listKind(containersBefore);
    const sameList = marker !== null && listKindBefore !== '';
    // A footnote definition is a container (remark-gfm): a line it does not hold ends its block, which is not one of
    // `blocks` but goes to the footnotes section.
    const footnote = footnoteOpened;
    // (`footnotes.length` first: reading index -1 of an empty array is a slow property lookup on every line.)
    const leavesFootnote = footnotes.length !== 0 && state.block === footnotes[footnotes.length - 1] && state.containers[0] !== '^';
    const continues = !leavesFootnote && (!state.sawBlank || (inFence && fenceBefore !== '') || isSpace(line[0]) || sameList);
    // A long list goes on in a new block at a top-level item (a footnote definition always starts one), one at the
    // first column: the `<ol>` that MarkdownDocument gives a part's start to is the one at the block's very start.
    const split = footnote || (sameList && !isSpace(line[0]) && state.block !== undefined && endsListPart(state.block.text.length, line));
    const ordered = marker?.slice(0, -1);
    // An ordered item after bullets (or the other way), or with the other delimiter (`1.` then `1)`), starts a new
    // list, as in CommonMark: it numbers from its own.
    const goesOn = sameList && listKind(state.containers) === listKindBefore;
    let block = state.block;
    if (!block || !continues || split) {
      if (start - (marks[marks.length - 1]?.offset ?? -MARK_EVERY) >= MARK_EVERY) {
        marks.push({
          offset: start, lineIndex: index, blocks: blocks.length, footnotes: footnotes.length, definitions: definitionsBefore,
          decides: [fenceBefore, state.sawBlank, state.paragraph, containersBefore, textBefore, headerBefore, block !== undefined, partSize(block)],
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
/** The kind of the top-level list `containers` open (see `SplitState.containers`), `''` when none is. */
const listKind = (containers: string) => (containers[0] === '>' || containers[0] === '^' ? '' : (containers[0] ?? ''));
/** The column after `char` at `column` (a tab to the next multiple of 4). */
const columnAfter = (char: string | undefined, column: number) => (char === '\t' ? column | 3 : column) + 1;

// The line followList reads (`followed`) and its place in it, module variables, not a closure's (it runs on every
// line; closures made a fresh split of a 1 MB task list ~15 % slower): `at` is a character at `atColumn`, `column`
// the innermost container's content column (short of `atColumn` when the container took a tab in part: its other
// columns indent the content); `end` and `indent` the first character past spaces from `at`, and its column.
let followed = '';
let at = 0;
let atColumn = 0;
let column = 0;
let end = -1;
let indent = 0;
// The markers at which the rest of the line is known not to be a thematic break: then it is not at a later marker
// of the same character either (only it and spaces lie between them), so each character is checked once a line.
let noBreak = '';
// What followList found of the line besides its marker: that it is fenced code or an HTML block's (or opens one),
// and that it opens a footnote definition at the top level.
let fenced = false;
let footnoteOpened = false;

/**
 * Sets `end` and `indent` to the first character past spaces from `at`, and its column. Only past `end`: a list
 * item that goes on takes spaces short of it, and scanning them again for each would be quadratic in the indent.
 */
function skipSpaces(): void {
  if (at > end) for (end = at, indent = atColumn; isSpace(followed[end]); end++) indent = columnAfter(followed[end], indent);
}

/** Whether a quote marker is next (0-3 spaces, `>`); if so, goes past it and the one space after it. */
function quote(): boolean {
  if (indent - column > 3 || followed[end] !== '>') return false;
  at = end + 1;
  column = atColumn = indent + 1;
  // The one column of space after `>` it takes may be a tab's first.
  if (isSpace(followed[at])) atColumn = columnAfter(followed[at++], column++);
  return true;
}

/**
 * Follows the containers (list items, quotes, footnote definitions) over a line, as micromark's document tokenizer
 * reads them, in `state` (`containers`, `text`, `header`, `fence`). Returns the line's list marker (`2.`, `-`)
 * when the line is an item of the top-level list (the next of the open one, or the first of a new one), else null.
 *  - Each open container the line goes on in, outermost first: a quote by its `>`, a list item (or a footnote
 *    definition) by indentation to its content column (or a blank line), else by a next item of its list.
 *  - Fenced code or an HTML block open in the innermost container takes the line when every container went on
 *    (no new container starts in it); else the container's end closes it.
 *  - Then new containers: quotes, footnote definitions and list items, but when every open container went on, a
 *    list item may not interrupt paragraph text or indented code when it is empty or numbered other than 1 (nor in
 *    a container the line opens: `> 2. x` under text is a quote of text).
 *  - Else, when a container did not go on, a line that is neither blank nor starts a block goes on lazily with
 *    paragraph text (every container stays open); anything else closes the containers that did not go on.
 *  - What the rest of the line leaves open (`Open`, `fence`): a fence, an HTML block, a heading, a break, a setext
 *    underline, a table's delimiter row under its header, indented code (one that closed containers does not
 *    block a list item after it, as in micromark), paragraph text.
 * Linear in the line: its indentation is scanned once, a thematic break checked once per marker character, and
 * at most MAX_CONTAINERS containers are followed (a deeper block is plain text, see markdownLimits).
 */
function followList(state: SplitState, line: string): string | null {
  const { containers, text, header, fence } = state;
  followed = line;
  at = atColumn = column = indent = 0;
  end = -1;
  noBreak = '';
  let kept = 0;
  for (; kept < containers.length; kept += 2) {
    skipSpaces();
    if (containers[kept] === '>') {
      if (!quote()) break;
    } else if (end === followed.length) {
      at = end;
      atColumn = indent;
    } else {
      const content = containers.charCodeAt(kept + 1);
      if (indent < content) break;
      while (atColumn < content) atColumn = columnAfter(followed[at++], atColumn);
      column = content;
    }
  }
  const all = kept === containers.length;
  skipSpaces();
  if (fence) {
    // Fenced code or an HTML block goes on only in every container (no lazy line), and only a blank line ends
    // HTML of kinds 6-7 (`\n`), as one that is not blank keeps it open.
    if (all && (fence !== '\n' || end < followed.length)) {
      fenced = true;
      state.fence = fence[0] === '`' || fence[0] === '~' ? (indent - column > 3 ? fence : fenceAfter(fence, followed.slice(at))) : fence === '\n' || !htmlEnds(fence, followed, at) ? fence : '';
      return null;
    }
    state.fence = '';
  }
  let open = containers.slice(0, kept);
  let top: string | null = null;
  let opened = '';
  // New containers: a quote, a footnote definition, or a list item (a next item of the list that did not go on when of its kind).
  while (open.length < 2 * MAX_CONTAINERS) {
    skipSpaces();
    if (quote()) {
      open += opened = '>>';
      continue;
    }
    if (indent - column < 4 && followed[end] === '[' && followed[end + 1] === '^') {
      const after = footnoteLabelEnd(end + 2);
      if (after > 0) {
        // Its lines go on indented 4 columns past the content it is in (remark-gfm), whatever its own indent.
        if (!open) footnoteOpened = true;
        open += opened = '^' + String.fromCharCode(column + 4);
        // Its content starts past the whitespace after `:` (no indented code there). (No tab in the label.)
        for (at = after, atColumn = indent + after - end; isSpace(followed[at]); ) atColumn = columnAfter(followed[at++], atColumn);
        column = atColumn;
        continue;
      }
    }
    // (A thematic break is no item: `- - -`.)
    const char = followed[end]!;
    LIST_MARKER.lastIndex = BREAK.lastIndex = end;
    const marker =
      indent - column < 4 && '-*+0123456789'.includes(char) && (noBreak.includes(char) || (!BREAK.test(followed) && (noBreak += char))) && LIST_MARKER.test(followed) && followed.slice(end, LIST_MARKER.lastIndex);
    if (!marker) break;
    let after = end + marker.length;
    const markerEnd = indent + marker.length;
    let contentColumn = markerEnd;
    while (isSpace(followed[after])) contentColumn = columnAfter(followed[after++], contentColumn);
    const empty = after === followed.length;
    if (all && text >= Open.TEXT && (empty || (marker.length > 1 && marker !== '1.' && marker !== '1)'))) break;
    atColumn = contentColumn;
    // 1-4 columns before the text, else the column after one (the rest is indented code, or the item is empty):
    // that one may be a tab's first.
    if (empty || contentColumn - markerEnd > 4) [after, contentColumn, atColumn] = [end + marker.length + 1, markerEnd + 1, columnAfter(followed[end + marker.length], markerEnd)];
    if (!open) top = marker;
    open += opened = marker.slice(-1) + String.fromCharCode(contentColumn);
    at = Math.min(after, followed.length);
    column = contentColumn;
    if (empty) break;
  }
  skipSpaces();
  // From its first character past the indentation: what is left of a tab a container took in part is no space
  // the expressions' ` {0,3}` would take (`- a` then `  \t# H` is a heading in the item).
  const rest = followed.slice(end);
  const blank = end === followed.length;
  const code = indent - column > 3;
  // An HTML block's end (see htmlBlockEnd) when the line starts one; `<x>` alone (kind 7) may not interrupt text.
  let html = blank || code || followed[end] !== '<' ? '' : htmlBlockEnd(followed, end);
  // A table's header row is a line of paragraph text indented less than code (the delimiter row goes on from it),
  // not one that a table left open would take as a row but for containers it does not go on in (micromark).
  state.header = code || (!all && !opened && text === Open.TABLE) ? '' : rest;
  const isText = text === Open.TEXT || text === Open.DEFINITIONS;
  if (html === '\t' && !opened && isText) {
    if (all) html = '';
    else {
      // As a lazy line it does, but in every container (as remark reads it): the next line they do not take ends it.
      [state.fence, state.text, state.header, fenced] = ['\n', Open.NOTHING, '', true];
      return null;
    }
  }
  if (!all && !opened && isText && !blank && !html && (code || !NO_TEXT.test(rest))) {
    // A lazy line: paragraph text goes on, in every container (a table's header row may be one).
    if (text === Open.DEFINITIONS && !(!code && followed[end] === '[' && mayDefine(end) && isDefinition(rest))) state.text = Open.TEXT;
    return null;
  }
  const before = all && !opened ? text : Open.NOTHING;
  let left = Open.TEXT;
  if (blank) {
    // A blank line ends paragraph text, not indented code; an empty item takes one, then no more lines.
    left = opened ? (opened[0] === '>' || opened[0] === '^' ? Open.NOTHING : Open.EMPTY_ITEM) : before === Open.CODE ? Open.CODE : Open.NOTHING;
    if (before === Open.EMPTY_ITEM) open = open.slice(0, -1) + '\uffff';
  } else if (code) {
    left = before === Open.TEXT || before === Open.DEFINITIONS ? Open.TEXT : all || opened ? Open.CODE : Open.NOTHING;
  } else if (html) {
    // Kinds 6-7 (`\t`) end at a blank line (`\n`); kinds 1-5 at their end, maybe on this line.
    left = Open.NOTHING;
    fenced = true;
    // (Its end is looked for past `<!` or `<?`: `<!-->` is a whole comment, as in micromark.)
    state.fence = html === '\t' ? '\n' : htmlEnds(html, followed, end + 2) ? '' : html;
  } else if ((followed[end] === '`' || followed[end] === '~') && fenceAfter('', rest)) {
    left = Open.NOTHING;
    fenced = true;
    state.fence = fenceAfter('', rest);
  } else if (NO_TEXT.test(rest)) {
    left = Open.NOTHING;
  } else if (before === Open.TEXT) {
    // (The regular expressions only for a line that starts like an underline or a delimiter row.)
    const char = followed[end]!;
    if ((char === '=' || char === '-') && SETEXT_UNDERLINE.test(rest)) left = Open.NOTHING;
    else if ('|:-'.includes(char) && header && DELIMITER_ROW.test(rest) && tableCells(rest) === tableCells(header)) left = Open.TABLE;
  } else if (before === Open.TABLE) {
    left = Open.TABLE;
  }
  // Definitions at the start of text (micromark's content); `[^1]: x` got here only when not a footnote's.
  // (The expression only when the first `]` is escaped or before a `:`: not for every task `- [ ] x`.)
  if (left === Open.TEXT && !code && (before === Open.DEFINITIONS || before < Open.TEXT) && followed[end] === '[' && mayDefine(end) && isDefinition(rest)) left = Open.DEFINITIONS;
  state.containers = open;
  state.text = left;
  if (left !== Open.TEXT) state.header = '';
  return top;
}

/**
 * Past a footnote definition's label from `from` (after `[^`) and its `:`, or -1 when there is none there: 1-999
 * characters, no white space or `[`, then `]:` (micromark-extension-gfm-footnote). (Micromark also takes a `]`
 * escaped by a backslash; footnotes.ts reads labels up to the first `]`, so such a line is text to both.)
 */
function footnoteLabelEnd(from: number): number {
  for (let i = from; i - from < 1000; i++) {
    const char = followed[i];
    // (Any `\s`, not only a space or a tab as micromark: footnotes.ts must find the label of every definition block.)
    if (char === undefined || /[\s[]/.test(char)) return -1;
    if (char === ']') return i > from && followed[i + 1] === ':' ? i + 2 : -1;
  }
  return -1;
}

/** Whether the `[` at `from` may start a link reference definition: its first `]` is escaped or before a `:`. */
function mayDefine(from: number): boolean {
  const close = followed.indexOf(']', from);
  return close > 0 && (followed[close + 1] === ':' || followed[close - 1] === '\\');
}

/**
 * Whether `rest` (from its `[`) is a whole link reference definition on one line, as micromark reads one at the
 * start of text: a label, `:`, a destination (`<…>`, or no white space and balanced parentheses), maybe a title
 * (`"…"`, `'…'` or `(…)`) after white space, then nothing (`[a]: /u x` is text). One pass over the line.
 * (A destination or title on the next line is not followed: such a definition reads as text.)
 */
function isDefinition(rest: string): boolean {
  const label = DEFINITION.exec(rest);
  if (!label) return false;
  let i = label[0].length;
  const start = i;
  let depth = 0;
  if (rest[i] === '<') {
    for (i++; rest[i] !== '>'; i++) if (i >= rest.length || rest[i] === '<' || (rest[i] === '\\' && ++i >= rest.length)) return false;
    i++;
  } else {
    for (; i < rest.length && !isSpace(rest[i]); i++) {
      if (rest[i] === '\\') i++;
      else if (rest[i] === '(') depth++;
      else if (rest[i] === ')' && --depth < 0) return false;
    }
  }
  if (i === start || depth > 0) return false;
  const white = i;
  while (isSpace(rest[i])) i++;
  if (i >= rest.length) return true;
  const close = rest[i] === '(' ? ')' : rest[i];
  if (i === white || (close !== '"' && close !== "'" && close !== ')')) return false;
  for (i++; i < rest.length && rest[i] !== close; i++) if (rest[i] === '\\') i++;
  for (i++; isSpace(rest[i]); ) i++;
  return i === rest.length;
}

/** Whether the HTML block whose end is `html` (kinds 1-5, see htmlBlockEnd) ends in `line` from `from`. */
const htmlEnds = (html: string, line: string, from: number) =>
  html === '</' ? HTML_RAW_END.test(line.slice(from)) : line.includes(html, from);
const HTML_RAW_END = /<\/(?:pre|script|style|textarea)>/i;

/** The cells of a table row: its unescaped `|`, plus one, less one at either end. */
function tableCells(row: string): number {
  let pipes = 0;
  let first: boolean | undefined;
  let last = false;
  for (let i = 0; i < row.length; i++) {
    if (isSpace(row[i])) continue;
    last = row[i] === '|';
    first ??= last;
    pipes += +last;
    if (row[i] === '\\') i++;
  }
  return pipes + 1 - +!!first - +last;
}

/**
 * Whether `line` may be (or underline) a heading the scan does not see: past indentation, quote markers and list
 * markers, it starts with `#` (`- ## Step`: an ATX heading inside a list item) or is a run of `=` or of `-`
 * alone (`- Foo` then `  ---`: a setext underline inside one). Errs on the side of yes (`#123` too). A loop,
 * not regular expressions: it runs on every line, and most lines fail at their first characters.
 */
function mayHideHeading(line: string): boolean {
  let at = 0;
  for (;;) {
    while (isSpace(line[at]) || line[at] === '>') at++;
    let end = at;
    if (line[at] === '-' || line[at] === '*' || line[at] === '+') end = at + 1;
    else if (isDigit(line[at])) {
      while (isDigit(line[end])) end++;
      end = line[end] === '.' || line[end] === ')' ? end + 1 : at;
    }
    if (end === at || !isSpace(line[end])) break;
    at = end;
  }
  if (line[at] === '#') return true;
  const mark = line[at];
  if (mark !== '=' && mark !== '-') return false;
  let end = at;
  while (line[end] === mark) end++;
  while (isSpace(line[end])) end++;
  return end === line.length;
}
