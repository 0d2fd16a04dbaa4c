// @ts-check
// Turns the raw samples the driver collected into the report: one row per case and size with its statistics,
// the ratio against the naive renderer from the same run, and the issue's targets judged (reported, never
// enforced: timings on a shared 2-core machine are too noisy to fail a build on). Pure and tested.
import { summarize, speedup, median } from './stats.mjs';
import { formatCount, formatMs, formatRatio } from './table.mjs';

/**
 * Samples of one implementation for one case and size. `samples` are milliseconds; `counts` are per-sample
 * tallies (DOM mutation records, React commits, longest block) keyed by what they count.
 * @typedef {object} Measurement
 * @property {number[]} samples
 * @property {Record<string, number[]>} [counts]
 */

/**
 * @typedef {'store-apply' | 'first-render' | 'first-render-layout' | 'first-render-settled' | 'status-change'
 *   | 'status-change-layout' | 'burst' | 'burst-dispatch' | 'markdown-stream'} CaseId
 */

/**
 * One case at one size, measured in the same run for the library ("ours"), the naive renderer with the
 * library's DOM ("naive") and, for item-plan cases, the bare naive renderer (three plain elements per row: the
 * baseline of the speed targets) and React's floor (memoised rows over an external store, bare markup).
 * @typedef {object} CaseResult
 * @property {CaseId} id
 * @property {number} n     plan size in entries (markdown: document size in characters)
 * @property {Measurement} ours
 * @property {Measurement} naive
 * @property {Measurement} [bare]
 * @property {Measurement} [floor]
 */

/** @type {Record<CaseId, string>} */
export const CASE_LABELS = {
  'store-apply': 'store apply, 1 status change (per update)',
  'first-render': 'mount -> first commit',
  'first-render-layout': 'mount -> first commit + style/layout',
  'first-render-settled': 'mount -> every row in the DOM',
  'status-change': '1 status change: store.apply -> DOM committed',
  'status-change-layout': '1 status change -> DOM + style/layout',
  burst: 'burst of 1,000 updates in one tick -> settled DOM',
  'burst-dispatch': 'burst: the 1,000 update calls alone',
  'markdown-stream': 'markdown: 1 growing snapshot -> DOM committed',
};

/**
 * One judged target.
 * @typedef {object} TargetVerdict
 * @property {string} target   what the issue asks, in words
 * @property {boolean} met
 * @property {string} actual   the measured figure the verdict rests on
 */

/** Sizes at which an update must reach the DOM within `FLOOR_FACTOR` times React's floor. */
export const FLOOR_SIZES = [10, 100, 1000];
export const FLOOR_FACTOR = 2;
/** At 10,000 entries an update must be at least this many times faster than the bare naive renderer. */
export const BARE_SPEEDUP_AT_10000 = 10;
/** Mount (first commit) within this many times the bare naive renderer, at every size. */
export const MOUNT_FACTOR = 3;
/** DOM mutation records one status change may make (median over the run's updates). */
export const MAX_MUTATIONS = 8;

/**
 * The median of one per-sample tally; NaN when it was not recorded.
 * @param {Measurement | undefined} measurement
 * @param {string} name
 */
function countMedian(measurement, name) {
  return median(measurement?.counts?.[name] ?? []);
}

/**
 * The largest value of one per-sample tally; NaN when it was not recorded.
 * @param {Measurement | undefined} measurement
 * @param {string} name
 */
function countMax(measurement, name) {
  const values = measurement?.counts?.[name] ?? [];
  return values.length ? Math.max(...values) : Number.NaN;
}

/** @param {Measurement | undefined} measurement */
const p50 = (measurement) => median(measurement?.samples ?? []);

/**
 * The issue's targets that concern one case result (none for most cases). Pure: reads this result only.
 * @param {CaseResult} result
 * @returns {TargetVerdict[]}
 */
