import { useEffect, useState, useSyncExternalStore } from 'react';
import type { MarkdownBlock } from './splitMarkdownBlocks';

/**
 * Characters of markdown one commit may add to the page: parsing and rendering cost about 5 µs a character in
 * production React on a slow laptop, so 8,000 keep a commit near 40 ms. A bigger document is shown over several
 * commits (one per task), each a few blocks more.
 */
export const CHARS_PER_COMMIT = 8_000;

const subscribeToNothing = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * How many of `blocks` to render now. The first commit shows blocks up to `CHARS_PER_COMMIT` characters (at
 * least one); each following task adds as many again, until all are shown. Appended blocks of a document that is
 * shown whole render at once while they fit in one commit's budget. Server rendering and hydration render every
 * block (the server's HTML must hold the whole document, and hydration must match it), and so does a document
 * that fits in one commit, which schedules nothing.
 */
export function useProgressiveBlocks(blocks: readonly MarkdownBlock[]): number {
  const whole = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  // Blocks before `shown` are on the page; the budget counts from there.
  const [shown, setShown] = useState(0);
  let end = Math.min(shown, blocks.length);
  for (let chars = 0; end < blocks.length && (end === shown || chars + blocks[end]!.text.length <= CHARS_PER_COMMIT); end++) {
    chars += blocks[end]!.text.length;
  }
  const more = !whole && end < blocks.length;
  useEffect(() => {
    if (!more) return undefined;
    // A macrotask, not a microtask or a layout effect: the browser paints and handles input in between.
    const timer = setTimeout(() => setShown(end), 0);
    return () => clearTimeout(timer);
  }, [more, end]);
  return whole ? blocks.length : end;
}
