// The benchmark's statistics: checked against hand-computed values so the report cannot silently lie.
import { describe, expect, it } from 'vitest';
import { median, quantile, speedup, summarize } from '../bench/stats.mjs';

describe('quantile', () => {
  it('interpolates linearly between closest ranks (type 7)', () => {
    // Sorted: 1 2 3 4 5 6 7 8 9 10; position (n-1)q = 9q.
    const samples = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(quantile(samples, 0)).toBe(1);
    expect(quantile(samples, 1)).toBe(10);
    expect(quantile(samples, 0.5)).toBe(5.5);
    expect(quantile(samples, 0.25)).toBeCloseTo(3.25, 12);
    expect(quantile(samples, 0.95)).toBeCloseTo(9.55, 12);
  });

  it('returns the only sample for every q, and NaN without samples', () => {
    expect(quantile([7], 0.95)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('does not reorder the caller’s array', () => {
    const samples = [3, 1, 2];
    quantile(samples, 0.5);
    expect(samples).toEqual([3, 1, 2]);
  });

  it('rejects q outside [0, 1]', () => {
    expect(() => quantile([1], 1.5)).toThrow(RangeError);
    expect(() => quantile([1], Number.NaN)).toThrow(RangeError);
  });
});

describe('median', () => {
  it('is the middle sample for odd counts and the mean of the middle two for even counts', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is not pulled by an outlier the way a mean is', () => {
    expect(median([1, 1, 1, 1, 1000])).toBe(1);
  });
});

describe('summarize', () => {
  it('reports count, median, p95, quartiles, IQR, min and max', () => {
    const summary = summarize([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(summary).toMatchObject({ n: 10, median: 5.5, min: 1, max: 10 });
    expect(summary.q1).toBeCloseTo(3.25, 12);
    expect(summary.q3).toBeCloseTo(7.75, 12);
    expect(summary.iqr).toBeCloseTo(4.5, 12);
    expect(summary.p95).toBeCloseTo(9.55, 12);
  });

  it('throws on a non-finite sample, which can only be a harness bug', () => {
    expect(() => summarize([1, Number.NaN])).toThrow(/not a finite number/);
    expect(() => summarize([Number.POSITIVE_INFINITY])).toThrow(TypeError);
  });

  it('summarizes no samples as NaN, not as zero', () => {
    const summary = summarize([]);
    expect(summary.n).toBe(0);
    expect(summary.median).toBeNaN();
    expect(summary.max).toBeNaN();
  });
});

describe('speedup', () => {
  it('is baseline time over our time', () => {
    expect(speedup(10, 1)).toBe(10);
    expect(speedup(1, 4)).toBe(0.25);
  });

  it('is NaN when a figure is missing or ours is not positive', () => {
    expect(speedup(Number.NaN, 1)).toBeNaN();
    expect(speedup(1, 0)).toBeNaN();
  });
});
