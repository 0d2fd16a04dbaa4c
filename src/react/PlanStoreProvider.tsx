import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { PlanStore } from '../store/types';
import { useStableHandler } from './useStableHandler';

/**
 * Loads the text of a file plan. Called with the plan's `uri`; must honour `signal` (it aborts when the plan
 * changes or the component unmounts). The host decides what a URI means (workspace file, HTTP, editor buffer).
 * It may be an inline function: every load calls the latest one, and a new function does not reload (the identity
 * of an inline arrow changes on every render, so it cannot tell a deliberately different loader). To reload with
 * a different loader (another workspace), remount the plans (`key`) or change `<FilePlan reloadKey>`.
 */
export type LoadFile = (uri: string, options: { readonly signal: AbortSignal }) => Promise<string>;

/** What the host lets file plans do: load a file's text, and open the file in the host's editor. */
export interface PlanHostOptions {
  /** Loads a file plan's content (see `LoadFile`; may be inline); without it a file plan shows its URI only. */
  readonly loadFile?: LoadFile;
  /**
   * Opens a file plan's file in the host (e.g. an editor tab); without it there is no "open" action. Only called
   * with a uri whose scheme the file plan's `allowedSchemes` allows.
   */
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
 * inherits the outer provider's. `loadFile` / `onOpenFile` may be inline arrows: the latest ones are called, and a
 * new function neither reloads file plans nor re-renders them (a new loader is used from the next load on).
 */
export function PlanStoreProvider({ store, loadFile, onOpenFile, children }: PlanStoreProviderProps) {
  const outer = useContext(PlanHostContext);
  // Stable stand-ins (the outer ones already are): an inline callback must not change the context value, which
  // would re-render every file plan below on each render of the host.
  const resolvedLoadFile = useStableHandler(loadFile) ?? outer.loadFile;
  const resolvedOnOpenFile = useStableHandler(onOpenFile) ?? outer.onOpenFile;
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

/**
 * The store of the nearest `<PlanStoreProvider>`, or `null` without one (never throws): for feature parts that
 * work with plain data too (`react-acp-plans/history`'s step times).
 * @internal Not exported from the package.
 */
export function useOptionalPlanStore(): PlanStore | null {
  return useContext(PlanStoreContext);
}
