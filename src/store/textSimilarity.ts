// How alike two entry texts are, to recognise a reworded task ("Fix the tokenizer" -> "Fix the tokenizer's
// boundary check"). Only the few entries that found no exact match are compared, so clarity beats speed here.

/** What a text is compared by: its word tokens, and its character bigrams for texts of fewer than two words. */
export interface TextProfile {
  readonly words: ReadonlySet<string>;
  readonly bigrams: ReadonlySet<string>;
}

/** Texts are compared by their start: enough to recognise a task, and bounds the cost for 10,000-char entries. */
const PROFILE_LENGTH = 512;

const WORD = /[\p{L}\p{N}]+/gu;

/** Lower-cased word tokens and character bigrams of (the start of) a text. */
export function createTextProfile(text: string): TextProfile {
  const lower = text.slice(0, PROFILE_LENGTH).toLowerCase();
  const words = new Set(lower.match(WORD) ?? []);
  const bigrams = new Set<string>();
  const compact = lower.replace(/\s+/g, ' ').trim();
  for (let i = 0; i + 1 < compact.length; i++) bigrams.add(compact.slice(i, i + 2));
  return { words, bigrams };
}

/** Dice coefficient of two sets: 2|A∩B| / (|A| + |B|); 0 when both are empty. */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  const sizes = a.size + b.size;
  if (sizes === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared++;
  return (2 * shared) / sizes;
}

/**
 * Similarity of two texts in [0, 1]: the Dice coefficient of their word-token sets (case-insensitive, letters
 * and digits), or of their character bigrams when either text has fewer than two words.
 */
export function profileSimilarity(a: TextProfile, b: TextProfile): number {
  if (a.words.size >= 2 && b.words.size >= 2) return dice(a.words, b.words);
  return dice(a.bigrams, b.bigrams);
}

/** `profileSimilarity` of two texts. */
export function textSimilarity(a: string, b: string): number {
  return profileSimilarity(createTextProfile(a), createTextProfile(b));
}
