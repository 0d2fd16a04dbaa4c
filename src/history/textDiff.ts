// Word and line diffs of plan text, on top of diffSequences. Bounded: past the work cap a text is "replaced"
// (all of the old deleted, all of the new inserted), which is still exact, only coarser.
import { DEFAULT_DIFF_BUDGET, diffSequences, type SequenceOp } from './diffSequences';

/** A run of text kept, deleted from the old text or inserted in the new one. */
export interface TextDiffPart {
  readonly op: 'equal' | 'delete' | 'insert';
  readonly text: string;
}

/** Words and the spaces between them, so that joining the tokens gives the text back exactly. */
export function splitWords(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

/** Joins runs of the same op into one part. */
function toParts(tokens: { a: readonly string[]; b: readonly string[] }, ops: readonly SequenceOp[]): TextDiffPart[] {
  const parts: { op: TextDiffPart['op']; text: string }[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    const text = op === 'insert' ? tokens.b[j++]! : tokens.a[i++]!;
    if (op === 'equal') j++;
    const last = parts[parts.length - 1];
    if (last?.op === op) last.text += text;
    else parts.push({ op, text });
  }
  return parts;
}

/**
 * The word-level difference of two texts: joining the `equal` and `delete` parts gives `before`, the `equal` and
 * `insert` parts gives `after`. Past `budget` steps of work: one `delete` of `before` and one `insert` of `after`.
 */
export function diffWords(before: string, after: string, budget = DEFAULT_DIFF_BUDGET): TextDiffPart[] {
  const a = splitWords(before);
  const b = splitWords(after);
  const ops = diffSequences(a, b, budget);
  if (ops !== null) return toParts({ a, b }, ops);
  const parts: TextDiffPart[] = [];
  if (before !== '') parts.push({ op: 'delete', text: before });
  if (after !== '') parts.push({ op: 'insert', text: after });
  return parts;
}

/** The text on one side of a word diff: `before` (equal + delete) or `after` (equal + insert). */
export function textOfSide(parts: readonly TextDiffPart[], side: 'before' | 'after'): string {
  const skip = side === 'before' ? 'insert' : 'delete';
  let text = '';
  for (const part of parts) if (part.op !== skip) text += part.text;
  return text;
}

/** How much of two texts a word diff keeps, from 0 (nothing in common) to 1 (same words), ignoring spaces. */
export function wordSimilarity(parts: readonly TextDiffPart[]): number {
  let kept = 0;
  let total = 0;
  for (const part of parts) {
    const length = part.text.replace(/\s+/g, '').length;
    // Dice's coefficient: kept characters count on both sides.
    total += part.op === 'equal' ? 2 * length : length;
    if (part.op === 'equal') kept += 2 * length;
  }
  return total === 0 ? 1 : kept / total;
}
