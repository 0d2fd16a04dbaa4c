// The keyed notification hub: which listeners a store change calls, and that it holds exactly one store
// subscription while (and only while) someone listens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanStore } from '../store/types';
import { countStoreListeners } from '../../test/countStoreListeners';
import { countPlanEntryHubs, subscribeToPlanEntry } from './planEntrySubscriptions';

const S = 'sess';
type Wire = { content: string; priority: string; status: string };

function plan(entries: readonly Wire[], sessionId = S, planId?: string) {
  const update = planId === undefined ? { sessionUpdate: 'plan', entries } : { sessionUpdate: 'plan_update', planId, entries };
  return { sessionId, update };
}

/** A real store whose store-level listeners are counted. */
function countedStore(): PlanStore & { storeListeners: () => number } {
  const store = createPlanStore();
  return Object.assign(store, { storeListeners: countStoreListeners(store) });
}

function keysOf(store: PlanStore, planId = 'main'): string[] {
  const current = store.getPlan(S, planId);
  return current?.type === 'items' ? current.entries.map((entry) => entry.key) : [];
}

const wire = (content: string, status = 'pending'): Wire => ({ content, priority: 'medium', status });

let cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

/** Subscribes a spy to each key; returns the spies by key. */
function listen(store: PlanStore, keys: readonly string[], planId = 'main') {
  const spies = new Map<string, ReturnType<typeof vi.fn>>();
  for (const key of keys) {
    const spy = vi.fn();
    spies.set(key, spy);
    cleanups.push(subscribeToPlanEntry(store, S, planId, key, spy));
  }
  return spies;
}

function called(spies: Map<string, ReturnType<typeof vi.fn>>): string[] {
  return [...spies].filter(([, spy]) => spy.mock.calls.length > 0).map(([key]) => key);
}

describe('subscribeToPlanEntry', () => {
  it('calls only the listeners of the entry whose object changed', () => {
    const store = countedStore();
    let entries = [wire('A', 'in_progress'), wire('B'), wire('C'), wire('D')];
    store.apply(plan(entries));
    const keys = keysOf(store);
    const spies = listen(store, keys);
    entries = entries.map((entry, i) => (i === 2 ? { ...entry, content: 'C, reworded' } : entry));
    store.apply(plan(entries));
    expect(called(spies)).toEqual([keys[2]]);
    expect(spies.get(keys[2]!)).toHaveBeenCalledTimes(1);
  });

  it('holds one store subscription for any number of keys, and none once the last listener leaves', () => {
    const store = countedStore();
    store.apply(plan(Array.from({ length: 1000 }, (_, i) => wire(`Task ${i}`))));
    const unsubscribes = keysOf(store).map((key) => subscribeToPlanEntry(store, S, 'main', key, () => {}));
    expect(store.storeListeners()).toBe(1);
    expect(countPlanEntryHubs(store)).toBe(1);
    for (const unsubscribe of unsubscribes.slice(0, 999)) unsubscribe();
    expect(store.storeListeners()).toBe(1);
    unsubscribes[999]!();
    expect(store.storeListeners()).toBe(0);
    expect(countPlanEntryHubs(store)).toBe(0);
    // Unsubscribing twice is harmless, and a new listener starts a new hub.
    unsubscribes[0]!();
    const again = subscribeToPlanEntry(store, S, 'main', 'k1', () => {});
    expect(store.storeListeners()).toBe(1);
    again();
    expect(store.storeListeners()).toBe(0);
  });

  it('notifies the old and the new "next" entry when the next task moves', () => {
    const store = countedStore();
    let entries = [wire('A', 'in_progress'), wire('B'), wire('C')];
    store.apply(plan(entries));
    const keys = keysOf(store);
    const spies = listen(store, keys);
    // A completes: nothing is in progress, so B becomes the next task (A changed, B's flag changed).
    entries = [wire('A', 'completed'), wire('B'), wire('C')];
    store.apply(plan(entries));
    expect(called(spies).sort()).toEqual([keys[0], keys[1]].sort());
    for (const spy of spies.values()) spy.mockClear();
    // B starts: B changed and stops being next; C is not next either (something is in progress).
    entries = [wire('A', 'completed'), wire('B', 'in_progress'), wire('C')];
    store.apply(plan(entries));
    expect(called(spies)).toEqual([keys[1]]);
    for (const spy of spies.values()) spy.mockClear();
    // B completes: C becomes next without its own entry changing.
    entries = [wire('A', 'completed'), wire('B', 'completed'), wire('C')];
    store.apply(plan(entries));
    expect(called(spies).sort()).toEqual([keys[1], keys[2]].sort());
  });

  it('notifies a removed entry, and every entry when the plan goes away', () => {
    const store = countedStore();
    store.apply(plan([wire('A'), wire('B'), wire('C')]));
    const keys = keysOf(store);
    const spies = listen(store, keys);
    store.apply(plan([wire('A'), wire('C')]));
    // B left; C moved up a position but kept its object, so its listener is told at most to look again.
    expect(called(spies)).toContain(keys[1]);
    expect(called(spies)).not.toContain(keys[0]);
    for (const spy of spies.values()) spy.mockClear();
    store.apply({ sessionId: S, update: { sessionUpdate: 'plan_removed', planId: 'main' } });
    expect(called(spies).sort()).toEqual([keys[0], keys[2]].sort());
  });

  it('runs nothing for changes of another plan or session, or an unchanged plan', () => {
    const store = countedStore();
    const entries = [wire('A'), wire('B')];
    store.apply(plan(entries));
    store.apply(plan([wire('X')], S, 'other'));
    const spies = listen(store, keysOf(store));
    store.apply(plan([wire('X', 'completed')], S, 'other'));
    store.apply(plan([wire('Y', 'completed')], 'another-session'));
    store.apply(plan([...entries]));
    expect(called(spies)).toEqual([]);
  });

  it('keeps calling the other listeners when one throws, and rethrows its error from a microtask', () => {
    const store = countedStore();
    store.apply(plan([wire('A')]));
    const [key] = keysOf(store);
    const failure = new Error('listener failed');
    const after = vi.fn();
    cleanups.push(
      subscribeToPlanEntry(store, S, 'main', key!, () => {
        throw failure;
      }),
    );
    cleanups.push(subscribeToPlanEntry(store, S, 'main', key!, after));
    const scheduled: Array<() => void> = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((callback) => void scheduled.push(callback));
    try {
      expect(store.apply(plan([wire('A', 'completed')])).status).toBe('applied');
    } finally {
      spy.mockRestore();
    }
    expect(after).toHaveBeenCalledTimes(1);
    expect(scheduled).toHaveLength(1);
    expect(() => scheduled[0]!()).toThrow(failure);
  });
});
