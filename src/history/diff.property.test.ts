import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyItemDiff, markdownDiffSide } from './applyPlanDiff';
import { diffItemPlans } from './diffItemPlans';
import { diffMarkdownPlans } from './diffMarkdownPlans';
import { diffLines } from './diffLines';
import { diffSequences } from './diffSequences';
import { diffWords, textOfSide } from './textDiff';
import type { DiffEntry } from './types';

// Property tests: a diff is exact. Applied to the old revision it gives the new one; it invents no entry and loses
// none; a word diff's two sides are the two texts.

const words = fc.array(fc.constantFrom('fix', 'the', 'bug', 'read', 'a', ' ', '  ', '\n', 'é'), { maxLength: 12 }).map((parts) => parts.join(''));
const status = fc.constantFrom('pending', 'in_progress', 'completed', 'cancelled', '_verified');
const priority = fc.constantFrom('high', 'medium', 'low');
const entryFields = fc.record({ content: words, status, priority });

/** Two revisions sharing some keys: the second a shuffled, edited, partly new selection of the first. */
const revisions = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 12 }),
    fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 12 }),
    fc.array(entryFields, { minLength: 31, maxLength: 31 }),
    fc.array(entryFields, { minLength: 31, maxLength: 31 }),
    fc.array(fc.boolean(), { minLength: 31, maxLength: 31 }),
  )
  .map(([oldKeys, newKeys, oldFields, newFields, same]) => {
    const before: DiffEntry[] = oldKeys.map((key) => ({ key: `k${key}`, ...oldFields[key]! }));
    const after: DiffEntry[] = newKeys.map((key) => ({ key: `k${key}`, ...(same[key] ? oldFields[key]! : newFields[key]!) }));
    return { before, after };
  });

describe('diff properties', () => {
  it('item diff: applying it to the old entries gives the new ones', () => {
    fc.assert(
      fc.property(revisions, ({ before, after }) => {
        const diff = diffItemPlans({ entries: before }, { entries: after });
        expect(applyItemDiff(diff, before)).toEqual(after);
      }),
    );
  });

  it('item diff: nothing invented or lost (every key of either side is accounted for, once per kind)', () => {
    fc.assert(
      fc.property(revisions, ({ before, after }) => {
        const diff = diffItemPlans({ entries: before }, { entries: after });
        const oldKeys = new Set(before.map((entry) => entry.key));
        const newKeys = new Set(after.map((entry) => entry.key));
        const seen = new Set<string>();
        for (const change of diff.changes) {
          const id = `${change.change}:${change.key}`;
          expect(seen.has(id), id).toBe(false);
          seen.add(id);
          if (change.change === 'added') expect(oldKeys.has(change.key) || !newKeys.has(change.key)).toBe(false);
          else if (change.change === 'removed') expect(newKeys.has(change.key) || !oldKeys.has(change.key)).toBe(false);
          else expect(oldKeys.has(change.key) && newKeys.has(change.key)).toBe(true);
        }
        for (const key of newKeys) if (!oldKeys.has(key)) expect(seen.has(`added:${key}`)).toBe(true);
        for (const key of oldKeys) if (!newKeys.has(key)) expect(seen.has(`removed:${key}`)).toBe(true);
        // Identical lists: no change at all.
        expect(diffItemPlans({ entries: before }, { entries: before }).changes).toEqual([]);
      }),
    );
  });

  it('word diff: its sides are the two texts, whatever the budget', () => {
    fc.assert(
      fc.property(words, words, fc.constantFrom(5, 50, 200_000), (a, b, budget) => {
        const parts = diffWords(a, b, budget);
        expect(textOfSide(parts, 'before')).toBe(a);
        expect(textOfSide(parts, 'after')).toBe(b);
        expect(parts.every((part) => part.text !== '')).toBe(true);
      }),
    );
  });

  it('sequence diff: minimal (never longer than delete-all + insert-all) and exact', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 20 }), (a, b) => {
        const ops = diffSequences(a, b)!;
        const kept = ops.filter((op) => op === 'equal').length;
        expect(ops.filter((op) => op !== 'insert')).toHaveLength(a.length);
        expect(ops.filter((op) => op !== 'delete')).toHaveLength(b.length);
        expect(ops.length - kept).toBe(a.length + b.length - 2 * lcsLength(a, b));
      }),
    );
  });

  it('line diff: exact on long inputs (anchored on unique lines) and under any budget (capped stretches)', () => {
    const lines = fc.array(fc.integer({ min: 0, max: 60 }).map(String), { minLength: 70, maxLength: 300 });
    fc.assert(
      fc.property(lines, lines, fc.constantFrom(0, 50, 5_000, 200_000), (a, b, budget) => {
        const { ops, capped } = diffLines(a, b, budget);
        // Replaying the script on `a` gives `b`, taking every line of `a` in order.
        const out: string[] = [];
        let i = 0;
        for (const op of ops) {
          if (op === 'insert') out.push(b[out.length]!);
          else if (op === 'equal') {
            expect(a[i]).toBe(b[out.length]);
            out.push(a[i++]!);
          } else i++;
        }
        expect(out).toEqual(b);
        expect(i).toBe(a.length);
        if (budget === 200_000) expect(capped).toBe(false);
      }),
    );
  });

  it('markdown diff: a long document of distinct lines, edited here and there, is diffed line by line', () => {
    const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('insert', 'delete', 'replace') });
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 3_000 }), fc.array(edit, { maxLength: 40 }), (length, edits) => {
        const before = Array.from({ length }, (_, i) => `- [ ] step ${i}`);
        const after = [...before];
        let kept = length;
        edits.forEach(({ at, kind }, n) => {
          const where = at % (after.length + 1);
          if (kind === 'insert') after.splice(where, 0, `new line ${n}`);
          else if (where < after.length && after[where]!.startsWith('- ')) {
            after.splice(where, 1, ...(kind === 'replace' ? [`changed line ${n}`] : []));
            kept--;
          }
        });
        const diff = diffMarkdownPlans({ content: before.join('\n') }, { content: after.join('\n') });
        expect(diff.replaced).toBe(false);
        expect(diff.lines.filter((line) => line.change === 'unchanged')).toHaveLength(kept);
        expect(markdownDiffSide(diff, 'after')).toBe(after.join('\n'));
        expect(markdownDiffSide(diff, 'before')).toBe(before.join('\n'));
      }),
      { numRuns: 40 },
    );
  });

  it('markdown diff: both sides come back exactly', () => {
    const doc = fc.array(fc.constantFrom('# Plan', '- [ ] fix the bug', '- [x] fix the bug', 'notes', '', 'read a'), { maxLength: 12 }).map((lines) => lines.join('\n'));
    fc.assert(
      fc.property(doc, doc, fc.constantFrom(3, 200_000), (a, b, budget) => {
        const diff = diffMarkdownPlans({ content: a }, { content: b }, { budget });
        expect(markdownDiffSide(diff, 'before')).toBe(a);
        expect(markdownDiffSide(diff, 'after')).toBe(b);
      }),
    );
  });
});

function lcsLength(a: readonly number[], b: readonly number[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const up = row[j]!;
      row[j] = x === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = up;
    }
  }
  return row[b.length]!;
}
