// Decides, before a block reaches the markdown parser, whether the parser can format it in time and stack
// bounded by its size. micromark / mdast / hast are recursive and some of their resolvers look back over
// every open delimiter, so their work grows with the NESTING of a document, not its length: 2,000 nested `- `
// (4 kB) block the page for seconds and then overflow the stack. A block past a limit below is shown as plain
// text instead (with a note), which costs one text node whatever its shape.
//
// One pass over the block, each character looked at a bounded number of times (fence detection aside, which is
// one anchored regex per line). The measures are conservative: they may overcount real nesting (an indented
// line counts its indent as levels; unmatched `*` count as open), never undercount it, so a block that passes
// cannot be deeper than the cap for the parser.

import { fenceAfter } from './fences';

/** Nesting levels a block may have: containers (block quotes, list items) and inline (emphasis, links, code). */
export const MAX_MARKDOWN_NESTING = 32;
/** `|` characters a line may have: a table with thousands of columns renders thousands of cells per row. */
export const MAX_TABLE_COLUMNS = 128;
/** Characters a block may have to be formatted (a list or table longer than this is first split into parts). */
export const MAX_FORMATTED_BLOCK = 10_000;

/**
 * Work a block may cost to be formatted, in the units of `estimateBlockWork` (about one element each): the
 * parser, react-markdown and React work per element, not per character, and a deeply nested block renders an
 * element or more for every two characters. Past it the block is plain text (`size`), so no block (and, with
 * the one-block minimum of useProgressiveBlocks, no commit) renders more than about this many elements.
 */
export const MAX_BLOCK_WORK = 3_000;
/** Characters that count as one unit of work in `estimateBlockWork` (text costs little next to an element). */
export const CHARS_PER_WORK_UNIT = 8;
/**
 * Units every block costs, whatever its text: react-markdown runs a whole unified pipeline per block (0.65 ms
 * per one-word paragraph in the measurement below, as much as 16 units of prose), so a document of thousands of
 * one-word paragraphs must not be shown a thousand blocks per commit.
 */
export const BLOCK_WORK = 16;

/** Why a block is shown as plain text: `nesting` (too deeply nested) or `size` (too big or too wide). */
export type PlainTextReason = 'nesting' | 'size';

const PUNCTUATION = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
const isSpace = (char: string | undefined) => char === undefined || char === ' ' || char === '\t' || char === '\n';
const isPunctuation = (char: string | undefined) => char !== undefined && PUNCTUATION.includes(char);

/**
 * Why `text` (one block) must be shown as plain text, or `null` when the parser may format it. See
 * `MAX_MARKDOWN_NESTING`, `MAX_TABLE_COLUMNS` and `MAX_FORMATTED_BLOCK`.
 */
