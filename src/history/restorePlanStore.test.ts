import { describe, expect, it, vi } from 'vitest';
import type { PlanInputError } from '../acp/types';
import { createPlanStore } from '../store/createPlanStore';
import type { ItemsPlanState } from '../store/types';
import { LEGACY_PLAN_ID } from '../acp/types';
import { restorePlanStore } from './restorePlanStore';
import { serializePlanStore } from './storeData';

function itemsUpdate(sessionId: string, statuses: readonly string[], texts = statuses.map((_, i) => `Step ${i}`)) {
  return { sessionId, update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: texts[i], priority: 'medium', status })) } };
}

/** A store with an item plan (three revisions, a turn-end mark), a markdown plan and a custom plan. */
function feed() {
  let time = 1_000;
  const store = createPlanStore({ now: () => (time += 1_000) });
  store.apply(itemsUpdate('s1', ['pending', 'pending']));
  store.apply(itemsUpdate('s1', ['in_progress', 'pending']));
  store.apply(itemsUpdate('s1', ['completed', 'in_progress']));
  store.endTurn!('s1', 'cancelled');
  store.apply({ sessionId: 's2', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [x] a\n- [ ] b' } } });
  store.apply({ sessionId: 's2', update: { sessionUpdate: 'plan_update', plan: { type: '_board', planId: 'b', columns: [{ name: 'todo' }] } } });
  return store;
}

describe('createPlanStore({ restore: restorePlanStore(saved) })', () => {
  it('brings the store back as it was: plans, keys, times, marks, progress and history, from JSON text too', () => {
    const before = feed();
    const store = createPlanStore({ restore: restorePlanStore(JSON.stringify(serializePlanStore(before))) });
    expect(serializePlanStore(store)).toEqual(serializePlanStore(before));
    const plan = store.getPlan('s1', LEGACY_PLAN_ID) as ItemsPlanState;
    expect(plan).toEqual({ ...before.getPlan('s1', LEGACY_PLAN_ID), entries: plan.entries, removedKeys: [] });
    expect(plan.turnEnded).toEqual({ stopReason: 'cancelled', unfinished: 1, at: expect.any(Number) });
    expect(store.getEntry('s1', LEGACY_PLAN_ID, 'k2')).toBe(plan.entries[1]);
    expect(store.getPlans('s2').map((p) => [p.type, 'progress' in p ? p.progress.completed : null])).toEqual([['markdown', 1], ['unknown', null]]);
    expect(store.getHistory('s1', LEGACY_PLAN_ID).map((revision) => revision.revision)).toEqual([1, 2]);
    expect(store.getSnapshot().version).toBe(1);
  });

  it('goes on from the restored state: keys are not reused, a repeated custom plan is unchanged, a new update clears the mark', () => {
    const store = createPlanStore({ restore: restorePlanStore(serializePlanStore(feed())) });
    const result = store.apply(itemsUpdate('s1', ['completed', 'completed', 'pending'], ['Step 0', 'Step 1', 'A new step']));
    expect(result.status).toBe('applied');
    const plan = store.getPlan('s1', LEGACY_PLAN_ID) as ItemsPlanState;
    expect(plan.entries.map((entry) => entry.key)).toEqual(['k1', 'k2', 'k3']);
    expect(plan.turnEnded).toBeUndefined();
    expect(plan.revision).toBe(4);
    const again = store.apply({ sessionId: 's2', update: { sessionUpdate: 'plan_update', plan: { type: '_board', planId: 'b', columns: [{ name: 'todo' }] } } });
    expect(again.status).toBe('unchanged');
  });

  it('keeps only the last historyLimit revisions of each plan', () => {
    const saved = serializePlanStore(feed());
    expect(createPlanStore({ historyLimit: 1, restore: restorePlanStore(saved) }).getHistory('s1', LEGACY_PLAN_ID).map((r) => r.revision)).toEqual([2]);
    expect(createPlanStore({ historyLimit: 0, restore: restorePlanStore(saved) }).getHistory('s1', LEGACY_PLAN_ID)).toEqual([]);
  });

  it('rejects a bad snapshot with a path and a reason, and stays empty: never half-restored', () => {
    const data = JSON.parse(JSON.stringify(serializePlanStore(feed())));
    // The first session is fine; a problem deep in the second must still keep all of it out.
    data.sessions[1].plans[0].current.content = 42;
    const errors: PlanInputError[] = [];
    const listener = vi.fn();
    const store = createPlanStore({ onError: (error) => errors.push(error), restore: restorePlanStore(data) });
    store.subscribe(listener);
    expect(errors.map((error) => error.message)).toEqual(['sessions[1].plans[0].current.content: expected a string']);
    expect(store.getSnapshot()).toEqual({ version: 0, sessions: expect.anything() });
    expect(store.getSnapshot().sessions.size).toBe(0);
    expect(store.getPlans('s1')).toEqual([]);
  });

  it("checks the data against the new store's own caps", () => {
    const saved = serializePlanStore(feed());
    const errors: string[] = [];
    const onError = (error: PlanInputError) => errors.push(error.message);
    expect(createPlanStore({ maxSessions: 1, onError, restore: restorePlanStore(saved) }).getSnapshot().sessions.size).toBe(0);
    expect(createPlanStore({ maxPlansPerSession: 1, onError, restore: restorePlanStore(saved) }).getSnapshot().sessions.size).toBe(0);
    expect(createPlanStore({ maxEntries: 1, onError, restore: restorePlanStore(saved) }).getSnapshot().sessions.size).toBe(0);
    expect(errors).toEqual(['sessions: more than 1 items', 'sessions[1].plans: more than 1 items', 'sessions[0].plans[0].history[0].entries: more than 1 items']);
  });

  it('reads own fields only, and copies and freezes a custom plan', () => {
    const polluted = Object.create({ format: 'react-acp-plans/store' }) as object;
    const errors: string[] = [];
    createPlanStore({ onError: (error) => errors.push(error.message), restore: restorePlanStore(polluted) });
    expect(errors).toEqual(['format: expected "react-acp-plans/store"']);
    const data = JSON.parse(JSON.stringify(serializePlanStore(feed())));
    const store = createPlanStore({ restore: restorePlanStore(data) });
    const custom = store.getPlan('s2', 'b');
    expect(custom?.type === 'unknown' && Object.isFrozen(custom.content)).toBe(true);
    data.sessions[1].plans[1].current.content.columns[0].name = 'changed';
    expect(custom?.type === 'unknown' && custom.content).toEqual({ columns: [{ name: 'todo' }] });
  });

  it('never fails store creation: a throwing onError or isDone is contained', async () => {
    const thrown: unknown[] = [];
    const queue = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => {
      try {
        callback();
      } catch (error) {
        thrown.push(error);
      }
    });
    try {
      const data = JSON.parse(JSON.stringify(serializePlanStore(feed())));
      data.sessions[0].plans[0].current.entries[0].status = '_verified';
      const isDone = () => {
        throw new Error('host bug');
      };
      const errors: string[] = [];
      const store = createPlanStore({ isDone, onError: (error) => errors.push(error.message), restore: restorePlanStore(data) });
      expect(store.getSnapshot().sessions.size).toBe(0);
      expect(errors).toEqual(['$: could not be restored: host bug']);
      const onError = () => {
        throw new Error('onError bug');
      };
      expect(createPlanStore({ onError, restore: restorePlanStore('{') }).getSnapshot().sessions.size).toBe(0);
      expect(thrown).toEqual([new Error('onError bug')]);
    } finally {
      queue.mockRestore();
    }
  });
});
