// Hooks over one entry's keyed channel (planEntrySubscriptions.ts). The snapshots need no selection memo:
// `store.getEntry` returns the same object while the entry is unchanged, and "is next" is a boolean, so each
// row costs a handful of hooks and no effect of its own beyond React's subscription.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { planFocus } from '../store/planFocus';
import type { PlanEntryState, PlanStore } from '../store/types';
import { itemEntries, subscribeToPlanEntry } from './planEntrySubscriptions';
import { usePlanStore } from './PlanStoreProvider';

/** The subscribe function of one entry's channel, stable while its arguments are. */
function useEntrySubscribe(store: PlanStore, sessionId: string, planId: string, key: string) {
  return useCallback(
    (onChange: () => void) => subscribeToPlanEntry(store, sessionId, planId, key, onChange),
    [store, sessionId, planId, key],
  );
}

/**
 * One entry of an item plan by its key (O(1) via `store.getEntry`), or undefined. Made for `memo` rows: the store
 * keeps an unchanged entry's object, so a row re-renders only when its own entry changes. Keyed notifications:
 * the rows of one plan share one store subscription, and a change of one entry notifies only that entry's
 * rows, so a thousand rows cost a few pointer compares per update, not a thousand selector calls.
 */
export function usePlanEntry(sessionId: string, planId: string, key: string): PlanEntryState | undefined {
  const store = usePlanStore();
  const getSnapshot = useCallback(() => store.getEntry(sessionId, planId, key), [store, sessionId, planId, key]);
  return useSyncExternalStore(useEntrySubscribe(store, sessionId, planId, key), getSnapshot, getSnapshot);
}

/** What a row of a store plan shows: its entry and whether it is the next task. */
export interface PlanEntryRowState {
  /** The entry; with `keepLast`, the last one seen after it left the plan. */
  readonly entry: PlanEntryState | undefined;
  /** True when the entry is the plan's next task (the first pending one while none is in progress). */
  readonly isNext: boolean;
}

/**
 * `getSnapshot` of a row: its entry and its "next" flag, as one object that stays the same while both do, so
 * one subscription serves both. With `keepLast` it answers the last entry it saw once the entry is gone (a row
 * animating its exit); it still answers the same value for the same store state.
 */
function createRowSnapshot(
  store: PlanStore,
  sessionId: string,
  planId: string,
  key: string,
  keepLast: boolean,
): () => PlanEntryRowState {
  let state: PlanEntryRowState = { entry: undefined, isNext: false };
  return () => {
    // The entry answered last is the entry seen last.
    const entry = store.getEntry(sessionId, planId, key) ?? (keepLast ? state.entry : undefined);
    const isNext = planFocus(itemEntries(store, sessionId, planId)).nextKey === key;
    if (entry !== state.entry || isNext !== state.isNext) state = { entry, isNext };
    return state;
  };
}

/**
 * A row's entry and "next" flag through the entry's keyed channel (one hub subscription per row, none to the
 * store): it re-renders only when its own entry object changes or it becomes or stops being the next task.
 * With `keepLast` an entry that left the plan keeps being returned, so an exiting row still shows what it was.
 * @internal Used by `<PlanList>`'s rows; not exported from the package.
 */
export function usePlanEntryRowState(sessionId: string, planId: string, key: string, keepLast: boolean): PlanEntryRowState {
  const store = usePlanStore();
  const getSnapshot = useMemo(
    () => createRowSnapshot(store, sessionId, planId, key, keepLast),
    [store, sessionId, planId, key, keepLast],
  );
  return useSyncExternalStore(useEntrySubscribe(store, sessionId, planId, key), getSnapshot, getSnapshot);
}
