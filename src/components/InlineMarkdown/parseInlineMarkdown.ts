// A tiny inline-markdown tokenizer for one line of plan entry content: code spans, strong, emphasis,
// strikethrough, links and `<scheme:…>` autolinks. No block syntax and no raw HTML: everything else is text.
// It follows CommonMark where that is cheap and stays linear on hostile input: code spans and bracket pairs
// are found once up front, and a failed search for a closing delimiter is remembered so it is never repeated.

/** One piece of parsed inline markdown: text, or a formatted span. */
export type InlineNode =
  | string
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong' | 'em' | 'del'; readonly children: readonly InlineNode[] }
  | { readonly type: 'link'; readonly url: string; readonly children: readonly InlineNode[] };

/** Characters that can start inline markdown; text without any of them is returned as it is, unparsed. */
const MARKDOWN_CHARACTER = /[`*_~[<]/;

/** Whether a string may contain inline markdown. `false` means it is plain text and needs no parse. */
export function mayContainInlineMarkdown(text: string): boolean {
  return MARKDOWN_CHARACTER.test(text);
}

// Deeper nesting than this is rendered as text: it never happens in real content and would risk the stack.
const MAX_DEPTH = 12;
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const WHITESPACE = /\s/;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;
const AUTOLINK = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/;
// Longest link destination (plus title) looked at: a bound keeps `[a](` repeated thousands of times linear.
const MAX_LINK_TAIL = 1024;

interface CodeSpan {
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly end: number;
}

interface LinkMatch {
  readonly textStart: number;
  readonly textEnd: number;
  readonly url: string;
  readonly end: number;
}

/** Tables computed once per string, shared by every nested range. */
interface Source {
  readonly text: string;
  /** Code spans by the index of their opening backtick. */
  readonly codeSpans: ReadonlyMap<number, CodeSpan>;
  /** Index of the matching `]` for each `[` that has one (outside code spans, not escaped). */
  readonly closingBracket: ReadonlyMap<number, number>;
  /** Links by the index of their `[`, or null when the `[` does not start a link; filled lazily. */
  readonly links: Map<number, LinkMatch | null>;
}

function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let i = index - 1; i >= 0 && text[i] === '\\'; i--) backslashes++;
  return backslashes % 2 === 1;
}

function findCodeSpans(text: string): Map<number, CodeSpan> {
  const runs: { start: number; length: number; escaped: boolean }[] = [];
  for (let i = 0; i < text.length; ) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && text[i] === '`') i++;
    runs.push({ start, length: i - start, escaped: isEscaped(text, start) });
  }
  // For each run, the next run of the same length: pairing is then linear however many runs there are.
  const nextSameLength = new Array<number>(runs.length).fill(-1);
  const lastSeen = new Map<number, number>();
  for (let r = runs.length - 1; r >= 0; r--) {
    const run = runs[r]!;
    nextSameLength[r] = lastSeen.get(run.length) ?? -1;
    lastSeen.set(run.length, r);
  }
  const spans = new Map<number, CodeSpan>();
  for (let r = 0; r < runs.length; ) {
    const opener = runs[r]!;
    const closerIndex = nextSameLength[r]!;
    if (opener.escaped || closerIndex === -1) {
      r++;
      continue;
    }
    const closer = runs[closerIndex]!;
    spans.set(opener.start, {
      contentStart: opener.start + opener.length,
      contentEnd: closer.start,
      end: closer.start + closer.length,
    });
    r = closerIndex + 1;
  }
  return spans;
}

function findBracketPairs(text: string, codeSpans: ReadonlyMap<number, CodeSpan>): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && ASCII_PUNCTUATION.test(text[i + 1] ?? '')) {
      i++;
    } else if (char === '`') {
      const span = codeSpans.get(i);
      if (span) i = span.end - 1;
    } else if (char === '[') {
      open.push(i);
    } else if (char === ']' && open.length > 0) {
      pairs.set(open.pop()!, i);
    }
  }
  return pairs;
}

