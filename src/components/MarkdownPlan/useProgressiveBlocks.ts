import { useEffect, useState, useSyncExternalStore } from 'react';
import { estimateBlockWork } from './markdownLimits';
import type { MarkdownBlock } from './splitMarkdownBlocks';

/**
 * Work one commit may add to the page, in the units of `estimateBlockWork` (about one rendered element, or 8
 * characters of text, each). Parsing and rendering cost per element, not per character: a block nested 32 deep
 * renders an element for every two characters, a paragraph one for every forty. 1,000 units are 8,000
 * characters of prose (about 40 ms in production React on a slow laptop) and about 1,000 elements of a deeply
 * nested or markup-dense document. A bigger document is shown over several commits (one per task).
 */
export const WORK_PER_COMMIT = 1_000;

// Estimated once per block object (a snapshot's unchanged blocks are new objects, but only the blocks a commit
// may add are estimated).
const workOf = new WeakMap<MarkdownBlock, number>();
function blockWork(block: MarkdownBlock): number {
  let work = workOf.get(block);
  if (work === undefined) workOf.set(block, (work = estimateBlockWork(block.text)));
  return work;
}

const subscribeToNothing = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * How many of `blocks` to render now. The first commit shows blocks up to `WORK_PER_COMMIT` of estimated work
 * (at least one; a formatted block costs at most `MAX_BLOCK_WORK`, see markdownLimits.ts); each following task
 * adds as many again, until all are shown. Appended blocks of a document that is shown whole render at once
 * while they fit in one commit's budget. Server rendering and hydration render every
 * block (the server's HTML must hold the whole document, and hydration must match it), and so does a document
 * that fits in one commit, which schedules nothing.
 */
export function useProgressiveBlocks(blocks: readonly MarkdownBlock[]): number {
  const whole = useSyncExternalStore(subscribeToNothing, onClient, onServer);
  // The blocks up to the one with key `last` are on the page; the budget counts from there.
  const [last, setLast] = useState<ShownBlocks>(NONE_SHOWN);
  const shown = shownCount(blocks, last);
  let end = shown;
  for (let work = 0; end < blocks.length && (end === shown || work + blockWork(blocks[end]!) <= WORK_PER_COMMIT); end++) {
    work += blockWork(blocks[end]!);
  }
  const more = !whole && end < blocks.length;
  const lastKey = blocks[end - 1]?.key;
  useEffect(() => {
    if (!more) return undefined;
    // A macrotask, not a microtask or a layout effect: the browser paints and handles input in between.
    const timer = setTimeout(() => setLast({ count: end, key: lastKey }), 0);
    return () => clearTimeout(timer);
  }, [more, end, lastKey]);
  return whole ? blocks.length : end;
}

/** The last block shown: how many blocks were shown, and the key of the last of them. */
interface ShownBlocks {
  readonly count: number;
  readonly key: string | undefined;
}

const NONE_SHOWN: ShownBlocks = { count: 0, key: undefined };

/**
 * How many of `blocks` are shown: up to the last block shown, found by its key (blocks keep their keys when others
 * are inserted or removed before them, see blockKeys.ts), so a block inserted above it does not push a shown block
 * back out of the page (it would leave, then enter again). By count when that block is gone.
 */
function shownCount(blocks: readonly MarkdownBlock[], { count, key }: ShownBlocks): number {
  if (key === undefined || blocks[count - 1]?.key === key) return Math.min(count, blocks.length);
  const index = blocks.findIndex((block) => block.key === key);
  return index === -1 ? Math.min(count, blocks.length) : index + 1;
}
