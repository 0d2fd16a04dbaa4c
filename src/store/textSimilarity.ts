// How alike two entry texts are, to recognise a reworded task ("Fix the tokenizer" -> "Fix the tokenizer's
// boundary check"). Only entries that found no exact match are compared, but up to 200 x 200 pairs of them,
// so each text is profiled once (its words as sorted numbers from a shared vocabulary) and a comparison is a
// merge of two small integer arrays that allocates nothing.

/** What a text is compared by: its distinct words as sorted ids, and (on demand) its character bigrams, likewise. */
export interface TextProfile {
  readonly words: Int32Array;
  /** The lower-cased, space-collapsed start of the text, for bigrams. */
  readonly compact: string;
  bigrams: Int32Array | undefined;
}

/**
 * Token -> id, shared by the profiles that are compared with each other. Words and bigrams share it: a word
 * and a bigram with one id are never compared, so equal ids still mean equal tokens wherever it matters.
 */
export type Vocabulary = Map<string, number>;

/** Texts are compared by their start: enough to recognise a task, and bounds the cost for 10,000-char entries. */
const PROFILE_LENGTH = 512;

const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct ids of `tokens` in `vocabulary` (new tokens get new ids), sorted. */
function idsOf(tokens: Iterable<string>, vocabulary: Vocabulary): Int32Array {
  const ids = new Set<number>();
  for (const token of tokens) {
    let id = vocabulary.get(token);
    if (id === undefined) vocabulary.set(token, (id = vocabulary.size));
    ids.add(id);
  }
  return Int32Array.from(ids).sort();
}

/** Profiles (the start of) a text: lower-cased word tokens (letters and digits) as ids from `vocabulary`. */
export function createTextProfile(text: string, vocabulary: Vocabulary): TextProfile {
  const lower = text.slice(0, PROFILE_LENGTH).toLowerCase();
  return { words: idsOf(lower.match(WORD) ?? [], vocabulary), compact: lower.replace(/\s+/g, ' ').trim(), bigrams: undefined };
}

/** Dice coefficient 2|A∩B| / (|A| + |B|) of two sorted id arrays without repeats; 0 when both are empty. */
function dice(a: Int32Array, b: Int32Array): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x <= y) i++;
    if (y <= x) j++;
    if (x === y) shared++;
  }
  return shared === 0 ? 0 : (2 * shared) / (a.length + b.length);
}

/**
 * Similarity of two profiled texts in [0, 1]: the Dice coefficient of their word sets, or of their character
 * bigrams when either text has fewer than two words (a single word, or a script written without spaces).
 */
export function profileSimilarity(a: TextProfile, b: TextProfile, vocabulary: Vocabulary): number {
  if (a.words.length >= 2 && b.words.length >= 2) return dice(a.words, b.words);
  for (const profile of [a, b]) {
    const text = profile.compact;
    profile.bigrams ??= idsOf(Array.from({ length: Math.max(0, text.length - 1) }, (_, i) => text.slice(i, i + 2)), vocabulary);
  }
  return dice(a.bigrams!, b.bigrams!);
}

/** Similarity of two texts in [0, 1] (see `profileSimilarity`). */
export function textSimilarity(a: string, b: string): number {
  const vocabulary: Vocabulary = new Map();
  return profileSimilarity(createTextProfile(a, vocabulary), createTextProfile(b, vocabulary), vocabulary);
}
