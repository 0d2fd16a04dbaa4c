import { useMemo } from 'react';
import { labelTextsKey, resolvePlanListLabels } from './labels';
import type { PlanListLabelOverrides, PlanListLabels } from './labels';

/**
 * The labels of a list: the defaults with `overrides` applied, the same object while the overrides say the same
 * (words and the `statuses` / `priorities` records by value, so an inline `labels={{ … }}` object re-renders no
 * row; functions by identity). A memo derived in render: no state, no ref.
 */
export function usePlanListLabels(overrides: PlanListLabelOverrides | undefined): PlanListLabels {
  const texts = labelTextsKey(overrides);
  const { priority, more, count, cancelledCount, progressValue, started, completed, cancelled, moreChanges, manyChanges, planChanges } =
    overrides ?? {};
  return useMemo(
    () =>
      resolvePlanListLabels({
        ...(JSON.parse(texts) as PlanListLabelOverrides),
        priority,
        more,
        count,
        cancelledCount,
        progressValue,
        started,
        completed,
        cancelled,
        moreChanges,
        manyChanges,
        planChanges,
      }),
    [texts, priority, more, count, cancelledCount, progressValue, started, completed, cancelled, moreChanges, manyChanges, planChanges],
  );
}
