#!/usr/bin/env node
// @ts-check
// `npm run bench:main-thread` (issue 20): mounts a 3 KB plan first (while the code is cold, as a session's first
// plan is), then each cap-sized worst case (cap-deep nesting, a 1 MB task list, a 1 MB document with footnotes,
// one streamed in 20 snapshots, 5,000 entries, 5,000 dense entries of 4,000 characters, a 1 MB task list edited:
// one box ticked, every box ticked, and quotes replaced by another document) in production React in
// headless Chromium, and prints the longest long task (PerformanceObserver 'longtask'), how many passed 50 ms,
// the commits and the time to settle.
//
//   npm run bench:main-thread                           every shape, 3 rounds
//   npm run bench:main-thread -- --only "small plan, no warm-up" --rounds 1
//                                                       any shape of bench/page/mainThread.tsx, also those not in
//                                                       the default run (the A/B of the parser's warm-up)
//   npm run bench:main-thread -- --only "task list 1 MB" --rounds 1 --profile --no-build
//                                                       a CPU profile of the run (unminified build), top functions
//   ... --trace                                         Chromium's timeline: style, layout, paint (and work counts),
//                                                       and what ran in each long task (names: BENCH_PROFILE=1)
//   ... --cpu-slowdown 4                                the page's CPU 4x slower (a slow laptop, a busy CI machine)
//   ... --settle 5000                                   settled after 5 s without a commit (1 s by default; a loaded
//                                                       machine can pause longer between two slices)
import os from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { prepareBenchPage, serve } from './serve.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    profile: { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
    settle: { type: 'string', default: '1000' },
    'cpu-slowdown': { type: 'string', default: '1' },
    'no-build': { type: 'boolean', default: false },
  },
});
if (options.profile) process.env.BENCH_PROFILE = '1';
const SHAPES = [
  // First: its first round is the first markdown plan of a fresh page (cold code), as a session's is.
  'small plan', 'quotes', 'lists', 'mixed containers', 'emphasis', 'brackets', 'task list 1 MB', 'footnotes 1 MB', 'streamed footnotes 1 MB',
  'entries 5000', 'dense entries 5000x4000', 'store apply 1 MB', 'edit in 1 MB', 'quotes replaced',
];

async function main() {
  const executablePath = await prepareBenchPage({ build: !options['no-build'] });
  const server = await serve(path.join(benchDir, 'dist'));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    await page.goto(`http://127.0.0.1:${port}/`);
    // A slower machine than this one (Chromium's CPU throttling: the page's main thread gets 1/N of the CPU time),
    // for what the budgets were sized on: a slow laptop, or a busy CI machine, in a repeatable way.
    const slowdown = Number(options['cpu-slowdown']);
    if (slowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const info = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.info());
    process.stdout.write(
      `React ${info.react} (${info.production ? 'production' : 'DEVELOPMENT'}), load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores` +
        `${slowdown > 1 ? `, CPU slowed down ${slowdown}x` : ''}\n`,
    );
    for (const shape of options.only ? [options.only] : SHAPES) {
      for (let round = 0; round < Number(options.rounds); round++) {
        const cdp = options.profile ? await page.context().newCDPSession(page) : undefined;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        if (options.trace) await startTrace(page);
        const output = await page.evaluate((params) => /** @type {any} */ (globalThis).__bench.run('mainThread', params), { shape, settleMs: Number(options.settle) });
        if (options.trace) await stopTrace(page, shape);
        if (process.env.BENCH_SEQUENCE) process.stdout.write(`  in order: ${output.metrics.longTasks.map(Math.round).join(' ')}\n`);
        if (shape === 'store apply 1 MB') {
          const times = output.metrics.longTasks.map((/** @type {number} */ ms) => ms.toFixed(1));
          if (cdp) await saveProfile(cdp, shape);
          process.stdout.write(`${shape.padEnd(26)} one task each: whole object ${times.filter((/** @type {string} */ _, /** @type {number} */ i) => i % 2 === 0).join(', ')} ms; JSON text, one box ticked ${times.filter((/** @type {string} */ _, /** @type {number} */ i) => i % 2 === 1).join(', ')} ms\n`);
          continue;
        }
        const tasks = [...output.metrics.longTasks].sort((a, b) => b - a);
        process.stdout.write(
          `${shape.padEnd(26)} longest task ${String(Math.round(tasks[0] ?? 0)).padStart(5)} ms, ${String(tasks.length).padStart(3)} over 50 ms` +
            ` (next: ${tasks.slice(1, 4).map(Math.round).join(', ')}), ${output.counts.commits[0]} commits, settled in ${Math.round(output.metrics.settled[0])} ms` +
            `; worst frame ${output.metrics.worstFrame.map(Math.round).join(' / ')} ms (all / script / style+layout)\n`,
        );
        if (cdp) await saveProfile(cdp, shape);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/** @type {import('playwright-core').CDPSession | undefined} */
let tracing;
/** @type {any[]} */
let traceEvents = [];

/**
 * Starts a Chromium trace of the page's timeline (style recalculations, layouts and what forced them).
 * @param {import('playwright-core').Page} page
 */
async function startTrace(page) {
  tracing = await page.context().newCDPSession(page);
  traceEvents = [];
  tracing.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
  await tracing.send('Tracing.start', {
    transferMode: 'ReportEvents',
    // The CPU profiler's samples too: each long task then names the functions that ran in it (printLongTasks).
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'disabled-by-default-v8.cpu_profiler'],
      excludedCategories: ['*'],
    },
  });
}

/**
 * Stops the trace, saves it (bench/dist/profiles, loadable in DevTools' Performance panel) and prints the style
 * recalculations and layouts: how many, the longest, and the elements / layout objects they touched.
 * @param {import('playwright-core').Page} page
 * @param {string} shape
 */
async function stopTrace(page, shape) {
  if (!tracing) return;
  const session = tracing;
  const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.end');
  await done;
  await session.detach();
  tracing = undefined;
  void page;
  const directory = path.join(benchDir, 'dist', 'profiles');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, `main-thread-${shape.replace(/\W+/g, '-')}.trace.json`), JSON.stringify({ traceEvents }));
  summariseTrace(traceEvents);
  printLongTasks({ traceEvents });
}

