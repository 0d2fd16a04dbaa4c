import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { PlanStore } from '../store/types';

/**
 * Loads the text of a file plan. Called with the plan's `uri`; must honour `signal` (it aborts when the plan
 * changes or the component unmounts). The host decides what a URI means (workspace file, HTTP, editor buffer).
 */
export type LoadFile = (uri: string, options: { readonly signal: AbortSignal }) => Promise<string>;

/** What the host lets file plans do: load a file's text, and open the file in the host's editor. */
export interface PlanHostOptions {
  /** Loads a file plan's content; without it a file plan shows its URI only. */
  readonly loadFile?: LoadFile;
  /** Opens a file plan's file in the host (e.g. an editor tab); without it there is no "open" action. */
  readonly onOpenFile?: (uri: string) => void;
}

/** Props of `<PlanStoreProvider>`. */
export interface PlanStoreProviderProps extends PlanHostOptions {
  /** The store the hooks and store-bound components read (`createPlanStore()`). */
  readonly store: PlanStore;
  readonly children?: ReactNode;
}

const PlanStoreContext = createContext<PlanStore | null>(null);
PlanStoreContext.displayName = 'PlanStoreContext';

const PlanHostContext = createContext<PlanHostOptions>({});
PlanHostContext.displayName = 'PlanHostContext';

/**
 * Makes a plan store available to the hooks (`usePlans`, `usePlan`, …) and to store-bound components below it,
 * together with the host's file-plan callbacks (`loadFile`, `onOpenFile`). A nested provider without a callback
 * inherits the outer provider's. Keep `loadFile` / `onOpenFile` stable (module functions or `useCallback`):
 * a new function reloads file plans.
 */
export function PlanStoreProvider({ store, loadFile, onOpenFile, children }: PlanStoreProviderProps) {
  const outer = useContext(PlanHostContext);
  const resolvedLoadFile = loadFile ?? outer.loadFile;
  const resolvedOnOpenFile = onOpenFile ?? outer.onOpenFile;
  // A missing callback reads the same as an undefined one to every consumer.
  const host = useMemo(() => ({ loadFile: resolvedLoadFile, onOpenFile: resolvedOnOpenFile }), [resolvedLoadFile, resolvedOnOpenFile]);
  return (
    <PlanStoreContext.Provider value={store}>
      <PlanHostContext.Provider value={host}>{children}</PlanHostContext.Provider>
    </PlanStoreContext.Provider>
  );
}

/**
 * The store of the nearest `<PlanStoreProvider>`. Throws a descriptive error when there is none: a component
 * bound to a store by `sessionId` cannot work without one (pass plain data instead, or add the provider).
 */
export function usePlanStore(): PlanStore {
  const store = useContext(PlanStoreContext);
  if (store === null) {
    throw new Error(
      'usePlanStore: no <PlanStoreProvider> found. Wrap the component in one, or give it plain data (entries, content, uri) instead of sessionId.',
    );
  }
  return store;
}

/** The host's file-plan callbacks from the nearest `<PlanStoreProvider>`; `{}` without one (never throws). */
export function usePlanHost(): PlanHostOptions {
  return useContext(PlanHostContext);
}
