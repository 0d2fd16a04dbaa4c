// @ts-check
// Order statistics for benchmark samples. Pure and tested (test/bench-stats.test.ts): a benchmark whose
// arithmetic lies is worse than none.

/**
 * The q-quantile (0 <= q <= 1) of the samples, by linear interpolation between closest ranks
 * (the "type 7" definition R, NumPy and spreadsheets use by default). NaN when there are no samples.
 * @param {readonly number[]} samples
 * @param {number} q
 * @returns {number}
 */
export function quantile(samples, q) {
  if (!(q >= 0 && q <= 1)) throw new RangeError(`quantile: q must be within [0, 1], got ${q}`);
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = /** @type {number} */ (sorted[below]);
  const high = /** @type {number} */ (sorted[above]);
  return low + (high - low) * (position - below);
}

/**
 * The median (the 0.5 quantile) of the samples; NaN when there are none.
 * @param {readonly number[]} samples
 */
export function median(samples) {
  return quantile(samples, 0.5);
}

/**
 * @typedef {object} Summary
 * @property {number} n        how many samples
 * @property {number} median
 * @property {number} p95      95th percentile
 * @property {number} q1       25th percentile
 * @property {number} q3       75th percentile
 * @property {number} iqr      q3 - q1: the spread of the middle half, robust to outliers
 * @property {number} min
 * @property {number} max
 */

/**
 * Everything the report prints about one set of samples. Non-finite samples are a harness bug: it throws.
 * @param {readonly number[]} samples
 * @returns {Summary}
 */
export function summarize(samples) {
  const bad = samples.find((sample) => !Number.isFinite(sample));
  if (bad !== undefined) throw new TypeError(`summarize: sample ${bad} is not a finite number`);
  const q1 = quantile(samples, 0.25);
  const q3 = quantile(samples, 0.75);
  return {
    n: samples.length,
    median: median(samples),
    p95: quantile(samples, 0.95),
    q1,
    q3,
    iqr: q3 - q1,
    min: samples.length ? Math.min(...samples) : Number.NaN,
    max: samples.length ? Math.max(...samples) : Number.NaN,
  };
}

/**
 * How many times faster `ours` is than `baseline` (both durations): 10 means ours takes a tenth of the time,
 * 0.5 means ours takes twice as long. NaN when either is missing or ours is not positive.
 * @param {number} baseline
 * @param {number} ours
 */
export function speedup(baseline, ours) {
  if (!Number.isFinite(baseline) || !Number.isFinite(ours) || ours <= 0) return Number.NaN;
  return baseline / ours;
}
