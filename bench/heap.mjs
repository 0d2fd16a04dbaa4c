#!/usr/bin/env node
// @ts-check
// `npm run bench:heap` (issue 20): what a mounted cap-sized document keeps in the page's heaps, in production React
// in headless Chromium. Garbage collection traces all of it (V8's heap and, with it, Blink's: DOM, styles and
// layout objects), so what a page holds sets the cost of every major collection during and after the mount.
// Prints, after a forced collection: the elements, V8's used heap and Blink's (the embedder's) heap, beyond an empty
// page's. Counts bytes, not time, so a loaded machine gives the same answer.
//
//   npm run bench:heap                                   the 1 MB task list and the 1 MB document with footnotes
//   npm run bench:heap -- --only "entries 5000"          any shape of bench/page/mainThread.tsx
//   npm run bench:heap -- --sample --no-build            also where V8's kept bytes were allocated (sampling
//                                                        heap profiler; build with BENCH_PROFILE=1 for names)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { prepareBenchPage, serve } from './serve.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: { only: { type: 'string' }, sample: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const SHAPES = options.only ? [options.only] : ['task list 1 MB', 'footnotes 1 MB'];
/** @param {number} bytes */
const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

const executablePath = await prepareBenchPage({ build: !options['no-build'] });
const server = await serve(path.join(benchDir, 'dist'));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
try {
  for (const shape of SHAPES) {
    // A fresh page per shape: nothing of the last one is left to collect.
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const empty = await cdp.send('Runtime.getHeapUsage');
    if (options.sample) await cdp.send('HeapProfiler.startSampling', { samplingInterval: 16_384 });
    // Mounted until the page closes: the case waits a minute without commits before it unmounts.
    let failed = /** @type {unknown} */ (undefined);
    void page.evaluate((shape) => /** @type {any} */ (globalThis).__bench.run('mainThread', { shape, settleMs: 60_000 }), shape).catch((error) => (failed = error));
    // Mounted: the element count has not changed for 1.5 s (a failed case throws here).
    let elements = -1;
    for (let stable = 0, polls = 0; stable < 3; polls++) {
      if (polls > 240) throw new Error(`${shape}: still changing after 2 minutes (an unknown shape?)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (failed !== undefined) throw failed;
      const now = await page.evaluate(() => globalThis.document.querySelectorAll('*').length);
      stable = now === elements && now > 100 ? stable + 1 : 0;
      elements = now;
    }
    await cdp.send('HeapProfiler.collectGarbage');
    const kept = await cdp.send('Runtime.getHeapUsage');
    process.stdout.write(
      `${shape.padEnd(24)} ${String(elements).padStart(7)} elements, V8 heap ${MB(kept.usedSize - empty.usedSize)}, ` +
        `Blink heap ${MB(kept.embedderHeapUsedSize - empty.embedderHeapUsedSize)}\n`,
    );
    if (options.sample) printSampledSites((await cdp.send('HeapProfiler.stopSampling')).profile);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}

/**
 * A node of Chromium's sampling heap profile (CDP `HeapProfiler.SamplingHeapProfileNode`).
 * @typedef {{ callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: SampleNode[] }} SampleNode
 */

/**
 * The 25 call sites (with three callers) that allocated most of what V8 still holds.
 * @param {{ head: SampleNode }} profile
 */
function printSampledSites(profile) {
  /** @type {Map<string, number>} */
  const bytes = new Map();
  /** @type {(node: SampleNode, stack: string[]) => void} */
  const walk = (node, stack) => {
    const name = node.callFrame.functionName || '(anonymous)';
    if (node.selfSize > 0) {
      const site = `${name} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}  <  ${stack.slice(-3).join(' < ')}`;
      bytes.set(site, (bytes.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, [...stack, name]);
  };
  walk(profile.head, []);
  for (const [site, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) process.stdout.write(`  ${MB(size).padStart(9)}  ${site}\n`);
}
