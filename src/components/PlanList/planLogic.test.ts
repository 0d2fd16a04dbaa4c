// The pure parts of <PlanList>: announcements, plain-entry keys, focus facts, labels.
import { describe, expect, it } from 'vitest';
import type { PlanEntryState } from '../../store/types';
import { DEFAULT_PLAN_LIST_LABELS, priorityName, resolvePlanListLabels, statusName } from './labels';
import { describePlanChanges } from './planAnnouncements';
import { planFocus } from '../../store/planFocus';
import { derivePlainEntries } from './plainEntries';
import { statusIconKind } from './statusIconKind';

const state = (key: string, content: string, status: string, extra: Partial<PlanEntryState> = {}): PlanEntryState => ({
  key,
  content,
  status,
  priority: 'medium',
  ...extra,
});

describe('describePlanChanges', () => {
  const labels = DEFAULT_PLAN_LIST_LABELS;
  const a = state('a', 'Read `a.ts`', 'in_progress');
  const b = state('b', 'Fix **it**', 'pending');

  it('says nothing for the first list or the same list', () => {
    expect(describePlanChanges(undefined, [a, b], labels)).toEqual([]);
    expect(describePlanChanges([a, b], [a, b], labels)).toEqual([]);
  });

  it('announces started and completed tasks in plain words, then all done', () => {
    const next = [state('a', a.content, 'completed'), state('b', b.content, 'in_progress')];
    expect(describePlanChanges([a, b], next, labels)).toEqual(['Completed: Read a.ts', 'Started: Fix it']);
    const done = [next[0]!, state('b', b.content, 'completed')];
    expect(describePlanChanges(next, done, labels)).toEqual(['Completed: Fix it', 'All tasks completed']);
  });

  it('ignores rewording, moves and priority changes, and new tasks unless they start in progress', () => {
    const reworded = [state('b', b.content, 'pending', { priority: 'high' }), state('a', 'Read `b.ts`', 'in_progress')];
    expect(describePlanChanges([a, b], reworded, labels)).toEqual([]);
    const added = [a, b, state('c', 'New', 'pending'), state('d', 'Already going', 'in_progress'), state('e', 'Done before', 'completed')];
    expect(describePlanChanges([a, b], added, labels)).toEqual(['Started: Already going']);
  });

  it('does not call a plan that arrives complete "all tasks completed": it did not become complete', () => {
    const done = [state('a', a.content, 'completed'), state('b', b.content, 'completed')];
    expect(describePlanChanges([], done, labels)).toEqual([]);
  });

  it('lists three changes and counts the rest', () => {
    const many = ['a', 'b', 'c', 'd'].map((key) => state(key, key, 'pending'));
    const started = many.map((entry) => ({ ...entry, status: 'in_progress' }));
    expect(describePlanChanges(many, started, labels)).toEqual(['Started: a', 'Started: b', 'Started: c', 'And 1 more change']);
    const more = [...many, state('e', 'e', 'pending')];
    expect(describePlanChanges(more, more.map((entry) => ({ ...entry, status: 'in_progress' })), labels).at(-1)).toBe('And 2 more changes');
  });

  it('says the net change of a task across several updates: started and completed is "Completed" only', () => {
    const before = [state('a', 'A', 'pending'), state('b', 'B', 'pending')];
    const after = [state('a', 'A', 'completed'), state('b', 'B', 'in_progress')];
    expect(describePlanChanges(before, after, labels)).toEqual(['Completed: A', 'Started: B']);
  });
});

describe('derivePlainEntries', () => {
  it('gives stable keys and keeps unchanged objects across updates', () => {
    const first = derivePlainEntries(undefined, [
      { content: 'A', priority: 'high', status: 'pending' },
      { content: 'B', priority: 'low', status: 'pending' },
    ]);
    expect(first.entries.map((entry) => entry.key)).toEqual(['entry-1', 'entry-2']);
    expect(first.entries[0]!.change).toBeUndefined();
    const second = derivePlainEntries(first, [
      { content: 'A', priority: 'high', status: 'completed' },
      { content: 'B', priority: 'low', status: 'pending' },
      { content: 'C', priority: 'low', status: 'pending' },
    ]);
    expect(second.entries.map((entry) => entry.key)).toEqual(['entry-1', 'entry-2', 'entry-3']);
    expect(second.entries[1]).toBe(first.entries[1]);
    expect(second.entries[0]).toMatchObject({ change: 'status', previousStatus: 'pending' });
    expect(second.entries[2]).toMatchObject({ change: 'added' });
  });

  it('returns the previous array for an identical list', () => {
    const input = [{ content: 'A', priority: 'high', status: 'pending' }];
    const first = derivePlainEntries(undefined, input);
    const again = derivePlainEntries(first, [{ ...input[0]! }]);
    expect(again.entries).toBe(first.entries);
  });

  it('never throws on garbage', () => {
    for (const garbage of [undefined, null, 3, 'x', {}, [null, 1, 'a', { content: { nested: true } }]]) {
      expect(() => derivePlainEntries(undefined, garbage)).not.toThrow();
    }
    expect(derivePlainEntries(undefined, [{ content: 5 }]).entries[0]).toMatchObject({ content: '5', status: '', priority: '' });
  });

  it('re-keys entries whose keys are duplicated rather than dropping one', () => {
    const result = derivePlainEntries(undefined, [state('same', 'A', 'pending'), state('same', 'B', 'pending')]);
    expect(result.entries.map((entry) => entry.content)).toEqual(['A', 'B']);
    expect(new Set(result.entries.map((entry) => entry.key)).size).toBe(2);
  });
});

describe('planFocus', () => {
  it('finds the current, next, and whether priorities are uniform; cached per array', () => {
    const entries = [state('a', 'A', 'completed'), state('b', 'B', 'pending'), state('c', 'C', 'in_progress', { priority: 'high' })];
    const focus = planFocus(entries);
    expect(focus).toEqual({ currentKey: 'c', nextKey: undefined, focusContent: 'C', uniformPriority: false });
    expect(planFocus(entries)).toBe(focus);
    expect(planFocus([state('a', 'A', 'completed'), state('b', 'B', 'pending')])).toMatchObject({ currentKey: undefined, nextKey: 'b', focusContent: 'B' });
    expect(planFocus(undefined)).toMatchObject({ currentKey: undefined, nextKey: undefined, uniformPriority: true });
  });
});

describe('labels', () => {
  it('merges overrides key by key and falls back to raw names for unknown values', () => {
    const labels = resolvePlanListLabels({ statuses: { pending: 'Offen' }, allDone: 'Fertig' });
    expect(labels.statuses.completed).toBe('Completed');
    expect(statusName(labels, 'pending')).toBe('Offen');
    expect(statusName(labels, 'blocked')).toBe('blocked');
    expect(statusName(labels, '')).toBe('?');
    expect(statusName(labels, 'constructor')).toBe('constructor');
    expect(priorityName(labels, 'urgent')).toBe('urgent');
    expect(labels.allDone).toBe('Fertig');
    expect(resolvePlanListLabels(undefined)).toBe(DEFAULT_PLAN_LIST_LABELS);
  });

  it('maps statuses to icons, unknown ones to a neutral icon', () => {
    expect(['pending', 'in_progress', 'completed', 'cancelled', 'blocked', ''].map(statusIconKind)).toEqual([
      'pending',
      'in_progress',
      'completed',
      'cancelled',
      'unknown',
      'unknown',
    ]);
  });
});
