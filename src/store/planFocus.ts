// Facts about a whole entry list that more than one reader needs per update (the rows' "next" marker, the
// summary line, the scroll keeper, hidePriority="auto"). Each is computed once per entries array (memoised on
// the array's identity: the store hands out a new array only when something changed), so the many readers
// that ask for it after one update cost O(1) each and the list is scanned once.
import type { PlanEntryState } from './types';

/** The summary line's subject: the entry in progress, else the next pending one. */
export interface PlanFocus {
  /** The first in-progress entry; the list keeps it scrolled into view. */
  readonly currentKey: string | undefined;
  /** The first pending entry when none is in progress (`data-next`). */
  readonly nextKey: string | undefined;
  /** Content of the current entry, else of the next one; undefined when there is neither. */
  readonly focusContent: string | undefined;
  /** True when every entry has the same priority, so a badge on each row says nothing. */
  readonly uniformPriority: boolean;
}

const focusCache = new WeakMap<readonly PlanEntryState[], PlanFocus>();

/**
 * The focus facts of an entry list; the same object for the same array. An empty list (or none) takes the same
 * path, with nothing to scan: no focus, a uniform priority.
 */
export function planFocus(entries: readonly PlanEntryState[] = []): PlanFocus {
  const cached = focusCache.get(entries);
  if (cached) return cached;
  let current: PlanEntryState | undefined;
  let next: PlanEntryState | undefined;
  let uniformPriority = true;
  const firstPriority = entries[0]?.priority;
  for (const entry of entries) {
    if (entry.status === 'in_progress') current ??= entry;
    else if (entry.status === 'pending') next ??= entry;
    if (entry.priority !== firstPriority) uniformPriority = false;
  }
  const focus: PlanFocus = Object.freeze({
    currentKey: current?.key,
    nextKey: current ? undefined : next?.key,
    focusContent: (current ?? next)?.content,
    uniformPriority,
  });
  focusCache.set(entries, focus);
  return focus;
}
