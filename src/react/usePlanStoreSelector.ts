import { useCallback, useState, useSyncExternalStore } from 'react';
import type { PlanStore } from '../store/types';
import { usePlanStore } from './PlanStoreProvider';

/** Reads a slice of the store through its getters (`getPlan`, `getEntry`, …). Must be pure. */
export type PlanStoreSelector<S> = (store: PlanStore) => S;

/** What a subscriber keeps between renders: its latest selector and equality, and its last selection. */
interface Selector<I, S> {
  /** Gives the selector and equality of this render (the latest ones are read when the source changes). */
  readonly use: (select: (input: I) => S, isEqual: (a: S, b: S) => boolean) => void;
  /**
   * The selection of `input` while the source's snapshot is `snapshot`: the previous value while `isEqual` says
   * it is the same. Made again only for a new snapshot or a new selector.
   */
  readonly get: (snapshot: unknown, input: I) => S;
}

/**
 * TanStack Store's `useSelector` design: one box with the latest selector and equality, so callers may pass
 * inline functions. The selection is memoised on the source snapshot and the selector it was made with.
 */
function createSelector<I, S>(): Selector<I, S> {
  let select: (input: I) => S;
  let isEqual: (a: S, b: S) => boolean;
  let last: { readonly snapshot: unknown; readonly select: (input: I) => S; readonly value: S } | undefined;
  return {
    use(latestSelect, latestIsEqual) {
      select = latestSelect;
      isEqual = latestIsEqual;
    },
    get(snapshot, input) {
      if (last && last.snapshot === snapshot && last.select === select) return last.value;
      const next = select(input);
      const value = last && isEqual(last.value, next) ? last.value : next;
      last = { snapshot, select, value };
      return value;
    },
  };
}

/**
 * Subscribes to a slice of any source whose `getSnapshot` returns the same object until it changes: the
 * component re-renders only when the selection changed by `isEqual`, and an equal selection hands back the
 * previous value (so it can feed `memo` components and effect dependencies). `select` reads `input` when one is
 * given (a store, through its getters), else the snapshot. `select` and `isEqual` may be inline functions: the
 * latest ones are kept, and read when the source changes. The selector runs once per source snapshot while it
 * stays the same function, and again on a render that gives a new one.
 * @internal The core of every subscriber: the plan and permission hooks and `<PlanList>`'s parts.
 */
export function useSnapshotSelector<T, S, I = T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  select: (input: I) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
  input?: I,
): S {
  // Kept for the component's life. What a render gives it is pure (a function of the props), so a render React
  // throws away leaves nothing wrong behind.
  const [selector] = useState(createSelector<I, S>);
  selector.use(select, isEqual);
  const getSelection = useCallback(() => {
    const snapshot = getSnapshot();
    return selector.get(snapshot, input ?? (snapshot as unknown as I));
  }, [selector, getSnapshot, input]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

/** A store that can be subscribed to: the plan store, the permission store. */
interface SubscribableStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): unknown;
}

/**
 * Subscribes to a slice of `store` read by `selector` through its getters; see `usePlanStoreSelector`.
 * @internal Shared by the plan and the permission hooks; not exported from the package.
 */
export function useStoreSelector<Store extends SubscribableStore, S>(
  store: Store,
  selector: (store: Store) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  // The store's methods may be unbound or use `this`: called on the store, never passed as they are.
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  return useSnapshotSelector(subscribe, getSnapshot, selector, isEqual, store);
}

/**
 * Subscribes to a slice of the plan store: the component re-renders only when `isEqual(previous, next)` is
 * false for the selected value. A new-but-equal selection returns the previous value, so it can feed `memo`
 * components and effect dependencies. Inline selectors are fine (`usePlanStoreSelector((store) =>
 * store.getPlan(id, 'main')?.revision)`): no `useCallback` needed. The selector runs once per store snapshot
 * (and again on a render that gives a new selector function), which keeps a thousand subscribed rows cheap.
 * Works under `renderToString` (the server snapshot is the store's state).
 * @param isEqual Decides whether a new selection equals the previous one. @default Object.is
 */
export function usePlanStoreSelector<S>(selector: PlanStoreSelector<S>, isEqual?: (a: S, b: S) => boolean): S {
  return useStoreSelector(usePlanStore(), selector, isEqual);
}
