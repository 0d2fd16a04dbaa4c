// The React side of the permission store: a provider and hooks, like the plan store's (src/react).
import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { EMPTY_LIST } from '../store/emptyList';
import { shallowEqual } from '../react/shallowEqual';
import { useSnapshotSelector } from '../react/usePlanStoreSelector';
import type { PermissionRequestState, PermissionStore } from './types';

/** Props of `<PermissionStoreProvider>`. */
export interface PermissionStoreProviderProps {
  /** The store `<PlanApproval>` and the permission hooks read (`createPermissionStore()`). */
  readonly store: PermissionStore;
  readonly children?: ReactNode;
}

const PermissionStoreContext = createContext<PermissionStore | null>(null);
PermissionStoreContext.displayName = 'PermissionStoreContext';

/** Makes a permission store available to `<PlanApproval>` and the permission hooks below it. */
export function PermissionStoreProvider({ store, children }: PermissionStoreProviderProps) {
  return <PermissionStoreContext.Provider value={store}>{children}</PermissionStoreContext.Provider>;
}

/**
 * The store of the nearest `<PermissionStoreProvider>`. Throws a descriptive error when there is none: a
 * `<PlanApproval>` bound by `sessionId` cannot work without one (give it `request` and `onAnswer` instead).
 */
export function usePermissionStore(): PermissionStore {
  const store = useContext(PermissionStoreContext);
  if (store === null) {
    throw new Error(
      'usePermissionStore: no <PermissionStoreProvider> found. Wrap the plans in one, or give <PlanApproval> a request and onAnswer instead of sessionId.',
    );
  }
  return store;
}

function usePermissionSelector<S>(select: (store: PermissionStore) => S, isEqual?: (a: S, b: S) => boolean): S {
  const store = usePermissionStore();
  const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), [store]);
  const getSnapshot = useCallback(() => store.getSnapshot(), [store]);
  const selectFromStore = useCallback(() => select(store), [select, store]);
  return useSnapshotSelector(subscribe, getSnapshot, selectFromStore, isEqual);
}

/**
 * The latest permission request about a plan: pending (the agent waits for an answer) or the record of how it was
 * answered; undefined when there is none. Re-renders only when that request changes.
 */
export function usePlanPermission(sessionId: string, planId: string): PermissionRequestState | undefined {
  const select = useCallback((store: PermissionStore) => store.getPlanRequest(sessionId, planId), [sessionId, planId]);
  return usePermissionSelector(select);
}

/** Every pending permission request of a session, oldest first; a stable empty array when none. */
export function usePendingPermissions(sessionId: string): readonly PermissionRequestState[] {
  const select = useCallback((store: PermissionStore) => store.getPending(sessionId) ?? EMPTY_LIST, [sessionId]);
  return usePermissionSelector(select, shallowEqual);
}
