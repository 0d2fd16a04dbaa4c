// Measures how long the main thread is blocked while something renders and settles, in Chromium: the longest
// `longtask` entry (tasks over 50 ms) a PerformanceObserver sees, and the longest gap between back-to-back
// MessageChannel ticks (which also catches a long task the observer attributes elsewhere).

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

export interface Blocking {
  /** The longest long task seen (ms), 0 when none passed 50 ms. */
  longestTask: number;
  /** The longest gap between two ticks of a task loop that re-posts itself at once (ms). */
  longestGap: number;
  /** All long tasks' durations, longest first. */
  tasks: number[];
}

/**
 * Runs `work` (which renders something) in its own task, then waits until `done()` holds and `quietMs` have
 * passed without a long task, and reports how long the main thread was blocked meanwhile.
 */
export async function measureBlocking(work: () => void, done: () => boolean, { quietMs = 300, timeoutMs = 60_000 } = {}): Promise<Blocking> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  // A tick loop: the gap between two ticks is how long everything else held the thread.
  const channel = new MessageChannel();
  let last = performance.now();
  let longestGap = 0;
  let running = true;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    if (running) channel.port2.postMessage(null);
  };
  await nextFrame();
  channel.port2.postMessage(null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  work();
  const started = performance.now();
  let quietSince = performance.now();
  let seen = 0;
  while (!done() || performance.now() - quietSince < quietMs) {
    if (performance.now() - started > timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (tasks.length !== seen) {
      seen = tasks.length;
      quietSince = performance.now();
    }
  }
  await nextFrame();
  running = false;
  observer.disconnect();
  channel.port1.close();
  tasks.sort((a, b) => b - a);
  return { longestTask: tasks[0] ?? 0, longestGap, tasks };
}
