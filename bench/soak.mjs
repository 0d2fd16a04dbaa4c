#!/usr/bin/env node
// @ts-check
// `npm run bench:soak` (issue 20): 100,000 streamed updates through `store.apply` with a `<SessionPlans>` mounted
// for each of several sessions, in production React in headless Chromium (the benchmark page of `npm run bench`).
// Mixed traffic: legacy `plan` snapshots, growing markdown snapshots (restarting at 20 kB, like a new turn),
// status changes in `plan_update` item plans (sent as JSON text), plan adds and removes. Reports total time,
// updates/s, the longest batch, and the JS heap (after a forced GC, over the DevTools protocol) at start, middle
// and end, and after unmounting; it flags heap growth between the middle and the end.
//
//   npm run bench:soak                             100,000 updates, 4 sessions, 20 updates per task
//   npm run bench:soak -- --updates 20000 --sessions 8 --batch 50 --no-build
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { prepareBenchPage, serve } from './serve.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    updates: { type: 'string', default: '100000' },
    sessions: { type: 'string', default: '4' },
    batch: { type: 'string', default: '20' },
    seed: { type: 'string', default: '20' },
    'no-build': { type: 'boolean', default: false },
  },
});
const updates = Number(options.updates);
const sessions = Number(options.sessions);
const batch = Number(options.batch);
/** Heap growth from the middle to the end past this share (after GC) is flagged: the second half should plateau. */
const GROWTH_FLAG = 0.1;
const CHUNKS = 10;

/** @param {number} bytes */
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

async function main() {
  const executablePath = await prepareBenchPage({ build: !options['no-build'] });
  const server = await serve(path.join(benchDir, 'dist'));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') process.stderr.write(`page console.${message.type()}: ${message.text()}\n`);
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    const info = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.info());
    if (!info.production) throw new Error('The page was not built in production mode');
    const cdp = await page.context().newCDPSession(page);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      return usedSize;
    };
    /** @param {string} name @param {Record<string, unknown>} params */
    const run = (name, params) => page.evaluate(([n, p]) => /** @type {any} */ (globalThis).__bench.run(n, p), /** @type {const} */ ([name, params]));

    const loadAtStart = os.loadavg().map((v) => v.toFixed(2));
    const empty = await heap();
    await run('soakSetup', { sessions, seed: Number(options.seed) });
    // A short warm-up, so "start" is the heap of a mounted, running panel rather than of an empty page.
    await run('soakRun', { count: 200, batch });
    const samples = [{ at: 200, heap: await heap(), elapsed: 0, longestBatch: 0 }];
    let last;
    const per = Math.ceil((updates - 200) / CHUNKS);
    for (let sent = 200; sent < updates; ) {
      const count = Math.min(per, updates - sent);
      last = await run('soakRun', { count, batch });
      sent += count;
      samples.push({ at: sent, heap: await heap(), elapsed: last.metrics.elapsed[0], longestBatch: last.metrics.longestBatch[0] });
      process.stdout.write(`${String(sent).padStart(7)} updates  ${(count / (last.metrics.elapsed[0] / 1000)).toFixed(0).padStart(6)} updates/s  heap ${mb(samples[samples.length - 1]?.heap ?? 0)}\n`);
    }
    await run('soakTeardown', {});
    const afterTeardown = await heap();

    const timed = samples.slice(1);
    const totalMs = timed.reduce((sum, s) => sum + s.elapsed, 0);
    const start = samples[0]?.heap ?? 0;
    const middle = samples[Math.floor(samples.length / 2)]?.heap ?? 0;
    const end = samples[samples.length - 1]?.heap ?? 0;
    const growth = (end - middle) / middle;
    const counts = /** @type {Record<string, number[]>} */ (last?.counts ?? {});
    const kinds = Object.entries(counts).filter(([k]) => k.startsWith('kind:')).map(([k, [n]]) => `${k.slice(5)} ${n}`).join(', ');
    process.stdout.write(
      [
        '',
        `Soak: ${updates} updates over ${sessions} sessions (${kinds}), ${batch} per task, production React ${info.react}, Chromium ${browser.version()}`,
        `  total ${(totalMs / 1000).toFixed(1)} s (timed ${updates - 200}), ${((updates - 200) / (totalMs / 1000)).toFixed(0)} updates/s, longest batch ${Math.max(...timed.map((s) => s.longestBatch)).toFixed(1)} ms`,
        `  heap after GC: empty page ${mb(empty)}, start ${mb(start)}, middle ${mb(middle)}, end ${mb(end)}, after unmount ${mb(afterTeardown)}`,
        `  growth middle -> end ${(growth * 100).toFixed(1)} %: ${growth > GROWTH_FLAG ? `FLAG: the heap grows past ${GROWTH_FLAG * 100} % over the second half` : 'no growth flagged'}`,
        `  DOM elements at end ${counts.domNodes?.[0] ?? '?'}; load average at start ${loadAtStart.join(' ')}, at end ${os.loadavg().map((v) => v.toFixed(2)).join(' ')} (${os.cpus().length} cores)`,
        '',
      ].join('\n'),
    );
    if (growth > GROWTH_FLAG) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
});
