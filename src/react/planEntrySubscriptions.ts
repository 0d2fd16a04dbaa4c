// Keyed change notifications for the entries of one plan. A thousand rows that each subscribed to the store
// would run a thousand listeners (each: React's check + a selector + an equality) on EVERY store change: O(N)
// with a large constant before React even renders. Instead, the rows of one plan share one hub that holds ONE
// store subscription, finds which keys changed by comparing entry objects (the store keeps an unchanged
// entry's object, so that is a pointer compare per entry), and calls only those keys' listeners.
import { callHost } from '../store/callHost';
import { EMPTY_LIST } from '../store/emptyList';
import { planFocus } from '../store/planFocus';
import type { PlanEntryState, PlanStore } from '../store/types';

type Listener = () => void;

/**
 * The entries of an item plan; one stable empty array for a missing plan or another type.
 * @internal Shared by the hub, the rows' "next" flag and `usePlanEntryKeys`; not exported from the package.
 */
export function itemEntries(store: PlanStore, sessionId: string, planId: string): readonly PlanEntryState[] {
  const plan = store.getPlan(sessionId, planId);
  return plan?.type === 'items' ? plan.entries : EMPTY_LIST;
}

/** One plan's listeners by entry key, and the entries (and next key) at the last store change it saw. */
interface EntryHub {
  readonly listeners: Map<string, Set<Listener>>;
  readonly unsubscribe: () => void;
  entries: readonly PlanEntryState[];
  nextKey: string | undefined;
}

const hubsByStore = new WeakMap<PlanStore, Map<string, EntryHub>>();

/**
 * After a store change: the keys whose entry object differs at some position of the old or the new list
 * (an equal object at a position is the same entry: objects carry their key), whose entry left, or whose
 * "next" flag moved; then calls their listeners. A change elsewhere in the store costs one lookup.
 */
function onStoreChange(hub: EntryHub, entries: readonly PlanEntryState[]): void {
  const previous = hub.entries;
  if (entries === previous) return;
  const previousNextKey = hub.nextKey;
  hub.entries = entries;
  hub.nextKey = planFocus(entries).nextKey;
  const { listeners } = hub;
  const changed = new Set<string | undefined>();
  for (let i = 0, length = Math.max(previous.length, entries.length); i < length; i++) {
    if (previous[i] !== entries[i]) changed.add(previous[i]?.key).add(entries[i]?.key);
  }
  if (previousNextKey !== hub.nextKey) changed.add(previousNextKey).add(hub.nextKey);
  for (const key of changed) {
    // A copy: a listener may unsubscribe another; like the store, one that throws stops neither the others
    // nor `apply` (callHost). `undefined` (no entry at a position, no next key) is among the changed keys
    // too: no listener is filed under it.
    for (const listener of [...(listeners.get(key!) ?? [])]) callHost(listener);
  }
}

/**
 * Calls `listener` after each store change that gives the entry of `key` in the plan (`sessionId`, `planId`)
 * a new object (a change, its removal, the plan's removal or a change of its type), or that makes the entry
 * become or stop being the plan's next task (`planFocus(entries).nextKey`); not after other changes (it may be
 * called when the entry only moved). Returns the unsubscribe function.
 *
 * All keys of one plan share one store subscription, taken with the first listener and dropped with the last.
 * A store change costs one lookup when the plan's entries did not change, else one pointer compare per entry;
 * only the listeners of changed keys run. The same function subscribed twice to one key is called once.
 */
export function subscribeToPlanEntry(
  store: PlanStore,
  sessionId: string,
  planId: string,
  key: string,
  listener: Listener,
): () => void {
  const plans = hubsByStore.get(store) ?? new Map<string, EntryHub>();
  hubsByStore.set(store, plans);
  const id = `${sessionId}\u0000${planId}`;
  let hub = plans.get(id);
  if (hub === undefined) {
    const read = () => itemEntries(store, sessionId, planId);
    const entries = read();
    const created: EntryHub = {
      listeners: new Map(),
      unsubscribe: store.subscribe(() => onStoreChange(created, read())),
      entries,
      nextKey: planFocus(entries).nextKey,
    };
    plans.set(id, (hub = created));
  }
  const { listeners, unsubscribe } = hub;
  const keyListeners = listeners.get(key) ?? new Set<Listener>();
  listeners.set(key, keyListeners.add(listener));
  return () => {
    if (!keyListeners.delete(listener) || keyListeners.size > 0) return;
    listeners.delete(key);
    if (listeners.size > 0) return;
    unsubscribe();
    if (plans.get(id)?.listeners === listeners) plans.delete(id);
  };
}

/** How many plans of `store` hold a store subscription for their entry listeners (for leak tests). */
export function countPlanEntryHubs(store: PlanStore): number {
  return hubsByStore.get(store)?.size ?? 0;
}
