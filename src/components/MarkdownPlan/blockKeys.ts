// Stable keys for the blocks of a document across snapshots. The splitter numbers blocks by their index, and keeps
// that index while a document only grows; but a block inserted or removed before the end gives every block after
// it another index. Keyed by index, each of those blocks would then be handed its neighbour's text (a parse of
// everything after the edit: the whole document, for a paragraph an agent adds near the top of a 1 MB plan), the
// last key would animate in or out instead of the block really added or removed, and every footnote's "first
// reference" key would move. So the view matches each new block list against the previous one, as the store
// matches plan entries (store/matchEntries.ts, simplified: blocks have no status, and a markdown block is either
// the same text or another one): an unchanged block keeps its key, whatever its index.

import { pairInOrder, placesOf } from '../../store/matchEntries';
import { commonPrefixLength, commonSuffixLength } from './commonText';
import type { MarkdownBlock } from './splitMarkdownBlocks';

/** What block keys are derived from: a split of a document's text (or of its analysed part), and the whole text. */
export interface BlockKeyInput {
  readonly blocks: readonly MarkdownBlock[];
  /** The whole text, analysed or not: the held blocks' lines are placed in it. */
  readonly content: string;
}

/** The blocks of a document with stable keys, plus what the next derivation needs. */
export interface BlockKeys {
  /** What this was derived from (`useDerivedState`'s input). */
  readonly source: BlockKeyInput;
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
  /**
   * Where each held block (the last `heldStarts.length` of `blocks`) starts in `source.content`: a held block is
   * the object an older split made, and its `start` is where that split found it.
   */
  readonly heldStarts: readonly number[];
}

const withKey = (block: MarkdownBlock, key: string): MarkdownBlock => (block.key === key ? block : { ...block, key });

/**
 * For each of `next`, the index in `previous` of the block it continues, or -1 for a new block. Each previous
 * block is continued at most once, in passes that each cost about the blocks they look at:
 * 1. The unchanged start and end (the same object, or the same text): all of a snapshot that appends, or edits
 *    in one place. Texts the splitter took over share their string, so most comparisons are one pointer's. Not the
 *    end for a split of only the analysed part of a text (`open`): its last block is no end of the document, and
 *    matched with the last list's last block (the same text: a repeated task list, a code block) it continued the
 *    whole list, so every block after the analysed part left the page.
 * 2. In between, anchors: the texts found once on each side, as many of them as keep their order (the longest
 *    run in the same order). A text given to a block near the top that first appears far below is no anchor then,
 *    so it does not continue that far block (the blocks between, analysed or held, keep theirs).
 * 3. Between two anchors (a gap), the same texts at the gap's end, then the same text anywhere in the gap, in
 *    order (which pairs its start too): identical blocks (a repeated section, a `---`) pair with the ones between the same anchors,
 *    not with the first free one of the whole list; paired in order over the list, one made to differ (a box ticked
 *    in one section) handed each later one the key of the one before (mounted anew across chunks, and, while only
 *    part of the text was analysed, the block where it stopped shown twice). Not the end of the last gap of an
 *    `open` split (see 1). Still in order within a gap: a run of identical blocks with no anchor in it where the
 *    analysis stops, one of them reworded, still hands the keys after it along by one (README, Known limits).
 * 4. For a whole text, the same text anywhere left (a block moved past an anchor keeps its key); not for an
 *    `open` split, whose held blocks start after the last block continued: a pair that far down left the blocks
 *    between off the page.
 * 5. The rest, between the same matched neighbours, pair in order: a block reworded in place (the streaming tail
 *    growing, a ticked box, a list part whose boundaries moved) keeps its key and updates its element; what is
 *    left over is new, or removed.
 */
