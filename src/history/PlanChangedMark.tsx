import { useEffect } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlan, usePlanHistory } from '../react/hooks';
import { cachedDiff } from './diffCache';
import { useLastSeenRevision, type PlanLastSeen } from './planLastSeen';
import { summarizeDiff, type DiffSummaryLabels } from './summarizeDiff';

/** Texts of `<PlanChangedMark>`, for translation. */
export interface PlanChangedMarkLabels {
  /** @default (summary) => `Changed since you last looked: ${summary}` */
  readonly changed: (summary: string) => string;
  /** When the revision last seen is no longer kept. @default (count) => `Changed since you last looked (${count} updates)` */
  readonly changedMany: (updates: number) => string;
  /** The summary's texts. */
  readonly summary?: Partial<DiffSummaryLabels>;
}

/** The default (English) texts of `<PlanChangedMark>`. */
export const DEFAULT_PLAN_CHANGED_MARK_LABELS: PlanChangedMarkLabels = {
  changed: (summary) => `Changed since you last looked: ${summary}`,
  changedMany: (updates) => `Changed since you last looked (${updates} ${updates === 1 ? 'update' : 'updates'})`,
};

/** Props of `<PlanChangedMark>`. */
export interface PlanChangedMarkProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  sessionId: string;
  planId: string;
  /** What the user saw (`createPlanLastSeen()`), shared with `<PlanHistoryToggle>` and the host. */
  lastSeen: PlanLastSeen;
  /** Texts, for translation. */
  labels?: Partial<PlanChangedMarkLabels>;
}

/**
 * A quiet mark saying what changed in a plan since the user last looked ("Changed since you last looked: 2
 * completed, 1 added"), from the same diff as `<PlanHistory>`, computed only when the plan changed. A plan shown
 * for the first time counts as seen. The mark goes when the user opens the plan's history (`<PlanHistoryToggle>`
 * with the same `lastSeen`) or when the host calls `lastSeen.markSeen` (e.g. when the user expands the plan).
 * Made for a plan's header (`<SessionPlans renderPlanHeaderEnd>`, where it is a compact badge); a footer works too.
 *
 * DOM contract: `<span data-slot="plan-changed" data-seen-revision>` (phrasing content, so it fits a header's
 * title line); nothing when nothing changed.
 */
export function PlanChangedMark({ sessionId, planId, lastSeen, labels, ...rest }: PlanChangedMarkProps) {
  const plan = usePlan(sessionId, planId);
  const history = usePlanHistory(sessionId, planId);
  const seen = useLastSeenRevision(lastSeen, sessionId, planId);
  useEffect(() => {
    // The first sight of a plan is its baseline.
    if (plan !== undefined && seen === undefined) lastSeen.markSeen(sessionId, planId, plan.revision);
  }, [lastSeen, sessionId, planId, plan, seen]);
  if (plan === undefined || seen === undefined || plan.revision <= seen) return null;
  const text = { ...DEFAULT_PLAN_CHANGED_MARK_LABELS, ...labels };
  const before = history.find((revision) => revision.revision === seen);
  return (
    <span data-slot="plan-changed" data-seen-revision={seen} {...rest}>
      {before ? text.changed(summarizeDiff(cachedDiff(before, plan), text.summary)) : text.changedMany(plan.revision - seen)}
    </span>
  );
}
