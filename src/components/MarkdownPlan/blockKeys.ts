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
  /**
   * `source` with stable keys (the same objects where the key is the splitter's own or nothing moved), then the
   * blocks held from the last list while the text after the analysed part is analysed (see `holdingBlockKeys`).
   */
  readonly blocks: readonly MarkdownBlock[];
  /** What the next split is matched against: `source`, then the splitter's objects of the held blocks. */
  readonly matched: readonly MarkdownBlock[];
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
  return keyBlocks(previous, next, false);
}

/**
 * `deriveBlockKeys` for a split of only the analysed part of a text (useAnalysedLength): the blocks of the last
 * list after the last one the split continues are held, after the split's own, until the analysis reaches them.
 * Without them, an edit at two far places of a long document (a box ticked near the top and one near the end:
 * analysed again from the first, 32 kB per commit) took every block after the first 32 kB off the page, and they
 * came back one commit at a time. Held blocks keep their keys and objects (nothing is parsed again; their lines
 * move with the last block continued), and the split that reaches them continues them (`matched`). Only blocks
 * already on the page are held: a document shown for the first time has none after its analysed part.
 */
export function holdingBlockKeys(previous: BlockKeys | undefined, next: readonly MarkdownBlock[]): BlockKeys {
  return keyBlocks(previous, next, true);
}

function keyBlocks(previous: BlockKeys | undefined, next: readonly MarkdownBlock[], hold: boolean): BlockKeys {
  if (!previous) return { source: next, blocks: next, matched: next, counter: 0 };
  const { matched: before, blocks: keyed } = previous;
  const matchOf = matchBlocks(before, next);
  let { counter } = previous;
  const blocks = next.map((block, i) => {
    const j = matchOf[i]!;
    if (j === -1) return withKey(block, `n${++counter}`);
    return block === before[j] ? keyed[j]! : withKey(block, keyed[j]!.key);
  });
  if (!hold) return { source: next, blocks, matched: next, counter };
  // The split's last block ends where the analysis stopped, maybe inside a block of the last list (a list part
  // cut at a line, a long code block): that one stays as it was shown until the analysis goes past it, held even
  // when no block before it is continued (a reworded first block: else every block after it left the page).
  let kept = next.length;
  const cut = matchOf[kept - 1] ?? -1;
  // The first block of the last list held, and the lines the held blocks move by: after the last block a kept
  // block continues, by as many as its end moved (a block that grew by a line moves the ones after it).
  let from = -0.5; // none yet: not a block index, nor a new block's -1
  let lines = 0;
  if (cut !== -1 && next[kept - 1]!.text !== before[cut]!.text) [from, lines] = [cut, next[--kept]!.startLine - keyed[cut]!.startLine];
  for (let i = 0; i < kept; i++) {
    const j = matchOf[i]!;
    if (j >= from) [from, lines] = [j + 1, next[i]!.endLine - keyed[j]!.endLine];
  }
  if (from < 0 || from === before.length) return { source: next, blocks, matched: next, counter };
  const moved = (block: MarkdownBlock) => (lines === 0 ? block : { ...block, startLine: block.startLine + lines, endLine: block.endLine + lines });
  return {
    source: next,
    blocks: [...blocks.slice(0, kept), ...keyed.slice(from).map(moved)],
    matched: [...next.slice(0, kept), ...before.slice(from)],
    counter,
  };
}
