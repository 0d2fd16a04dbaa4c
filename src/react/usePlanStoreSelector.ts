import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { PlanStore } from '../store/types';
import { usePlanStore } from './PlanStoreProvider';

/** Reads a slice of the store through its getters (`getPlan`, `getEntry`, …). Must be pure. */
export type PlanStoreSelector<S> = (store: PlanStore) => S;

/** The value a component last rendered with; written after commit, read by the next selection. */
interface CommittedValue<S> {
  last?: { readonly value: S };
}

function remember<S>(committed: CommittedValue<S>, value: S): void {
  committed.last = { value };
}

/**
 * A `getSnapshot` for useSyncExternalStore that runs the selector once per source snapshot and keeps the
 * previous value while `isEqual` says the new one is the same (TanStack Store's and use-sync-external-store's
 * approach). `committed` carries the last rendered value over to a new selector (new hook arguments).
 */
function createSelection<T, S>(
  getSnapshot: () => T,
  select: (snapshot: T) => S,
  isEqual: (a: S, b: S) => boolean,
  committed: CommittedValue<S>,
): () => S {
  let memo: { readonly snapshot: T; readonly value: S } | undefined;
  return () => {
    const snapshot = getSnapshot();
    if (memo && memo.snapshot === snapshot) return memo.value;
    const next = select(snapshot);
    const previous = memo ?? committed.last;
    memo = { snapshot, value: previous && isEqual(previous.value, next) ? previous.value : next };
    return memo.value;
  };
}

/**
 * Subscribes to a slice of any source whose `getSnapshot` returns the same object until it changes: the
 * component re-renders only when the selection changed by `isEqual`.
 * @internal The core of `usePlanStoreSelector` and of `<PlanList>`'s parts.
 */
export function useSnapshotSelector<T, S>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  select: (snapshot: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // A mutable box rather than a ref: it is read while rendering, through getSelection, by design.
  const [committed] = useState<CommittedValue<S>>({});
  const getSelection = useMemo(
    () => createSelection(getSnapshot, select, isEqual, committed),
    [getSnapshot, select, isEqual, committed],
  );
  const value = useSyncExternalStore(subscribe, getSelection, getSelection);
  useEffect(() => remember(committed, value), [committed, value]);
  return value;
}

/**
 * Subscribes to a slice of the plan store: the component re-renders only when `isEqual(previous, next)` is
 * false for the selected value. A new-but-equal selection returns the previous value, so it can feed `memo`
 * components and effect dependencies. The selector runs once per store snapshot (not per render), which keeps
 * a thousand subscribed rows cheap. Works under `renderToString` (the server snapshot is the store's state).
 * Give a stable `selector` (module function or `useCallback`) to avoid re-selecting on every render.
 * @param isEqual Decides whether a new selection equals the previous one. @default Object.is
 */
export function usePlanStoreSelector<S>(selector: PlanStoreSelector<S>, isEqual?: (a: S, b: S) => boolean): S {
  const store = usePlanStore();
  // The store's methods may be unbound; useSyncExternalStore also resubscribes when this function changes.
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  const select = useCallback(() => selector(store), [selector, store]);
  return useSnapshotSelector(subscribe, getSnapshot, select, isEqual);
}
