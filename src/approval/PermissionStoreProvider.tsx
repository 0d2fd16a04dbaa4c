// The React side of the permission store: a provider and hooks, like the plan store's (src/react).
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { EMPTY_LIST } from '../store/emptyList';
import { shallowEqual } from '../react/shallowEqual';
import { useStoreSelector } from '../react/usePlanStoreSelector';
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

/**
 * The latest permission request about a plan: pending (the agent waits for an answer) or the record of how it was
 * answered; undefined when there is none. Re-renders only when that request changes.
 */
export function usePlanPermission(sessionId: string, planId: string): PermissionRequestState | undefined {
  return useStoreSelector(usePermissionStore(), (store) => store.getPlanRequest(sessionId, planId));
}

/** Every pending permission request of a session, oldest first; a stable empty array when none. */
export function usePendingPermissions(sessionId: string): readonly PermissionRequestState[] {
  return useStoreSelector(usePermissionStore(), (store) => store.getPending(sessionId) ?? EMPTY_LIST, shallowEqual);
}
