// Facts about a whole entry list that <PlanList> needs in more than one place. Each is computed once per entries
// array (memoised on the array's identity), so the many readers that ask for it cost O(1) each. The focus facts
// live in the store layer: the React layer's entry subscriptions need them too.
import type { PlanEntryState } from '../../store/types';

export { planFocus } from '../../store/planFocus';
export type { PlanFocus } from '../../store/planFocus';

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
