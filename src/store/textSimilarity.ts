// How alike two entry texts are, to recognise a reworded task ("Fix the tokenizer" -> "Fix the tokenizer's
// boundary check"). Only entries that found no exact match are compared, but up to 200 x 200 pairs of them,
// so each text is profiled once (word set, bigrams) and a comparison is set lookups that allocate nothing, counted
// against the caller's budget so that `matchEntries` can bound the total however long the texts are.

/** What a text is compared by: its distinct words and its distinct character bigrams. */
export interface TextProfile {
  readonly words: Set<string>;
  /** Of the lower-cased, space-collapsed start of the text (`BIGRAM_LENGTH` chars at most). */
  readonly bigrams: Set<string>;
}

/** Texts are compared by their start: enough to recognise a task, and bounds the cost for 10,000-char entries. */
const PROFILE_LENGTH = 512;

/** Bigrams come from a shorter start: a word or two (a CJK sentence) is enough, and one bigram per char is many. */
const BIGRAM_LENGTH = 96;

/** Set lookups a caller still allows its comparisons; each comparison takes what it spends. */
export interface LookupBudget {
  left: number;
}

/** Profiles (the start of) a text: its lower-cased word tokens (letters and digits), and bigrams. */
export function createTextProfile(text: string): TextProfile {
  const lower = text.slice(0, PROFILE_LENGTH).toLowerCase();
  const compact = lower.replace(/\s+/g, ' ').trim().slice(0, BIGRAM_LENGTH);
  const bigrams = new Set<string>();
  for (let i = 2; i <= compact.length; i++) bigrams.add(compact.slice(i - 2, i));
  return { words: new Set(lower.match(/[\p{L}\p{N}]+/gu)), bigrams };
}

/** Dice coefficient 2|A∩B| / (|A| + |B|); 0 when both are empty. */
function dice(a: Set<string>, b: Set<string>, budget?: LookupBudget): number {
  let shared = 0;
  if (budget) budget.left -= a.size;
  for (const token of a) if (b.has(token)) shared++;
  return shared && (2 * shared) / (a.size + b.size);
}

/**
 * Similarity of two profiled texts in [0, 1]: the Dice coefficient of their word sets, or of their character
 * bigrams when either text has fewer than two words (a single word, or a script written without spaces). The
 * set lookups it makes are taken from `budget`.
 */
export function profileSimilarity(a: TextProfile, b: TextProfile, budget?: LookupBudget): number {
  return a.words.size >= 2 && b.words.size >= 2 ? dice(a.words, b.words, budget) : dice(a.bigrams, b.bigrams, budget);
}

/** Similarity of two texts in [0, 1] (see `profileSimilarity`). */
export function textSimilarity(a: string, b: string): number {
  return profileSimilarity(createTextProfile(a), createTextProfile(b));
}
