// Fenced code (``` / ~~~) as the block splitter and the streaming rule need it: where fences open and close.
// Indentation is not checked: a fence inside a list item is indented, and treating an indented ``` line as a
// fence only ever makes a block bigger (see splitMarkdownBlocks), never renders anything differently.

const FENCE_OPEN = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * The fence open after `line`, given `open`, the one open before it (`''` for none): follows fences line by
 * line. A line opens, is inside, or closes a fence when the fence before or after it is not `''`.
 */
export function fenceAfter(open: string, line: string): string {
  if (open) {
    const trimmed = line.trim();
    // Closes with the same character, at least as many, and nothing else on the line.
    return /^(`+|~+)$/.test(trimmed) && trimmed.startsWith(open) ? '' : open;
  }
  const match = FENCE_OPEN.exec(line);
  // A backtick fence's info string may not contain a backtick: "```js` x" is inline code.
  return match && !(match[1]![0] === '`' && match[2]!.includes('`')) ? match[1]! : '';
}