function normaliseCode(raw: string): string {
  const text = raw.replace(/\r\n?|\n/g, ' ');
  // CommonMark strips one space on each side so that `` ` `` can show a backtick.
  if (text.length >= 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '') {
    return text.slice(1, -1);
  }
  return text;
}

function unescapeText(text: string): string {
  return text.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}

/** Parses `(destination "optional title")` after a `]`; returns the destination and the index after `)`. */
function parseLinkTail(text: string, open: number): { url: string; end: number } | null {
  if (text[open] !== '(') return null;
  const limit = Math.min(text.length, open + MAX_LINK_TAIL);
  let i = open + 1;
  while (i < limit && (text[i] === ' ' || text[i] === '\t')) i++;
  let url: string;
  if (text[i] === '<') {
    const close = text.indexOf('>', i + 1);
    if (close === -1 || close >= limit) return null;
    url = text.slice(i + 1, close);
    if (/[\n<]/.test(url)) return null;
    i = close + 1;
  } else {
    const start = i;
    let depth = 0;
    for (; i < limit; i++) {
      const char = text[i]!;
      if (char === '\\' && ASCII_PUNCTUATION.test(text[i + 1] ?? '')) i++;
      else if (char <= ' ') break;
      else if (char === '(') depth++;
      else if (char === ')') {
        if (depth === 0) break;
        depth--;
      }
    }
    url = text.slice(start, i);
  }
  while (i < limit && (text[i] === ' ' || text[i] === '\t')) i++;
  const quote = text[i];
  if (quote === '"' || quote === "'" || quote === '(') {
    const closeQuote = text.indexOf(quote === '(' ? ')' : quote, i + 1);
    if (closeQuote === -1 || closeQuote >= limit) return null;
    i = closeQuote + 1;
    while (i < limit && (text[i] === ' ' || text[i] === '\t')) i++;
  }
  if (text[i] !== ')') return null;
  return { url: unescapeText(url), end: i + 1 };
}

function linkAt(source: Source, open: number): LinkMatch | null {
  const cached = source.links.get(open);
  if (cached !== undefined) return cached;
  const close = source.closingBracket.get(open);
  const tail = close === undefined ? null : parseLinkTail(source.text, close + 1);
  const match = tail && close !== undefined ? { textStart: open + 1, textEnd: close, url: tail.url, end: tail.end } : null;
  source.links.set(open, match);
  return match;
}

interface Range {
  readonly source: Source;
  readonly end: number;
  readonly depth: number;
  readonly inLink: boolean;
  /** Per delimiter kind, the earliest start from which a closer search already failed in this range. */
  readonly failedFrom: Map<string, number>;
}

function runLength(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && text[i] === text[start]) i++;
  return i - start;
}

/** Where the next position after a code span / escape / link starting at `i` is, or -1 if none starts there. */
function skipAtom(range: Range, i: number): number {
  const { text } = range.source;
  const char = text[i];
  if (char === '\\' && ASCII_PUNCTUATION.test(text[i + 1] ?? '')) return i + 2;
  if (char === '`') {
    const span = range.source.codeSpans.get(i);
    if (span && span.end <= range.end) return span.end;
  }
  if (char === '[' && !range.inLink) {
    const link = linkAt(range.source, i);
    if (link && link.end <= range.end) return link.end;
  }
  return -1;
}

/**
 * Finds the closing delimiter of `need` characters `char` from `from`; returns the index where the closing
 * characters start (the last `need` characters of a longer run), or -1.
 */
function findCloser(range: Range, char: string, need: number, from: number): number {
  const cacheKey = char + need;
  const failed = range.failedFrom.get(cacheKey);
  if (failed !== undefined && from >= failed) return -1;
  const { text } = range.source;
  for (let i = from; i < range.end; ) {
    const skipped = skipAtom(range, i);
    if (skipped !== -1) {
      i = skipped;
      continue;
    }
    if (text[i] !== char) {
      i++;
      continue;
    }
    const length = runLength(text, i, range.end);
    const before = text[i - 1] ?? ' ';
    const after = text[i + length] ?? ' ';
    const rightFlanking = i > from && !WHITESPACE.test(before);
    // `_` may not close inside a word (snake_case_names stay text).
    const wordBoundary = char !== '_' || !ALPHANUMERIC.test(after);
    // A run of two cannot close a single `*`, so `*a **b** c*` nests; three or more can close either.
    const lengthFits = need === 1 ? length === 1 || length >= 3 : length >= need;
    if (rightFlanking && wordBoundary && lengthFits) return i + length - need;
    i += length;
  }
  range.failedFrom.set(cacheKey, Math.min(from, failed ?? from));
  return -1;
}