export function matchBlocks(previous: readonly MarkdownBlock[], next: readonly MarkdownBlock[], open = false): Int32Array {
  const matchOf = new Int32Array(next.length).fill(-1);
  const same = (i: number, j: number) => next[i] === previous[j] || next[i]!.text === previous[j]!.text;
  let start = 0;
  const shorter = Math.min(next.length, previous.length);
  for (; start < shorter && same(start, start); start++) matchOf[start] = start;
  let endNext = next.length;
  let endPrevious = previous.length;
  for (; !open && endNext > start && endPrevious > start && same(endNext - 1, endPrevious - 1); endNext--, endPrevious--) {
    matchOf[endNext - 1] = endPrevious - 1;
  }
  if (endNext === start || endPrevious === start) return matchOf;

  // The changed middle. An open split's is about the text analysed since the last commit, its previous side every
  // block held (20,000 at 1 MB): only the previous blocks of twice its text and 16 kB more are looked at first, all
  // of them when that pairs none of the middle's last blocks by text (a big part removed above them). So a commit's
  // work is about the text it analyses, not the document's.
  const [n, all] = [endNext - start, endPrevious - start];
  let m = all;
  if (open) {
    let budget = 16_384;
    for (let i = start; i < endNext; i++) budget += 2 * next[i]!.text.length;
    for (m = 0; m < all && budget > 0; m++) budget -= previous[start + m]!.text.length;
  }
  const middle = pairMiddle(previous, next, start, n, m, open, m < all) ?? pairMiddle(previous, next, start, n, all, open, false)!;
  for (let i = 0; i < middle.length; i++) if (middle[i] !== -1) matchOf[start + i] = start + middle[i]!;
  return matchOf;
}

/**
 * Passes 2 to 5 of `matchBlocks` on the middle: new blocks `start` to `start + n`, previous ones `start` to
 * `start + m`, every one still free. Returns, for each new one, the index (relative to `start`) of the previous one
 * it continues, or -1; with `retry`, undefined when none of the three new blocks before the last pairs by text
 * (the last may be cut where the analysis stopped; the caller then looks at every previous block). Each text is a
 * number (one lookup of a string whose hash is kept), counted on each side (even: new, odd: previous).
 */
function pairMiddle(
  previous: readonly MarkdownBlock[],
  next: readonly MarkdownBlock[],
  start: number,
  n: number,
  m: number,
  open: boolean,
  retry: boolean,
): Int32Array | undefined {
  const middle = new Int32Array(n).fill(-1);
  const taken = new Int32Array(m).fill(-1);
  const ids = new Map<string, number>();
  const idsOf = (blocks: readonly MarkdownBlock[], length: number) =>
    Array.from({ length }, (_, i) => {
      const { text } = blocks[start + i]!;
      let id = ids.get(text);
      if (id === undefined) ids.set(text, (id = ids.size));
      return id;
    });
  const [nextIds, previousIds] = [idsOf(next, n), idsOf(previous, m)];
  const counts = new Int32Array(2 * ids.size);
  const onlyAt = new Int32Array(ids.size);
  for (const id of nextIds) counts[2 * id]! += 1;
  previousIds.forEach((id, j) => {
    counts[2 * id + 1]! += 1;
    onlyAt[id] = j;
  });
  // (`taken[j]` is j itself once taken: the previous side's anchors, as matchEntries.ts keeps them.)
  const pair = (i: number, j: number) => void (middle[i] = taken[j] = j);
  // 2. The longest increasing run of the anchors' previous indices (patience sorting): `tails[k]` ends the run of
  // length k + 1 that ends lowest, `back` links each anchor to the one before it in its run.
  const anchors = nextIds.flatMap((id, i) => (counts[2 * id] === 1 && counts[2 * id + 1] === 1 ? [i] : []));
  const at = (a: number) => onlyAt[nextIds[anchors[a]!]!]!;
  const tails: number[] = [];
  const back = anchors.map((_, a) => {
    let [low, high] = [0, tails.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (at(tails[mid]!) < at(a)) low = mid + 1;
      else high = mid;
    }
    tails[low] = a;
    return low ? tails[low - 1]! : -1;
  });
  for (let a = tails.at(-1) ?? -1; a !== -1; a = back[a]!) pair(anchors[a]!, at(a));
  // 3. Each gap: new blocks [i0, i) and previous ones [j0, j), before the anchor (i, j) or the middle's end; its
  // end first, then its texts keyed by number (the gap's, then the text's).
  const [nextKeys, previousKeys] = [[...nextIds], [...previousIds]];
  for (let i = 0, i0 = 0, j0 = 0, gap = 0; i <= n; i++, gap++) {
    for (; i < n && middle[i] === -1; i++) nextKeys[i]! += gap * ids.size;
    const j = i < n ? middle[i]! : m;
    for (let k = j0; k < j; k++) previousKeys[k]! += gap * ids.size;
    for (let [c, d] = [i, j]; !(open && i === n) && c > i0 && d > j0 && nextIds[c - 1] === previousIds[d - 1]; c--, d--) pair(c - 1, d - 1);
    [i0, j0] = [i + 1, j + 1];
  }
  pairInOrder(nextKeys, previousKeys, middle, taken);
  if (retry && n > 1 && !middle.subarray(Math.max(0, n - 4), n - 1).some((j) => j !== -1)) return undefined;
  // 4. and 5. (the store's in-order pairing by a key, matchEntries.ts): the text, then the place between the
  // matched neighbours (the unchanged start and end are neighbours too: a middle between them is one place).
  if (!open) pairInOrder(nextIds, previousIds, middle, taken);
  pairInOrder(placesOf(middle), placesOf(taken), middle, taken);
  return middle;
}

