import { useContext, useEffect, useRef, useState } from 'react';
import type { HTMLAttributes } from 'react';
import { PlanHoldContext } from '../../components/shared/planHold';
import { usePlan } from '../../react/index';
import { PlanEditor, type PlanEditorLabelOverrides } from './PlanEditor';
import type { RevisionPromptLabels } from './formatRevisionPrompt';
import type { EditableEntryInput, PlanRevision } from './types';

/** Texts of `<PlanEditFooter>` (the editor's own are `editorLabels`). */
export interface PlanEditFooterLabels {
  /** The button that opens the editor. @default "Edit plan" */
  readonly edit: string;
  /** Shown after a revision was sent, until the next edit. @default "Revision sent" */
  readonly sent: string;
  /**
   * Shown above the open editor when the agent removed its plan in `<SessionPlans>` (which keeps the plan until the
   * edit is sent or cancelled). @default "Removed by the agent"
   */
  readonly removed: string;
}

/** The default (English) texts of `<PlanEditFooter>`. */
export const DEFAULT_PLAN_EDIT_FOOTER_LABELS: PlanEditFooterLabels = { edit: 'Edit plan', sent: 'Revision sent', removed: 'Removed by the agent' };

/** Props of `<PlanEditFooter>`: a store binding (`sessionId` + `planId`) OR plain `entries`. */
export interface PlanEditFooterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The session of the plan. */
  sessionId?: string;
  /** The plan; the footer shows only for item plans. */
  planId?: string;
  /** The agent's steps as plain data; takes precedence over the binding. */
  entries?: readonly EditableEntryInput[] | undefined;
  /** Called with the revision when the user sends it (send `revision.prompt` with `session/prompt`). */
  onSubmitRevision: (revision: PlanRevision) => void;
  /** Texts of the button and the sent note. */
  labels?: Partial<PlanEditFooterLabels>;
  /** Texts of the editor. */
  editorLabels?: PlanEditorLabelOverrides;
  /** Texts of the revision prompt. */
  promptLabels?: Partial<RevisionPromptLabels>;
}

/**
 * The button, or the open editor; focus goes back to the button when the editor closes. Without `canEdit` (the
 * bound plan is not an item plan, or is gone) no button shows, but an editor already open stays: its draft is the
 * user's, and the editor shows the plan's removal as the agent's change to rebase onto or discard.
 */
function EditFooterView({
  sessionId,
  planId,
  entries,
  onSubmitRevision,
  labels: overrides,
  editorLabels,
  promptLabels,
  canEdit = true,
  ...rest
}: PlanEditFooterProps & { canEdit?: boolean }) {
  const labels = { ...DEFAULT_PLAN_EDIT_FOOTER_LABELS, ...overrides };
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [editing]);
  // While the editor is open, the plan around it (in <SessionPlans>) stays even if the agent removes it: the
  // draft is the user's. Released when the edit is sent or cancelled.
  const planHold = useContext(PlanHoldContext);
  const hold = planHold?.hold;
  useEffect(() => (editing && hold ? hold() : undefined), [editing, hold]);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  if (!editing && !canEdit) return null;
  return (
    <div data-slot="plan-edit-footer" {...rest}>
      {editing && planHold?.removed ? (
        <p data-slot="plan-edit-removed" role="status">
          {labels.removed}
        </p>
      ) : null}
      {editing ? (
        <PlanEditor
          sessionId={sessionId}
          planId={planId}
          entries={entries}
          labels={editorLabels}
          promptLabels={promptLabels}
          onCancel={close}
          onSubmitRevision={(revision) => {
            setSent(true);
            close();
            onSubmitRevision(revision);
          }}
        />
      ) : (
        <>
          <button
            ref={buttonRef}
            type="button"
            data-slot="plan-edit-button"
            onClick={() => {
              setSent(false);
              setEditing(true);
            }}
          >
            {labels.edit}
          </button>
          {sent ? <span data-slot="plan-edit-sent" role="status">{labels.sent}</span> : null}
        </>
      )}
    </div>
  );
}

/**
 * Bound to a store: renders nothing unless the plan is an item plan, except an editor already open (a plan removed
 * or replaced mid-edit must not unmount the user's draft).
 */
function BoundEditFooter(props: PlanEditFooterProps & { sessionId: string; planId: string }) {
  const type = usePlan(props.sessionId, props.planId)?.type;
  return <EditFooterView {...props} canEdit={type === 'items'} />;
}

/**
 * An "Edit plan" button for a plan's `footer` that opens `<PlanEditor>` in its place; one line in a host:
 * `footer={<PlanEditFooter sessionId={id} planId="plan" onSubmitRevision={(r) => sendPrompt(r.prompt)} />}`, or
 * in `<SessionPlans renderPlanFooter={(plan) => <PlanEditFooter sessionId={plan.sessionId} planId={plan.planId}
 * onSubmitRevision={…} />}>` (markdown and file plans get no button). The plan above stays live while the user
 * edits below it. Cancel, Escape and sending put focus back on the button; "Revision sent" shows after sending.
 *
 * DOM: `[data-slot="plan-edit-footer"]` with `[data-slot="plan-edit-button"]` or the editor, and
 * `[data-slot="plan-edit-sent"]`; in `<SessionPlans>`, `[data-slot="plan-edit-removed"]` above the editor while
 * its plan, removed by the agent, is kept for the edit.
 */
export function PlanEditFooter(props: PlanEditFooterProps) {
  if (props.entries === undefined && props.sessionId !== undefined && props.planId !== undefined) {
    return <BoundEditFooter {...props} sessionId={props.sessionId} planId={props.planId} />;
  }
  return <EditFooterView {...props} />;
}
