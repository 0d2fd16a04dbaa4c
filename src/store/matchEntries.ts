// Which entry of the previous list each entry of a new list continues. Entries carry no ids on the wire and
// every update replaces the whole list, so identity is inferred: exact text first (a moved entry, duplicates in
// order), then rewording (similar text, or a different text at the same place between the same neighbours).
// Only runs when the texts changed (reconcileEntries handles "same texts in the same places" itself).
import { createTextProfile, profileSimilarity } from './textSimilarity';

/** Word-token similarity from which two unmatched texts count as the same task reworded. */
export const REWORD_SIMILARITY = 0.5;

/**
 * Past this many (new x previous) unmatched pairs, similarity is not computed (it is quadratic) and only the
 * same-place pairing runs, which is linear.
 */
export const MAX_SIMILARITY_PAIRS = 200 * 200;

/**
 * Nor past this many set lookups (one call's budget): a comparison costs one per word or bigram, so long texts exhaust
 * it with fewer pairs. Whatever the texts, similarity then costs at most this (a few ms), all of it or none.
 */
export const MAX_SIMILARITY_LOOKUPS = 1 << 18;

/** Among similar pairs, one at the same place outranks one elsewhere unless that one is this much more similar. */
const SAME_PLACE_BONUS = 0.5;

/** Anything with a text to match by (and a status, to tell entries with the same text apart). */
export interface MatchableEntry {
  readonly content: string;
  readonly status?: string;
}

/**
 * Pairs the entries still free (-1 in `matchOf` / `taken`) whose keys are equal, in list order: the n-th free
 * new entry with a key continues the n-th free previous entry with that key. With `same` (new index, previous
 * index), when a key has fewer free new entries than previous ones, a new entry skips the previous ones before
 * the first it accepts, as long as enough are left over for the rest: which ones remain is chosen by `same`,
 * still in order. Linear when a key has a few surplus entries; at most (new x surplus) calls of `same`.
 */
export function pairInOrder<Key>(
  keyOfNext: readonly Key[],
  keyOfPrevious: readonly Key[],
  matchOf: Int32Array,
  taken: Int32Array,
  same?: (i: number, j: number) => boolean,
): void {
  // key -> the first free previous index with that key (-1: none left); `later[j]`: the one after j.
  const firstFree = new Map<Key, number>();
  // key -> free previous entries minus free new entries: how many previous ones can be skipped. Counted only
  // with `same`, the one reader, which is the first call (every entry still free).
  const surplus = new Map<Key, number>();
  const count = (key: Key, by: number) => same && surplus.set(key, (surplus.get(key) ?? 0) + by);
  const later = new Int32Array(taken.length);
  for (let j = taken.length - 1; j >= 0; j--) {
    if (taken[j] !== -1) continue;
    later[j] = firstFree.get(keyOfPrevious[j]!) ?? -1;
    firstFree.set(keyOfPrevious[j]!, j);
    count(keyOfPrevious[j]!, 1);
  }
  for (const key of keyOfNext) count(key, -1);
  for (let i = 0; i < matchOf.length; i++) {
    let j = matchOf[i] === -1 ? (firstFree.get(keyOfNext[i]!) ?? -1) : -1;
    if (j === -1) continue;
    // (The walk stays in the list: at least surplus + 1 free previous entries with this key are left.)
    for (let q = j, left = surplus.get(keyOfNext[i]!)!; same && left >= 0; q = later[q]!, left--) {
      if (same(i, q)) {
        j = q;
        surplus.set(keyOfNext[i]!, left);
        break;
      }
    }
    matchOf[i] = taken[j] = j;
    firstFree.set(keyOfNext[i]!, later[j]!);
  }
}

/**
 * The indices whose mark is -1 (free): after `matchEntries`, the new entries of `matchOf` and the removed ones
 * of `taken`.
 */
export function freeIndices(marks: Int32Array): number[] {
  const indices: number[] = [];
  for (let index = 0; index < marks.length; index++) if (marks[index] === -1) indices.push(index);
  return indices;
}

/**
 * "Places": for every index, the previous indices of the nearest anchors (exactly matched entries) before and
 * after it, -1 for the start and -2 for the end, as one string so two places compare with `===`. `anchors[i]`
 * is the previous index an entry is anchored to, or -1.
 */
