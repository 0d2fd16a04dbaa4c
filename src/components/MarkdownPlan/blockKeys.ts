// Stable keys for the blocks of a document across snapshots. The splitter numbers blocks by their index, and keeps
// that index while a document only grows; but a block inserted or removed before the end gives every block after
// it another index. Keyed by index, each of those blocks would then be handed its neighbour's text (a parse of
// everything after the edit: the whole document, for a paragraph an agent adds near the top of a 1 MB plan), the
// last key would animate in or out instead of the block really added or removed, and every footnote's "first
// reference" key would move. So the view matches each new block list against the previous one, as the store
// matches plan entries (store/matchEntries.ts, simplified: blocks have no status, and a markdown block is either
// the same text or another one): an unchanged block keeps its key, whatever its index.

import { pairInOrder, placesOf } from '../../store/matchEntries';
import type { MarkdownBlock } from './splitMarkdownBlocks';

/** The blocks of a document with stable keys, plus what the next derivation needs. */
export interface BlockKeys {
  /** The splitter's blocks this was derived from (`useDerivedState`'s input). */
  readonly source: readonly MarkdownBlock[];
  /** `source` with stable keys: the same objects where the key is the splitter's own or nothing moved. */
  readonly blocks: readonly MarkdownBlock[];
  /** The last number used for a new key (`n1`, `n2`, ...): keys are never reused, so a new block never takes
   * over the key (the element, the exit animation) of a block that just left. */
  readonly counter: number;
}

const withKey = (block: MarkdownBlock, key: string): MarkdownBlock => (block.key === key ? block : { ...block, key });

/**
 * For each of `next`, the index in `previous` of the block it continues, or -1 for a new block. Each previous
 * block is continued at most once, in three passes that each cost about the blocks they look at:
 * 1. The unchanged start and end (the same object, or the same text): all of a snapshot that appends, or edits
 *    in one place. Texts the splitter took over share their string, so most comparisons are one pointer's.
 * 2. In between, the same text anywhere: the n-th occurrence of a text continues the n-th previous one.
 * 3. The rest, between the same unchanged neighbours, pair in order: a block reworded in place (the streaming tail
 *    growing, a ticked box, a list part whose boundaries moved) keeps its key and updates its element; what is
 *    left over is new, or removed.
 */
export function matchBlocks(previous: readonly MarkdownBlock[], next: readonly MarkdownBlock[]): Int32Array {
  const matchOf = new Int32Array(next.length).fill(-1);
  const same = (i: number, j: number) => next[i] === previous[j] || next[i]!.text === previous[j]!.text;
  let start = 0;
  const shorter = Math.min(next.length, previous.length);
  for (; start < shorter && same(start, start); start++) matchOf[start] = start;
  let endNext = next.length;
  let endPrevious = previous.length;
  for (; endNext > start && endPrevious > start && same(endNext - 1, endPrevious - 1); endNext--, endPrevious--) {
    matchOf[endNext - 1] = endPrevious - 1;
  }
  if (endNext === start || endPrevious === start) return matchOf;

  // The changed middle only, with every previous block there still free; indices relative to `start`. Passes 2
  // and 3 are the store's in-order pairing by a key (matchEntries.ts): the text, then the place between the
  // unchanged neighbours (the unchanged start and end are neighbours too: a middle between them is one place).
  const middle = new Int32Array(endNext - start).fill(-1);
  const taken = new Int32Array(endPrevious - start).fill(-1);
  const textOf = (blocks: readonly MarkdownBlock[], end: number) => blocks.slice(start, end).map((block) => block.text);
  pairInOrder(textOf(next, endNext), textOf(previous, endPrevious), middle, taken);
  pairInOrder(placesOf(middle), placesOf(taken), middle, taken);
  for (let i = 0; i < middle.length; i++) if (middle[i] !== -1) matchOf[start + i] = start + middle[i]!;
  return matchOf;
}

/**
 * `next` (a split of the document) with stable keys, from the keys of the last commit (`useDerivedState`): a block
 * that continues one of the previous list (see `matchBlocks`) keeps its key, a new one gets a key never used
 * before. The first list keeps the splitter's keys (its indexes), so a server render and its hydration agree.
 * A block continued unmoved is the previous (keyed) object itself, so memo and the WeakMaps keyed by block
 * objects (prepared sources, footnote labels, work estimates) keep working while a document streams.
 */
export function deriveBlockKeys(previous: BlockKeys | undefined, next: readonly MarkdownBlock[]): BlockKeys {
  if (!previous) return { source: next, blocks: next, counter: 0 };
  const { source: before, blocks: keyed } = previous;
  const matchOf = matchBlocks(before, next);
  let { counter } = previous;
  const blocks = next.map((block, i) => {
    const j = matchOf[i]!;
    if (j === -1) return withKey(block, `n${++counter}`);
    return block === before[j] ? keyed[j]! : withKey(block, keyed[j]!.key);
  });
  return { source: next, blocks, counter };
}
