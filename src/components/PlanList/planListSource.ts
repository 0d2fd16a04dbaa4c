// The one seam between the two kinds of <PlanList>. Every part reads the plan through a source: bound to a
// store, each part subscribes to its own slice and re-renders alone when that slice changes; made of an
// `entries` prop, a new prop is a new source and the parts simply render again with it, as with props.
import { useSnapshotSelector } from '../../react/usePlanStoreSelector';
import { planFocus } from '../../store/planFocus';
import type { PlanEntryState, PlanProgress } from '../../store/types';

/** What the parts of a `<PlanList>` read: the entries and their progress; the same object until either changes. */
export interface PlanListData {
  readonly entries: readonly PlanEntryState[];
  readonly progress: PlanProgress;
  /** Set when the agent's turn ended with the plan unfinished (`store.endTurn`): no step is current then. */
  readonly turnEnded?: object | undefined;
}

/** Where a `<PlanList>` reads its plan from. */
export interface PlanListSource {
  /** Store-bound: each row selects its own entry by key, so the list itself follows the keys only. */
  readonly keyed: boolean;
  readonly subscribe: (onChange: () => void) => () => void;
  /** The plan now; an item plan's state object fits as it is. */
  readonly read: () => PlanListData;
  /** Whether a status counts as done (`completed`, or a custom one the store's or the prop's `isDone` accepts). */
  readonly isDone: (status: string) => boolean;
  /** Store-bound: the store and the plan's key in it, so two copies of one plan do not both announce. */
  readonly store?: object;
  readonly planKey?: string;
}

/**
 * A slice of the plan: re-renders its component only when `isEqual` says the selection changed. The selector
 * runs once per plan object, so the parts of a list that all read the plan after an update cost O(1) each.
 */
export function usePlanListSlice<S>(
  source: PlanListSource,
  select: (data: PlanListData) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  return useSnapshotSelector(source.subscribe, source.read, select, isEqual);
}

/**
 * The row that has the list's attention: the current (in-progress) entry, else the next pending one. One
 * selector for the scroll keeper and the roving tab stop (both derive it from `planFocus`, computed once per
 * entries array).
 */
export function selectFocusKey({ entries }: PlanListData): string | undefined {
  const { currentKey, nextKey } = planFocus(entries);
  return currentKey ?? nextKey;
}