export function judgeTargets(result) {
  const ours = p50(result.ours);
  /** @type {TargetVerdict[]} */
  const verdicts = [];
  if (result.id === 'status-change') {
    if (FLOOR_SIZES.includes(result.n)) {
      const floor = p50(result.floor);
      const factor = ours / floor;
      verdicts.push({
        target: `update <= ${FLOOR_FACTOR}x React's floor`,
        met: factor <= FLOOR_FACTOR,
        actual: `${formatMs(ours)} vs floor ${formatMs(floor)}: ${formatRatio(factor)}`,
      });
    }
    if (result.n === 10000) {
      const bare = p50(result.bare);
      const factor = speedup(bare, ours);
      verdicts.push({
        target: `update >= ${BARE_SPEEDUP_AT_10000}x faster than bare naive`,
        met: factor >= BARE_SPEEDUP_AT_10000,
        actual: `${formatMs(ours)} vs bare naive ${formatMs(bare)}: ${formatRatio(factor)} faster`,
      });
    }
    const mutations = countMedian(result.ours, 'mutations');
    verdicts.push({
      target: `<= ${MAX_MUTATIONS} DOM mutations per status change (median)`,
      met: mutations <= MAX_MUTATIONS,
      actual: `median ${formatCount(mutations)}, max ${formatCount(countMax(result.ours, 'mutations'))}`,
    });
  }
  if (result.id === 'first-render') {
    const bare = p50(result.bare);
    const factor = ours / bare;
    verdicts.push({
      target: `mount <= ${MOUNT_FACTOR}x bare naive`,
      met: factor <= MOUNT_FACTOR,
      actual: `${formatMs(ours)} vs bare naive ${formatMs(bare)}: ${formatRatio(factor)}`,
    });
  }
  if (result.id === 'burst') {
    const commits = countMax(result.ours, 'commits');
    verdicts.push({ target: 'burst settles in 1-2 commits', met: commits >= 1 && commits <= 2, actual: `max ${formatCount(commits)} commits` });
  }
  if (result.id === 'store-apply' && result.n === 1000) {
    const perSecond = 1000 / ours;
    verdicts.push({ target: 'store >= 10,000 updates/s', met: perSecond >= 10000, actual: `${formatCount(perSecond)} updates/s` });
  }
  return verdicts;
}

/**
 * The notes column: throughput for the store, tallies for DOM cases (ours, then the others in parentheses).
 * @param {CaseResult} result
 */
export function describeCounts(result) {
  if (result.id === 'store-apply') {
    return `${formatCount(1000 / median(result.ours.samples))} updates/s (naive ${formatCount(1000 / median(result.naive.samples))})`;
  }
  /** @type {string[]} */
  const notes = [];
  for (const [name, label] of /** @type {const} */ ([
    ['mutations', 'DOM mutations'],
    ['commits', 'commits'],
    ['late', 'late commits'],
    ['blocked', 'longest block ms'],
  ])) {
    const sides = /** @type {const} */ (['naive', 'bare', 'floor']).filter((side) => result[side]?.counts?.[name]);
    if (result.ours.counts?.[name] || sides.length > 0) {
      const others = sides.map((side) => `${side} ${formatCount(countMedian(result[side], name))}`).join(', ');
      notes.push(`${label} ${formatCount(countMedian(result.ours, name))}${others ? ` (${others})` : ''}`);
    }
  }
  return notes.join('; ');
}

/** Column headers of the report table. */
export const REPORT_HEADERS = ['case', 'N', 'p50', 'p95', 'IQR', 'floor p50', 'bare p50', 'naive p50', 'x floor', 'x bare', 'notes', 'target', 'met'];

/** @type {readonly import('./table.mjs').Align[]} */
export const REPORT_ALIGN = ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left', 'left', 'left'];

/**
 * One report row, with the statistics in numbers (for results.json) and in text (for the tables). "x floor" and
 * "x bare" are cost multiples: our p50 divided by theirs (below 1x ours is faster).
 * @param {CaseResult} result
 */
export function reportRow(result) {
  const ours = summarize(result.ours.samples);
  const naive = summarize(result.naive.samples);
  const floor = result.floor ? summarize(result.floor.samples) : undefined;
  const bare = result.bare ? summarize(result.bare.samples) : undefined;
  const verdicts = judgeTargets(result);
  const notes = describeCounts(result);
  const multiple = (/** @type {import('./stats.mjs').Summary | undefined} */ other) => (other ? ours.median / other.median : Number.NaN);
  return {
    id: result.id,
    label: CASE_LABELS[result.id],
    n: result.n,
    ours,
    naive,
    floor,
    bare,
    speedup: speedup(naive.median, ours.median),
    notes,
    targets: verdicts,
    cells: [
      CASE_LABELS[result.id],
      formatCount(result.n),
      formatMs(ours.median),
      formatMs(ours.p95),
      formatMs(ours.iqr),
      floor ? formatMs(floor.median) : '',
      bare ? formatMs(bare.median) : '',
      formatMs(naive.median),
      floor ? formatRatio(multiple(floor)) : '',
      bare ? formatRatio(multiple(bare)) : '',
      notes,
      verdicts.map((verdict) => `${verdict.target} (${verdict.actual})`).join('; '),
      verdicts.length === 0 ? '' : verdicts.every((verdict) => verdict.met) ? 'yes' : 'NO',
    ],
  };
}

/**
 * The whole report, rows in the order the results came.
 * @param {readonly CaseResult[]} results
 */
export function buildReport(results) {
  return results.map((result) => reportRow(result));
}

/**
 * One pass/fail line per judged target, in report order: what `npm run bench` prints last.
 * @param {ReturnType<typeof buildReport>} report
 */
export function targetLines(report) {
  return report.flatMap((row) =>
    row.targets.map((verdict) => `${verdict.met ? 'PASS' : 'FAIL'}  ${verdict.target}, N=${formatCount(row.n)}: ${verdict.actual}`),
  );
}
