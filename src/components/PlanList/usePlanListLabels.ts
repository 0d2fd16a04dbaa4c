import { useMemo } from 'react';
import { labelTextsKey, resolvePlanListLabels } from './labels';
import type { PlanListLabelOverrides, PlanListLabels } from './labels';

/**
 * The labels of a list: the defaults with `overrides` applied, the same object while the overrides say the same,
 * so no row re-renders for a new `labels={{ … }}` object. Overrides of words only (strings and the `statuses` /
 * `priorities` records) compare by value, so they may be written inline; overrides with a function label
 * compare by the object's identity (keep such an object stable). A memo derived in render: no state, no ref.
 */
export function usePlanListLabels(overrides: PlanListLabelOverrides | undefined): PlanListLabels {
  // Without overrides (most lists) the defaults, with no serialising and no copy at mount.
  const texts = overrides && labelTextsKey(overrides);
  const withFunctions = overrides && Object.values(overrides).some((value) => typeof value === 'function') ? overrides : undefined;
  return useMemo(
    () => resolvePlanListLabels(texts ? { ...(JSON.parse(texts) as PlanListLabelOverrides), ...withFunctions } : undefined),
    [texts, withFunctions],
  );
}
