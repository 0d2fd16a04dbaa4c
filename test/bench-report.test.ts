// The benchmark report: ratios against the naive renderer and the targets judged from samples.
import { describe, expect, it } from 'vitest';
import { buildReport, describeCounts, judgeTarget, type CaseResult } from '../bench/report.mjs';

const flat = (value: number, n = 5) => Array.from({ length: n }, () => value);

function result(id: CaseResult['id'], n: number, ours: number, naive: number, counts?: Record<string, number[]>): CaseResult {
  return { id, n, ours: { samples: flat(ours), counts }, naive: { samples: flat(naive), counts } };
}

describe('judgeTarget', () => {
  it('meets the 1,000-entry status-change target only when p50 <= 1 ms AND >= 10x naive', () => {
    expect(judgeTarget(result('status-change', 1000, 0.5, 6), [])?.met).toBe(true);
    expect(judgeTarget(result('status-change', 1000, 0.5, 4), [])?.met).toBe(false);
    expect(judgeTarget(result('status-change', 1000, 1.5, 100), [])?.met).toBe(false);
  });

  it('states the ceiling the React floor puts on the ratio, when the floor was measured', () => {
    // The floor row's own naive figure (1.6 ms), not the status-change row's (1.5 ms), so both rows say 6.4x.
    const floor = result('react-floor', 1000, 0.25, 1.6);
    expect(judgeTarget(result('status-change', 1000, 0.5, 1.5), [floor])).toMatchObject({
      met: false,
      actual: '0.500 ms, 3.0x; React floor caps any React renderer at 6.4x',
    });
  });

  it('also states the ratio against the bare naive renderer, when it was measured', () => {
    // The bare naive row's "ours" is the bare renderer itself (0.9 ms): 0.5 ms is 1.8x that.
    const bare = result('bare-naive', 1000, 0.9, 6);
    expect(judgeTarget(result('status-change', 1000, 0.5, 6), [bare])).toMatchObject({
      met: true,
      actual: '0.500 ms, 12x; 1.8x the bare naive',
    });
  });

  it('judges the 10,000-entry update against the 1,000-entry one from the same run', () => {
    const thousand = result('status-change', 1000, 0.4, 5);
    expect(judgeTarget(result('status-change', 10000, 1.2, 50), [thousand])).toMatchObject({ met: true });
    expect(judgeTarget(result('status-change', 10000, 1.3, 50), [thousand])).toMatchObject({ met: false, actual: '3.3x the 1,000 case' });
  });

  it('judges a burst by its worst sample’s commit count', () => {
    expect(judgeTarget(result('burst', 1000, 5, 5, { commits: [1, 2, 1] }), [])?.met).toBe(true);
    expect(judgeTarget(result('burst', 1000, 5, 5, { commits: [1, 3, 1] }), [])?.met).toBe(false);
    expect(judgeTarget(result('burst', 1000, 5, 5), [])?.met).toBe(false);
  });

  it('needs 10,000 store updates per second on a 1,000-entry plan', () => {
    expect(judgeTarget(result('store-apply', 1000, 0.09, 0.001), [])).toMatchObject({ met: true, actual: '11,111 updates/s' });
    expect(judgeTarget(result('store-apply', 1000, 0.11, 0.001), [])?.met).toBe(false);
  });

  it('has no target for the other cases', () => {
    expect(judgeTarget(result('first-render', 1000, 5, 5), [])).toBeUndefined();
    expect(judgeTarget(result('status-change', 100, 5, 5), [])).toBeUndefined();
  });
});

describe('buildReport', () => {
  it('gives each row its statistics, the ratio vs naive and the tallies in the notes', () => {
    const [row] = buildReport([result('status-change', 100, 0.25, 2.5, { mutations: [3, 3, 4], commits: [1, 1, 1] })]);
    expect(row?.ours.median).toBe(0.25);
    expect(row?.speedup).toBe(10);
    expect(row?.cells).toEqual([
      '1 status change -> DOM committed',
      '100',
      '0.250 ms',
      '0.250 ms',
      '0.000 ms',
      '2.50 ms',
      '10x',
      'DOM mutations 3 (naive 3), commits 1 (naive 1)',
      '',
      '',
    ]);
  });
});

describe('describeCounts', () => {
  it('reports the store’s throughput as updates per second', () => {
    expect(describeCounts(result('store-apply', 1000, 0.025, 0.01))).toBe('40,000 updates/s (naive 100,000)');
  });

  it('lists only the tallies that were recorded, ours first and naive in parentheses', () => {
    expect(describeCounts(result('burst', 1000, 5, 5, { commits: [1, 1, 2], late: [1, 1, 1] }))).toBe(
      'commits 1 (naive 1), late commits 1 (naive 1)',
    );
    expect(describeCounts(result('first-render-layout', 10, 1, 1))).toBe('');
  });
});
