import { describe, expect, it } from 'vitest';
import { addStep, deleteStep, finishSteps, keyEntries, moveStep, rewordStep, setStepPriority } from './editSteps';
import { recordEdit, redoEdit, startEdit, undoEdit, EDIT_HISTORY_LIMIT } from './editHistory';
import type { EditableEntry } from './types';

const step = (key: string, content: string): EditableEntry => ({ key, content, status: 'pending', priority: 'medium' });
const list = [step('a', 'A'), step('b', 'B'), step('c', 'C')];
const contents = (entries: readonly EditableEntry[]) => entries.map((entry) => entry.content).join('');

describe('edit operations', () => {
  it('reword, prioritize, add, delete and move by key, returning the same list when nothing changes', () => {
    expect(contents(rewordStep(list, 'b', 'X'))).toBe('AXC');
    expect(rewordStep(list, 'b', 'B')).toBe(list);
    expect(rewordStep(list, 'zz', 'X')).toBe(list);
    expect(setStepPriority(list, 'a', 'high')[0]!.priority).toBe('high');
    expect(setStepPriority(list, 'a', 'medium')).toBe(list);
    expect(addStep(list, 1, 'n').map((entry) => entry.key)).toEqual(['a', 'n', 'b', 'c']);
    expect(addStep(list, 99, 'n').at(-1)).toEqual({ key: 'n', content: '', status: 'pending', priority: 'medium' });
    expect(contents(deleteStep(list, 'a'))).toBe('BC');
    expect(deleteStep(list, 'zz')).toBe(list);
    expect(contents(moveStep(list, 'c', 0))).toBe('CAB');
    expect(contents(moveStep(list, 'a', 99))).toBe('BCA');
    expect(moveStep(list, 'a', -5)).toBe(list);
  });

  it('finishes steps: trims text and drops empty steps', () => {
    expect(finishSteps([step('a', '  A '), step('b', '   '), list[2]!])).toEqual([step('a', 'A'), list[2]]);
  });

  it('keys plain entries by their own unique key, else by position', () => {
    const keyed = keyEntries([{ key: 'x', content: 'A', priority: 'high', status: 'pending' }, { key: 'x', content: 'B', priority: 'low', status: 'completed' }, { content: 'C', priority: 'low', status: 'pending' }]);
    expect(keyed.map((entry) => entry.key)).toEqual(['x', 'x~', 'entry-2']);
  });
});

describe('edit history', () => {
  it('undoes and redoes, merging a run of changes with the same merge key into one step', () => {
    let history = startEdit(list);
    const base = history.present.base;
    history = recordEdit(history, { base, draft: rewordStep(list, 'a', 'A1') }, 'reword:a');
    history = recordEdit(history, { base, draft: rewordStep(history.present.draft, 'a', 'A12') }, 'reword:a');
    history = recordEdit(history, { base, draft: deleteStep(history.present.draft, 'c') });
    expect(history.past).toHaveLength(2);
    history = undoEdit(history);
    expect(contents(history.present.draft)).toBe('A12BC');
    history = undoEdit(history);
    expect(history.present.draft).toBe(list);
    expect(undoEdit(history)).toBe(history);
    history = redoEdit(redoEdit(history));
    expect(contents(history.present.draft)).toBe('A12B');
    expect(redoEdit(history)).toBe(history);
  });

  it('records nothing for no change, clears redo on a new change, and keeps at most the limit', () => {
    let history = startEdit(list);
    expect(recordEdit(history, history.present)).toBe(history);
    history = recordEdit(history, { base: list, draft: deleteStep(list, 'a') });
    history = undoEdit(history);
    history = recordEdit(history, { base: list, draft: deleteStep(list, 'b') });
    expect(history.future).toEqual([]);
    for (let n = 0; n < EDIT_HISTORY_LIMIT + 10; n++) history = recordEdit(history, { base: list, draft: rewordStep(list, 'a', `A${n}`) });
    expect(history.past).toHaveLength(EDIT_HISTORY_LIMIT);
  });
});
