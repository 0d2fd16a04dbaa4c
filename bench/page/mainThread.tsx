// The main-thread bound of issue 20 in production React: mounts one cap-sized worst case (or streams one) and
// reports the long tasks (PerformanceObserver 'longtask', > 50 ms) and the React commits until it settles.
// Driven by bench/mainThread.mjs; the same shapes are asserted in CI by test/fuzz/mainThread.browser.test.tsx
// (development React, work per commit and a looser time bound).
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { MarkdownPlan } from '../../src/components/MarkdownPlan';
import { PlanList } from '../../src/components/PlanList';
import { PlanStoreProvider } from '../../src/react';
import { SessionPlans } from '../../src/components/SessionPlans';
import { createPlanStore } from '../../src/store';
import { capSizedEntries, capSizedFootnoteDocument, capSizedNesting, capSizedTaskList } from '../../test/fuzz/arbitraries';
import { commits, freshContainer, sleep } from './harness';
import type { CaseOutput } from './cases';

/** The worst cases the caps accept, by name. */
export const MAIN_THREAD_SHAPES = [
  'quotes', 'lists', 'mixed containers', 'emphasis', 'brackets',
  'task list 1 MB', 'footnotes 1 MB', 'streamed footnotes 1 MB', 'entries 5000', 'dense entries 5000x4000',
] as const;
type Shape = (typeof MAIN_THREAD_SHAPES)[number];

function element(shape: Shape): ReactElement | (() => AsyncGenerator<ReactElement>) {
  if (shape === 'task list 1 MB') return <MarkdownPlan content={capSizedTaskList()} motion="reduced" streaming={false} />;
  if (shape === 'footnotes 1 MB') return <MarkdownPlan content={capSizedFootnoteDocument()} motion="reduced" streaming={false} />;
  if (shape === 'entries 5000') return <PlanList entries={capSizedEntries(5_000, 60) as never} motion="reduced" />;
  if (shape === 'dense entries 5000x4000') return <PlanList entries={capSizedEntries(5_000, 4_000) as never} motion="reduced" />;
  if (shape === 'streamed footnotes 1 MB') {
    const full = capSizedFootnoteDocument();
    const store = createPlanStore();
    return async function* stream() {
      for (let i = 1; i <= 20; i++) {
        store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content: full.slice(0, Math.floor((full.length * i) / 20)) } } });
        if (i === 1) yield (<PlanStoreProvider store={store}><SessionPlans sessionId="s" motion="reduced" /></PlanStoreProvider>);
        await sleep(100);
      }
    };
  }
  return <MarkdownPlan content={capSizedNesting(100_000)[shape]!} motion="reduced" streaming={false} />;
}

/** Mounts `shape`, waits until React stops committing for 1 s, and returns the long tasks and the commit count. */
export async function mainThread(params: { shape: Shape }): Promise<CaseOutput> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const container = freshContainer();
  container.style.cssText = 'inline-size: 400px; block-size: 600px; overflow: auto';
  const before = commits().count;
  const made = element(params.shape);
  const started = performance.now();
  const root = createRoot(container);
  if (typeof made === 'function') {
    for await (const view of made()) root.render(view);
  } else {
    root.render(made);
  }
  while (performance.now() - Math.max(commits().lastAt, started) < 1000) await sleep(50);
  const settled = commits().lastAt - started;
  const count = commits().count - before;
  observer.disconnect();
  root.unmount();
  container.remove();
  return { metrics: { longTasks: tasks, settled: [settled] }, counts: { commits: [count] } };
}