export function findPlainTextReason(text: string): PlainTextReason | null {
  if (text.length > MAX_FORMATTED_BLOCK) return 'size';
  let fence = '';
  // Open emphasis runs and brackets of the paragraph so far (a paragraph may span many lines).
  let emphasis = 0;
  let brackets = 0;
  for (const line of text.split('\n')) {
    const wasInFence = fence !== '';
    fence = fenceAfter(fence, line);
    if (wasInFence || fence !== '') continue;

    // Container prefix: leading indent (every 2 columns may be one more list level) and `>` / list markers.
    let at = 0;
    let columns = 0;
    while (line[at] === ' ' || line[at] === '\t') columns += line[at++] === '\t' ? 4 : 1;
    let depth = Math.floor(columns / 2);
    let listItem = false;
    for (;;) {
      while (line[at] === ' ' || line[at] === '\t') at++;
      const char = line[at];
      let end = at;
      if (char === '>') end = at + 1;
      else if (char === '-' || char === '+' || char === '*') end = isSpace(line[at + 1]) ? at + 1 : at;
      else {
        while (end - at < 9 && line[end]! >= '0' && line[end]! <= '9') end++;
        end = end > at && (line[end] === '.' || line[end] === ')') && isSpace(line[end + 1]) ? end + 1 : at;
      }
      if (end === at) break;
      listItem ||= char !== '>';
      at = end;
      if (++depth > MAX_MARKDOWN_NESTING) return 'nesting';
    }
    // A blank line or a new list item ends the paragraph, and with it every open inline delimiter.
    if (listItem || at === line.length || line.slice(at).trim() === '') emphasis = brackets = 0;

    let pipes = 0;
    while (at < line.length) {
      const char = line[at]!;
      if (char === '\\') {
        at += 2;
        continue;
      }
      let end = at + 1;
      if (char === '`' || char === '*' || char === '_' || char === '~') while (line[end] === char) end++;
      if (char === '`') {
        // Code spans pair runs of equal length: each distinct length is another scan to the paragraph's end.
        if (end - at > MAX_MARKDOWN_NESTING) return 'nesting';
      } else if (char === '*' || char === '_' || char === '~') {
        const before = line[at - 1];
        const after = line[end];
        const left = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
        const right = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
        const opens = char === '_' ? left && (!right || isPunctuation(before)) : left;
        const closes = char === '_' ? right && (!left || isPunctuation(after)) : right;
        // A run that may both open and close counts as open: `*_*_*_` nests as deep as the parser looks back.
        if (opens) {
          if (++emphasis > MAX_MARKDOWN_NESTING) return 'nesting';
        } else if (closes && emphasis > 0) {
          emphasis--;
        }
      } else if (char === '[') {
        if (++brackets > MAX_MARKDOWN_NESTING) return 'nesting';
      } else if (char === ']') {
        brackets = Math.max(0, brackets - 1);
      } else if (char === '|' && ++pipes > MAX_TABLE_COLUMNS) {
        return 'size';
      }
      at = end;
    }
  }
  return estimateBlockWork(text) > MAX_BLOCK_WORK ? 'size' : null;
}

const INLINE_MARKUP = new Set(['*', '_', '`', '[', '!', '~', '|', '<', '\n']);
/** Markup that counts for each character of a run: each may open or close one more element (`***`, `[[[`). */
const PER_CHARACTER = new Set(['*', '_', '~', '[', ']']);

/**
 * An estimate, in one linear pass with no regex, of the work of formatting and rendering `text`: about one unit
 * per element (and the whitespace text node beside it) it renders, plus one per `CHARS_PER_WORK_UNIT`
 * characters. Each list marker at the start of a line (`-`, `+`, `*`, `1.`) counts 3 (a list plus its item, and
 * their line breaks), a block quote marker `>` 5, each emphasis or bracket character (`*`, `_`, `~`, `[`, `]`) 1,
 * each run of other inline markup and each line 1. It overcounts (an unmatched `*` renders nothing), never by
 * more than a small factor, and it never undercounts by much: every element the parser makes needs one of the
 * characters counted.
 *
 * The weights follow what the parser spends (micromark + remark-rehype, per block of each cap-deep shape, timed
 * against its estimate, 2026-11-26): a run of emphasis or brackets nested 32 deep cost 160-255 µs per unit when
 * a run counted once, against 40-90 for a task list, prose or lists; block quotes 90 at 3 per `>`. Counting those
 * characters one by one and a quote as 5 brings every shape within 25-80 µs per unit, so one commit's budget
 * (`WORK_PER_COMMIT`) costs about the same whatever the document's shape.
 */
export function estimateBlockWork(text: string): number {
  let work = BLOCK_WORK + text.length / CHARS_PER_WORK_UNIT;
  let lineStart = true;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (lineStart) {
      if (char === ' ' || char === '\t') continue;
      if (char === '>') {
        work += 5;
        continue;
      }
      if ((char === '-' || char === '+' || char === '*') && isSpace(text[at + 1])) {
        work += 3;
        continue;
      }
      let end = at;
      while (end - at < 9 && text[end]! >= '0' && text[end]! <= '9') end++;
      if (end > at && (text[end] === '.' || text[end] === ')') && isSpace(text[end + 1])) {
        work += 3;
        at = end;
        continue;
      }
      lineStart = false;
    }
    // A run of code markup (```` ``` ````) makes one element at most; emphasis and brackets one per character.
    if (PER_CHARACTER.has(char) || (INLINE_MARKUP.has(char) && (char === '\n' || text[at - 1] !== char))) work += 1;
    if (char === '\n') lineStart = true;
  }
  return work;
}
