// The main-thread bound of issue 20 in production React: mounts one cap-sized worst case (or streams one) and
// reports the long tasks (PerformanceObserver 'longtask', > 50 ms) and the React commits until it settles.
// Driven by bench/mainThread.mjs; the same shapes are asserted in CI by test/fuzz/mainThread.browser.test.tsx
// (development React, work per commit and a looser time bound).
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { MarkdownPlan } from '../../src/components/MarkdownPlan';
import { markdownRendererChunk, preloadMarkdownRenderer } from '../../src/components/MarkdownPlan/loadMarkdownRenderer';
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
  'store apply 1 MB', 'edit in 1 MB', 'quotes replaced', 'task list 1 MB, every box ticked', 'dense entries 500x4000', 'small plan', 'small plan, no warm-up',
  'task list 1 MB, drawn whole',
] as const;
type Shape = (typeof MAIN_THREAD_SHAPES)[number];

function element(shape: Shape): ReactElement | (() => AsyncGenerator<ReactElement>) {
  if (shape === 'small plan' || shape === 'small plan, no warm-up') return <MarkdownPlan content={smallPlan()} motion="reduced" streaming={false} />;
  if (shape === 'task list 1 MB' || shape === 'task list 1 MB, drawn whole') return <MarkdownPlan content={capSizedTaskList()} motion="reduced" streaming={false} />;
  if (shape === 'footnotes 1 MB') return <MarkdownPlan content={capSizedFootnoteDocument()} motion="reduced" streaming={false} />;
  if (shape === 'entries 5000') return <PlanList entries={capSizedEntries(5_000, 60) as never} motion="reduced" />;
  if (shape === 'dense entries 5000x4000') return <PlanList entries={capSizedEntries(5_000, 4_000) as never} motion="reduced" />;
  // A tenth of it, for quick A/B runs of the per-slice cost (not in the default run).
  if (shape === 'dense entries 500x4000') return <PlanList entries={capSizedEntries(500, 4_000) as never} motion="reduced" />;
  if (shape === 'edit in 1 MB') {
    // A 1 MB task list shown whole, then a box ticked in its middle.
    const content = capSizedTaskList();
    return shownThenEdited(content, content.replace('- [ ] Task 10000 ', '- [x] Task 10000 '), lastTaskShown(content));
  }
  if (shape === 'task list 1 MB, every box ticked') {
    // The 1 MB task list shown whole, then every box ticked at once (every block's text changed).
    const content = capSizedTaskList();
    return shownThenEdited(content, content.replaceAll('- [ ] ', '- [x] '), lastTaskShown(content));
  }
  if (shape === 'quotes replaced') {
    // 100 kB of quotes nested at the cap shown whole, then another such document in its place (every block's text
    // changed: a host switching plans in one panel, or an agent rewriting its plan).
    const content = capSizedNesting(100_000).quotes!;
    return shownThenEdited(content, content.replaceAll('quote', 'other'), () => true);
  }
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

/**
 * A plan of the size real agents send (about 3 KB): a title, prose, 20 tasks with inline markup, a table, a code
 * block, an ordered list, a quote and a footnote. Mounted first in a fresh page, it shows what the first markdown
 * plan of a session costs while the parser's code is still cold.
 */
function smallPlan(): string {
  const tasks = Array.from({ length: 20 }, (_, i) => `- [${i < 5 ? 'x' : ' '}] Step ${i + 1}: update \`src/module${i}.ts\` and **check** the [docs](https://example.com/${i})`);
  return [
    '# Refactor the parser', 'We split the *tokenizer* from the parser, then add tests.', '## Steps', tasks.join('\n'),
    '| file | change |\n|---|---|\n| a.ts | split |\n| b.ts | test |', '```ts\nexport const x = 1;\n```', '1. first\n2. second',
    '> A note[^1].', '[^1]: The footnote.',
  ].join('\n\n');
}

/** When the edit case ticked its box (0: not yet, or another case). */
let editStarted = 0;

/**
 * A markdown plan bound to a store that holds `content`, then, once `shown()` and React has been quiet for a second
 * (a loaded machine can pause longer than that between two commits of the mount), `edited` applied in its place:
 * the case is measured from the edit (`editStarted`, see `mainThread`).
 */
function shownThenEdited(content: string, edited: string, shown: () => boolean): () => AsyncGenerator<ReactElement> {
  const store = createPlanStore();
  store.apply(markdownUpdate(content));
  return async function* edit() {
    yield (<PlanStoreProvider store={store}><MarkdownPlan sessionId="s" planId="m" motion="reduced" streaming={false} /></PlanStoreProvider>);
    while (!shown() || performance.now() - commits().lastAt < 1000) await sleep(50);
    editStarted = performance.now();
    store.apply(markdownUpdate(edited));
  };
}

/** Whether the last task of a task list (capSizedTaskList) is on the page. */
function lastTaskShown(content: string): () => boolean {
  const last = /Task \d+ with/.exec(content.slice(content.lastIndexOf('\n')))![0];
  return () => document.body.textContent!.includes(`${last} `);
}

const markdownUpdate = (content: string) => ({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content } } });

