import { describe, expect, it } from 'vitest';
import type { ParsedPlanEntry } from '../acp/types';
import { MAX_SIMILARITY_LOOKUPS, MAX_SIMILARITY_PAIRS } from './matchEntries';
import { reconcileEntries, type ReconcileContext } from './reconcileEntries';
import { textSimilarity } from './textSimilarity';
import type { PlanEntryState } from './types';

function keyMaker() {
  let counter = 0;
  return () => `k${++counter}`;
}

const entry = (content: string, status = 'pending', priority = 'medium'): ParsedPlanEntry => ({
  content,
  priority,
  status,
});

/** Builds a first list, then returns a function that reconciles the next list against the last one. */
function session(first: ParsedPlanEntry[], now = 1000) {
  const createKey = keyMaker();
  let clock = now;
  let current = reconcileEntries([], first, { now: clock, createKey, initial: true }).entries;
  return {
    get entries() {
      return current;
    },
    next(list: ParsedPlanEntry[], ctx: Partial<ReconcileContext> = {}) {
      clock += 10;
      const result = reconcileEntries(current, list, { now: clock, createKey, ...ctx });
      current = result.entries;
      return result;
    },
  };
}

const keysOf = (entries: readonly PlanEntryState[]) => entries.map((e) => e.key);

describe('reconcileEntries', () => {
  it('gives a first list fresh keys in order and no change marks', () => {
    const { entries } = reconcileEntries([], [entry('a'), entry('b', 'in_progress'), entry('c', 'completed')], {
      now: 5,
      createKey: keyMaker(),
      initial: true,
    });
    expect(entries).toEqual([
      { key: 'k1', content: 'a', priority: 'medium', status: 'pending' },
      { key: 'k2', content: 'b', priority: 'medium', status: 'in_progress', startedAt: 5 },
      { key: 'k3', content: 'c', priority: 'medium', status: 'completed', completedAt: 5 },
    ]);
  });

  it('keeps every object of an identical list and reports no change', () => {
    const plan = session([entry('a'), entry('b')]);
    const before = plan.entries;
    const result = plan.next([entry('a'), entry('b')]);
    expect(result.changed).toBe(false);
    expect(result.removedKeys).toEqual([]);
    result.entries.forEach((e, i) => expect(e).toBe(before[i]));
  });

  it('on a status change replaces only that entry, keeping the identity of all others', () => {
    const plan = session([entry('a', 'in_progress'), entry('b'), entry('c')]);
    const before = plan.entries;
    const result = plan.next([entry('a', 'completed'), entry('b'), entry('c')]);
    expect(result.changed).toBe(true);
    expect(result.entries[0]).not.toBe(before[0]);
    expect(result.entries[0]).toMatchObject({
      key: before[0]!.key,
      status: 'completed',
      change: 'status',
      previousStatus: 'in_progress',
    });
    expect(result.entries[1]).toBe(before[1]);
    expect(result.entries[2]).toBe(before[2]);
  });

  it('keeps the key of a reworded entry at the same place (the claude-todowrite fixture)', () => {
    const plan = session([
      entry('Read the failing test in `parser.test.ts`', 'completed'),
      entry('Find the off-by-one in the tokenizer', 'in_progress'),
      entry('Fix the tokenizer'),
      entry('Run the test suite'),
    ]);
    const [read, find, fix, run] = plan.entries;
    const result = plan.next([
      entry('Read the failing test in `parser.test.ts`', 'completed'),
      entry('Find the off-by-one in the tokenizer', 'completed'),
      entry('Fix the boundary check in `nextToken()`', 'in_progress'),
      entry('Add a regression test for empty input'),
      entry('Run the test suite'),
    ]);
    const [read2, find2, fix2, added, run2] = result.entries;
    expect(read2).toBe(read);
    expect(find2!.key).toBe(find!.key);
    expect(fix2).toMatchObject({ key: fix!.key, content: 'Fix the boundary check in `nextToken()`', change: 'status' });
    expect(added).toMatchObject({ change: 'added', content: 'Add a regression test for empty input' });
    expect([read!.key, find!.key, fix!.key, run!.key]).not.toContain(added!.key);
    expect(run2).toBe(run);
    expect(result.removedKeys).toEqual([]);
  });

  it('marks a reword without a status change as a content change', () => {
    const plan = session([entry('a'), entry('Write the docs'), entry('c')]);
    const key = plan.entries[1]!.key;
    const result = plan.next([entry('a'), entry('Write the API docs'), entry('c')]);
    expect(result.entries[1]).toMatchObject({ key, change: 'content', content: 'Write the API docs' });
    expect(result.entries[1]!.previousStatus).toBeUndefined();
  });

  it('keeps the key of a similar entry that moved elsewhere while being reworded', () => {
    const plan = session([entry('Update the changelog for the release'), entry('b'), entry('c'), entry('d')]);
    const key = plan.entries[0]!.key;
    const result = plan.next([entry('b'), entry('c'), entry('d'), entry('Update the changelog for release 2.0')]);
    expect(result.entries[3]).toMatchObject({ key, change: 'content' });
    expect(result.removedKeys).toEqual([]);
  });

  it('keeps keys and objects of reordered entries', () => {
    const plan = session([entry('a'), entry('b'), entry('c'), entry('d')]);
    const [a, b, c, d] = plan.entries;
    const result = plan.next([entry('c'), entry('a'), entry('d'), entry('b')]);
    expect(result.changed).toBe(true);
    expect(result.entries).toEqual([c, a, d, b]);
    result.entries.forEach((e, i) => expect(e).toBe([c, a, d, b][i]));
  });

  it('adds an entry inserted at the front without disturbing the others', () => {
    const plan = session([entry('a'), entry('b')]);
    const [a, b] = plan.entries;
    const result = plan.next([entry('new first'), entry('a'), entry('b')]);
    expect(result.entries[0]).toMatchObject({ key: 'k3', change: 'added', content: 'new first' });
    expect(result.entries[1]).toBe(a);
    expect(result.entries[2]).toBe(b);
    expect(result.removedKeys).toEqual([]);
  });

  it('removes an entry from the middle and reports its key', () => {
    const plan = session([entry('a'), entry('b'), entry('c')]);
    const [a, b, c] = plan.entries;
    const result = plan.next([entry('a'), entry('c')]);
    expect(result.entries).toEqual([a, c]);
    expect(result.entries[0]).toBe(a);
    expect(result.entries[1]).toBe(c);
    expect(result.removedKeys).toEqual([b!.key]);
  });

  it('keeps duplicates distinct: matched in order, the last one removed', () => {
    const plan = session([entry('same'), entry('same'), entry('other')]);
    const [first, second, other] = plan.entries;
    expect(first!.key).not.toBe(second!.key);
    const result = plan.next([entry('same'), entry('other')]);
    expect(result.entries[0]).toBe(first);
    expect(result.entries[1]).toBe(other);
    expect(result.removedKeys).toEqual([second!.key]);
  });

  it('keeps duplicates distinct when one of them changes status', () => {
    const plan = session([entry('same'), entry('same')]);
    const [first, second] = plan.entries;
    const result = plan.next([entry('same'), entry('same', 'completed')]);
    expect(result.entries[0]).toBe(first);
    expect(result.entries[1]).toMatchObject({ key: second!.key, status: 'completed', change: 'status' });
  });

  it('keeps the duplicate whose status goes on when one of two is dropped', () => {
    const plan = session([entry('Run the tests'), entry('Run the tests')]);
    plan.next([entry('Run the tests', 'completed'), entry('Run the tests', 'in_progress')]);
    const [first, second] = plan.entries;
    const result = plan.next([entry('Run the tests', 'in_progress')]);
    expect(result.entries[0]).toBe(second); // not the completed one, reopened with a fresh startedAt
    expect(result.removedKeys).toEqual([first!.key]);
  });

  it('chooses the duplicates that go on by status without reordering them', () => {
    const plan = session([entry('a', 'completed'), entry('a'), entry('a', 'completed')]);
    const [, second, third] = plan.entries;
    const result = plan.next([entry('a'), entry('a', 'completed')]);
    expect(result.entries).toEqual([second, third]);
    expect(result.entries[0]).toBe(second);
    expect(result.entries[1]).toBe(third);
  });

  it('pairs duplicates in order while their number stays the same (completing the first does not swap keys)', () => {
    const plan = session([entry('a'), entry('a')]);
    const [first, second] = plan.entries;
    const result = plan.next([entry('a', 'completed'), entry('a')]);
    expect(result.entries[0]).toMatchObject({ key: first!.key, change: 'status', previousStatus: 'pending' });
    expect(result.entries[1]).toBe(second);
  });

  it('treats a completely different list as new entries, not as rewordings', () => {
    const plan = session([entry('Install dependencies'), entry('Compile the project')]);
    const oldKeys = keysOf(plan.entries);
    const result = plan.next([entry('Write release notes'), entry('Publish to npm'), entry('Tweet about it')]);
    expect(result.removedKeys).toEqual(oldKeys);
    expect(result.entries.every((e) => e.change === 'added')).toBe(true);
    expect(keysOf(result.entries).some((key) => oldKeys.includes(key))).toBe(false);
  });

  it('marks a priority-only change as priority, and status wins over content', () => {
    const plan = session([entry('a', 'pending', 'low'), entry('b')]);
    const result = plan.next([entry('a', 'pending', 'high'), entry('b')]);
    expect(result.entries[0]).toMatchObject({ change: 'priority', priority: 'high' });
    const both = plan.next([entry('a', 'completed', 'low'), entry('b')]);
    expect(both.entries[0]).toMatchObject({ change: 'status', previousStatus: 'pending' });
  });

  it('stamps startedAt once and keeps it; completedAt is cleared when reopened and stamped anew', () => {
    const plan = session([entry('a')], 1000);
    expect(plan.entries[0]!.startedAt).toBeUndefined();
    plan.next([entry('a', 'in_progress')]); // 1010
    expect(plan.entries[0]).toMatchObject({ startedAt: 1010 });
    plan.next([entry('a', 'completed')]); // 1020
    expect(plan.entries[0]).toMatchObject({ startedAt: 1010, completedAt: 1020 });
    plan.next([entry('a', 'completed', 'high')]); // 1030: still completed
    expect(plan.entries[0]).toMatchObject({ startedAt: 1010, completedAt: 1020 });
    plan.next([entry('a', 'pending')]); // 1040: reopened
    expect(plan.entries[0]!.completedAt).toBeUndefined();
    expect(plan.entries[0]!.startedAt).toBe(1010);
    plan.next([entry('a', 'completed')]); // 1050
    expect(plan.entries[0]).toMatchObject({ startedAt: 1010, completedAt: 1050 });
  });

  it('does not invent startedAt for an entry that went straight to completed', () => {
    const plan = session([entry('a')], 1000);
    plan.next([entry('a', 'completed')]);
    expect(plan.entries[0]!.startedAt).toBeUndefined();
    expect(plan.entries[0]!.completedAt).toBe(1010);
  });

  it('marks entries added to a previously empty list as added', () => {
    const plan = session([]);
    const result = plan.next([entry('a')]);
    expect(result.changed).toBe(true);
    expect(result.entries[0]!.change).toBe('added');
  });

  it('pairs huge remainders by place only (linear), without comparing texts', () => {
    const size = Math.ceil(Math.sqrt(MAX_SIMILARITY_PAIRS)) + 5;
    const before = Array.from({ length: size }, (_, i) => entry(`old task ${i}`));
    const plan = session([entry('anchor'), ...before]);
    const oldKeys = keysOf(plan.entries).slice(1);
    const result = plan.next([entry('anchor'), ...Array.from({ length: size }, (_, i) => entry(`brand new ${i}`))]);
    // Everything after the anchor is "at the same place": paired in order, keys kept.
    expect(keysOf(result.entries).slice(1)).toEqual(oldKeys);
    expect(result.entries[1]).toMatchObject({ change: 'content', content: 'brand new 0' });
  });

  it('bounds the comparison work by text length too: long texts past it pair by place only', () => {
    // 100 x 100 pairs (within MAX_SIMILARITY_PAIRS) of 512-char texts without spaces, compared by bigrams.
    let seed = 1;
    const char = () => String.fromCharCode(0x4e00 + ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 20000));
    const text = () => Array.from({ length: 512 }, char).join('');
    const before = Array.from({ length: 100 }, text);
    const plan = session([entry('anchor'), ...before.map((content) => entry(content))]);
    const oldKeys = keysOf(plan.entries).slice(1);
    // Each one reworded (its first char changed) and the order reversed: similarity would pair them crosswise.
    const after = before.map((content) => `x${content.slice(1)}`).reverse();
    const has = Set.prototype.has;
    let lookups = 0;
    Set.prototype.has = function (this: Set<unknown>, value: unknown) {
      lookups++;
      return has.call(this, value);
    };
    let result;
    try {
      result = plan.next([entry('anchor'), ...after.map((content) => entry(content))]);
    } finally {
      Set.prototype.has = has;
    }
    // The work is counted, not timed: the budget plus at most one comparison (unbounded, this was 100 x 100 x 511).
    expect(lookups).toBeLessThanOrEqual(MAX_SIMILARITY_LOOKUPS + 512);
    expect(keysOf(result.entries).slice(1)).toEqual(oldKeys);
  });

  it('is deterministic', () => {
    const first = [entry('Set up CI'), entry('Fix lint'), entry('Fix tests'), entry('Ship')];
    const second = [entry('Ship it'), entry('Fix the tests'), entry('Set up the CI'), entry('Fix lint errors')];
    const a = session(first).next(second);
    const b = session(first).next(second);
    expect(a).toEqual(b);
  });
});

describe('textSimilarity', () => {
  it('is word-based, case-insensitive, and 1 for the same words', () => {
    expect(textSimilarity('Fix the tokenizer', 'fix THE tokenizer')).toBe(1);
    expect(textSimilarity('Fix the tokenizer', 'Write release notes')).toBe(0);
    expect(textSimilarity('Fix the tokenizer', 'Fix the boundary check in `nextToken()`')).toBeCloseTo(4 / 9);
  });

  it('uses character bigrams when a text is a single word (or not split into words)', () => {
    expect(textSimilarity('refactor', 'refactoring')).toBeGreaterThan(0.7);
    expect(textSimilarity('修复解析器', '修复解析器的错误')).toBeGreaterThan(0.5);
  });

  it('takes the bigrams of the first 96 chars only (their number bounds the cost of a comparison)', () => {
    const start = 'a'.repeat(40) + 'b'.repeat(56);
    expect(textSimilarity(start + 'c'.repeat(400), start + 'd'.repeat(400))).toBe(1);
  });
});
