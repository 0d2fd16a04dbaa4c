import type { HTMLAttributes } from 'react';
import { toDisplayLabel } from '../components/shared/displayText';
import { usePlan } from '../react/hooks';
import type { PlanTurnEnded } from '../store/types';

/** Texts of `<PlanStaleNote>`, overridable for translation. */
export interface PlanStaleNoteLabels {
  /**
   * The note, by stop reason and count of unfinished steps.
   * @default "Turn ended with 2 steps unfinished" / "Turn cancelled with 1 step unfinished" /
   * "Turn ended (max_tokens) with 2 steps unfinished"
   */
  readonly note: (unfinished: number, stopReason: string) => string;
}

/** The default (English) labels of `<PlanStaleNote>`. */
export const DEFAULT_PLAN_STALE_NOTE_LABELS: PlanStaleNoteLabels = {
  note: (unfinished, stopReason) => {
    const steps = `${unfinished} ${unfinished === 1 ? 'step' : 'steps'} unfinished`;
    if (stopReason === 'cancelled') return `Turn cancelled with ${steps}`;
    return stopReason === 'end_turn' ? `Turn ended with ${steps}` : `Turn ended (${stopReason}) with ${steps}`;
  },
};

/** Props of `<PlanStaleNote>`: a store binding (`sessionId` + `planId`) OR plain `turnEnded`. */
export interface PlanStaleNoteProps extends Omit<HTMLAttributes<HTMLParagraphElement>, 'children'> {
  sessionId?: string;
  planId?: string;
  /** The mark to show without a store (a plan's `turnEnded`); takes precedence over the binding. */
  turnEnded?: PlanTurnEnded | undefined;
  /** Texts, for translation. */
  labels?: Partial<PlanStaleNoteLabels>;
}

function StaleNoteView({ turnEnded, labels, ...rest }: Omit<PlanStaleNoteProps, 'sessionId' | 'planId'>) {
  if (turnEnded === undefined) return null;
  const note = labels?.note ?? DEFAULT_PLAN_STALE_NOTE_LABELS.note;
  return (
    <p data-slot="plan-stale" data-stop-reason={toDisplayLabel(turnEnded.stopReason)} {...rest}>
      {note(turnEnded.unfinished, toDisplayLabel(turnEnded.stopReason))}
    </p>
  );
}

function BoundStaleNote({ sessionId, planId, ...rest }: Omit<PlanStaleNoteProps, 'turnEnded'> & { sessionId: string; planId: string }) {
  const turnEnded = usePlan(sessionId, planId)?.turnEnded;
  return <StaleNoteView {...rest} turnEnded={turnEnded} />;
}

/**
 * Says that the agent's turn ended with the plan unfinished ("Turn ended with 2 steps unfinished"; a cancelled
 * turn says so), from the plan's `turnEnded` (`store.endTurn`); renders nothing otherwise, and goes away with
 * the plan's next update. Made for a plan's footer: `<SessionPlans renderPlanFooter={(plan) => <PlanStaleNote
 * turnEnded={plan.turnEnded} />}>`; with the default theme, the plan's in-progress steps then stop looking active.
 *
 * DOM contract: `<p data-slot="plan-stale" data-stop-reason>`.
 */
export function PlanStaleNote({ sessionId, planId, turnEnded, ...rest }: PlanStaleNoteProps) {
  if (turnEnded === undefined && sessionId !== undefined && planId !== undefined) {
    return <BoundStaleNote {...rest} sessionId={sessionId} planId={planId} />;
  }
  return <StaleNoteView {...rest} turnEnded={turnEnded} />;
}
