import type { PlanState } from '../store/types';
import { diffItemPlans, type DiffOptions } from './diffItemPlans';
import { diffMarkdownPlans } from './diffMarkdownPlans';
import type { PlanDiff } from './types';

/**
 * The difference between two revisions of a plan, by type: item plans by entry key, markdown plans by line and
 * word, file plans by file. Revisions of different (or unknown) types are `replaced`. Computed on demand. Pure.
 */
export function diffPlans(before: PlanState, after: PlanState, options: DiffOptions = {}): PlanDiff {
  if (before.type === 'items' && after.type === 'items') return diffItemPlans(before, after, options);
  if (before.type === 'markdown' && after.type === 'markdown') return diffMarkdownPlans(before, after, options);
  if (before.type === 'file' && after.type === 'file') return { type: 'file', from: before.uri, to: after.uri };
  return { type: 'replaced', fromType: typeName(before), toType: typeName(after) };
}

function typeName(plan: PlanState): string {
  return plan.type === 'unknown' ? plan.planType : plan.type;
}
