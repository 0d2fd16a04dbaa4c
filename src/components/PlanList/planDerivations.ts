// Facts about a whole entry list that <PlanList> needs in more than one place. Each is computed once per entries
// array (memoised on the array's identity), so the many per-row selectors that ask for it cost O(1) each.
import type { PlanEntryState } from '../../store/types';

/** The summary line's subject: the entry in progress, else the next pending one. */
export interface PlanFocus {
  /** The first in-progress entry; the list keeps it scrolled into view. */
  readonly currentKey: string | undefined;
  /** The first pending entry when none is in progress (`data-next`). */
  readonly nextKey: string | undefined;
  /** Content of the current entry, else of the next one; undefined when there is neither. */
  readonly focusContent: string | undefined;
  /** How many entries are in progress. */
  readonly inProgressCount: number;
  /** True when every entry has the same priority, so a badge on each row says nothing. */
  readonly uniformPriority: boolean;
}

const NO_FOCUS: PlanFocus = {
  currentKey: undefined,
  nextKey: undefined,
  focusContent: undefined,
  inProgressCount: 0,
  uniformPriority: true,
};

const focusCache = new WeakMap<readonly PlanEntryState[], PlanFocus>();

/** The focus facts of an entry list; the same object for the same array. */
export function planFocus(entries: readonly PlanEntryState[] | undefined): PlanFocus {
  if (!entries || entries.length === 0) return NO_FOCUS;
  const cached = focusCache.get(entries);
  if (cached) return cached;
  let current: PlanEntryState | undefined;
  let next: PlanEntryState | undefined;
  let inProgressCount = 0;
  let uniformPriority = true;
  const firstPriority = entries[0]!.priority;
  for (const entry of entries) {
    if (entry.status === 'in_progress') {
      inProgressCount++;
      current ??= entry;
    } else if (entry.status === 'pending') {
      next ??= entry;
    }
    if (entry.priority !== firstPriority) uniformPriority = false;
  }
  const focus: PlanFocus = {
    currentKey: current?.key,
    nextKey: current ? undefined : next?.key,
    focusContent: (current ?? next)?.content,
    inProgressCount,
    uniformPriority,
  };
  focusCache.set(entries, focus);
  return focus;
}

const keysCache = new WeakMap<readonly PlanEntryState[], readonly string[]>();

/** The keys of an entry list, in order; the same array for the same entries array. */
export function entryKeys(entries: readonly PlanEntryState[] | undefined): readonly string[] {
  if (!entries || entries.length === 0) return EMPTY_KEYS;
  let keys = keysCache.get(entries);
  if (!keys) {
    keys = entries.map((entry) => entry.key);
    keysCache.set(entries, keys);
  }
  return keys;
}

const EMPTY_KEYS: readonly string[] = [];

/** Element-wise equality of two string arrays: a status change leaves the key list "equal". */
export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
