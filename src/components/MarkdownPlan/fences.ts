// Fenced code (``` / ~~~) as the block splitter and the streaming rule need it: where fences open and close.
// Indentation is not checked: a fence inside a list item is indented, and treating an indented ``` line as a
// fence only ever makes a block bigger (see splitMarkdownBlocks), never renders anything differently.

const FENCE_OPEN = /^\s*(`{3,}|~{3,})(.*)$/;

/** Follows fences line by line: `update(line)` returns whether the line opens, is inside, or closes a fence. */
export interface FenceTracker {
  /** Whether a fence is open after the lines seen so far. */
  readonly open: boolean;
  update(line: string): boolean;
}

/** Creates a tracker for one document. */
export function createFenceTracker(): FenceTracker {
  let marker = '';
  return {
    get open() {
      return marker !== '';
    },
    update(line: string): boolean {
      if (marker !== '') {
        const trimmed = line.trim();
        // Closes with the same character, at least as many, and nothing else on the line.
        if (trimmed.length >= marker.length && /^(`+|~+)$/.test(trimmed) && trimmed[0] === marker[0]) marker = '';
        return true;
      }
      const match = FENCE_OPEN.exec(line);
      // A backtick fence's info string may not contain a backtick: "```js` x" is inline code.
      if (match && !(match[1]!.startsWith('`') && match[2]!.includes('`'))) {
        marker = match[1]!;
        return true;
      }
      return false;
    },
  };
}

/** Whether a fence is still open at the end of `text`. */
export function endsInOpenFence(text: string): boolean {
  const tracker = createFenceTracker();
  for (const line of text.split('\n')) tracker.update(line);
  return tracker.open;
}
