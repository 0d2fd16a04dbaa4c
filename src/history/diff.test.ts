import { describe, expect, it } from 'vitest';
import { applyItemDiff, markdownDiffSide } from './applyPlanDiff';
import { diffItemPlans } from './diffItemPlans';
import { diffMarkdownPlans } from './diffMarkdownPlans';
import { diffLines } from './diffLines';
import { diffSequences } from './diffSequences';
import { diffWords } from './textDiff';
import { summarizeDiff } from './summarizeDiff';
import type { DiffEntry } from './types';

/** `length` values drawn from `alphabet`, pseudo-random (a fixed LCG) and different for each seed. */
function noise<T>(seed: number, length: number, alphabet: readonly T[]): T[] {
  let state = seed;
  return Array.from({ length }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return alphabet[(state >>> 16) % alphabet.length]!;
  });
}

const entry = (key: string, content: string, status = 'pending', priority = 'medium'): DiffEntry => ({ key, content, status, priority });

describe('diffItemPlans', () => {
  const before = [
    entry('a', 'Read the parser'),
    entry('b', 'Write tests'),
    entry('c', 'Fix the bug'),
    entry('d', 'Ship it'),
    entry('x', 'Run the linter'),
    entry('y', 'Open a pull request'),
  ];
  const after = [
    entry('a', 'Read the parser', 'completed'),
    entry('c', 'Fix the crash bug', 'completed'),
    entry('x', 'Run the linter'),
    entry('b', 'Write tests', 'in_progress', 'high'),
    entry('e', 'Update the docs'),
    entry('y', 'Open a pull request'),
  ];
  const diff = diffItemPlans({ entries: before }, { entries: after });

  it('finds every kind of change, by key, in reading order', () => {
    expect(diff.changes.map((change) => `${change.change}:${change.key}`)).toEqual([
      'status:a',
      'reworded:c',
      'status:c',
      'removed:d',
      'moved:b',
      'status:b',
      'priority:b',
      'added:e',
    ]);
  });

  it('says only the entry that really moved moved (not those shifted around it)', () => {
    expect(diff.changes.filter((change) => change.change === 'moved')).toEqual([{ change: 'moved', key: 'b', fromIndex: 1, index: 3 }]);
  });

  it('gives a word diff of a rewording', () => {
    const reworded = diff.changes.find((change) => change.change === 'reworded');
    expect(reworded).toMatchObject({ from: 'Fix the bug', to: 'Fix the crash bug' });
    expect(reworded && 'words' in reworded ? reworded.words : []).toEqual([
      { op: 'equal', text: 'Fix the ' },
      { op: 'insert', text: 'crash ' },
      { op: 'equal', text: 'bug' },
    ]);
  });

  it('replays to the new revision', () => {
    expect(applyItemDiff(diff, before)).toEqual(after);
  });

  it('summarizes in one line', () => {
    expect(summarizeDiff(diff)).toBe('2 completed, 1 started, 1 added, 1 reworded, 1 moved, 1 removed, 1 reprioritized');
    expect(summarizeDiff(diffItemPlans({ entries: before }, { entries: before }))).toBe('No changes');
    expect(summarizeDiff(diff, { completed: (n) => `${n} terminé(s)`, separator: ' · ' })).toMatch(/^2 terminé\(s\) · 1 started/);
  });
});

describe('diffMarkdownPlans', () => {
  it('diffs lines, with words for a changed line, and counts a checked task as completed', () => {
    const before = '# Plan\n- [ ] Read the parser\n- [ ] Fix the bug\nNotes';
    const after = '# Plan\n- [x] Read the parser\n- [ ] Fix the nasty bug\nSomething entirely different here\nNotes';
    const diff = diffMarkdownPlans({ content: before }, { content: after });
    expect(diff.lines.map((line) => line.change)).toEqual(['unchanged', 'reworded', 'reworded', 'added', 'unchanged']);
    expect(markdownDiffSide(diff, 'before')).toBe(before);
    expect(markdownDiffSide(diff, 'after')).toBe(after);
    expect(summarizeDiff(diff)).toBe('1 completed, 1 added, 1 reworded');
  });

  it('falls back to "replaced" past the work cap only for the stretch it could not compare, still exact', () => {
    // A block of lines from a three-line alphabet (no line unique, no anchor) between unique lines.
    const head = Array.from({ length: 50 }, (_, i) => `head ${i}`);
    const tail = Array.from({ length: 50 }, (_, i) => `tail ${i}`);
    const before = [...head, ...noise(1, 2_000, ['x', 'y', 'z']), ...tail].join('\n');
    const after = [...head.slice(0, 25), 'a new line', ...head.slice(25), ...noise(5, 2_000, ['x', 'y', 'z']), ...tail].join('\n');
    const diff = diffMarkdownPlans({ content: before }, { content: after }, { budget: 1_000 });
    expect(diff.replaced).toBe(true);
    expect(markdownDiffSide(diff, 'after')).toBe(after);
    expect(markdownDiffSide(diff, 'before')).toBe(before);
    // The unique lines around the block are still matched line by line.
    expect(diff.lines.slice(0, 27).map((line) => line.change)).toEqual([...Array<string>(25).fill('unchanged'), 'added', 'unchanged']);
    expect(diff.lines.slice(-50).every((line) => line.change === 'unchanged')).toBe(true);
  });

  it('says two texts with no line in common are all removed and added, without calling them too different', () => {
    const before = Array.from({ length: 300 }, (_, i) => `line ${i}`).join('\n');
    const after = Array.from({ length: 300 }, (_, i) => `other ${i}`).join('\n');
    const diff = diffMarkdownPlans({ content: before }, { content: after }, { budget: 1_000 });
    expect(diff.replaced).toBe(false);
    expect(summarizeDiff(diff)).toBe('300 added, 300 removed');
    expect(markdownDiffSide(diff, 'after')).toBe(after);
  });
});

describe('diffSequences / diffLines / diffWords', () => {
  it('finds a shortest script', () => {
    const ops = diffSequences([...'ABCABBA'], [...'CBABAC']);
    expect(ops?.filter((op) => op !== 'equal')).toHaveLength(5);
  });

  it('diffLines deletes and inserts whole a stretch past its budget (capped), still exact', () => {
    const a = noise(1, 1_000, ['0', '1']);
    const b = noise(4, 1_000, ['0', '1']);
    const { ops, capped } = diffLines(a, b, 1_000);
    expect(capped).toBe(true);
    expect(ops.filter((op) => op !== 'insert')).toHaveLength(a.length);
    expect(ops.filter((op) => op !== 'delete')).toHaveLength(b.length);
    expect(diffLines(a, b).capped).toBe(false);
  });

  it('diffLines deletes all and inserts all when no line is in common (the shortest script, not capped)', () => {
    const a = Array.from({ length: 500 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 500 }, (_, i) => `b${i}`);
    expect(diffLines(a, b, 10)).toEqual({ ops: [...Array<string>(500).fill('delete'), ...Array<string>(500).fill('insert')], capped: false });
  });

  it('returns null past its budget, and diffWords then replaces the whole text', () => {
    const a = Array.from({ length: 500 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 500 }, (_, i) => `b${i}`);
    expect(diffSequences(a, b, 1_000)).toBeNull();
    expect(diffWords(a.join(' '), b.join(' '), 1_000)).toEqual([
      { op: 'delete', text: a.join(' ') },
      { op: 'insert', text: b.join(' ') },
    ]);
  });
});