/**
 * `input.blocks` (a split of the document) with stable keys, from the keys of the last commit (`useDerivedState`): a block
 * that continues one of the previous list (see `matchBlocks`) keeps its key, a new one gets a key never used
 * before. The first list keeps the splitter's keys (its indexes), so a server render and its hydration agree.
 * A block continued unmoved is the previous (keyed) object itself, so memo and the WeakMaps keyed by block
 * objects (prepared sources, footnote labels, work estimates) keep working while a document streams.
 */
export function deriveBlockKeys(previous: BlockKeys | undefined, input: BlockKeyInput): BlockKeys {
  return keyBlocks(previous, input, false);
}

/**
 * `deriveBlockKeys` for a split of only the analysed part of a text (useAnalysedLength): the blocks of the last
 * list after the last one the split continues are held, after the split's own, until the analysis reaches them.
 * Without them, an edit at two far places of a long document (a box ticked near the top and one near the end:
 * analysed again from the first, 32 kB per commit) took every block after the first 32 kB off the page, and they
 * came back one commit at a time. Held blocks keep their keys and objects (nothing is parsed again), and the split
 * that reaches them continues them (`matched`). Only blocks already on the page are held: a document shown for the
 * first time has none after its analysed part. When the text changes, their lines are placed in the new text
 * (see `keyBlocks`); while it stays the same, they stay where they are.
 */
export function holdingBlockKeys(previous: BlockKeys | undefined, input: BlockKeyInput): BlockKeys {
  return keyBlocks(previous, input, true);
}

