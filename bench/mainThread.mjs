#!/usr/bin/env node
// @ts-check
// `npm run bench:main-thread` (issue 20): mounts each cap-sized worst case (cap-deep nesting, a 1 MB task list, a
// 1 MB document with footnotes, one streamed in 20 snapshots, 5,000 entries, 5,000 dense entries of 4,000
// characters) in production React in headless Chromium, and prints the longest long task (PerformanceObserver
// 'longtask'), how many passed 50 ms, the commits and the time to settle.
//
//   npm run bench:main-thread                           every shape, 3 rounds
//   npm run bench:main-thread -- --only "task list 1 MB" --rounds 1 --profile --no-build
//                                                       a CPU profile of the run (unminified build), top functions
//   npm run bench:main-thread -- --only "dense entries 5000x4000" --rounds 1 --trace
//                                                       a Chromium trace: what each task over 50 ms spent its time on
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
    'no-build': { type: 'boolean', default: false },
  },
});
if (options.profile) process.env.BENCH_PROFILE = '1';
const SHAPES = [
  'quotes', 'lists', 'mixed containers', 'emphasis', 'brackets', 'task list 1 MB', 'footnotes 1 MB', 'streamed footnotes 1 MB',
  'entries 5000', 'dense entries 5000x4000', 'store apply 1 MB', 'edit in 1 MB',
];
// Run only when asked for by name (`--only`): a tenth of the dense case, for quick A/B runs of the per-slice cost.
const EXTRA_SHAPES = ['dense entries 500x4000'];

async function main() {
  const executablePath = await prepareBenchPage({ build: !options['no-build'] });
  const server = await serve(path.join(benchDir, 'dist'));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding'] });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    await page.goto(`http://127.0.0.1:${port}/`);
    const info = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.info());
    process.stdout.write(`React ${info.react} (${info.production ? 'production' : 'DEVELOPMENT'}), load average ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${os.cpus().length} cores\n`);
    for (const shape of (options.only ? [...SHAPES, ...EXTRA_SHAPES].filter((name) => name === options.only) : SHAPES)) {
      for (let round = 0; round < Number(options.rounds); round++) {
        const cdp = options.profile ? await page.context().newCDPSession(page) : undefined;
        if (cdp) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        if (options.trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        const output = await page.evaluate((params) => /** @type {any} */ (globalThis).__bench.run('mainThread', params), { shape });
        const trace = options.trace ? JSON.parse(String(await browser.stopTracing())) : undefined;
        if (process.env.BENCH_SEQUENCE) process.stdout.write(`  in order: ${output.metrics.longTasks.map(Math.round).join(' ')}\n`);
        if (shape === 'store apply 1 MB') {
          const times = output.metrics.longTasks.map((/** @type {number} */ ms) => ms.toFixed(1));
          process.stdout.write(`${shape.padEnd(26)} one task each: whole object ${times.filter((/** @type {string} */ _, /** @type {number} */ i) => i % 2 === 0).join(', ')} ms; JSON text, one box ticked ${times.filter((/** @type {string} */ _, /** @type {number} */ i) => i % 2 === 1).join(', ')} ms\n`);
          continue;
        }
        const tasks = [...output.metrics.longTasks].sort((a, b) => b - a);
        process.stdout.write(
          `${shape.padEnd(26)} longest task ${String(Math.round(tasks[0] ?? 0)).padStart(5)} ms, ${String(tasks.length).padStart(3)} over 50 ms` +
            ` (next: ${tasks.slice(1, 4).map(Math.round).join(', ')}), ${output.counts.commits[0]} commits, settled in ${Math.round(output.metrics.settled[0])} ms` +
            `; worst frame ${output.metrics.worstFrame.map(Math.round).join(' / ')} ms (all / script / style+layout)\n`,
        );
        if (trace) printLongTasks(trace);
        if (cdp) {
          const { profile } = await cdp.send('Profiler.stop');
          const directory = path.join(benchDir, 'dist', 'profiles');
          await mkdir(directory, { recursive: true });
          await writeFile(path.join(directory, `main-thread-${shape.replace(/\W+/g, '-')}.cpuprofile`), JSON.stringify(profile));
          printTopFunctions(/** @type {any} */ (profile));
          await cdp.detach();
        }
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

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
  });
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const tasks = own.filter((event) => event.name === 'RunTask' && /** @type {number} */ (event.dur) > 50_000);
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
      // GC counts wherever it runs (inside script too); the others only when not inside one of their own kind.
      if (kind !== 'gc' && event.ts < (openUntil.any ?? 0)) continue;
      spent[kind] = (spent[kind] ?? 0) + /** @type {number} */ (event.dur) / 1000;
      if (kind === 'style') styled += event.args?.elementCount ?? 0;
      if (kind !== 'gc') openUntil.any = event.ts + /** @type {number} */ (event.dur);
    }
    line += `    task ${Math.round(/** @type {number} */ (task.dur) / 1000)} ms: ${Object.entries(spent).sort((a, b) => b[1] - a[1]).map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(', ')}${styled ? ` (${styled} elements styled)` : ''}\n`;
  }
  process.stdout.write(line || '    no task over 50 ms in the trace\n');
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
