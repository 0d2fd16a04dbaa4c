import type { PlanState } from '../../store/types';

const usual = new WeakMap<PlanState, number | undefined>();

/**
 * How long a step of this plan usually takes: the median of its finished steps' times (`completedAt -
 * startedAt`), or undefined before one has finished. Memoised on the plan object (one pass per revision).
 */
export function usualStepDuration(plan: PlanState | undefined): number | undefined {
  if (plan?.type !== 'items') return undefined;
  if (usual.has(plan)) return usual.get(plan);
  const times = plan.entries
    .flatMap((entry) => (entry.startedAt !== undefined && entry.completedAt !== undefined ? [entry.completedAt - entry.startedAt] : []))
    .sort((a, b) => a - b);
  const median = times.length === 0 ? undefined : times[Math.floor((times.length - 1) / 2)];
  usual.set(plan, median);
  return median;
}
