// Headless <PlanList>, React Aria style: the state and behaviour of a plan list without its markup. A host with
// its own design system renders its own list with these and keeps ours: stable keys, the roving tab stop and
// arrow keys, the scroll keeper, the announcements, the collapsed state, the "current" and "next" facts.
import { useRef } from 'react';
import type { RefObject } from 'react';
import { planFocus } from '../../store/planFocus';
import type { PlanEntryState, PlanProgress, PlanStore } from '../../store/types';
import { useControllableState } from '../PlanFrame/useControllableState';
import { statusName } from './labels';
import { usePlanListLabels } from './usePlanListLabels';
import type { PlanListLabelOverrides, PlanListLabels } from './labels';
import type { PlanListEntryInput } from './plainEntries';
import { usePlainPlanListSource } from './PlainPlanList';
import { selectFocusKey, usePlanListSlice } from './planListSource';
import type { PlanListData } from './planListSource';
import { usePlanListAnnouncements } from './PlanListView';
import { useRovingRows } from './RovingRows';
import { useStorePlanListSource } from './StorePlanList';
import { useKeepCurrentInView } from './useKeepCurrentInView';

const NO_ENTRIES: readonly PlanListEntryInput[] = [];

/** Options of `usePlanListState`: a store binding (`store` + `sessionId` + `planId`) or `entries`, plus state. */
export interface PlanListStateOptions {
  /** The store of a bound list (`usePlanStore()` inside `<PlanStoreProvider>`); with `sessionId`. */
  store?: PlanStore;
  /** The session whose plan to show, with `store`. */
  sessionId?: string;
  /** The plan, with `store`. @default "main" */
  planId?: string;
  /** The entries of a list without a store (used when there is no `store`). @default [] */
  entries?: readonly PlanListEntryInput[];
  /** Whether a custom status counts as done (entries only; a store uses its own `isDone`). @default only `completed` */
  isDone?: (status: string) => boolean;
  /** Collapsed state, controlled. */
  collapsed?: boolean;
  /** Collapsed state at mount, uncontrolled. @default false */
  defaultCollapsed?: boolean;
  /** Called with the new state when `setCollapsed` is called. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Words (statuses, announcements). Keep the object stable. @default DEFAULT_PLAN_LIST_LABELS */
  labels?: PlanListLabelOverrides;
  /** The plan's name, said first in announcements of a session with several plans. @default "Plan" */
  title?: string;
}

/** What `usePlanListState` returns. */
export interface PlanListState {
  /** The entries, keyed (`entry.key` is stable across updates: use it as the React key). */
  readonly entries: readonly PlanEntryState[];
  readonly progress: PlanProgress;
  /** The first in-progress entry's key. */
  readonly currentKey: string | undefined;
  /** The first pending entry's key when none is in progress (pass `isNext` to `usePlanEntryRow`). */
  readonly nextKey: string | undefined;
  readonly collapsed: boolean;
  readonly setCollapsed: (collapsed: boolean) => void;
  readonly labels: PlanListLabels;
  /** Whether a status counts as done (the store's or the `isDone` option). */
  readonly isDone: (status: string) => boolean;
  /**
   * Attach to the element whose direct children are the rows (`<ol ref={listRef}>`): it gets the roving tab stop
   * and arrow keys, and keeps the current row scrolled into view while expanded.
   */
  // `RefObject<T>`, not `RefObject<T | null>`: React 18's types accept only the former in `ref`, React 19's both.
  readonly listRef: RefObject<HTMLOListElement>;
  /** What to say: render it in a polite live region (`<LiveRegion message={announcement} />`). */
  readonly announcement: string;
}

const selectData = (data: PlanListData) => data;

/**
 * The state and behaviour of a plan list, for a host's own markup: see the README, "Headless hooks". Render each
 * entry's row with the props of `usePlanEntryRow` as direct children of the element given `listRef`.
 */
export function usePlanListState({
  store,
  sessionId = '',
  planId = 'main',
  entries: input = NO_ENTRIES,
  isDone,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  labels: overrides,
  title = 'Plan',
}: PlanListStateOptions = {}): PlanListState {
  // Both sources are built (hooks cannot be conditional); the binding decides which one is read.
  const plain = usePlainPlanListSource(store ? NO_ENTRIES : input, isDone);
  const bound = useStorePlanListSource(store ?? PLACEHOLDER_STORE, sessionId, planId);
  const source = store ? bound : plain;
  const { entries, progress } = usePlanListSlice(source, selectData);
  const [collapsed, setCollapsed] = useControllableState({ value: collapsedProp, defaultValue: defaultCollapsed, onChange: onCollapsedChange });
  const labels = usePlanListLabels(overrides);
  const listRef = useRef<HTMLOListElement | null>(null);
  // From the entries already selected: no subscription of its own.
  const focusKey = selectFocusKey({ entries, progress });
  useRovingRows(listRef, focusKey, entries);
  useKeepCurrentInView(listRef, focusKey, !collapsed);
  const announcement = usePlanListAnnouncements(source, labels, title);
  const { currentKey, nextKey } = planFocus(entries);
  return { entries, progress, currentKey, nextKey, collapsed, setCollapsed, labels, isDone: source.isDone, listRef: listRef as RefObject<HTMLOListElement>, announcement };
}

/** Stands in for a missing store, so the store source can always be built; never read. */
const PLACEHOLDER_STORE = {
  subscribe: () => () => {},
  getPlan: () => undefined,
} as unknown as PlanStore;

/** Options of `usePlanEntryRow`. */
export interface PlanEntryRowOptions {
  /** The entry is the plan's next task (`state.nextKey === entry.key`). @default false */
  isNext?: boolean;
  /** `state.labels`. */
  labels: PlanListLabels;
}

/** What `usePlanEntryRow` returns. */
export interface PlanEntryRowState {
  /** Spread on the row element (a direct child of the list): the DOM contract of a row. */
  readonly rowProps: {
    readonly 'data-slot': 'plan-entry';
    readonly 'data-key': string;
    readonly 'data-status': string;
    readonly 'data-priority': string;
    readonly 'data-current': '' | undefined;
    readonly 'data-next': '' | undefined;
    readonly 'aria-current': 'step' | undefined;
    readonly tabIndex: -1;
  };
  /** The status in words: say it in the row (visually hidden beside an icon). */
  readonly statusText: string;
  readonly current: boolean;
  readonly next: boolean;
}

/** The props and facts of one row of a host-rendered list (see `usePlanListState`). */
export function usePlanEntryRow(entry: PlanEntryState, { isNext = false, labels }: PlanEntryRowOptions): PlanEntryRowState {
  const current = entry.status === 'in_progress';
  return {
    rowProps: {
      'data-slot': 'plan-entry',
      'data-key': entry.key,
      'data-status': entry.status,
      'data-priority': entry.priority,
      'data-current': current ? '' : undefined,
      'data-next': isNext ? '' : undefined,
      'aria-current': current ? 'step' : undefined,
      tabIndex: -1,
    },
    statusText: statusName(labels, entry.status),
    current,
    next: isNext,
  };
}