/**
 * `store.apply` of a whole 1 MB task list arriving at once (no earlier snapshot to go on from), as an object and
 * as JSON text, then of the same with one box ticked in the middle: each apply is one task of its own.
 */
function storeApply(): CaseOutput {
  const times: number[] = [];
  for (let round = 0; round < 3; round++) {
    // A fresh text each round: the task scanner must not answer from an earlier scan.
    const content = `${capSizedTaskList()}\n- [ ] round ${round} ${performance.now()}`;
    const ticked = content.replace('- [ ] Task 10000 ', '- [x] Task 10000 ');
    const store = createPlanStore();
    let started = performance.now();
    store.apply(markdownUpdate(content));
    times.push(performance.now() - started);
    const json = JSON.stringify(markdownUpdate(ticked));
    started = performance.now();
    store.apply(json);
    times.push(performance.now() - started);
  }
  return { metrics: { longTasks: times, settled: [0], worstFrame: [0, 0, 0] }, counts: { commits: [0] } };
}

/** Mounts `shape`, waits until React stops committing for `settleMs` (1 s), and returns the long tasks and the commit count. */
export async function mainThread(params: { shape: Shape; settleMs?: number }): Promise<CaseOutput> {
  if (params.shape === 'store apply 1 MB') return storeApply();
  // The A/B of the parser's warm-up (loadMarkdownRenderer.ts): the same chunk loaded without it (a fresh page only).
  if (params.shape === 'small plan, no warm-up') markdownRendererChunk.reset(() => import('../../src/components/MarkdownPlan/MarkdownBody'));
  // The lazy renderer chunk first: a case must not settle (1 s without a commit) while its chunk is loading.
  await preloadMarkdownRenderer();
  // The case's input first (5,000 entries of 4,000 characters are 20 MB of strings to build): its long task is
  // the page's, not the library's, and must not count.
  const made = element(params.shape);
  await sleep(100);
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push(entry.duration);
      taskStarts.push(entry.startTime);
    }
  });
  const taskStarts: number[] = [];
  observer.observe({ type: 'longtask' });
  // Long animation frames split the worst frame into script and style/layout time (Chromium 123+).
  let frames: { duration: number; layout: number; script: number; startTime: number }[] = [];
  const frameObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { styleAndLayoutStart?: number; scripts?: { duration: number }[] })[]) {
      const layout = entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0;
      frames.push({ duration: entry.duration, layout, startTime: entry.startTime, script: (entry.scripts ?? []).reduce((sum, script) => sum + script.duration, 0) });
    }
  });
  frameObserver.observe({ type: 'long-animation-frame', buffered: false });
  const container = freshContainer();
  container.style.cssText = 'inline-size: 400px; block-size: 600px; overflow: auto';
  // The A/B of long documents' skipping (MarkdownPlan.css, `data-skippable`): the same mount with every block drawn.
  if (params.shape === 'task list 1 MB, drawn whole') drawWhole(container);
  const before = commits().count;
  const started = performance.now();
  const root = createRoot(container);
  if (typeof made === 'function') {
    for await (const view of made()) root.render(view);
  } else {
    root.render(made);
  }
  // Settled: no commit for `settleMs` (1 s; a loaded machine can pause longer than that between two slices), and
  // the entries cases also wait for their last row (before 2026-11-27 the dense case stopped at 360-411 of its
  // ~550 commits under load).
  const rows = params.shape.includes('entries') ? Number(/\d+/.exec(params.shape)![0]) : 0;
  while (performance.now() - Math.max(commits().lastAt, started) < (params.settleMs ?? 1000) || (container.querySelector('ol')?.childElementCount ?? 0) < rows) await sleep(50);
  const settled = commits().lastAt - started;
  if (editStarted > 0) {
    // The edit case reports only what came after the edit.
    const after = tasks.filter((_, index) => taskStarts[index]! >= editStarted);
    tasks.length = 0;
    tasks.push(...after);
    frames = frames.filter((frame) => frame.startTime >= editStarted);
    editStarted = 0;
  }
  const count = commits().count - before;
  observer.disconnect();
  frameObserver.disconnect();
  root.unmount();
  container.remove();
  const worst = frames.sort((a, b) => b.duration - a.duration)[0] ?? { duration: 0, layout: 0, script: 0 };
  return {
    metrics: { longTasks: tasks, settled: [settled], worstFrame: [worst.duration, worst.script, worst.layout] },
    counts: { commits: [count] },
  };
}

/** Draws every block inside `container` (the theme's `content-visibility: auto` on long documents' blocks undone). */
function drawWhole(container: HTMLElement): void {
  container.setAttribute('data-bench-drawn-whole', '');
  if (document.getElementById('bench-drawn-whole')) return;
  const style = document.createElement('style');
  style.id = 'bench-drawn-whole';
  style.textContent = "[data-bench-drawn-whole] [data-skippable] { content-visibility: visible !important; }";
  document.head.append(style);
}
