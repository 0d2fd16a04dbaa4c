// The plan hooks: each selects one slice with usePlanStoreSelector, so it re-renders only when that slice changes.
import { useCallback } from 'react';
import type { PlanEntryState, PlanProgress, PlanState, PlanStore } from '../store/types';
import { shallowEqual } from './shallowEqual';
import { usePlanStoreSelector } from './usePlanStoreSelector';

const NO_KEYS: readonly string[] = Object.freeze([]);

/** Every plan of a session, in order of first appearance; a stable empty array when there are none. */
export function usePlans(sessionId: string): readonly PlanState[] {
  const selector = useCallback((store: PlanStore) => store.getPlans(sessionId), [sessionId]);
  return usePlanStoreSelector(selector, shallowEqual);
}

/** One plan of a session, or undefined; re-renders when that plan changes (a new revision or its removal). */
export function usePlan(sessionId: string, planId: string): PlanState | undefined {
  const selector = useCallback((store: PlanStore) => store.getPlan(sessionId, planId), [sessionId, planId]);
  return usePlanStoreSelector(selector);
}

/**
 * One entry of an item plan by its key (O(1) via `store.getEntry`), or undefined. Made for `memo` rows: the store
 * keeps an unchanged entry's object, so a row re-renders only when its own entry changes.
 */
export function usePlanEntry(sessionId: string, planId: string, key: string): PlanEntryState | undefined {
  const selector = useCallback(
    (store: PlanStore) => store.getEntry(sessionId, planId, key),
    [sessionId, planId, key],
  );
  return usePlanStoreSelector(selector);
}

/**
 * The keys of an item plan's entries in order (a stable empty array for other plans or none). Re-renders only
 * when entries are added, removed or moved, not when one changes: pair it with `usePlanEntry` rows.
 */
export function usePlanEntryKeys(sessionId: string, planId: string): readonly string[] {
  const selector = useCallback(
    (store: PlanStore) => {
      const plan = store.getPlan(sessionId, planId);
      return plan?.type === 'items' && plan.entries.length > 0 ? plan.entries.map((entry) => entry.key) : NO_KEYS;
    },
    [sessionId, planId],
  );
  return usePlanStoreSelector(selector, shallowEqual);
}

/**
 * A plan's progress counts; undefined for a file plan or a missing plan. Compared field by field, so a plan
 * update that leaves the counts alone (a reworded entry) does not re-render.
 */
export function usePlanProgress(sessionId: string, planId: string): PlanProgress | undefined {
  const selector = useCallback(
    (store: PlanStore) => {
      const plan = store.getPlan(sessionId, planId);
      return plan === undefined || plan.type === 'file' ? undefined : plan.progress;
    },
    [sessionId, planId],
  );
  return usePlanStoreSelector(selector, shallowEqual);
}

/** Earlier revisions of a plan, oldest first (the current one excluded); a stable empty array when none. */
export function usePlanHistory(sessionId: string, planId: string): readonly PlanState[] {
  const selector = useCallback((store: PlanStore) => store.getHistory(sessionId, planId), [sessionId, planId]);
  return usePlanStoreSelector(selector, shallowEqual);
}
