#!/usr/bin/env node
// @ts-check
// `npm run bench`: builds the benchmark page with production React, serves it cross-origin isolated (so
// performance.now() resolves to 5 µs), drives it in headless Chromium with playwright-core, and prints one
// table: every case for the library and for the naive renderer, interleaved in the same run, with medians,
// p95, IQR and the ratio between them. A full run writes bench/results.json and the table in bench/README.md.
//
//   npm run bench                     full run (about 3 minutes; run it when the machine is quiet)
//   npm run bench -- --quick          one short round, prints only (a smoke test of the harness)
//   npm run bench -- --only status    only cases whose name contains "status"; prints only
//   npm run bench -- --only status --sizes 1000 --rounds 5
//                                     only those plan sizes, more rounds; prints only (for A/B comparisons)
//   npm run bench -- --no-build       reuse bench/dist
//   npm run bench -- --only status --profile
//                                     unminified build; a CPU profile of each run of ours, saved in
//                                     bench/dist/profiles/*.cpuprofile (open in Chrome DevTools), top functions printed
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { prepareBenchPage, serve } from './serve.mjs';
import { buildReport, REPORT_ALIGN, REPORT_HEADERS, targetLines } from './report.mjs';
import { renderMarkdownTable, renderTextTable } from './table.mjs';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const distDir = path.join(benchDir, 'dist');
const repoDir = path.dirname(benchDir);

const { values: options } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    rounds: { type: 'string' },
    sizes: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
  },
});
const quick = Boolean(options.quick);
const rounds = options.rounds ? Number(options.rounds) : quick ? 1 : 3;
/** Only a complete run is recorded: a quick or filtered run never overwrites results.json or the README table. */
const record = !quick && !options.only && !options.rounds && !options.sizes && !options.profile;
if (options.profile) process.env.BENCH_PROFILE = '1';

/**
 * @typedef {import('./report.mjs').CaseId} CaseId
 * @typedef {object} CaseSpec
 * @property {string} name                         the page's case function
 * @property {number} n                            plan size (entries) or document size (characters)
 * @property {Record<string, unknown>} params      passed to the page, plus `implementation`
 * @property {Record<string, CaseId>} metrics      page metric name -> report row
 * @property {string} countsOn                     the page metric whose row gets the per-sample tallies
 * @property {readonly Implementation[]} [implementations]  run in this order (rotated each round); ours and naive by default
 * @typedef {'ours' | 'naive' | 'bare' | 'floor'} Implementation
 */

/** Item-plan cases run all four: the library, React's floor, the bare naive renderer, the naive one with our DOM. */
const ITEM_IMPLEMENTATIONS = /** @type {const} */ (['ours', 'floor', 'bare', 'naive']);
/** Mount has no floor of its own (the floor's mount is the bare renderer's plus its subscriptions). */
const MOUNT_IMPLEMENTATIONS = /** @type {const} */ (['ours', 'bare', 'naive']);

const ALL_SIZES = [10, 100, 1000, 10000];
/** The plan sizes of the per-size case families: all, or those `--sizes` names (comma-separated). */
const SIZES = options.sizes ? options.sizes.split(',').map(Number) : ALL_SIZES;
if (SIZES.length === 0 || SIZES.some((size) => !ALL_SIZES.includes(size))) {
  throw new Error(`--sizes takes a comma-separated list of ${ALL_SIZES.join(', ')}; got "${options.sizes}"`);
}
/** Scales sample counts down for --quick. @param {number} count */
const scale = (count) => (quick ? Math.max(2, Math.ceil(count / 5)) : count);

/** @type {CaseSpec[]} */
const SPECS = [
  ...SIZES.map((size) => ({
    name: 'storeApply',
    n: size,
    // Batches keep each timed sample near or above 0.5 ms.
    params: { size, ...{ 10: { updates: 4000, batch: 200 }, 100: { updates: 2000, batch: 50 }, 1000: { updates: 400, batch: 10 }, 10000: { updates: 60, batch: 2 } }[size], warmup: 50 },
    metrics: { apply: /** @type {CaseId} */ ('store-apply') },
    countsOn: 'apply',
  })),
  ...SIZES.map((size) => ({
    name: 'firstRender',
    n: size,
    params: { size, repeats: scale(size >= 10000 ? 4 : size >= 1000 ? 8 : 20) },
    metrics: {
      commit: /** @type {CaseId} */ ('first-render'),
      layout: /** @type {CaseId} */ ('first-render-layout'),
      settled: /** @type {CaseId} */ ('first-render-settled'),
    },
    countsOn: 'commit',
    implementations: MOUNT_IMPLEMENTATIONS,
  })),
  ...SIZES.map((size) => ({
    name: 'statusChange',
    n: size,
    params: { size, updates: scale(size >= 10000 ? 20 : 60), warmup: 5 },
    metrics: { commit: /** @type {CaseId} */ ('status-change'), layout: /** @type {CaseId} */ ('status-change-layout') },
    countsOn: 'commit',
    implementations: ITEM_IMPLEMENTATIONS,
  })),
  ...[100, 1000].map((size) => ({
    name: 'burst',
    n: size,
    params: { size, burst: 1000, repeats: quick ? 1 : 2 },
    metrics: { settled: /** @type {CaseId} */ ('burst'), dispatch: /** @type {CaseId} */ ('burst-dispatch') },
    countsOn: 'settled',
  })),
  {
    name: 'markdownStream',
    n: 20000,
    params: { size: 20000, snapshots: 200 },
    metrics: { snapshot: /** @type {CaseId} */ ('markdown-stream') },
    countsOn: 'snapshot',
  },
].filter((spec) => !options.only || spec.name.toLowerCase().includes(options.only.toLowerCase()));

