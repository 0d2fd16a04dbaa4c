// The benchmark report: cost multiples against React's floor and the bare naive renderer, and the issue's
// targets judged from samples.
import { describe, expect, it } from 'vitest';
import { buildReport, describeCounts, judgeTargets, targetLines, type CaseResult, type Measurement } from '../bench/report.mjs';

const flat = (value: number, n = 5) => Array.from({ length: n }, () => value);
const measured = (value: number, counts?: Record<string, number[]>): Measurement => ({ samples: flat(value), counts });

function result(id: CaseResult['id'], n: number, ours: number, naive: number, counts?: Record<string, number[]>): CaseResult {
  return { id, n, ours: measured(ours, counts), naive: measured(naive, counts) };
}

/** A status change at `n` entries with a floor and a bare naive run beside ours. */
function update(n: number, ours: number, others: { floor?: number; bare?: number; mutations?: number[] }): CaseResult {
  return {
    id: 'status-change',
    n,
    ours: measured(ours, { mutations: others.mutations ?? [4, 4, 4] }),
    naive: measured(10),
    ...(others.floor === undefined ? {} : { floor: measured(others.floor) }),
    ...(others.bare === undefined ? {} : { bare: measured(others.bare) }),
  };
}

const verdict = (results: ReturnType<typeof judgeTargets>, starts: string) => results.find((item) => item.target.startsWith(starts));

describe('judgeTargets', () => {
  it('holds an update within 2x React’s floor at 10, 100 and 1,000 entries', () => {
    for (const n of [10, 100, 1000]) {
      expect(verdict(judgeTargets(update(n, 0.2, { floor: 0.1 })), 'update <=')).toMatchObject({
        met: true,
        actual: '0.200 ms vs floor 0.100 ms: 2.0x',
      });
      expect(verdict(judgeTargets(update(n, 0.21, { floor: 0.1 })), 'update <=')?.met).toBe(false);
    }
  });

  it('fails the floor target when the floor was not measured, rather than passing it', () => {
    expect(verdict(judgeTargets(update(10, 0.2, {})), 'update <=')?.met).toBe(false);
  });

  it('needs 10x faster than the bare naive renderer at 10,000 entries, and no floor target there', () => {
    const verdicts = judgeTargets(update(10000, 1.2, { floor: 0.1, bare: 12 }));
    expect(verdict(verdicts, 'update <=')).toBeUndefined();
    expect(verdict(verdicts, 'update >=')).toMatchObject({ met: true, actual: '1.20 ms vs bare naive 12.0 ms: 10x faster' });
    expect(verdict(judgeTargets(update(10000, 1.3, { bare: 12 })), 'update >=')?.met).toBe(false);
  });

  it('judges DOM mutations per status change by their median, and states the max', () => {
    expect(verdict(judgeTargets(update(100, 0.1, { floor: 0.1, mutations: [6, 8, 12] })), '<= 8 DOM')).toMatchObject({
      met: true,
      actual: 'median 8, max 12',
    });
    expect(verdict(judgeTargets(update(100, 0.1, { floor: 0.1, mutations: [9, 9, 6] })), '<= 8 DOM')?.met).toBe(false);
  });

  it('holds mount within 3x the bare naive renderer at every size', () => {
    const mount = (ours: number, bare: number): CaseResult => ({ ...result('first-render', 100, ours, 5), bare: measured(bare) });
    expect(judgeTargets(mount(3, 1))).toEqual([{ target: 'mount <= 3x bare naive', met: true, actual: '3.00 ms vs bare naive 1.00 ms: 3.0x' }]);
    expect(judgeTargets(mount(3.1, 1))[0]?.met).toBe(false);
  });

  it('judges a burst by its worst sample’s commit count', () => {
    expect(judgeTargets(result('burst', 1000, 5, 5, { commits: [1, 2, 1] }))[0]?.met).toBe(true);
    expect(judgeTargets(result('burst', 1000, 5, 5, { commits: [1, 3, 1] }))[0]?.met).toBe(false);
    expect(judgeTargets(result('burst', 1000, 5, 5))[0]?.met).toBe(false);
  });

  it('needs 10,000 store updates per second on a 1,000-entry plan', () => {
    expect(judgeTargets(result('store-apply', 1000, 0.09, 0.001))[0]).toMatchObject({ met: true, actual: '11,111 updates/s' });
    expect(judgeTargets(result('store-apply', 1000, 0.11, 0.001))[0]?.met).toBe(false);
  });

  it('has no target for the other cases', () => {
    expect(judgeTargets(result('first-render-settled', 1000, 5, 5))).toEqual([]);
    expect(judgeTargets(result('markdown-stream', 20000, 5, 5))).toEqual([]);
  });
});

describe('buildReport', () => {
  it('gives each row its statistics, cost multiples of the floor and bare naive, and all its verdicts', () => {
    const [row] = buildReport([update(100, 0.25, { floor: 0.125, bare: 0.5, mutations: [3, 3, 4] })]);
    expect(row?.ours.median).toBe(0.25);
    expect(row?.speedup).toBe(40);
    expect(row?.cells).toEqual([
      '1 status change: store.apply -> DOM committed',
      '100',
      '0.250 ms',
      '0.250 ms',
      '0.000 ms',
      '0.125 ms',
      '0.500 ms',
      '10.0 ms',
      '2.0x',
      '0.5x',
      'DOM mutations 3',
      "update <= 2x React's floor (0.250 ms vs floor 0.125 ms: 2.0x); <= 8 DOM mutations per status change (median) (median 3, max 4)",
      'yes',
    ]);
  });

  it('says NO when any of a row’s targets is missed', () => {
    const [row] = buildReport([update(100, 0.5, { floor: 0.125, mutations: [3] })]);
    expect(row?.cells.at(-1)).toBe('NO');
  });
});

describe('targetLines', () => {
  it('prints one PASS or FAIL line per target, in report order', () => {
    const report = buildReport([update(10, 0.1, { floor: 0.1, mutations: [20] }), result('burst', 1000, 5, 5, { commits: [1] })]);
    expect(targetLines(report)).toEqual([
      "PASS  update <= 2x React's floor, N=10: 0.100 ms vs floor 0.100 ms: 1.0x",
      'FAIL  <= 8 DOM mutations per status change (median), N=10: median 20, max 20',
      'PASS  burst settles in 1-2 commits, N=1,000: max 1 commits',
    ]);
  });
});

describe('describeCounts', () => {
  it('reports the store’s throughput as updates per second', () => {
    expect(describeCounts(result('store-apply', 1000, 0.025, 0.01))).toBe('40,000 updates/s (naive 100,000)');
  });

  it('lists only the tallies that were recorded, ours first and the others in parentheses', () => {
    expect(describeCounts(result('burst', 1000, 5, 5, { commits: [1, 1, 2], late: [1, 1, 1] }))).toBe(
      'commits 1 (naive 1); late commits 1 (naive 1)',
    );
    const mount: CaseResult = { id: 'first-render', n: 10, ours: measured(1, { blocked: [3, 4, 5] }), naive: measured(1), bare: measured(1, { blocked: [1] }) };
    expect(describeCounts(mount)).toBe('longest block ms 4 (bare 1)');
    expect(describeCounts(result('first-render-layout', 10, 1, 1))).toBe('');
  });
});
