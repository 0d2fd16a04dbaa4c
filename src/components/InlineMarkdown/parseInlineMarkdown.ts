// A tiny inline-markdown tokenizer for one line of plan entry content: code spans, strong, emphasis,
// strikethrough, links and `<scheme:…>` autolinks. No block syntax and no raw HTML: everything else is text.
//
// One pass over the tokens with a stack of open delimiters, simpler than CommonMark's emphasis rules:
// - `*`/`_` runs open when a non-space follows and close when a non-space precedes (`_` also not inside a
//   word, so snake_case stays text); `~` runs must be exactly two. A closer closes the NEAREST open run of its
//   character (two characters make strong, one em; a run of three opens strong then em); open runs above it
//   and runs that never close stay text.
// - Link text may hold one level of balanced brackets; a link inside link text stays text.
// It stays linear on hostile input: the last backtick run of each length is found up front (a code span is
// looked for only when a closing run exists, and its content is skipped), a link is read from a bounded window,
// the token pattern stops at the next delimiter, and at most MAX_OPEN delimiters are open at once, so finding
// the one to close costs a constant.

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

interface OpenDelimiter {
  /** The delimiter characters, shown as text if the run never closes; empty for the range itself. */
  readonly delimiter: string;
  readonly children: InlineNode[];
}

/**
 * Parses one line of inline markdown into nodes; `''` gives `[]` and plain text `[text]`. Never throws;
 * anything that is not valid inline markdown stays text, HTML included.
 */
export function parseInlineMarkdown(text: string): InlineNode[] {
  // More open delimiters than this are text: real content never nests so deep, and it bounds the render depth.
  const MAX_OPEN = 12;
  // Longest link looked at: the bound keeps `[a](` repeated thousands of times linear.
  const MAX_LINK = 2048;
  // `[text](destination "optional title")`: the text may hold one level of brackets, a bare destination one
  // level of parentheses, a `<…>` destination spaces. No alternative overlaps another, so nothing backtracks far.
  const link =
    /^\[((?:[^[\]\\]|\\[^]|\[(?:[^[\]\\]|\\[^])*\])*)\]\(\s*(?:<([^<>\n]*)>|((?:[^\s()]|\([^\s()]*\))*))(?:\s+(["'])[^]*?\4)?\s*\)/;
  const wordCharacter = /[\p{L}\p{N}]/u;
  // Start of the last backtick run of each length: a run opens a code span only if a later one has its length.
  const lastRunOfLength: number[] = [];
  for (const run of text.matchAll(/`+/g)) lastRunOfLength[run[0].length] = run.index;

  /** Appends a node, joining text to text before it so a stretch of text comes out as one string. */
  const append = (nodes: InlineNode[], node: InlineNode) => {
    const last = nodes[nodes.length - 1];
    if (typeof node === 'string' && typeof last === 'string') nodes[nodes.length - 1] = last + node;
    else if (node !== '') nodes.push(node);
  };

  const parseRange = (start: number, end: number, inLink: boolean): InlineNode[] => {
    const stack: OpenDelimiter[] = [{ delimiter: '', children: [] }];
    const add = (node: InlineNode) => append(stack[stack.length - 1]!.children, node);
    /** Ends every open delimiter above `stack[depth]` as text inside it, and returns its children. */
    const collapse = (depth: number) => {
      const { children } = stack[depth]!;
      for (const open of stack.splice(depth + 1)) {
        append(children, open.delimiter);
        for (const child of open.children) append(children, child);
      }
      return children;
    };
    // Escapes, delimiter runs, `[`, and whole `<scheme:…>` autolinks (a `<` that starts none is text).
    const token = /\\[!-/:-@[-`{-~]|`+|\*+|_+|~+|\[|<[a-z][a-z\d+.-]{1,31}:[^\s<>]*>/gi;
    let i = (token.lastIndex = start);
    for (let match; (match = token.exec(text)) && match.index < end; token.lastIndex = i) {
      const at = match.index;
      const run = match[0];
      const char = run[0]!;
      add(text.slice(i, at));
      i = at + run.length;
      const linkMatch = char === '[' && !inLink && link.exec(text.slice(at, at + MAX_LINK));
      if (linkMatch) {
        const url = (linkMatch[2] ?? linkMatch[3]!).replace(/\\([!-/:-@[-`{-~])/g, '$1');
        add({ type: 'link', url, children: parseRange(i, i + linkMatch[1]!.length, true) });
        i = at + linkMatch[0].length;
      } else if (char === '<' && !inLink) {
        const url = run.slice(1, -1);
        add({ type: 'link', url, children: [url] });
      } else if (char === '\\') {
        add(run[1]!);
      } else if (char === '`') {
        let closer: RegExpExecArray | null = null;
        if ((lastRunOfLength[run.length] ?? -1) > at) {
          // A run of this length follows, so this search finds it; its content is skipped, never searched again.
          const backticks = /`+/g;
          backticks.lastIndex = i;
          while ((closer = backticks.exec(text)!)[0].length !== run.length);
        }
        if (closer && closer.index < end) {
          const code = text.slice(i, closer.index);
          // CommonMark strips one space on each side so that `` ` `` can show a backtick.
          add({ type: 'code', text: /^ (?! *$)[^]* $/.test(code) ? code.slice(1, -1) : code });
          i = closer.index + run.length;
        } else {
          add(run);
        }
      } else if ('*_~'.includes(char) && (char !== '~' || run.length === 2)) {
        const before = text[at - 1] ?? ' ';
        const after = text[i] ?? ' ';
        let left = run.length;
        if (!/\s/.test(before) && !(char === '_' && wordCharacter.test(after))) {
          for (let depth = stack.length; left > 0; ) {
            while (--depth > 0 && stack[depth]!.delimiter[0] !== char);
            if (depth === 0) break;
            const opener = stack[depth]!.delimiter;
            const used = Math.min(opener.length, left);
            const children = collapse(depth);
            stack.pop();
            // What a longer opener does not use stays text: `**a*` is `*` and em.
            add(opener.slice(used));
            add({ type: char === '~' ? 'del' : used > 1 ? 'strong' : 'em', children });
            left -= used;
          }
        }
        if (!/\s/.test(after) && !(char === '_' && wordCharacter.test(before))) {
          // `***` opens strong, then em inside it.
          while (left > 0 && stack.length <= MAX_OPEN) {
            const size = Math.min(left, 2);
            stack.push({ delimiter: char.repeat(size), children: [] });
            left -= size;
          }
        }
        add(char.repeat(left));
      } else {
        add(run);
      }
    }
    add(text.slice(i, end));
    return collapse(0);
  };
  return parseRange(0, text.length, false);
}

function nodesToText(nodes: readonly InlineNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : node.type === 'code' ? node.text : nodesToText(node.children))).join('');
}

/** The text a reader sees, without markdown syntax: for announcements, summaries and titles. */
export function inlineMarkdownToText(text: string): string {
  return mayContainInlineMarkdown(text) ? nodesToText(parseInlineMarkdown(text)) : text;
}
