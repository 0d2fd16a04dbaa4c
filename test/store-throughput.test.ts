// Guards the store's cost model with generous bounds (jsdom, a shared 2-core machine): the hot path must stay
// linear with a small constant, and the quadratic similarity pass must stay bounded. Measured here about
// 35 µs per update for the first case in plain Node; the bounds are ~10x that, so only a change in the cost
// model (a rebuild, an O(N^2) step on the hot path) trips them.
import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../src/store';

const SIZE = 1000;

/** Wire-like input (flat strings from JSON.parse, as on a real connection): step `round` of a long plan. */
const original = (i: number) => `Task ${i}: a realistic imperative sentence`;

function snapshot(round: number, text: (i: number) => string = original) {
  const entries = Array.from({ length: SIZE }, (_, i) => ({
    content: text(i),
    priority: 'medium',
    status: i < round ? 'completed' : i === round ? 'in_progress' : 'pending',
  }));
  const params = { sessionId: 's', update: { sessionUpdate: 'plan', entries } };
  return JSON.parse(JSON.stringify({ jsonrpc: '2.0', method: 'session/update', params })) as unknown;
}

function meanMicroseconds(run: () => void, times: number): number {
  const start = performance.now();
  for (let i = 0; i < times; i++) run();
  return ((performance.now() - start) / times) * 1000;
}

describe('store throughput', () => {
  it('applies a one-status change to a 1,000-entry plan, parser included, in well under a millisecond', () => {
    const store = createPlanStore();
    const inputs = Array.from({ length: 20 }, (_, round) => snapshot(round));
    inputs.forEach((input) => store.apply(input)); // warm up
    let round = 0;
    const mean = meanMicroseconds(() => {
      store.apply(inputs[round++ % inputs.length]);
    }, 2000);
    expect(mean).toBeLessThan(400);
  });

  it('bounds the similarity pass when many entries are reworded at once', () => {
    const store = createPlanStore();
    store.apply(snapshot(0));
    // 300 entries reworded in the middle of the list (anchored on both sides): 300 x 300 > the pair budget.
    const reworded = snapshot(0, (i) => (i >= 300 && i < 600 ? `Reworded task ${i} with other words` : original(i)));
    const mean = meanMicroseconds(() => {
      store.apply(snapshot(0));
      store.apply(reworded);
    }, 5);
    expect(mean).toBeLessThan(100_000);
    // 150 reworded (within budget): the similarity pass runs and still keeps each key at its place.
    const before = store.getPlan('s', 'main');
    store.apply(snapshot(0, (i) => (i >= 300 && i < 450 ? `${original(i)}, reworded` : original(i))));
    const after = store.getPlan('s', 'main');
    expect(before?.type === 'items' && after?.type === 'items').toBe(true);
    if (before?.type !== 'items' || after?.type !== 'items') return;
    expect(after.entries.map((e) => e.key)).toEqual(before.entries.map((e) => e.key));
  });
});