/**
 * Style recalculations (`UpdateLayoutTree`, elements restyled) and layouts (`Layout`, dirty / total layout objects;
 * forced ones have a JavaScript stack), each type's count, total, longest five.
 * @param {any[]} events
 */
export function summariseTrace(events) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = events.filter((event) => event.ph === 'X' && (!main || (event.pid === main.pid && event.tid === main.tid)));
  // Work counts, which the machine's load does not change (times do): elements restyled and objects laid out in all.
  const restyled = onMain.filter((event) => event.name === 'UpdateLayoutTree').reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0);
  const laidOut = onMain.filter((event) => event.name === 'Layout').reduce((sum, event) => sum + (event.args?.beginData?.dirtyObjects ?? 0), 0);
  process.stdout.write(`    in all: ${restyled} elements restyled, ${laidOut} layout objects laid out\n`);
  for (const name of ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'HitTest']) {
    const of = onMain.filter((event) => event.name === name);
    if (of.length === 0) continue;
    const total = of.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
    process.stdout.write(`    ${name.padEnd(16)} ${String(of.length).padStart(5)} times, ${total.toFixed(0).padStart(6)} ms in all; longest:\n`);
    for (const event of [...of].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 5)) {
      const begin = event.args?.beginData ?? {};
      const end = event.args?.endData ?? {};
      const detail =
        name === 'UpdateLayoutTree'
          ? `elements ${event.args?.elementCount ?? end.elementCount ?? begin.elementCount ?? '?'}`
          : name === 'Layout'
            ? `dirty ${begin.dirtyObjects} of ${begin.totalObjects} objects${begin.partialLayout ? ', partial' : ''}${begin.stackTrace ? `, forced by ${begin.stackTrace.map((/** @type {any} */ frame) => frame.functionName || '?').slice(0, 4).join(' < ')}` : ''}`
            : '';
      process.stdout.write(`      ${((event.dur ?? 0) / 1000).toFixed(1).padStart(8)} ms  ${detail}\n`);
    }
  }
}

/**
 * The renderer main thread's tasks over 50 ms, in order, each split by what ran inside it: script, style, layout,
 * paint (outermost events only: a layout forced by script counts as script) and GC (wherever it ran).
 * @param {{ traceEvents: Array<{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, args?: any }> }} trace
 */
