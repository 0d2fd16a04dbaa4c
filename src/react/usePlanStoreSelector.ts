import { useCallback, useState, useSyncExternalStore } from 'react';
import type { PlanStore } from '../store/types';
import { usePlanStore } from './PlanStoreProvider';

/** Reads a slice of the store through its getters (`getPlan`, `getEntry`, …). Must be pure. */
export type PlanStoreSelector<S> = (store: PlanStore) => S;

/** What a subscriber keeps between renders: its latest selector and equality, and its last selection. */
interface Selector<T, S> {
  /** Gives the selector and equality of this render (the latest ones are read when the source changes). */
  readonly use: (select: (snapshot: T) => S, isEqual: (a: S, b: S) => boolean) => void;
  /** The selection for the source's snapshot now: the previous value while `isEqual` says it is the same. */
  readonly get: (snapshot: T) => S;
}

/**
 * TanStack Store's `useSelector` design: one box with the latest selector and equality, so callers may pass
 * inline functions. The selection is memoised on the source snapshot and the selector it was made with.
 */
function createSelector<T, S>(): Selector<T, S> {
  let select: (snapshot: T) => S;
  let isEqual: (a: S, b: S) => boolean;
  let last: { readonly snapshot: T; readonly select: (snapshot: T) => S; readonly value: S } | undefined;
  return {
    use(latestSelect, latestIsEqual) {
      select = latestSelect;
      isEqual = latestIsEqual;
    },
    get(snapshot) {
      if (last?.snapshot === snapshot && last.select === select) return last.value;
      const next = select(snapshot);
      const value = last && isEqual(last.value, next) ? last.value : next;
      last = { snapshot, select, value };
      return value;
    },
  };
}

/**
 * Subscribes to a slice of any source whose `getSnapshot` returns the same object until it changes: the
 * component re-renders only when the selection changed by `isEqual`, and an equal selection hands back the
 * previous value (so it can feed `memo` components and effect dependencies). `select` and `isEqual` may be
 * inline functions: the latest ones are kept, and read when the source changes. The selector runs once per
 * source snapshot while it stays the same function, and again on a render that gives a new one.
 * @internal The core of `usePlanStoreSelector`, of `<PlanList>`'s parts and of the permission hooks.
 */
export function useSnapshotSelector<T, S>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  select: (snapshot: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // Kept for the component's life. What a render gives it is pure (a function of the props), so a render React
  // throws away leaves nothing wrong behind: the selection stays a function of the snapshot and the selector.
  const [selector] = useState(createSelector<T, S>);
  selector.use(select, isEqual);
  const getSelection = useCallback(() => selector.get(getSnapshot()), [selector, getSnapshot]);
  return useSyncExternalStore(subscribe, getSelection, getSelection);
}

/** A store that can be subscribed to: the plan store, the permission store. */
interface SubscribableStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): unknown;
}

/** A store's subscribe and getSnapshot as stable functions (its methods may be unbound or use `this`). */
const boundStores = new WeakMap<SubscribableStore, Pick<SubscribableStore, 'subscribe' | 'getSnapshot'>>();

/**
 * Subscribes to a slice of `store` read by `selector` through its getters; see `usePlanStoreSelector`.
 * @internal Shared by the plan and the permission hooks; not exported from the package.
 */
export function useStoreSelector<Store extends SubscribableStore, S>(
  store: Store,
  selector: (store: Store) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  let bound = boundStores.get(store);
  if (!bound) {
    // Made once per store and shared by every subscriber, so no hook needs a useCallback for them.
    bound = { subscribe: (onChange) => store.subscribe(onChange), getSnapshot: () => store.getSnapshot() };
    boundStores.set(store, bound);
  }
  return useSnapshotSelector(bound.subscribe, bound.getSnapshot, () => selector(store), isEqual);
}

/**
 * Subscribes to a slice of the plan store: the component re-renders only when `isEqual(previous, next)` is
 * false for the selected value. A new-but-equal selection returns the previous value, so it can feed `memo`
 * components and effect dependencies. Inline selectors are fine (`usePlanStoreSelector((store) =>
 * store.getPlan(id, 'main')?.revision)`): no `useCallback` needed. The selector runs once per store snapshot
 * and once per render, which keeps a thousand subscribed rows cheap. Works under `renderToString` (the server
 * snapshot is the store's state).
 * @param isEqual Decides whether a new selection equals the previous one. @default Object.is
 */
export function usePlanStoreSelector<S>(selector: PlanStoreSelector<S>, isEqual?: (a: S, b: S) => boolean): S {
  return useStoreSelector(usePlanStore(), selector, isEqual);
}
