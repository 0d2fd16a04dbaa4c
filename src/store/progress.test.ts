import { describe, expect, it } from 'vitest';
import { computeEntriesProgress, computeProgress, EMPTY_PROGRESS } from './progress';

describe('computeProgress', () => {
  it('counts the three known statuses and puts everything else in other', () => {
    expect(computeProgress(['completed', 'in_progress', 'pending', 'pending', 'cancelled', 'blocked'])).toEqual({
      completed: 1,
      inProgress: 1,
      pending: 2,
      other: 2,
      total: 6,
      ratio: 1 / 6,
    });
  });

  it('never counts an unknown status as done', () => {
    const progress = computeProgress(['cancelled', 'done', 'COMPLETED']);
    expect(progress.completed).toBe(0);
    expect(progress.other).toBe(3);
    expect(progress.ratio).toBe(0);
  });

  it('is all zeros, ratio 0, for no tasks', () => {
    expect(computeProgress([])).toEqual({ completed: 0, inProgress: 0, pending: 0, other: 0, total: 0, ratio: 0 });
    expect(computeProgress([])).toBe(EMPTY_PROGRESS);
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
