import { describe, expect, it } from 'vitest';
import { rebaseEdit } from './rebaseEdit';
import type { EditableEntry } from './types';

const step = (key: string, content: string, status = 'pending', priority = 'medium'): EditableEntry => ({ key, content, status, priority });
const base = [step('a', 'Read the test'), step('b', 'Fix the bug'), step('c', 'Run the tests')];

describe('rebaseEdit', () => {
  it('re-applies a user rewording, move and addition onto an agent update that completed a step and added one', () => {
    const mine = [step('b', 'Fix the loop bound'), step('a', 'Read the test'), step('n1', 'Update the changelog'), step('c', 'Run the tests')];
    const theirs = [step('a', 'Read the test', 'completed'), step('b', 'Fix the bug', 'in_progress'), step('c', 'Run the tests'), step('d', 'Add a regression test')];
    const { entries, conflicts } = rebaseEdit(base, mine, theirs);
    expect(entries).toEqual([
      step('b', 'Fix the loop bound', 'in_progress'),
      step('a', 'Read the test', 'completed'),
      step('n1', 'Update the changelog'),
      step('c', 'Run the tests'),
      step('d', 'Add a regression test'),
    ]);
    expect(conflicts).toEqual([]);
  });

  it('keeps the user words when both reworded a step, and says what the agent wrote', () => {
    const { entries, conflicts } = rebaseEdit(base, [step('a', 'Mine'), base[1]!, base[2]!], [step('a', 'Theirs'), base[1]!, base[2]!]);
    expect(entries[0]!.content).toBe('Mine');
    expect(conflicts).toEqual([{ kind: 'both-reworded', key: 'a', mine: 'Mine', theirs: 'Theirs' }]);
  });

  it('keeps a step the user edited and the agent removed, and reports it', () => {
    const { entries, conflicts } = rebaseEdit(base, [base[0]!, step('b', 'Fix it well'), base[2]!], [base[0]!, base[2]!]);
    expect(entries.map((entry) => entry.content)).toEqual(['Read the test', 'Fix it well', 'Run the tests']);
    expect(conflicts).toEqual([{ kind: 'edited-removed', key: 'b', mine: 'Fix it well' }]);
  });

  it('drops a step the agent removed that the user left alone, silently (it is the agent change)', () => {
    const { entries, conflicts } = rebaseEdit(base, [step('a', 'Read it'), base[1]!, base[2]!], [base[0]!, base[2]!]);
    expect(entries.map((entry) => entry.key)).toEqual(['a', 'c']);
    expect(conflicts).toEqual([]);
  });

  it('keeps a user deletion of a step the agent meanwhile started, and reports it', () => {
    const { entries, conflicts } = rebaseEdit(base, [base[0]!, base[2]!], [base[0]!, step('b', 'Fix the bug', 'in_progress'), base[2]!]);
    expect(entries.map((entry) => entry.key)).toEqual(['a', 'c']);
    expect(conflicts).toEqual([{ kind: 'removed-changed', key: 'b', theirs: 'Fix the bug' }]);
  });

  it('keeps the user order when both reordered, places the agent new step after its predecessor, and reports it', () => {
    const mine = [base[2]!, base[0]!, base[1]!];
    const theirs = [base[1]!, step('d', 'New'), base[0]!, base[2]!];
    const { entries, conflicts } = rebaseEdit(base, mine, theirs);
    expect(entries.map((entry) => entry.key)).toEqual(['c', 'a', 'b', 'd']);
    expect(conflicts).toEqual([{ kind: 'both-reordered' }]);
  });

  it('puts an agent step added first at the front', () => {
    const { entries } = rebaseEdit(base, [base[1]!, base[0]!, base[2]!], [step('z', 'First'), ...base]);
    expect(entries.map((entry) => entry.key)).toEqual(['z', 'b', 'a', 'c']);
  });
});