export function placesOf(anchors: Int32Array): string[] {
  const places = new Array<string>(anchors.length);
  for (let i = anchors.length - 1, after = -2; i >= 0; i--) {
    places[i] = `,${after}`;
    if (anchors[i]! >= 0) after = anchors[i]!;
  }
  for (let i = 0, before = -1; i < anchors.length; i++) {
    places[i] = before + places[i]!;
    if (anchors[i]! >= 0) before = anchors[i]!;
  }
  return places;
}

/**
 * Matches `next` against `previous`: returns, for each index of `next`, the index in `previous` of the entry
 * it continues, or -1 for a new entry; and for each index of `previous` itself when it was continued, or -1
 * when it was not (a removed entry). Each previous entry is used at most once. Deterministic.
 *
 * 1. Exact text anywhere: the n-th occurrence of a text continues the n-th previous occurrence still free; when
 *    a text occurs fewer times than before, which previous ones go on is chosen by status, still in order.
 * 2. Among the rest, similar texts (`REWORD_SIMILARITY`), greedy best score first (ties in list order), a pair
 *    at the same place ranking higher: "the same place" is between the same two exactly matched neighbours
 *    (or the same neighbour and the list's start or end). Skipped past `MAX_SIMILARITY_PAIRS` or
 *    `MAX_SIMILARITY_LOOKUPS`.
 * 3. Among the rest, entries at the same place pair in list order (a reword in place), however different.
 * Nothing is "the same place" when no entry matched exactly: a completely different list is new entries.
 */
export function matchEntries(
  previous: readonly MatchableEntry[],
  next: readonly MatchableEntry[],
): [matchOf: Int32Array, taken: Int32Array] {
  const matchOf = new Int32Array(next.length).fill(-1);
  // Previous index -> itself once taken, else -1 (so it doubles as the previous list's anchors).
  const taken = new Int32Array(previous.length).fill(-1);
  // Nothing to continue (a first list): every entry is new, and no text is hashed. Hashing is linear but not
  // free: 5,000 entries of 4,000 characters are 20 MB of text, ~200 ms in the first commit of <PlanList entries>.
  if (!previous.length) return [matchOf, taken];
  const textsOfNext = next.map((entry) => entry.content);
  const textsOfPrevious = previous.map((entry) => entry.content);
  // Fewer of a text than before: the ones kept are those whose status goes on (not simply the first ones).
  pairInOrder(textsOfNext, textsOfPrevious, matchOf, taken, (i, j) => next[i]!.status === previous[j]!.status);

  const nextLeft = freeIndices(matchOf);
  const previousLeft = freeIndices(taken);
  if (nextLeft.length === 0 || previousLeft.length === 0) return [matchOf, taken];

  // Places are taken from the exact matches alone (before rewordings pair up), and only when there are some.
  const exact = next.length > nextLeft.length;
  const placesOfNext = exact ? placesOf(matchOf) : undefined;
  const placesOfPrevious = exact ? placesOf(taken) : undefined;

  if (nextLeft.length * previousLeft.length <= MAX_SIMILARITY_PAIRS) {
    const profiles = previousLeft.map((j) => createTextProfile(textsOfPrevious[j]!));
    // [score, next index, previous index], pushed in list order
    const candidates: [number, number, number][] = [];
    // This call's own budget: no count outlives it or is shared between stores.
    const budget = { left: MAX_SIMILARITY_LOOKUPS };
    for (const i of nextLeft) {
      const profile = createTextProfile(textsOfNext[i]!);
      previousLeft.forEach((j, k) => {
        if (budget.left < 0) return; // over budget: no more comparisons, and none of them counts
        const similarity = profileSimilarity(profile, profiles[k]!, budget);
        if (similarity < REWORD_SIMILARITY) return;
        const samePlace = placesOfNext !== undefined && placesOfNext[i] === placesOfPrevious![j];
        candidates.push([similarity + (samePlace ? SAME_PLACE_BONUS : 0), i, j]);
      });
    }
    // Best first; the sort is stable, so ties stay in list order.
    if (budget.left >= 0) {
      for (const [, i, j] of candidates.sort((a, b) => b[0] - a[0])) {
        if (matchOf[i] === -1 && taken[j] === -1) matchOf[i] = taken[j] = j;
      }
    }
  }
  // The rest: a different text at the same place is the same task reworded.
  if (placesOfNext !== undefined) pairInOrder(placesOfNext, placesOfPrevious!, matchOf, taken);
  return [matchOf, taken];
}
