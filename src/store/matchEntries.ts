// Which entry of the previous list each entry of a new list continues. Entries carry no ids on the wire and
// every update replaces the whole list, so identity is inferred: exact text first (a moved entry, duplicates in
// order), then rewording (similar text, or a different text at the same place between the same neighbours).
import { createTextProfile, profileSimilarity, type Vocabulary } from './textSimilarity';

/** Word-token similarity from which two unmatched texts count as the same task reworded. */
export const REWORD_SIMILARITY = 0.5;

/**
 * Past this many (new x previous) unmatched pairs, similarity is not computed (it is quadratic; about 3 ms at
 * the limit here) and only the same-place pairing runs, which is linear.
 */
export const MAX_SIMILARITY_PAIRS = 200 * 200;

/** Among similar pairs, one at the same place outranks one elsewhere unless that one is this much more similar. */
const SAME_PLACE_BONUS = 0.5;

/** Anything with a text to match by. */
export interface MatchableEntry {
  readonly content: string;
}

interface Candidate {
  readonly next: number;
  readonly previous: number;
  readonly score: number;
  readonly samePlace: boolean;
}

/**
 * Matches `next` against `previous`: returns, for each index of `next`, the index in `previous` of the entry
 * it continues, or -1 for a new entry. Each previous entry is used at most once. Deterministic.
 *
 * 1. Exact text anywhere: the n-th occurrence of a text continues the n-th previous occurrence still free.
 * 2. Among the rest, similar texts (`REWORD_SIMILARITY`), greedy best score first, a pair at the same place
 *    ranking higher: "the same place" is between the same two exactly matched neighbours (or the same
 *    neighbour and the list's start or end).
 * 3. Among the rest, entries at the same place pair in list order (a reword in place), however different.
 * Nothing is "the same place" when no entry matched exactly: a completely different list is new entries.
 */
export function matchEntries(previous: readonly MatchableEntry[], next: readonly MatchableEntry[]): Int32Array {
  const matchOf = new Int32Array(next.length).fill(-1);
  const taken = new Uint8Array(previous.length);

  // Exact matches through a multiset: text -> first free previous index, chained to the next one with that text.
  const firstFree = new Map<string, number>();
  const sameTextAfter = new Int32Array(previous.length).fill(-1);
  for (let j = previous.length - 1; j >= 0; j--) {
    const text = previous[j]!.content;
    const later = firstFree.get(text);
    if (later !== undefined) sameTextAfter[j] = later;
    firstFree.set(text, j);
  }
  let exact = 0;
  for (let i = 0; i < next.length; i++) {
    const text = next[i]!.content;
    const j = firstFree.get(text);
    if (j === undefined) continue;
    matchOf[i] = j;
    taken[j] = 1;
    exact++;
    const after = sameTextAfter[j]!;
    if (after >= 0) firstFree.set(text, after);
    else firstFree.delete(text);
  }

  const freeNext: number[] = [];
  for (let i = 0; i < next.length; i++) if (matchOf[i] === -1) freeNext.push(i);
  const freePrevious: number[] = [];
  for (let j = 0; j < previous.length; j++) if (taken[j] === 0) freePrevious.push(j);
  if (freeNext.length === 0 || freePrevious.length === 0) return matchOf;

  const places = exact > 0 ? computePlaces(previous.length, matchOf, taken) : undefined;
  if (freeNext.length * freePrevious.length > MAX_SIMILARITY_PAIRS) {
    if (places !== undefined) pairBySamePlace(freeNext, freePrevious, places, matchOf);
    return matchOf;
  }
  pairBySimilarity(previous, next, freeNext, freePrevious, places, matchOf);
  return matchOf;
}

/**
 * "Places" of unmatched entries: the previous indices of the nearest exactly matched entries before and after
 * (-1 for the start, -2 for the end), as one string so two places compare with `===`.
 */
interface Places {
  readonly ofNext: readonly string[];
  readonly ofPrevious: readonly string[];
}

function computePlaces(previousLength: number, matchOf: Int32Array, taken: Uint8Array): Places {
  const ofNext = placesOf(matchOf.length, (i) => matchOf[i]!);
  const ofPrevious = placesOf(previousLength, (j) => (taken[j] === 1 ? j : -1));
  return { ofNext, ofPrevious };
}

/** For every index, `before,after`: the anchors around it (`anchorAt(i)` is -1 where there is none). */
function placesOf(length: number, anchorAt: (index: number) => number): string[] {
  const after = new Array<number>(length);
  let anchor = -2;
  for (let i = length - 1; i >= 0; i--) {
    after[i] = anchor;
    const here = anchorAt(i);
    if (here >= 0) anchor = here;
  }
  const places = new Array<string>(length);
  anchor = -1;
  for (let i = 0; i < length; i++) {
    places[i] = `${anchor},${after[i]}`;
    const here = anchorAt(i);
    if (here >= 0) anchor = here;
  }
  return places;
}

/** Linear fallback for huge remainders: within each place, pair new and previous entries in order. */
function pairBySamePlace(freeNext: number[], freePrevious: number[], places: Places, matchOf: Int32Array): void {
  const queues = new Map<string, number[]>();
  for (const j of freePrevious) {
    const place = places.ofPrevious[j]!;
    const queue = queues.get(place);
    if (queue === undefined) queues.set(place, [j]);
    else queue.push(j);
  }
  const heads = new Map<string, number>();
  for (const i of freeNext) {
    const place = places.ofNext[i]!;
    const queue = queues.get(place);
    if (queue === undefined) continue;
    const head = heads.get(place) ?? 0;
    if (head >= queue.length) continue;
    matchOf[i] = queue[head]!;
    heads.set(place, head + 1);
  }
}

function pairBySimilarity(
  previous: readonly MatchableEntry[],
  next: readonly MatchableEntry[],
  freeNext: number[],
  freePrevious: number[],
  places: Places | undefined,
  matchOf: Int32Array,
): void {
  const vocabulary: Vocabulary = new Map();
  const previousProfiles = freePrevious.map((j) => createTextProfile(previous[j]!.content, vocabulary));
  const candidates: Candidate[] = [];
  for (const i of freeNext) {
    const profile = createTextProfile(next[i]!.content, vocabulary);
    for (let k = 0; k < freePrevious.length; k++) {
      const similarity = profileSimilarity(profile, previousProfiles[k]!);
      if (similarity < REWORD_SIMILARITY) continue;
      const j = freePrevious[k]!;
      const samePlace = places !== undefined && places.ofNext[i] === places.ofPrevious[j];
      candidates.push({ next: i, previous: j, score: similarity + (samePlace ? SAME_PLACE_BONUS : 0), samePlace });
    }
  }
  // Best first; ties go to the same place, then list order, so the outcome never depends on sort stability.
  candidates.sort(
    (a, b) =>
      b.score - a.score || Number(b.samePlace) - Number(a.samePlace) || a.next - b.next || a.previous - b.previous,
  );
  const used = new Uint8Array(previous.length);
  for (const candidate of candidates) {
    if (matchOf[candidate.next] !== -1 || used[candidate.previous] === 1) continue;
    matchOf[candidate.next] = candidate.previous;
    used[candidate.previous] = 1;
  }
  if (places === undefined) return;
  // The rest: a different text at the same place is the same task reworded.
  pairBySamePlace(
    freeNext.filter((i) => matchOf[i] === -1),
    freePrevious.filter((j) => used[j] === 0),
    places,
    matchOf,
  );
}
