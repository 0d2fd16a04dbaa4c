// A tiny inline-markdown tokenizer for one line of plan entry content: code spans, strong, emphasis,
// strikethrough, links and `<scheme:…>` autolinks. No block syntax and no raw HTML: everything else is text.
//
// One pass over the tokens with a stack of open delimiters, simpler than CommonMark's emphasis rules:
// - `*`/`_` runs open when a non-space follows and close when a non-space precedes (`_` also not inside a
//   word, so snake_case stays text); `~` runs must be exactly two. A closer closes the NEAREST open run of its
//   character (two characters make strong, one em; a run of three opens strong then em); open runs above it
//   and runs that never close stay text.
// - Link text may hold one level of balanced brackets; a link inside link text stays text.
// - A code span or link longer than MAX_SPAN characters is text.
// - After MAX_FORMATTED formatted spans the rest of the line is text: a row's DOM then stays small whatever its
//   length (5,000 entries of 4,000 characters of dense markup were 5 million nodes, and the garbage collector's
//   pauses over that heap blocked the page for seconds; issue 20). No real plan step comes near 32 spans.
// It stays linear on hostile input: a link, autolink or code span is one anchored match read from a window of
// at most MAX_SPAN characters, the token pattern stops at the next delimiter, and at most MAX_OPEN delimiters
// are open at once, so finding the one to close costs a constant.

/** One piece of parsed inline markdown: text, or a formatted span. */
export type InlineNode =
  | string
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong' | 'em' | 'del'; readonly children: readonly InlineNode[] }
  | { readonly type: 'link'; readonly url: string; readonly children: readonly InlineNode[] };

