import { useEffect, useId, useMemo, useRef } from 'react';
import type { HTMLAttributes } from 'react';
import { LiveRegion } from '../components/shared/LiveRegion';
import { toDisplayLabel } from '../components/shared/displayText';
import { useAnnouncer } from '../components/shared/useAnnouncer';
import { usePermissionStore, usePlanPermission } from './PermissionStoreProvider';
import type { PermissionOptionState, PermissionRequestState } from './types';

/** Texts of `<PlanApproval>`, overridable for translation. The agent's question and options are its own words. */
export interface PlanApprovalLabels {
  /** What the live region says when a question arrives. @default (question) => `The agent asks: ${question}` */
  readonly asks: (question: string) => string;
  /** The question shown when the agent sent none (no tool call title). @default "The agent asks for permission" */
  readonly untitled: string;
  /** The record of an approval (an `allow_*` option chosen). @default "Approved" */
  readonly approved: string;
  /** The record of a refusal (a `reject_*` option chosen): the agent keeps planning. @default "Kept planning" */
  readonly rejected: string;
  /** The record of an option of unknown kind chosen. @default (name) => `Answered: ${name}` */
  readonly answered: (name: string) => string;
  /** The record of a request answered `cancelled` (dismissed, turn cancelled or ended). @default "Cancelled" */
  readonly cancelled: string;
  /** Shown when the agent offered no options. @default "The agent offered no answers." */
  readonly noOptions: string;
  /** The button that answers `cancelled` when there are no options. @default "Dismiss" */
  readonly dismiss: string;
}

/** The default (English) labels of `<PlanApproval>`. */
export const DEFAULT_PLAN_APPROVAL_LABELS: PlanApprovalLabels = {
  asks: (question) => `The agent asks: ${question}`,
  untitled: 'The agent asks for permission',
  approved: 'Approved',
  rejected: 'Kept planning',
  answered: (name) => `Answered: ${name}`,
  cancelled: 'Cancelled',
  noOptions: 'The agent offered no answers.',
  dismiss: 'Dismiss',
};

/** Props of `<PlanApproval>`: a store binding (`sessionId` + `planId`) OR plain `request` + `onAnswer`. */
export interface PlanApprovalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The session of the plan, from the nearest `<PermissionStoreProvider>`. */
  sessionId?: string;
  /** The plan whose pending question (or last answer) to show, with `sessionId`. */
  planId?: string;
  /** A request to show without a store (stories, tests, other protocols). Takes precedence over the binding. */
  request?: PermissionRequestState | undefined;
  /**
   * Called with the request's id and the chosen option id, or `null` for "Dismiss" (answers `cancelled`). Bound to
   * a store, the store is answered first; then this is called.
   */
  onAnswer?: (requestId: string, optionId: string | null) => void;
  /** Texts, for translation. */
  labels?: Partial<PlanApprovalLabels>;
}

/** `allow_*` options first (the agent's order otherwise): approving is the primary action. */
function orderOptions(options: readonly PermissionOptionState[]): readonly PermissionOptionState[] {
  const allow = options.filter((option) => option.kind.startsWith('allow_'));
  return allow.length === 0 || allow.length === options.length ? options : [...allow, ...options.filter((option) => !allow.includes(option))];
}

/** The record text of a settled request. */
function recordText(request: PermissionRequestState, labels: PlanApprovalLabels): string {
  const kind = request.selected?.kind ?? '';
  if (request.status !== 'selected') return labels.cancelled;
  if (kind.startsWith('allow_')) return labels.approved;
  if (kind.startsWith('reject_')) return labels.rejected;
  return labels.answered(toDisplayLabel(request.selected?.name ?? ''));
}

