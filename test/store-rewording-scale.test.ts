// The store's cost model, checked by outcome rather than by clock (throughput is `npm run bench`'s job):
// a mass rewording beyond the similarity pass's pair budget must fall back to in-place pairing, and one
// within the budget must still match by similarity. Both keep every key at its place.
import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../src/store';
import type { ItemsPlanState } from '../src/store';

const SIZE = 1000;
const original = (i: number) => `Task ${i}: a realistic imperative sentence`;

function snapshot(text: (i: number) => string = original) {
  const entries = Array.from({ length: SIZE }, (_, i) => ({ content: text(i), priority: 'medium', status: 'pending' }));
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries } };
}

function itemsPlan(store: ReturnType<typeof createPlanStore>): ItemsPlanState {
  const plan = store.getPlan('s', 'main');
  if (plan?.type !== 'items') throw new Error('expected an items plan');
  return plan;
}

describe('rewording at scale', () => {
  it('keeps keys in place when more entries are reworded than the similarity pass will pair', () => {
    const store = createPlanStore();
    store.apply(snapshot());
    const before = itemsPlan(store);
    // 300 entries reworded beyond recognition, anchored on both sides: 300 x 300 pairs exceed the budget.
    expect(store.apply(snapshot((i) => (i >= 300 && i < 600 ? `Completely different words ${i}` : original(i)))).status).toBe('applied');
    const after = itemsPlan(store);
    expect(after.entries.map((entry) => entry.key)).toEqual(before.entries.map((entry) => entry.key));
    expect(after.entries[450]).toMatchObject({ content: 'Completely different words 450', change: 'content' });
    expect(after.entries[299]).toBe(before.entries[299]);
  });

  it('pairs rewordings by similarity within the budget', () => {
    const store = createPlanStore();
    store.apply(snapshot());
    const before = itemsPlan(store);
    store.apply(snapshot((i) => (i >= 300 && i < 450 ? `${original(i)}, reworded` : original(i))));
    const after = itemsPlan(store);
    expect(after.entries.map((entry) => entry.key)).toEqual(before.entries.map((entry) => entry.key));
    expect(after.entries.filter((entry) => entry.change === 'content')).toHaveLength(150);
  });
});
