// Test helper: counts a store's store-level subscriptions, for tests that prove a component or the entry hub
// holds a bounded number of them (not one per row) and drops them all on unmount.
import type { PlanStore } from '../src/store/types';

/**
 * Wraps `store.subscribe` in place and returns how many store-level listeners are subscribed right now.
 * Unsubscribing twice counts once, as the store itself does.
 */
export function countStoreListeners(store: PlanStore): () => number {
  let active = 0;
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    active++;
    const unsubscribe = subscribe(listener);
    let done = false;
    return () => {
      if (!done) active--;
      done = true;
      unsubscribe();
    };
  };
  return () => active;
}
