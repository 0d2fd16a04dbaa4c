#!/usr/bin/env node
// @ts-check
// `npm run bench:diff` (issue 16): the history diff of two 5,000-entry revisions and of two 1 MB markdown
// revisions with edits scattered over them, in production React in headless Chromium (bench/page/historyDiff.tsx).
// Prints, per shape, the median, p95 and max of the diff alone, of mounting <PlanHistory> (which computes the diff
// for its summary) and of choosing the two revisions (rendering the diff rows: folded, the first 500), and the load average.
//
//   npm run bench:diff                                   every shape, 3 rounds of 5 repeats
//   npm run bench:diff -- --only "items 5000" --rounds 1 --no-build
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { prepareBenchPage, serve } from './serve.mjs';
import { summarize } from './stats.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    repeats: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const SHAPES = ['items 5000', 'markdown tasks 1 MB', 'markdown paragraphs 1 MB'];
const METRICS = ['first diff', 'diff', 'mount', 'choose two'];

async function main() {
  const executablePath = await prepareBenchPage({ build: !options['no-build'] });
  const server = await serve(path.join(benchDir, 'dist'));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--js-flags=--expose-gc'],
  });
  const loads = [os.loadavg()[0] ?? 0];
  try {
    /** @type {Map<string, { metrics: Record<string, number[]>, counts: Record<string, number[]> }>} */
    const pooled = new Map();
    for (let round = 0; round < Number(options.rounds); round++) {
      for (const shape of SHAPES.filter((name) => !options.only || name === options.only)) {
        // A fresh page per shape and round: `first diff` is then the first diff that page ever ran.
        const page = await browser.newPage();
        page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
        await page.goto(`http://127.0.0.1:${port}/`);
        const info = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.info());
        if (!info.production || !info.crossOriginIsolated) throw new Error('The page must be a production build, cross-origin isolated');
        const output = await page.evaluate((params) => /** @type {any} */ (globalThis).__bench.run('historyDiff', params), { shape, repeats: Number(options.repeats) });
        await page.close();
        const into = pooled.get(shape) ?? { metrics: {}, counts: {} };
        for (const [name, samples] of Object.entries(output.metrics)) (into.metrics[name] ??= []).push(...samples);
        for (const [name, samples] of Object.entries(output.counts)) (into.counts[name] ??= []).push(...samples);
        pooled.set(shape, into);
        loads.push(os.loadavg()[0] ?? 0);
      }
    }
    process.stdout.write(`\nChromium, production React; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} on ${os.cpus().length} cores\n\n`);
    process.stdout.write('| shape | changes | diff rows | ' + METRICS.map((name) => `${name} p50 / p95 / max (ms)`).join(' | ') + ' |\n');
    process.stdout.write('|---|---:|---:|' + METRICS.map(() => '---:').join('|') + '|\n');
    for (const [shape, { metrics, counts }] of pooled) {
      const cells = METRICS.map((name) => {
        const summary = summarize(metrics[name] ?? []);
        return summary.n === 0 ? '-' : `${summary.median.toFixed(1)} / ${summary.p95.toFixed(1)} / ${summary.max.toFixed(1)}`;
      });
      process.stdout.write(`| ${shape} | ${counts.changes?.[0] ?? '-'} | ${counts.rows?.[0] ?? '-'} | ${cells.join(' | ')} |\n`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exitCode = 1;
});
