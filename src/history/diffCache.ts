import type { PlanState } from '../store/types';
import { diffMarkdownPlans } from './diffMarkdownPlans';
import { diffPlans } from './diffPlans';
import type { MarkdownPlanDiff, PlanDiff } from './types';

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

// A file plan's kept texts are strings, not objects a WeakMap can hold: the last pair compared is kept (a file can be
// as long as a markdown plan, and a history re-renders while the same two revisions stay chosen).
let lastTexts: [from: string, to: string, diff: MarkdownPlanDiff] | undefined;

/** The line and word diff of two texts (a file plan's, as the host kept them), memoised on the last pair. */
export function cachedTextDiff(from: string, to: string): MarkdownPlanDiff {
  if (lastTexts?.[0] !== from || lastTexts[1] !== to) lastTexts = [from, to, diffMarkdownPlans({ content: from }, { content: to })];
  return lastTexts[2];
}
