// Issue 20, in CI: the time half of the main-thread bound, in Chromium. Each cap-sized worst case is mounted as a
// host mounts it (createRoot outside act(), React's scheduler running its work in tasks) and the longest task
// (PerformanceObserver 'longtask') is read while its first commits run: the first commit made whole-text passes
// before (block splitting, footnote numbering, task scanning) and is the one that blocked for seconds.
//
// The bound. Issue 20 asks that no commit block the main thread more than ~50 ms in production React; that is
// what `npm run bench:main-thread` measures. Here React is the DEVELOPMENT build (several times slower) on a CI
// machine of 2 cores shared with other jobs, where any fixed bound either fails on load alone or is too loose to
// mean anything (a fixed 400 ms bound failed at 1,172 ms in a loaded CI run). So the bound is relative to the
// same page at the same moment: REFERENCE is one commit of 1,000 plain elements (what one commit's budget,
// WORK_PER_COMMIT, is sized to), timed right before each case, and no task may pass BOUND_FACTOR times it (and
// never less than MIN_BOUND_MS). Measured on a 2-core VM at load average 23-30 (2026-11-26): the reference took
// 270-930 ms, and the longest task of each case was 3.1-7.6 references (the 1 MB document with footnotes 7.6,
// every other case under 6.1); with the code before that day's fixes, 6.7 (1 MB task list), 9.5 (5,000 dense
// entries) and 11.3 (1 MB with footnotes). So this check has a margin of 1.6 for load noise and catches a
// regression to unbounded work (seconds: tens of references), not the last factor of two: that is what the
// deterministic half, test/fuzz/mainThread.work.test.tsx (work per commit, counted), fails on.
import '../../src/styles.css';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MarkdownPlan } from '../../src/components/MarkdownPlan';
import { preloadMarkdownRenderer } from '../../src/components/MarkdownPlan/loadMarkdownRenderer';
import { PlanList } from '../../src/components/PlanList';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store';
import { capSizedEntries, capSizedFootnoteDocument, capSizedNesting, capSizedTaskList } from './arbitraries';

/** A task may take this many reference commits (see above). */
const BOUND_FACTOR = 12;
/** ... and never needs to be shorter than this (a long task is one over 50 ms). */
const MIN_BOUND_MS = 150;
/** How long each case runs its commits before it is measured and unmounted. */
const WATCH_MS = 3_000;

let root: Root | undefined;
let container: HTMLElement | undefined;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;

beforeAll(async () => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  await preloadMarkdownRenderer();
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});
afterEach(async () => {
  root?.unmount();
  root = undefined;
  container?.remove();
  await new Promise((resolve) => setTimeout(resolve, 200));
});

function panel(): HTMLElement {
  container = document.createElement('div');
  container.style.cssText = 'inline-size: 400px; block-size: 600px; overflow: auto';
  document.body.append(container);
  return container;
}

/** One synchronous development-React commit of 1,000 plain elements, in ms (the median of three). */
function reference(): number {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const element = panel();
    const started = performance.now();
    const reference = createRoot(element);
    flushSync(() => reference.render(<div>{Array.from({ length: 1_000 }, (_, j) => <p key={j}>Item {j}</p>)}</div>));
    void element.offsetHeight;
    times.push(performance.now() - started);
    reference.unmount();
    element.remove();
  }
  return times.sort((a, b) => a - b)[1]!;
}

/** Mounts `element` (or runs `mount`) and returns the long tasks of the next WATCH_MS. */
async function longTasks(mount: (element: HTMLElement) => void): Promise<number[]> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  await new Promise((resolve) => requestAnimationFrame(resolve));
  mount(panel());
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  // Entries of the last task are delivered after it.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  return tasks.sort((a, b) => b - a);
}

const render = (element: ReactElement) => (into: HTMLElement) => {
  root = createRoot(into);
  root.render(element);
};

const nesting = capSizedNesting(100_000);
const CASES: Record<string, (into: HTMLElement) => void> = {
  ...Object.fromEntries(
    ['quotes', 'lists', 'mixed containers', 'emphasis', 'brackets'].map((name) => [
      `100 kB of ${name} nested at the cap`,
      render(<MarkdownPlan content={nesting[name]!} motion="reduced" streaming={false} />),
    ]),
  ),
  'a 1 MB task list': render(<MarkdownPlan content={capSizedTaskList()} motion="reduced" streaming={false} />),
  'a 1 MB document with footnotes': render(<MarkdownPlan content={capSizedFootnoteDocument()} motion="reduced" streaming={false} />),
  'a 1 MB document with footnotes, streamed in 10 snapshots': (into) => {
    const full = capSizedFootnoteDocument();
    const store = createPlanStore();
    const send = (end: number) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content: full.slice(0, end) } } });
    send(100_000);
    render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId="s" planId="m" motion="reduced" />
      </PlanStoreProvider>,
    )(into);
    for (let i = 2; i <= 10; i++) setTimeout(() => send(i * 100_000), i * 250);
  },
  'a <PlanList> of 5,000 entries': render(<PlanList entries={capSizedEntries(5_000, 60)} motion="reduced" />),
  'a <PlanList> of 5,000 entries of 4,000 characters of dense inline markdown, passed as an object': render(
    <PlanList entries={capSizedEntries(5_000, 4_000)} motion="reduced" />,
  ),
};

/** How many times a case is measured at most; it passes on the first measurement within its bound. */
const ATTEMPTS = 3;

describe('the main thread while cap-sized input mounts (Chromium, development React)', () => {
  it.each(Object.keys(CASES))('%s', async (name) => {
    // Other test files run in parallel with this one on the same two cores: a burst of theirs can land inside one
    // case's longest task but not in the reference timed just before it (CI, 2026-11-27: 367 ms against a 343 ms bound
    // on a case that takes 82 ms against 290 ms alone). So a case over its bound is measured again, with a fresh
    // reference, up to ATTEMPTS times, and the best ratio is judged. Noise is one-sided (load only makes a task longer),
    // so the best ratio is the honest one; a regression to unbounded work (tens of references) fails every attempt.
    const ratios: number[] = [];
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const bound = Math.max(MIN_BOUND_MS, BOUND_FACTOR * reference());
      const tasks = await longTasks(CASES[name]!);
      const longest = tasks[0] ?? 0;
      // Printed so a CI log shows the margin, not only pass / fail.
      console.info(`[main thread] ${name}: longest task ${Math.round(longest)} ms (bound ${Math.round(bound)} ms), ${tasks.length} long tasks, attempt ${attempt}`);
      expect(container!.querySelector('[data-slot="markdown-block"], li')).not.toBeNull();
      ratios.push(longest / bound);
      if (longest <= bound) break;
      root?.unmount();
      root = undefined;
      container?.remove();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(Math.min(...ratios), `longest task / bound, best of ${ratios.length} attempts`).toBeLessThanOrEqual(1);
  }, 60_000 * ATTEMPTS);
});
