// Timing primitives shared by every case. All durations are performance.now() deltas; the page is served
// cross-origin isolated (COOP + COEP), which gives 5 µs timer resolution instead of 100 µs.

interface CommitCounter {
  /** React commits so far (all roots), counted by the DevTools hook stub in index.html. */
  count: number;
  /** performance.now() of the latest commit. */
  lastAt: number;
}

declare global {
  interface Window {
    __benchCommits: CommitCounter;
  }
}

/** The commit counter installed by index.html; fails loudly if React did not attach to it. */
export function commits(): CommitCounter {
  const counter = window.__benchCommits;
  if (!counter) throw new Error('The commit counter from index.html is missing');
  return counter;
}

const channel = new MessageChannel();
const waiting: Array<() => void> = [];
channel.port1.onmessage = () => waiting.shift()?.();

/**
 * Lets the event loop run one task: React's scheduler (which also posts MessageChannel tasks) gets to run
 * passive effects and pending renders. Unlike setTimeout(0) it is not clamped to 4 ms.
 */
export function yieldTask(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/** Waits `ms` milliseconds (used only outside timed regions). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Waits until React has committed nothing for `quietMs` (and at least two tasks have run), so follow-up
 * commits of one update (effects that set state) land before the next update starts. Returns the time of the
 * last commit seen. Gives up after `timeoutMs`: a component that never settles is reported, not waited on forever.
 */
export async function settle(quietMs: number, timeoutMs = 5000): Promise<number> {
  const counter = commits();
  const started = performance.now();
  let tasks = 0;
  while (tasks < 2 || performance.now() - Math.max(counter.lastAt, started) < quietMs) {
    if (performance.now() - started > timeoutMs) throw new Error(`React kept committing for ${timeoutMs} ms`);
    await (tasks < 2 ? yieldTask() : sleep(1));
    tasks += 1;
  }
  return counter.lastAt;
}

/** Forces style recalculation and layout now, so the time they take can be measured. */
export function forceLayout(element: HTMLElement): void {
  // Reading a layout property flushes pending style and layout work synchronously.
  void element.offsetHeight;
}

/** Runs V8's collector when Chromium exposes it (--js-flags=--expose-gc), so GC pauses stay out of timed regions. */
export function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** A fresh, attached container for one mount; removed by the returned cleanup. */
export function freshContainer(): HTMLElement {
  const container = document.createElement('div');
  document.getElementById('bench-root')?.append(container);
  return container;
}

/**
 * Brackets a timed region for `npm run bench -- --profile`: the driver listens for console profiles over the
 * DevTools protocol, so the CPU profile covers the timed work, not the setup around it. A no-op otherwise.
 */
export function profileRegion(enabled: boolean | undefined, phase: 'start' | 'end'): void {
  if (!enabled) return;
  if (phase === 'start') console.profile('timed');
  else console.profileEnd('timed');
}