function printLongTasks({ traceEvents: events }) {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  if (!main) return;
  const kinds = /** @type {Record<string, string>} */ ({
    FunctionCall: 'script', EvaluateScript: 'script', RunMicrotasks: 'script', TimerFire: 'script', FireAnimationFrame: 'script', EventDispatch: 'script',
    UpdateLayoutTree: 'style', Layout: 'layout', PrePaint: 'paint', Paint: 'paint', Layerize: 'paint', MajorGC: 'gc', MinorGC: 'gc',
    // Incremental marking steps run inside script (allocation) and frames: at a 1 MB document they were most of
    // the longest script tasks (2026-11-27), and neither MajorGC nor MinorGC covers them.
    'V8.GC_MC_INCREMENTAL': 'gc',
  });
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((event) => event.name === 'RunTask' && /** @type {number} */ (event.dur) > 50_000);
  const samples = cpuSamples(events, main.pid);
  let line = '';
  for (const task of tasks) {
    const end = task.ts + /** @type {number} */ (task.dur);
    /** @type {Record<string, number>} */
    const spent = {};
    /** @type {Record<string, number>} */
    const openUntil = {};
    let styled = 0;
    for (const event of own) {
      const kind = kinds[event.name];
      if (!kind || event.ts < task.ts || event.ts >= end) continue;
      // GC counts wherever it runs (inside script too), once where its events nest; the others only when not
      // inside one of their own kind.
      if (kind === 'gc' && event.ts < (openUntil.gc ?? 0)) continue;
      if (kind === 'gc') openUntil.gc = event.ts + /** @type {number} */ (event.dur);
      if (kind !== 'gc' && event.ts < (openUntil.any ?? 0)) continue;
      spent[kind] = (spent[kind] ?? 0) + /** @type {number} */ (event.dur) / 1000;
      if (kind === 'style') styled += event.args?.elementCount ?? 0;
      if (kind !== 'gc') openUntil.any = event.ts + /** @type {number} */ (event.dur);
    }
    line += `    task ${Math.round(/** @type {number} */ (task.dur) / 1000)} ms: ${Object.entries(spent).sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')}${styled ? ` (${styled} elements styled)` : ''}\n`;
    const ran = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    if (ran.length > 0) line += `      ran: ${ranIn(ran)}\n`;
  }
  process.stdout.write(line || '    no task over 50 ms in the trace\n');
}

/**
 * The CPU profiler's samples in a trace (category `disabled-by-default-v8.cpu_profiler`) of process `pid`, each with
 * its time and its stack (outermost first).
 * @param {Array<{ name: string, pid: number, id?: string, args?: any }>} events
 * @param {number} pid
 */
function cpuSamples(events, pid) {
  /** @type {Array<{ ts: number, stack: string[] }>} */
  const samples = [];
  for (const profile of events.filter((event) => event.name === 'Profile' && event.pid === pid)) {
    /** @type {Map<number, { name: string, parent?: number }>} */
    const nodes = new Map();
    let ts = profile.args.data.startTime;
    for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id)) {
      const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
      for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, { name: node.callFrame.functionName || '(anonymous)', parent: node.parent });
      (cpuProfile.samples ?? []).forEach((/** @type {number} */ id, /** @type {number} */ index) => {
        ts += timeDeltas[index] ?? 0;
        const stack = [];
        for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.unshift(node.name);
        samples.push({ ts, stack });
      });
    }
  }
  return samples;
}

/**
 * What ran in a task, from its CPU samples: the functions with the most time including their callees among a few
 * that say whose work it was (the parse of a block, React's commit, our document's own render), then the most
 * self time. Names need an unminified build (`BENCH_PROFILE=1`).
 * @param {Array<{ ts: number, stack: string[] }>} samples
 */
function ranIn(samples) {
  const WHOSE = ['Markdown', 'commitRoot', 'flushPassiveEffects', 'MarkdownDocument', 'usePresenceList', '(garbage collector)'];
  /** @type {Map<string, number>} */
  const including = new Map();
  /** @type {Map<string, number>} */
  const self = new Map();
  for (const { stack } of samples) {
    for (const name of new Set(stack)) if (WHOSE.includes(name)) including.set(name, (including.get(name) ?? 0) + 1);
    const top = stack.at(-1) ?? '?';
    self.set(top, (self.get(top) ?? 0) + 1);
  }
  const share = (/** @type {number} */ count) => `${Math.round((100 * count) / samples.length)}%`;
  const whose = [...including].sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name} ${share(count)}`);
  const most = [...self].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 4).map(([name, count]) => `${name} ${share(count)}`);
  return `${whose.join(', ')}; self: ${most.join(', ')}`;
}

/**
 * Stops the CPU profile of `shape`'s run, writes it to bench/dist/profiles and prints its top functions.
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} shape
 */
async function saveProfile(cdp, shape) {
  const { profile } = await cdp.send('Profiler.stop');
  const directory = path.join(benchDir, 'dist', 'profiles');
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, `main-thread-${shape.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  printTopFunctions(/** @type {any} */ (profile));
  await cdp.detach();
}

/**
 * The 20 functions with the most self time.
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number } }>, samples?: number[], timeDeltas?: number[] }} profile
 */
function printTopFunctions(profile) {
  /** @type {Map<string, number>} */
  const selfTime = new Map();
  const labels = new Map(profile.nodes.map(({ id, callFrame: { functionName, url, lineNumber } }) => [id, `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim()]));
  (profile.samples ?? []).forEach((id, index) => {
    const label = labels.get(id) ?? '?';
    selfTime.set(label, (selfTime.get(label) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000);
  });
  for (const [label, ms] of [...selfTime].filter(([label]) => label !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    process.stdout.write(`    ${ms.toFixed(0).padStart(6)} ms  ${label}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
