import { useEffect, useId, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlan, usePlanHistory } from '../react/hooks';
import { PlanHistory, type PlanHistoryProps } from './PlanHistory';
import type { PlanLastSeen } from './planLastSeen';

/** Texts of `<PlanHistoryToggle>`, for translation. */
export interface PlanHistoryToggleLabels {
  /** The button, with the number of revisions kept. @default (count) => `History (${count})` */
  readonly toggle: (revisions: number) => string;
}

/** The default (English) texts of `<PlanHistoryToggle>`. */
export const DEFAULT_PLAN_HISTORY_TOGGLE_LABELS: PlanHistoryToggleLabels = {
  toggle: (revisions) => `History (${revisions})`,
};

/** Props of `<PlanHistoryToggle>`. */
export interface PlanHistoryToggleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  sessionId: string;
  planId: string;
  /** When given, opening the history (and every revision that comes while it is open) counts as seen. */
  lastSeen?: PlanLastSeen | undefined;
  /** Open (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state when the button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Props of the `<PlanHistory>` shown when open (labels, a chosen revision...). */
  historyProps?: Omit<PlanHistoryProps, 'sessionId' | 'planId' | 'revisions'>;
  /** Texts, for translation. */
  labels?: Partial<PlanHistoryToggleLabels>;
}

/**
 * A `History (n)` disclosure per plan: a button (`aria-expanded`, `aria-controls`) that shows and hides the plan's
 * `<PlanHistory>`; `n` counts the revisions kept (the current one included). Nothing while the plan has a single
 * revision. Made for the plan's header: `<SessionPlans renderPlanHeaderEnd={(plan) => <PlanHistoryToggle
 * sessionId={plan.sessionId} planId={plan.planId} lastSeen={lastSeen} />}>`, where the button closes the title
 * line and the open history takes a row of its own below the header's lines (styles.css); a footer works too.
 *
 * DOM contract: `<div data-slot="plan-history-toggle" data-open>` holding `<button data-slot="plan-history-button"
 * aria-expanded aria-controls>` and, when open, the `[data-slot="plan-history"]` section.
 */
export function PlanHistoryToggle({
  sessionId,
  planId,
  lastSeen,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  historyProps,
  labels,
  ...rest
}: PlanHistoryToggleProps) {
  const id = useId();
  const plan = usePlan(sessionId, planId);
  const history = usePlanHistory(sessionId, planId);
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const revision = plan?.revision;
  useEffect(() => {
    if (open && revision !== undefined) lastSeen?.markSeen(sessionId, planId, revision);
  }, [open, revision, lastSeen, sessionId, planId]);
  if (plan === undefined || history.length === 0) return null;
  const text = { ...DEFAULT_PLAN_HISTORY_TOGGLE_LABELS, ...labels };
  return (
    <div data-slot="plan-history-toggle" data-open={open ? '' : undefined} {...rest}>
      <button
        type="button"
        data-slot="plan-history-button"
        aria-expanded={open}
        aria-controls={`${id}-history`}
        onClick={() => {
          if (openProp === undefined) setUncontrolled(!open);
          onOpenChange?.(!open);
        }}
      >
        {text.toggle(history.length + 1)}
      </button>
      {open ? <PlanHistory {...historyProps} id={`${id}-history`} sessionId={sessionId} planId={planId} /> : null}
    </div>
  );
}
