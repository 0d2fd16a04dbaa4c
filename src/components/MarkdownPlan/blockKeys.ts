// Stable keys for the blocks of a document across snapshots. The splitter numbers blocks by their index, and keeps
// that index while a document only grows; but a block inserted or removed before the end gives every block after
// it another index. Keyed by index, each of those blocks would then be handed its neighbour's text (a parse of
// everything after the edit: the whole document, for a paragraph an agent adds near the top of a 1 MB plan), the
// last key would animate in or out instead of the block really added or removed, and every footnote's "first
// reference" key would move. So the view matches each new block list against the previous one, as the store
// matches plan entries (store/matchEntries.ts, simplified: blocks have no status, and a markdown block is either
// the same text or another one): an unchanged block keeps its key, whatever its index.

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
 * The places of the entries still free (-1 in `marks`): the indices (in the previous list) of the nearest matched
 * entries before and after each, as one string, so "between the same two unchanged blocks" compares with `===`.
 * `marks[i]` is the previous index entry `i` is matched to (for the previous list: itself), or -1.
 */
function placesOf(marks: Int32Array): string[] {
  const places = new Array<string>(marks.length);
  for (let i = marks.length - 1, after = -2; i >= 0; i--) {
    places[i] = `,${after}`;
    if (marks[i]! >= 0) after = marks[i]!;
  }
  for (let i = 0, before = -1; i < marks.length; i++) {
    places[i] = before + places[i]!;
    if (marks[i]! >= 0) before = marks[i]!;
  }
  return places;
}

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

  // The changed middle only, with every previous block there still free.
  const middle = matchOf.subarray(start, endNext);
  const taken = new Int32Array(endPrevious - start).fill(-1);
  const byText = new Map<string, number[]>();
  for (let j = endPrevious - 1; j >= start; j--) {
    const text = previous[j]!.text;
    const list = byText.get(text);
    if (list) list.push(j);
    else byText.set(text, [j]);
  }
  // Each list is in reverse order: `pop` takes the earliest free occurrence.
  for (let i = 0; i < middle.length; i++) {
    const j = byText.get(next[start + i]!.text)?.pop();
    if (j !== undefined) middle[i] = taken[j - start] = j;
  }
  // The unchanged start and end are neighbours too: a middle between them is one place.
  const placesOfNext = placesOf(middle);
  const placesOfPrevious = placesOf(taken);
  const freeAt = new Map<string, number[]>();
  for (let k = taken.length - 1; k >= 0; k--) {
    if (taken[k] !== -1) continue;
    const list = freeAt.get(placesOfPrevious[k]!);
    if (list) list.push(start + k);
    else freeAt.set(placesOfPrevious[k]!, [start + k]);
  }
  for (let i = 0; i < middle.length; i++) {
    if (middle[i] !== -1) continue;
    const j = freeAt.get(placesOfNext[i]!)?.pop();
    if (j !== undefined) middle[i] = j;
  }
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
