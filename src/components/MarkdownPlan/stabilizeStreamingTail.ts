// While an agent streams a document, its last line is usually cut mid-way: `**Meas`, `| /upl`, `- [`, "``".
// Rendered as they are, such lines flip between two forms from one snapshot to the next (literal `**` that
// turns into bold, a paragraph that turns into a table, a list item that turns into a heading underline), so
// the layout jumps back and forth. This module holds back exactly the part that would flip, so what is shown
// only ever grows. It applies to the last block of a document, and only while the document is streaming:
// a settled document is always rendered exactly as written (nothing is ever lost).
//
// The rule, applied to the unfinished last line (the text after the last newline) of the last block:
//  1. Inside an open code fence, the line is shown (an unclosed fence already renders as a code block to the
//     end), unless it is a partial closing fence (only ` or ~), which would flash as code text.
//  2. A line with only block syntax and no content yet (`-`, `1.`, `- [ ]`, `#`, `>`, `===`, `---`, `` ` ``)
//     is held back.
//  3. A line starting with `|` (an unfinished table row) is held back; so is a trailing run of `|` rows that
//     has no delimiter row (`|---|`) yet, which would render as a paragraph until the delimiter arrives.
//  4. Otherwise the line is shown up to its first unclosed inline marker (`` ` ``, `**`, `__`, `~~`, `*`, `[`,
//     or a `[text]` that ends the line and may still get its `(url)`), without trailing spaces.

import { fenceAfter } from './fences';

// Tested on trimmed lines only: `^\s*…\s*$` patterns backtrack quadratically on long runs of spaces.
const PARTIAL_FENCE = /^(?:`+|~+)$/;
const SYNTAX_ONLY = /^(?:(?:[-*+]|\d{1,9}[.)]?)(?:[ \t]+\[[ xX]?\]?)?|#{1,6}|>+|=+|-+|_+|\*+|`{1,2}|~{1,2})?$/;
const BLOCK_PREFIX = /^\s*(?:>\s*)*(?:(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?|#{1,6}\s+)?/;
const TABLE_ROW = /^\s{0,3}\|/;
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?$/;

/** Offset of the first inline marker in `text` that is not closed, or -1 when all are closed. */
export function findUnclosedInlineMarker(text: string): number {
  // Code spans first: inside them nothing else is markup.
  let outside = '';
  let at = 0;
  while (at < text.length) {
    const open = /`+/g;
    open.lastIndex = at;
    const opener = open.exec(text);
    if (!opener) break;
    const close = text.indexOf(opener[0], opener.index + opener[0].length);
    if (close === -1) return cutAtEarliest(outside + text.slice(at, opener.index), opener.index);
    outside += text.slice(at, opener.index) + ' '.repeat(close + opener[0].length - opener.index);
    at = close + opener[0].length;
  }
  outside += text.slice(at);
  return cutAtEarliest(outside, -1);
}

/** The earliest unclosed `**`, `__`, `~~`, `*` or `[` in `masked` (code spans blanked), or `fallback`. */
function cutAtEarliest(masked: string, fallback: number): number {
  let cut = fallback;
  const consider = (index: number) => {
    if (index !== -1 && (cut === -1 || index < cut)) cut = index;
  };
  let rest = masked;
  for (const pair of ['**', '__', '~~']) {
    let count = 0;
    let last = -1;
    for (let index = rest.indexOf(pair); index !== -1; index = rest.indexOf(pair, index + 2)) {
      count++;
      last = index;
    }
    if (count % 2 === 1) consider(last);
    // Blank the pairs so the single-`*` count below does not see them.
    rest = rest.replaceAll(pair, '  ');
  }
  // A single `*` opens emphasis only when text follows it directly.
  const singles = [...rest.matchAll(/\*(?=\S)|(?<=\S)\*/g)];
  if (singles.length % 2 === 1) consider(singles[singles.length - 1]!.index);
  // Marker characters that end the line may be the start of a marker whose text has not arrived yet.
  // (A backwards scan, not a regex: `/[*_~]+\s*$/` backtracks quadratically on a long run of markers.)
  const length = rest.trimEnd().length;
  let end = length;
  while (end > 0 && '*_~!'.includes(rest[end - 1]!)) end--;
  if (end < length) consider(end);
  // A link or image still being written: `[text`, `[text](url` (linear scans: the line may be huge).
  const open = rest.lastIndexOf('[');
  if (open !== -1) {
    const close = rest.indexOf(']', open);
    // `[text]` at the very end may still get its `(url)`: hold it back too, or it would show as text first.
    const mayGetUrl = close === length - 1;
    const unfinishedUrl = close !== -1 && rest[close + 1] === '(' && rest.indexOf(')', close) === -1;
    if (close === -1 || mayGetUrl || unfinishedUrl) consider(open > 0 && rest[open - 1] === '!' ? open - 1 : open);
  }
  return cut;
}

/** The trailing run of table rows is held back until it has a header and a delimiter row. */
function holdBackHeaderlessTable(lines: string[]): string[] {
  let first = lines.length;
  while (first > 0 && TABLE_ROW.test(lines[first - 1]!)) first--;
  // No trailing rows, or the run's second row is the delimiter: nothing to hold back.
  return first === lines.length || DELIMITER_ROW.test(lines[first + 1]?.trim() ?? '') ? lines : lines.slice(0, first);
}

/** Applies the streaming rule above to the last block of a document; returns what to render now. */
export function stabilizeStreamingTail(block: string): string {
  const complete = block.split('\n');
  let partial = complete.pop()!;

  if (complete.reduce(fenceAfter, '') !== '') {
    if (PARTIAL_FENCE.test(partial.trim())) partial = '';
    return [...complete, partial].join('\n').trimEnd();
  }

  if (TABLE_ROW.test(partial)) {
    partial = '';
  } else {
    const prefix = BLOCK_PREFIX.exec(partial)![0];
    const cut = findUnclosedInlineMarker(partial.slice(prefix.length));
    if (cut !== -1) partial = partial.slice(0, prefix.length + cut);
    // Also a line that was block syntax only before the cut: what is left of it still is.
    partial = partial.trimEnd();
    if (SYNTAX_ONLY.test(partial.trim())) partial = '';
  }

  const lines = holdBackHeaderlessTable(partial === '' ? complete : [...complete, partial]);
  return lines.join('\n').trimEnd();
}
