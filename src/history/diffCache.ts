import type { PlanState } from '../store/types';
import { diffPlans } from './diffPlans';
import type { PlanDiff } from './types';

// Revisions are immutable objects that the store keeps as they were: a diff of two of them never changes, so it is
// computed once, when a reader first needs it, and forgotten with the revisions (weak keys).
const cache = new WeakMap<PlanState, WeakMap<PlanState, PlanDiff>>();

/** `diffPlans(before, after)`, memoised on the two revision objects. */
export function cachedDiff(before: PlanState, after: PlanState): PlanDiff {
  let byAfter = cache.get(before);
  if (byAfter === undefined) cache.set(before, (byAfter = new WeakMap()));
  let diff = byAfter.get(after);
  if (diff === undefined) byAfter.set(after, (diff = diffPlans(before, after)));
  return diff;
}
