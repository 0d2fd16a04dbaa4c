import { describe, expect, it, vi } from 'vitest';
import { createPlanStore } from './createPlanStore';

const plan = (sessionId: string, statuses: string[]) => ({
  sessionId,
  update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) },
});

describe('store.endTurn', () => {
  it('marks a plan left with steps pending or in progress, without a new revision', () => {
    let time = 100;
    const store = createPlanStore({ now: () => time });
    store.apply(plan('s', ['completed', 'in_progress', 'pending', '_custom']));
    const before = store.getPlan('s', 'main')!;
    const listener = vi.fn();
    store.subscribe(listener);
    time = 200;
    store.endTurn!('s', 'cancelled');
    const after = store.getPlan('s', 'main')!;
    expect(after.turnEnded).toEqual({ stopReason: 'cancelled', unfinished: 2, at: 200 });
    expect(after.revision).toBe(before.revision);
    expect(store.getHistory('s', 'main')).toEqual([]);
    expect(store.getPlans('s')).toEqual([after]);
    expect(listener).toHaveBeenCalledTimes(1);
    // The same again changes nothing.
    store.endTurn!('s', 'cancelled');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('leaves finished plans, other sessions and unknown sessions alone', () => {
    const store = createPlanStore();
    store.apply(plan('done', ['completed', 'cancelled']));
    store.apply(plan('other', ['pending']));
    const snapshot = store.getSnapshot();
    store.endTurn!('done');
    store.endTurn!('nobody');
    expect(store.getSnapshot()).toBe(snapshot);
    expect(store.getPlan('other', 'main')!.turnEnded).toBeUndefined();
  });

  it('counts unchecked tasks of a markdown plan; a new update clears the mark', () => {
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [x] a\n- [ ] b' } } });
    store.endTurn!('s');
    expect(store.getPlan('s', 'doc')!.turnEnded).toMatchObject({ stopReason: 'end_turn', unfinished: 1 });
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [x] a\n- [x] b' } } });
    expect(store.getPlan('s', 'doc')!.turnEnded).toBeUndefined();
  });
});
