import { describe, expect, it } from 'vitest';
import { findCurrentTaskLines, isMarkedInProgress } from './findCurrentTasks';

const task = (line: number, checked: boolean, text = `task ${line}`) => ({ line, checked, text });

describe('findCurrentTaskLines', () => {
  it('is the first unchecked task after the last checked one', () => {
    expect(findCurrentTaskLines([task(1, true), task(2, false), task(3, true), task(4, false), task(5, false)])).toEqual([4]);
  });

  it('is the first task when nothing is checked, and none when everything is', () => {
    expect(findCurrentTaskLines([task(3, false), task(4, false)])).toEqual([3]);
    expect(findCurrentTaskLines([task(3, true), task(4, true)])).toEqual([]);
    expect(findCurrentTaskLines([])).toEqual([]);
  });

  it('falls back to a skipped task when the last task is checked', () => {
    expect(findCurrentTaskLines([task(1, true), task(2, false), task(3, true)])).toEqual([2]);
  });

  it('prefers every unchecked task the text marks as in progress', () => {
    const tasks = [task(1, true), task(2, false, '⏳ Migrate the schema'), task(3, false), task(4, false, 'Write docs (in progress)')];
    expect(findCurrentTaskLines(tasks)).toEqual([2, 4]);
    // A checked task's marker is stale: ignored.
    expect(findCurrentTaskLines([task(1, true, '⏳ old'), task(2, false)])).toEqual([2]);
  });
});

describe('isMarkedInProgress', () => {
  it('accepts the documented markers and nothing else', () => {
    for (const text of ['⏳ a', '🔄 a', '▶ a', '(in progress) a', '[In Progress] a', 'in-progress: a', 'WIP: a', '**⏳** a', 'a (in progress)']) {
      expect(isMarkedInProgress(text), text).toBe(true);
    }
    for (const text of ['a', 'progress in a', 'a ⏳', 'make in progress work', '(done) a']) {
      expect(isMarkedInProgress(text), text).toBe(false);
    }
  });
});
