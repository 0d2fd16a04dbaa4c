// The benchmark's inputs: each update must change exactly one status and be made of fresh objects, or the
// "one status change" cases would time something else.
import { describe, expect, it } from 'vitest';
import {
  changedIndex,
  countCompleted,
  makeMarkdownPlan,
  makePlan,
  makeStatusUpdates,
  makeStreamingSnapshots,
} from '../bench/page/workload';

describe('makePlan', () => {
  it('makes unique entries: a third completed, one in progress, the rest pending', () => {
    const plan = makePlan(9);
    expect(new Set(plan.map((entry) => entry.content)).size).toBe(9);
    expect(plan.map((entry) => entry.status)).toEqual([
      'completed', 'completed', 'completed', 'in_progress', 'pending', 'pending', 'pending', 'pending', 'pending',
    ]);
  });
});

describe('makeStatusUpdates', () => {
  it('changes exactly one status per update, at the index changedIndex names, and nothing else', () => {
    const start = makePlan(100);
    const updates = makeStatusUpdates(start, 50);
    let previous = start;
    updates.forEach((next, step) => {
      const differing = next.flatMap((entry, index) => (entry.status === previous[index]?.status ? [] : [index]));
      expect(differing).toEqual([changedIndex(step, 100)]);
      expect(next.map((entry) => [entry.content, entry.priority])).toEqual(previous.map((entry) => [entry.content, entry.priority]));
      previous = next;
    });
  });

  it('hands over fresh objects every time, as JSON.parse would', () => {
    const start = makePlan(10);
    const [first, second] = makeStatusUpdates(start, 2);
    expect(first?.[5]).not.toBe(start[5]);
    expect(second?.[5]).not.toBe(first?.[5]);
    expect(second).not.toBe(first);
  });

  it('continues a sequence from firstStep', () => {
    const start = makePlan(10);
    const [later] = makeStatusUpdates(start, 1, 3);
    const differing = later?.flatMap((entry, index) => (entry.status === start[index]?.status ? [] : [index]));
    expect(differing).toEqual([changedIndex(3, 10)]);
  });
});

describe('countCompleted', () => {
  it('counts completed entries only', () => {
    expect(countCompleted(makePlan(9))).toBe(3);
  });
});

describe('markdown workload', () => {
  it('makes a plan of exactly the asked length with GFM task items', () => {
    const document = makeMarkdownPlan(20000);
    expect(document).toHaveLength(20000);
    expect(document.match(/^- \[[ x]\] /gm)?.length).toBeGreaterThan(100);
  });

  it('streams growing prefixes ending with the whole document', () => {
    const snapshots = makeStreamingSnapshots('abcdefghij', 4);
    expect(snapshots).toEqual(['abc', 'abcde', 'abcdefgh', 'abcdefghij']);
  });
});