/** @param {string[]} args */
function git(...args) {
  try {
    return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/**
 * @param {string} browserVersion
 * @param {{ react: string }} pageInfo
 */
function machine(browserVersion, pageInfo) {
  const cpus = os.cpus();
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: browserVersion,
    react: pageInfo.react,
  };
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const executablePath = await prepareBenchPage({ build: !options['no-build'] });
  const loadAtStart = loadAverage();
  const server = await serve(distDir);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const url = `http://127.0.0.1:${address.port}/`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    // Background throttling would stretch timers and frames in a page nobody looks at; gc() lets the page
    // collect garbage outside timed regions.
    args: [...CHROMIUM_ARGS, '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--js-flags=--expose-gc'],
  });
  try {
    const page = await browser.newPage();
    page.on('pageerror', (error) => process.stderr.write(`page error: ${error.message}\n`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') process.stderr.write(`page console.${message.type()}: ${message.text()}\n`);
    });
    await page.goto(url);
    const info = await page.evaluate(() => /** @type {Window} */ (/** @type {unknown} */ (globalThis)).__bench.info());
    if (!info.crossOriginIsolated) throw new Error('The page is not cross-origin isolated: timers would resolve to 100 µs');
    if (!info.production) throw new Error('The page was not built in production mode');

    /** @type {Map<string, import('./report.mjs').CaseResult>} */
    const results = new Map();
    const started = Date.now();
    for (let round = 0; round < rounds; round += 1) {
      // A fresh page per round keeps one round's garbage and JIT state out of the next.
      if (round > 0) await page.reload();
      for (const spec of SPECS) {
        // Rotate which implementation goes first, so drift in machine load hits all of them alike.
        const implementations = spec.implementations ?? ['ours', 'naive'];
        const order = implementations.map((_, i) => implementations[(i + round) % implementations.length]);
        for (const implementation of order) {
          process.stdout.write(`round ${round + 1}/${rounds}  ${spec.name} n=${spec.n}  ${implementation}\n`);
          const profiler = options.profile && implementation === 'ours' ? await startProfiler(page) : undefined;
          const output = await page.evaluate(
            ([name, params]) =>
              /** @type {Window} */ (/** @type {unknown} */ (globalThis)).__bench.run(/** @type {never} */ (name), /** @type {never} */ (params)),
            [
              spec.name,
              { ...spec.params, implementation, ...(profiler ? { profile: true } : {}) },
            ],
          );
          if (profiler) await profiler.stop(`${spec.name}-${spec.n}-${implementation}-r${round + 1}`);
          for (const [metric, id] of Object.entries(spec.metrics)) {
            const key = `${id}:${spec.n}`;
            /** @type {import('./report.mjs').CaseResult} */
            const result = results.get(key) ?? { id, n: spec.n, ours: { samples: [], counts: {} }, naive: { samples: [], counts: {} } };
            const side = (result[/** @type {Implementation} */ (implementation)] ??= { samples: [], counts: {} });
            side.samples.push(...(output.metrics[metric] ?? []));
            if (metric === spec.countsOn) {
              for (const [count, values] of Object.entries(output.counts)) {
                const counts = (side.counts ??= {});
                (counts[count] ??= []).push(...values);
              }
            }
            results.set(key, result);
          }
        }
      }
    }

    const report = buildReport([...results.values()]);
    const table = renderTextTable(REPORT_HEADERS, report.map((row) => row.cells), REPORT_ALIGN);
    const verdicts = targetLines(report);
    const meta = {
      date: new Date().toISOString(),
      commit: git('rev-parse', 'HEAD'),
      // The run's own outputs do not count: only code that was measured.
      uncommittedChangesInSrcOrBench: git('status', '--porcelain', '--', 'src', 'bench', ':(exclude)bench/results.json', ':(exclude)bench/README.md') !== '',
      machine: machine(browser.version(), info),
      loadAverage: { start: loadAtStart, end: loadAverage() },
      rounds,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    process.stdout.write(`\n${table}\n\n${verdicts.join('\n')}\n\n`);
    process.stdout.write(
      `${meta.machine.cpu} x${meta.machine.cores}, ${meta.machine.os}, Node ${meta.machine.node}, Chromium ${meta.machine.chromium}, React ${meta.machine.react}\n` +
        `load average (1/5/15 min) at start ${meta.loadAverage.start.join(' ')}, at end ${meta.loadAverage.end.join(' ')}; ${rounds} round(s), ${meta.durationSeconds} s\n`,
    );
    if (record) {
      // The cells are the table's text; results.json keeps the numbers.
      const rows = report.map((row) => ({ id: row.id, label: row.label, n: row.n, ours: row.ours, naive: row.naive, floor: row.floor, bare: row.bare, speedup: row.speedup, notes: row.notes, targets: row.targets }));
      await writeFile(path.join(benchDir, 'results.json'), `${JSON.stringify({ ...meta, rows }, null, 2)}\n`);
      await updateReadme(renderMarkdownTable(REPORT_HEADERS, report.map((row) => row.cells), REPORT_ALIGN), verdicts, meta);
      process.stdout.write('Wrote bench/results.json and the results section of bench/README.md\n');
    } else {
      process.stdout.write('Quick or filtered run: results.json and README.md left untouched\n');
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Collects the CPU profile of the timed region of one case run: the page brackets it with console.profile /
 * console.profileEnd, which the DevTools protocol reports with the profile. `stop` saves it and prints the
 * functions with the most self time, which is where a slow case spends it.
 * @param {import('playwright-core').Page} page
 */
async function startProfiler(page) {
  const session = await page.context().newCDPSession(page);
  /** @type {CpuProfile[]} */
  const profiles = [];
  session.on('Profiler.consoleProfileFinished', (event) => profiles.push(/** @type {CpuProfile} */ (event.profile)));
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  return {
    /** @param {string} name */
    async stop(name) {
      await session.detach();
      const directory = path.join(distDir, 'profiles');
      await mkdir(directory, { recursive: true });
      for (const [index, profile] of profiles.entries()) {
        const file = `${name}${profiles.length > 1 ? `-${index + 1}` : ''}`;
        await writeFile(path.join(directory, `${file}.cpuprofile`), JSON.stringify(profile));
        printTopFunctions(file, profile);
      }
    },
  };
}

/**
 * The parts of a V8 CPU profile (DevTools protocol `Profiler.Profile`) that the summary reads.
 * @typedef {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string, lineNumber: number } }>,
 *   samples?: number[], timeDeltas?: number[] }} CpuProfile
 */

/**
 * Prints the 15 functions with the most self time in a CPU profile.
 * @param {string} name
 * @param {CpuProfile} profile
 */
function printTopFunctions(name, profile) {
  /** @type {Map<string, number>} */
  const selfTime = new Map();
  const deltas = profile.timeDeltas ?? [];
  /** @type {Map<number, string>} */
  const labels = new Map(
    profile.nodes.map((node) => {
      const { functionName, url, lineNumber } = node.callFrame;
      return [node.id, `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`.trim()];
    }),
  );
  (profile.samples ?? []).forEach((nodeId, index) => {
    const label = labels.get(nodeId) ?? '?';
    selfTime.set(label, (selfTime.get(label) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  const total = [...selfTime.values()].reduce((sum, value) => sum + value, 0);
  const top = [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15);
  process.stdout.write(`  profile ${name}: ${Math.round(total)} ms sampled; top self time:\n`);
  for (const [label, ms] of top) process.stdout.write(`    ${ms.toFixed(1).padStart(8)} ms  ${label}\n`);
}

const START = '<!-- bench-results:start -->';
const END = '<!-- bench-results:end -->';

/**
 * Replaces the generated section of bench/README.md (between the markers) with this run's table.
 * @param {string} markdownTable
 * @param {readonly string[]} verdicts  one PASS / FAIL line per target
 * @param {{ date: string, commit: string, uncommittedChangesInSrcOrBench: boolean, machine: ReturnType<typeof machine>,
 *   loadAverage: { start: number[], end: number[] }, rounds: number, durationSeconds: number }} meta
 */
async function updateReadme(markdownTable, verdicts, meta) {
  const file = path.join(benchDir, 'README.md');
  const readme = await readFile(file, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`bench/README.md lacks the ${START} ... ${END} markers`);
  const m = meta.machine;
  const section = [
    START,
    `Run of ${meta.date.slice(0, 10)} on commit \`${meta.commit.slice(0, 10)}\`${meta.uncommittedChangesInSrcOrBench ? ' (with uncommitted changes)' : ''}: ` +
      `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, ${m.os}; Node ${m.node}; Chromium ${m.chromium}; React ${m.react} (production build). ` +
      `Load average ${meta.loadAverage.start.join(' / ')} at start, ${meta.loadAverage.end.join(' / ')} at end; ${meta.rounds} rounds, ${meta.durationSeconds} s.`,
    '',
    markdownTable,
    '',
    'Targets (issue 18), judged on this run:',
    '',
    '```',
    ...verdicts,
    '```',
    END,
  ].join('\n');
  await writeFile(file, readme.slice(0, from) + section + readme.slice(to + END.length));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
});