function parseRange(source: Source, start: number, end: number, depth: number, inLink: boolean): InlineNode[] {
  const range: Range = { source, end, depth, inLink, failedFrom: new Map() };
  const { text } = source;
  const nodes: InlineNode[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer !== '') nodes.push(buffer);
    buffer = '';
  };

  for (let i = start; i < end; ) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < end && ASCII_PUNCTUATION.test(text[i + 1]!)) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '`') {
      const span = source.codeSpans.get(i);
      if (span && span.end <= end) {
        flush();
        nodes.push({ type: 'code', text: normaliseCode(text.slice(span.contentStart, span.contentEnd)) });
        i = span.end;
      } else {
        const length = runLength(text, i, end);
        buffer += text.slice(i, i + length);
        i += length;
      }
      continue;
    }
    if (char === '[' && !inLink && depth < MAX_DEPTH) {
      const link = linkAt(source, i);
      if (link && link.end <= end) {
        flush();
        nodes.push({ type: 'link', url: link.url, children: parseRange(source, link.textStart, link.textEnd, depth + 1, true) });
        i = link.end;
        continue;
      }
    }
    if (char === '<' && !inLink) {
      const match = AUTOLINK.exec(text.slice(i, Math.min(end, i + 2100)));
      if (match) {
        flush();
        nodes.push({ type: 'link', url: match[1]!, children: [match[1]!] });
        i += match[0].length;
        continue;
      }
    }
    if ((char === '*' || char === '_' || char === '~') && depth < MAX_DEPTH) {
      const length = runLength(text, i, end);
      const need = char === '~' ? 2 : Math.min(length, 2);
      const after = text[i + length] ?? ' ';
      const before = text[i - 1] ?? ' ';
      const leftFlanking = !WHITESPACE.test(after) && (char !== '_' || !ALPHANUMERIC.test(before));
      if (leftFlanking && (char !== '~' || length === 2)) {
        const closer = findCloser(range, char, need, i + need);
        if (closer !== -1) {
          flush();
          const children = parseRange(source, i + need, closer, depth + 1, inLink);
          nodes.push({ type: char === '~' ? 'del' : need === 2 ? 'strong' : 'em', children });
          i = closer + need;
          continue;
        }
      }
      // No closer: the first character is text; the rest of the run gets its own chance as a shorter run.
      buffer += char;
      i += char === '~' ? length : 1;
      continue;
    }
    buffer += char;
    i++;
  }
  flush();
  return nodes;
}

/**
 * Parses one line of inline markdown into nodes. Plain text (no markdown characters) comes back as `[text]`
 * without a parse. Never throws; anything that is not valid inline markdown stays text, HTML included.
 */
export function parseInlineMarkdown(text: string): InlineNode[] {
  if (!mayContainInlineMarkdown(text)) return text === '' ? [] : [text];
  const codeSpans = findCodeSpans(text);
  const source: Source = { text, codeSpans, closingBracket: findBracketPairs(text, codeSpans), links: new Map() };
  return parseRange(source, 0, text.length, 0, false);
}

function nodesToText(nodes: readonly InlineNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (typeof node === 'string') text += node;
    else if (node.type === 'code') text += node.text;
    else text += nodesToText(node.children);
  }
  return text;
}

/** The text a reader sees, without markdown syntax: for announcements, summaries and titles. */
export function inlineMarkdownToText(text: string): string {
  return mayContainInlineMarkdown(text) ? nodesToText(parseInlineMarkdown(text)) : text;
}
