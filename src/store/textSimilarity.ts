// How alike two entry texts are, to recognise a reworded task ("Fix the tokenizer" -> "Fix the tokenizer's
// boundary check"). Only entries that found no exact match are compared, but up to 200 x 200 pairs of them,
// so each text is profiled once (its words as sorted numbers from a shared vocabulary) and a comparison is a
// merge of two small integer arrays that allocates nothing.

/** What a text is compared by: its distinct words as sorted ids, and (on demand) its character bigrams. */
export interface TextProfile {
  readonly words: Int32Array;
  /** The lower-cased, space-collapsed start of the text, for bigrams. */
  readonly compact: string;
  bigrams: ReadonlySet<string> | undefined;
}

/** Word -> id, shared by the profiles that are compared with each other. */
export type Vocabulary = Map<string, number>;

/** Texts are compared by their start: enough to recognise a task, and bounds the cost for 10,000-char entries. */
const PROFILE_LENGTH = 512;

const WORD = /[\p{L}\p{N}]+/gu;

/** Profiles (the start of) a text: lower-cased word tokens (letters and digits) as ids from `vocabulary`. */
export function createTextProfile(text: string, vocabulary: Vocabulary): TextProfile {
  const lower = text.slice(0, PROFILE_LENGTH).toLowerCase();
  const ids = new Set<number>();
  for (const word of lower.match(WORD) ?? []) {
    let id = vocabulary.get(word);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(word, id);
    }
    ids.add(id);
  }
  const words = Int32Array.from(ids).sort();
  return { words, compact: lower.replace(/\s+/g, ' ').trim(), bigrams: undefined };
}

function bigramsOf(profile: TextProfile): ReadonlySet<string> {
  if (profile.bigrams === undefined) {
    const bigrams = new Set<string>();
    const text = profile.compact;
    for (let i = 0; i + 1 < text.length; i++) bigrams.add(text.slice(i, i + 2));
    profile.bigrams = bigrams;
  }
  return profile.bigrams;
}

/** Dice coefficient 2|A∩B| / (|A| + |B|) of two sorted id arrays without repeats. */
function diceOfWords(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) {
      i++;
    } else {
      j++;
    }
  }
  return (2 * shared) / (a.length + b.length);
}

function diceOfSets(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const sizes = a.size + b.size;
  if (sizes === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return (2 * shared) / sizes;
}

/**
 * Similarity of two profiled texts in [0, 1]: the Dice coefficient of their word sets, or of their character
 * bigrams when either text has fewer than two words (a single word, or a script written without spaces).
 */
export function profileSimilarity(a: TextProfile, b: TextProfile): number {
  if (a.words.length >= 2 && b.words.length >= 2) return diceOfWords(a.words, b.words);
  return diceOfSets(bigramsOf(a), bigramsOf(b));
}

/** Similarity of two texts in [0, 1] (see `profileSimilarity`). */
export function textSimilarity(a: string, b: string): number {
  const vocabulary: Vocabulary = new Map();
  return profileSimilarity(createTextProfile(a, vocabulary), createTextProfile(b, vocabulary));
}