function keyBlocks(previous: BlockKeys | undefined, input: BlockKeyInput, hold: boolean): BlockKeys {
  const { blocks: next, content } = input;
  let blocks = next;
  let matched = next;
  let counter = 0;
  const heldStarts: number[] = [];
  if (previous) {
    const { matched: before, blocks: keyed, source } = previous;
    const matchOf = matchBlocks(before, next, hold);
    ({ counter } = previous);
    blocks = next.map((block, i) => {
      const j = matchOf[i]!;
      if (j === -1) return withKey(block, `n${++counter}`);
      return block === before[j] ? keyed[j]! : withKey(block, keyed[j]!.key);
    });
    // Where block j of the last list starts in the last text: a held one where it was placed, else where its split
    // found it.
    const firstHeld = keyed.length - previous.heldStarts.length;
    const startOf = (j: number) => (j < firstHeld ? keyed[j]!.start : previous.heldStarts[j - firstHeld]!);
    // The split's last block ends where the analysis stopped, maybe inside a block of the last list (a list part
    // cut at a line, a long code block): that one stays as it was shown until the analysis goes past it, held even
    // when no block before it is continued (a reworded first block: else every block after it left the page).
    let kept = next.length;
    const cut = matchOf[kept - 1] ?? -1;
    // The first block of the last list held, and the anchor where the held part begins: after the last block a
    // kept block continues (its end), or at the cut block (its start). There, `anchor` is the last list's block,
    // `x` and `y` the offsets in the last text and the new one, and `lines` how far the lines moved.
    let from = -0.5; // none yet: not a block index, nor a new block's -1
    let [x, y, lines] = [0, 0, 0];
    let anchor: MarkdownBlock | undefined;
    if (hold && cut !== -1 && next[kept - 1]!.text !== before[cut]!.text) {
      const block = next[--kept]!;
      anchor = keyed[(from = cut)]!;
      [x, y, lines] = [startOf(cut), block.start, block.startLine - anchor.startLine];
    }
    for (let i = 0; hold && i < kept; i++) {
      const j = matchOf[i]!;
      const block = next[i]!;
      if (j < from) continue;
      anchor = keyed[j]!;
      from = j + 1;
      [x, y, lines] = [startOf(j) + anchor.text.length, block.start + block.text.length, block.endLine - anchor.endLine];
    }
    if (hold && from >= 0 && from < before.length) {
      const old = source.content;
      // The held blocks are placed in the new text, when it is another one (see `holdingBlockKeys`): the texts are
      // compared after the anchor, natively (commonText.ts), for their common end and the run that stays the same
      // right after the anchor; the lines the new text gained before the common end are counted on the changed
      // part between the two only. Once per text, not per commit of the analysis.
      const same = old === content;
      const end = same ? 0 : commonSuffixLength(old, content, Math.min(old.length - x, content.length - y));
      const run = same ? 0 : commonPrefixLength(old.slice(x, old.length - end), content.slice(y, content.length - end));
      const endLines = same ? 0 : lines + lineCount(content, y + run, content.length - end) - lineCount(old, x + run, old.length - end);
      let endBefore = blocks[kept - 1]?.endLine ?? 0;
      const held = keyed.slice(from).map((block, k) => {
        const at = startOf(from + k);
        // A block in the common end moves by the lines the text gained before it, one in the run with the anchor,
        // and one between them (changed by the edit) line for line when the changed part kept its line count.
        // Else it has no lines: `startLine` one past `endLine`, right after the block before it (a line off would
        // select another step, see blockLine.ts). No lines stay no lines, and without an anchor's lines, none.
        let [by, move] = [lines, NaN];
        if (same) [by, move] = [0, 0];
        else if (!lineless(block) && !lineless(anchor!)) {
          if (at >= old.length - end) [by, move] = [endLines, content.length - old.length];
          else if (at + block.text.length <= x + run || endLines === lines) move = y - x;
        }
        heldStarts.push(at + (move || 0));
        if (Number.isNaN(move)) return { ...block, startLine: endBefore + 1, endLine: endBefore };
        if (by !== 0) block = { ...block, startLine: block.startLine + by, endLine: block.endLine + by };
        endBefore = block.endLine;
        return block;
      });
      blocks = [...blocks.slice(0, kept), ...held];
      matched = [...next.slice(0, kept), ...before.slice(from)];
    }
  }
  return { source: input, blocks, matched, counter, heldStarts };
}

/** A block placed with no lines in the text (`startLine > endLine`), see `keyBlocks`. */
const lineless = (block: MarkdownBlock) => block.startLine > block.endLine;

/** How many lines `text` has from `from` to `to` (the changed part of an edit: a split of a few lines, mostly). */
const lineCount = (text: string, from: number, to: number) => text.slice(from, to).split('\n').length;

