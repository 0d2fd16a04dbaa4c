import { describe, expect, it } from 'vitest';
import { computeEntriesProgress, computeProgress, EMPTY_PROGRESS, statusIsDone } from './progress';

describe('computeProgress', () => {
  it('counts the four known statuses and puts everything else in other', () => {
    expect(computeProgress(['completed', 'in_progress', 'pending', 'pending', 'cancelled', 'blocked'])).toEqual({
      completed: 1,
      inProgress: 1,
      pending: 2,
      cancelled: 1,
      other: 1,
      total: 6,
      // The measure leaves cancelled steps out: 1 of the 5 that still count.
      ratio: 1 / 5,
    });
  });

  it('never counts an unknown status as done', () => {
    const progress = computeProgress(['cancelled', 'done', 'COMPLETED', '_verified']);
    expect(progress.completed).toBe(0);
    expect(progress.other).toBe(3);
    expect(progress.ratio).toBe(0);
  });

  it('counts a custom status as done when isDone says so, and never asks it about the known ones', () => {
    const asked: string[] = [];
    const isDone = (status: string) => (asked.push(status), status === '_verified');
    const progress = computeProgress(['_verified', '_blocked', 'completed', 'pending', 'in_progress', 'cancelled'], undefined, isDone);
    expect(progress).toMatchObject({ completed: 2, other: 1, cancelled: 1, total: 6, ratio: 2 / 5 });
    expect(asked).toEqual(['_verified', '_blocked']);
    expect(statusIsDone('cancelled', () => true)).toBe(false);
    expect(statusIsDone('_verified', isDone)).toBe(true);
    expect(statusIsDone('_verified')).toBe(false);
  });

  it('measures 3 of 4 with 1 cancelled as complete, and an all-cancelled plan as ratio 0', () => {
    expect(computeProgress(['completed', 'completed', 'completed', 'cancelled'])).toMatchObject({ completed: 3, cancelled: 1, total: 4, ratio: 1 });
    expect(computeProgress(['cancelled', 'cancelled'])).toMatchObject({ completed: 0, cancelled: 2, total: 2, ratio: 0 });
  });

  it('is all zeros, ratio 0, for no tasks', () => {
    expect(computeProgress([])).toEqual({ completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 });
    expect(computeProgress([])).toBe(EMPTY_PROGRESS);
  });

  it('returns a new object when only the cancelled count changed', () => {
    const first = computeProgress(['cancelled', '_x']);
    expect(computeProgress(['_x', 'cancelled'], first)).toBe(first);
    expect(computeProgress(['_x', '_x'], first)).toMatchObject({ cancelled: 0, other: 2 });
  });

  it('returns the previous object when nothing in it changed, a new one otherwise', () => {
    const first = computeProgress(['completed', 'pending']);
    expect(computeProgress(['pending', 'completed'], first)).toBe(first);
    const second = computeProgress(['completed', 'completed'], first);
    expect(second).not.toBe(first);
    expect(second.ratio).toBe(1);
  });

  it('gives the same answer for entries as for their statuses', () => {
    const entries = [{ status: 'completed' }, { status: 'in_progress' }, { status: 'weird' }];
    expect(computeEntriesProgress(entries)).toEqual(computeProgress(entries.map((entry) => entry.status)));
    const previous = computeEntriesProgress(entries);
    expect(computeEntriesProgress([...entries].reverse(), previous)).toBe(previous);
  });
});
