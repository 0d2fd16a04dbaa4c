// The plan hooks: each selects one slice with usePlanStoreSelector (usePlanEntry: the entry's keyed channel), so
// it re-renders only when that slice changes. Selectors are inline: usePlanStoreSelector keeps the latest one.
import { useMemo } from 'react';
import { EMPTY_LIST } from '../store/emptyList';
import type { PlanEntryState, PlanProgress, PlanState } from '../store/types';
import { itemEntries } from './planEntrySubscriptions';
import { sameItems, shallowEqual } from './shallowEqual';
import { usePlanStoreSelector } from './usePlanStoreSelector';

/** Every plan of a session, in order of first appearance; a stable empty array when there are none. */
export function usePlans(sessionId: string): readonly PlanState[] {
  return usePlanStoreSelector((store) => store.getPlans(sessionId), shallowEqual);
}

/** One plan of a session, or undefined; re-renders when that plan changes (a new revision or its removal). */
export function usePlan(sessionId: string, planId: string): PlanState | undefined {
  return usePlanStoreSelector((store) => store.getPlan(sessionId, planId));
}

// usePlanEntry lives beside the row hooks that share its keyed channel.
export { usePlanEntry } from './usePlanEntryState';

const keyOf = (entry: { readonly key: string }) => entry.key;

/**
 * Equal when both lists hold the same keys in the same order (a status change leaves them equal).
 * @internal Also `<PlanList>`'s list equality and its moves' test (any keyed items); not exported from the package.
 */
export function sameEntryKeys(a: readonly { readonly key: string }[], b: readonly { readonly key: string }[]): boolean {
  return sameItems(a, b, keyOf);
}

/**
 * The keys of an item plan's entries in order (a stable empty array for other plans or none). Re-renders only
 * when entries are added, removed or moved, not when one changes: pair it with `usePlanEntry` rows. An update
 * that keeps the keys costs one string compare per entry and allocates nothing.
 */
export function usePlanEntryKeys(sessionId: string, planId: string): readonly string[] {
  // The selection keeps the previous entries array while the keys are the same, so the keys are derived again
  // only when they changed.
  const entries: readonly PlanEntryState[] = usePlanStoreSelector((store) => itemEntries(store, sessionId, planId), sameEntryKeys);
  return useMemo(() => (entries.length === 0 ? EMPTY_LIST : entries.map(keyOf)), [entries]);
}

/**
 * A plan's progress counts; undefined for a file plan, a plan of an unknown type or a missing plan. Compared field
 * by field, so a plan update that leaves the counts alone (a reworded entry) does not re-render.
 */
export function usePlanProgress(sessionId: string, planId: string): PlanProgress | undefined {
  return usePlanStoreSelector((store) => {
    const plan = store.getPlan(sessionId, planId);
    return plan?.type === 'items' || plan?.type === 'markdown' ? plan.progress : undefined;
  }, shallowEqual);
}

/** Earlier revisions of a plan, oldest first (the current one excluded); a stable empty array when none. */
export function usePlanHistory(sessionId: string, planId: string): readonly PlanState[] {
  return usePlanStoreSelector((store) => store.getHistory(sessionId, planId), shallowEqual);
}