/** Whether a string may contain inline markdown. `false` means it is plain text and needs no parse. */
export function mayContainInlineMarkdown(text: string): boolean {
  return /[`*_~[<]/.test(text);
}

/** Formatted spans (code, strong, emphasis, strikethrough, links) one line renders at most; the rest is text. */
export const MAX_FORMATTED = 32;

/**
 * Parses one line of inline markdown into nodes; `''` gives `[]` and plain text `[text]`. Never throws;
 * anything that is not valid inline markdown stays text, HTML included. `inLink` parses link text, where a
 * link or autolink is text. `budget.left` is how many formatted spans may still be made (shared with link text).
 */
export function parseInlineMarkdown(text: string, inLink = false, budget = { left: MAX_FORMATTED }): InlineNode[] {
  // More open delimiters than this are text: real content never nests so deep, and it bounds the render depth.
  const MAX_OPEN = 12;
  // Longest link or code span looked at: the bound keeps `[a](` or backticks repeated thousands of times linear.
  const MAX_SPAN = 2048;
  // What a `[`, `<` or backtick run may start:
  // - `[text](destination "optional title")`, where the text may hold one level of brackets, a bare
  //   destination one level of parentheses and a `<…>` destination spaces, and a title starts with a quote;
  // - a `<scheme:…>` autolink;
  // - a code span: the whole run (the lookahead keeps it from backtracking to a shorter one), then the nearest
  //   run of the same length.
  // No alternative overlaps another, so nothing backtracks far.
  const span =
    /^(?:\[((?:[^[\]]|\[[^[\]]*\])*)\]\(\s*(?:<([^<>]*)>|((?:[^\s()]|\([^\s()]*\))*))(?:\s+["'][^)]*)?\s*\)|<([a-z][\w+.-]+:[^\s<>]*)>|(?=(`+))\5([^]*?)(?<!`)\5(?!`))/i;
  const wordCharacter = /[\p{L}\p{N}]/u;
  // The open delimiters, each as `[delimiter, ...what follows it]`; the first is the line itself.
  const stack: InlineNode[][] = [['']];
  const add = (node: InlineNode) => {
    if (typeof node !== 'string') budget.left--;
    stack[stack.length - 1]!.push(node);
  };
  /**
   * Removes the open delimiters from `depth` up and returns what followed `stack[depth]`'s delimiter, the
   * delimiters above it as text, and adjacent text joined into one string.
   */
  const collapse = (depth: number) => {
    const nodes: InlineNode[] = [];
    for (const node of stack.splice(depth).flat().slice(1)) {
      const last = nodes[nodes.length - 1];
      if (typeof node === 'string' && typeof last === 'string') nodes[nodes.length - 1] = last + node;
      else if (node !== '') nodes.push(node);
    }
    return nodes;
  };
  // Escapes (of ASCII punctuation, as in CommonMark), delimiter runs (`~` only as a pair), and the `[` or `<` that may start a link.
  const token = /\\[!-/:-@[-`{-~]|`+|\*+|_+|(?<!~)~~(?!~)|[[<]/g;
  let i = 0;
  // Past the budget the rest of the line is text (and runs still open show as the characters they are).
  for (let match; budget.left > 0 && (match = token.exec(text)); token.lastIndex = i) {
    const at = match.index;
    const run = match[0];
    const char = run[0]!;
    add(text.slice(i, at));
    i = at + run.length;
    // The pattern is anchored, so for a delimiter run it fails on the first character. Link text has no links.
    const found = (!inLink || char === '`') && span.exec(text.slice(at, at + MAX_SPAN));
    if (found) {
      const [whole, linkText, angleUrl, bareUrl, autolinkUrl, codeRun, code] = found;
      if (codeRun) {
        // CommonMark strips one space on each side so that `` ` `` can show a backtick.
        add({ type: 'code', text: code!.replace(/^ (?! *$)([^]*) $/, '$1') });
      } else {
        const url = (angleUrl ?? bareUrl ?? autolinkUrl!).replace(/\\([!-/:-@[-`{-~])/g, '$1');
        // An autolink shows its URL; a link's text is parsed, without links.
        add({ type: 'link', url, children: autolinkUrl ? [url] : parseInlineMarkdown(linkText!, true, budget) });
      }
      i = at + whole.length;
    } else if (char === '\\') {
      add(run[1]!);
    } else if ('`[<'.includes(char)) {
      add(run);
    } else {
      // A run can close after a non-space and open before one (the line's ends count as space); `_` also not
      // with a letter or digit on its other side, so snake_case_names stay text.
      const flanks = (side: number, otherSide: number) =>
        /\S/.test(text.charAt(side)) && !(char === '_' && wordCharacter.test(text.charAt(otherSide)));
      const canClose = flanks(at - 1, i);
      // What is left of the run after closing: it opens, or stays text.
      let rest = run;
      // The nearest open delimiter of this character closes (one character of either is em, two strong).
      for (let depth; canClose && rest && budget.left > 0 && (depth = stack.map((open) => (open[0] as string)[0]).lastIndexOf(char)) > 0; ) {
        const opener = stack[depth]![0] as string;
        const used = Math.min(opener.length, rest.length);
        const children = collapse(depth);
        // What a longer opener does not use stays text: `**a*` is `*` and em.
        add(opener.slice(used));
        add({ type: char === '~' ? 'del' : used > 1 ? 'strong' : 'em', children });
        rest = rest.slice(used);
      }
      if (flanks(i, at - 1)) {
        // `***` opens strong, then em inside it.
        for (; rest && stack.length <= MAX_OPEN; rest = rest.slice(2)) stack.push([rest.slice(0, 2)]);
      }
      add(rest);
    }
  }
  add(text.slice(i));
  return collapse(0);
}

/** The text a reader sees, without markdown syntax: for announcements, summaries and titles. */
export function inlineMarkdownToText(text: string): string {
  const toText = (nodes: readonly InlineNode[]): string =>
    nodes.map((node) => (typeof node === 'string' ? node : node.type === 'code' ? node.text : toText(node.children))).join('');
  return toText(parseInlineMarkdown(text));
}