/** The view: the question and its buttons while pending, the quiet record once answered, and the live region. */
function PlanApprovalView({
  request,
  onAnswer,
  labels: labelOverrides,
  ...rest
}: Omit<PlanApprovalProps, 'sessionId' | 'planId'>) {
  const labels = useMemo(() => ({ ...DEFAULT_PLAN_APPROVAL_LABELS, ...labelOverrides }), [labelOverrides]);
  const questionId = useId();
  const { announce, message } = useAnnouncer();
  const rootRef = useRef<HTMLDivElement>(null);
  const recordRef = useRef<HTMLParagraphElement>(null);
  /** Whether focus was on one of the buttons when the request was answered: it then moves to the record. */
  const focusWasInside = useRef(false);
  const question = request ? toDisplayLabel(request.question) || labels.untitled : '';
  const pending = request?.status === 'pending';
  const record = request && !pending ? recordText(request, labels) : '';
  // Announced when a question arrives and when it is answered, never on mount of an old record. Focus stays
  // where the reader is: a question never takes it.
  const seen = useRef<{ id: string; status: string } | undefined>(undefined);
  useEffect(() => {
    if (!request) return;
    const before = seen.current;
    seen.current = { id: request.id, status: request.status };
    if (before?.id === request.id && before.status === request.status) return;
    if (request.status === 'pending') announce(labels.asks(question));
    else if (before?.id === request.id) announce(record);
  }, [request, question, record, labels, announce]);
  useEffect(() => {
    if (!pending && focusWasInside.current) {
      focusWasInside.current = false;
      recordRef.current?.focus();
    }
  }, [pending]);

  const choose = (optionId: string | null) => {
    if (!request) return;
    focusWasInside.current = rootRef.current?.contains(document.activeElement) ?? false;
    onAnswer?.(request.id, optionId);
  };

  const options = request ? orderOptions(request.options) : [];
  const primary = options.find((option) => option.kind.startsWith('allow_'));
  return (
    <div data-slot="plan-approval-footer" {...rest} ref={rootRef}>
      {request === undefined ? null : pending ? (
        <div role="group" aria-labelledby={questionId} data-slot="plan-approval" data-state="pending">
          <p id={questionId} data-slot="plan-approval-question">
            <bdi>{question}</bdi>
          </p>
          {options.length === 0 ? (
            <div data-slot="plan-approval-options">
              <span data-slot="plan-approval-empty">{labels.noOptions}</span>
              <button type="button" data-slot="plan-approval-dismiss" onClick={() => choose(null)}>
                {labels.dismiss}
              </button>
            </div>
          ) : (
            <div data-slot="plan-approval-options">
              {options.map((option) => (
                <button
                  key={option.optionId}
                  type="button"
                  data-slot="plan-approval-option"
                  data-kind={toDisplayLabel(option.kind)}
                  data-primary={option === primary ? '' : undefined}
                  onClick={() => choose(option.optionId)}
                >
                  <bdi>{toDisplayLabel(option.name) || toDisplayLabel(option.optionId)}</bdi>
                </button>
              ))}
            </div>
          )}
        </div>
      ) : (
        <p
          ref={recordRef}
          tabIndex={-1}
          data-slot="plan-approval-record"
          data-state={request.status}
          data-kind={request.selected ? toDisplayLabel(request.selected.kind) : undefined}
        >
          {record}
        </p>
      )}
      <LiveRegion message={message} data-slot="plan-approval-live-region" />
    </div>
  );
}

function BoundPlanApproval({ sessionId, planId, onAnswer, ...rest }: PlanApprovalProps & { sessionId: string; planId: string }) {
  const store = usePermissionStore();
  const request = usePlanPermission(sessionId, planId);
  const answer = (requestId: string, optionId: string | null) => {
    // A request cancelled meanwhile (the turn ended) is already a record: the store says so, nothing breaks.
    store.answer(requestId, optionId);
    onAnswer?.(requestId, optionId);
  };
  return <PlanApprovalView {...rest} request={request} onAnswer={answer} />;
}

/**
 * The agent's question about a plan, for the plan's footer (`<SessionPlans renderPlanFooter>`): while pending, the
 * question (the tool call's title, "Implement this plan?") and one button per option with the agent's own wording,
 * `allow_*` options first and the first of them primary; once answered, a quiet record ("Approved", "Kept
 * planning", "Cancelled"). A new question is announced politely ("The agent asks: Implement this plan?") and never
 * takes focus; answering with the keyboard moves focus to the record. With no options, "Dismiss" answers
 * `cancelled`. Renders an empty footer (with its live region) while there is no request.
 *
 * DOM contract: the pending request is `[data-slot="plan-approval"]` (`data-state="pending"`), a `role="group"`
 * named by the question (`plan-approval-question`); each option a `<button>` named by the option's `name`, with
 * `data-slot="plan-approval-option"`, `data-kind` = the option's kind and `data-primary` on the primary one;
 * `plan-approval-empty` + `plan-approval-dismiss` when there are no options. The record is
 * `[data-slot="plan-approval-record"]` with `data-state="selected" | "cancelled"` and `data-kind`. The wrapper is
 * `plan-approval-footer`; the live region `plan-approval-live-region`.
 */
export function PlanApproval({ sessionId, planId, request, ...rest }: PlanApprovalProps) {
  if (request === undefined && sessionId !== undefined && planId !== undefined) {
    return <BoundPlanApproval {...rest} sessionId={sessionId} planId={planId} />;
  }
  return <PlanApprovalView {...rest} request={request} />;
}
