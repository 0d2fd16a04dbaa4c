// Keyed change notifications for the entries of one plan. A thousand rows that each subscribed to the store
// would run a thousand listeners (each: React's check + a selector + an equality) on EVERY store change: O(N)
// with a large constant before React even renders. Instead, the rows of one plan share one hub that holds ONE
// store subscription, finds which keys changed by comparing entry objects (the store keeps an unchanged
// entry's object, so that is a pointer compare per entry), and calls only those keys' listeners.
import { planFocus } from '../store/planFocus';
import type { PlanEntryState, PlanState, PlanStore } from '../store/types';

type Listener = () => void;

const NO_ENTRIES: readonly PlanEntryState[] = Object.freeze([]);

/** One plan's listeners by entry key, and what the plan looked like at the last store change it saw. */
interface EntryHub {
  readonly listeners: Map<string, Set<Listener>>;
  /** The store subscription, held while any key has a listener. */
  unsubscribe: (() => void) | undefined;
  plan: PlanState | undefined;
  entries: readonly PlanEntryState[];
  nextKey: string | undefined;
}

const hubsByStore = new WeakMap<PlanStore, Map<string, EntryHub>>();

function hubId(sessionId: string, planId: string): string {
  return `${sessionId}\u0000${planId}`;
}

function entriesOf(plan: PlanState | undefined): readonly PlanEntryState[] {
  return plan?.type === 'items' ? plan.entries : NO_ENTRIES;
}

/** Like the store's own notify: one listener that throws stops neither the others nor `apply`. */
function callListeners(listeners: Set<Listener>): void {
  for (const listener of Array.from(listeners)) {
    if (!listeners.has(listener)) continue;
    try {
      listener();
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/**
 * The keys whose entry object or "next" flag differ between two entry lists, among the keys that have
 * listeners. Walks both lists by position: an equal object at a position means the same entry (objects carry
 * their key), so a status change costs one pointer compare per entry plus one Map lookup for the changed one.
 * A key whose entry changed, appeared or disappeared always differs at some position of one of the lists.
 */
function changedKeys(
  hub: EntryHub,
  previous: readonly PlanEntryState[],
  entries: readonly PlanEntryState[],
  previousNextKey: string | undefined,
): Set<string> | undefined {
  const { listeners } = hub;
  let changed: Set<string> | undefined;
  const mark = (key: string | undefined) => {
    if (key !== undefined && listeners.has(key)) (changed ??= new Set()).add(key);
  };
  const length = Math.max(previous.length, entries.length);
  for (let i = 0; i < length; i++) {
    const before = previous[i];
    const after = entries[i];
    if (before === after) continue;
    mark(after?.key);
    if (before?.key !== after?.key) mark(before?.key);
  }
  if (previousNextKey !== hub.nextKey) {
    mark(previousNextKey);
    mark(hub.nextKey);
  }
  return changed;
}

function onStoreChange(store: PlanStore, sessionId: string, planId: string, hub: EntryHub): void {
  const plan = store.getPlan(sessionId, planId);
  // Another session or plan changed: O(1).
  if (plan === hub.plan) return;
  hub.plan = plan;
  const previous = hub.entries;
  const entries = entriesOf(plan);
  if (entries === previous) return;
  const previousNextKey = hub.nextKey;
  hub.entries = entries;
  hub.nextKey = planFocus(entries).nextKey;
  const changed = changedKeys(hub, previous, entries, previousNextKey);
  if (changed === undefined) return;
  for (const key of changed) {
    const listeners = hub.listeners.get(key);
    if (listeners !== undefined) callListeners(listeners);
  }
}

/**
 * Calls `listener` after each store change that gives the entry of `key` in the plan (`sessionId`, `planId`)
 * a new object (a change, its removal, its return, the plan's removal or a change of type), or that makes the
 * entry become or stop being the plan's next task (`planFocus(entries).nextKey`); not after any other change.
 * Returns the unsubscribe function.
 *
 * All keys of one plan share one store subscription, taken with the first listener and dropped with the last.
 * A store change costs O(1) when the plan did not change, else one pointer compare per entry; only the
 * listeners of changed keys run.
 */
export function subscribeToPlanEntry(
  store: PlanStore,
  sessionId: string,
  planId: string,
  key: string,
  listener: Listener,
): () => void {
  let hubs = hubsByStore.get(store);
  if (hubs === undefined) {
    hubs = new Map();
    hubsByStore.set(store, hubs);
  }
  const id = hubId(sessionId, planId);
  let hub = hubs.get(id);
  if (hub === undefined) {
    const plan = store.getPlan(sessionId, planId);
    const entries = entriesOf(plan);
    const created: EntryHub = {
      listeners: new Map(),
      unsubscribe: undefined,
      plan,
      entries,
      nextKey: planFocus(entries).nextKey,
    };
    created.unsubscribe = store.subscribe(() => onStoreChange(store, sessionId, planId, created));
    hub = created;
    hubs.set(id, hub);
  }
  let keyListeners = hub.listeners.get(key);
  if (keyListeners === undefined) {
    keyListeners = new Set();
    hub.listeners.set(key, keyListeners);
  }
  // A wrapper per subscription, so the same function subscribed twice is also unsubscribed twice.
  const subscription: Listener = () => listener();
  keyListeners.add(subscription);

  const owner = hub;
  const ownHubs = hubs;
  let subscribed = true;
  return () => {
    if (!subscribed) return;
    subscribed = false;
    const set = owner.listeners.get(key);
    if (set === undefined) return;
    set.delete(subscription);
    if (set.size > 0) return;
    owner.listeners.delete(key);
    if (owner.listeners.size > 0) return;
    owner.unsubscribe?.();
    owner.unsubscribe = undefined;
    if (ownHubs.get(id) === owner) ownHubs.delete(id);
  };
}

/** How many plans of `store` hold a store subscription for their entry listeners (for leak tests). */
export function countPlanEntryHubs(store: PlanStore): number {
  return hubsByStore.get(store)?.size ?? 0;
}
