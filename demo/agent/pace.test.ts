// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoPace, DemoCancelledError, waitScriptTime } from './pace';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Tracks whether a promise has settled, without awaiting it. */
function track(promise: Promise<void>) {
  const state = { settled: false, error: undefined as unknown };
  promise.then(
    () => (state.settled = true),
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

describe('waitScriptTime', () => {
  it('waits script time divided by the speed', async () => {
    const pace = createDemoPace({ speed: 2 });
    const wait = track(waitScriptTime(1000, pace, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(499);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });

  it('re-times the wait under way when the speed changes', async () => {
    const pace = createDemoPace({ speed: 1 });
    const wait = track(waitScriptTime(1000, pace, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(400); // 600 ms of script time left
    pace.setSpeed(3); // now 200 ms of real time
    await vi.advanceTimersByTimeAsync(199);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });

  it('stands still while paused and continues where it stopped', async () => {
    const pace = createDemoPace();
    const wait = track(waitScriptTime(1000, pace, new AbortController().signal));
    await vi.advanceTimersByTimeAsync(300);
    pace.pause();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(wait.settled).toBe(false);
    pace.resume();
    await vi.advanceTimersByTimeAsync(699);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });

  it('rejects at once when aborted and leaves no timer behind', async () => {
    const pace = createDemoPace();
    const controller = new AbortController();
    const wait = track(waitScriptTime(1000, pace, controller.signal));
    expect(vi.getTimerCount()).toBe(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.error).toBeInstanceOf(DemoCancelledError);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores speeds that are not positive numbers', () => {
    const pace = createDemoPace({ speed: 0 });
    expect(pace.speed).toBe(1);
    pace.setSpeed(-2);
    pace.setSpeed(Number.NaN);
    expect(pace.speed).toBe(1);
    pace.setSpeed(Infinity);
    expect(pace.speed).toBe(Infinity);
  });
});
