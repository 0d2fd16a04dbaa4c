import { diffLines } from './diffLines';
import type { DiffOptions } from './diffItemPlans';
import { diffWords, wordSimilarity } from './textDiff';
import type { MarkdownLineChange, MarkdownPlanDiff } from './types';

/** A changed line keeps being "reworded" (not removed + added) while at least this much of it stays. */
const REWORDED_SIMILARITY = 0.5;
/** Work cap of the word diff of one changed line pair: the line diff already bounds how many pairs there are. */
const LINE_WORD_BUDGET = 2_000;

/**
 * The line diff of two markdown revisions, with a word diff for each changed line that still resembles the one it
 * replaced. Long documents are cut at their unique lines, so edits scattered over 1 MB stay line by line; a stretch
 * past the work cap (`DiffOptions.budget`) is removed and added whole, and the result says `replaced`. Pure.
 */
export function diffMarkdownPlans(before: { readonly content: string }, after: { readonly content: string }, options: DiffOptions = {}): MarkdownPlanDiff {
  const a = before.content.split('\n');
  const b = after.content.split('\n');
  const { ops, capped } = diffLines(a, b, options.budget);
  const lines: MarkdownLineChange[] = [];
  let deleted: string[] = [];
  let inserted: string[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(deleted.length, inserted.length); i++) {
      const from = deleted[i];
      const to = inserted[i];
      if (from !== undefined && to !== undefined) {
        const words = diffWords(from, to, LINE_WORD_BUDGET);
        if (wordSimilarity(words) >= REWORDED_SIMILARITY) {
          lines.push({ change: 'reworded', from, to, words });
          continue;
        }
      }
      if (from !== undefined) lines.push({ change: 'removed', text: from });
      if (to !== undefined) lines.push({ change: 'added', text: to });
    }
    deleted = [];
    inserted = [];
  };
  let i = 0;
  let j = 0;
  for (const op of ops) {
    if (op === 'delete') deleted.push(a[i++]!);
    else if (op === 'insert') inserted.push(b[j++]!);
    else {
      flush();
      lines.push({ change: 'unchanged', text: a[i++]! });
      j++;
    }
  }
  flush();
  return { type: 'markdown', lines, replaced: capped };
}
