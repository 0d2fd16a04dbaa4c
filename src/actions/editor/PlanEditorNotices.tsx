import type { Ref } from 'react';
import type { ItemPlanDiff } from '../../history/index';
import { summarizeDiff } from '../../history/index';
import { toDisplayLabel } from '../../components/shared/displayText';
import type { PlanEditorLabels } from './labels';
import type { RebaseConflict } from './rebaseEdit';
import type { EditableEntry } from './types';

/** One line per change of the agent's, in the notice (its words are its own: shown as text, never as HTML). */
function describeAgentChanges(diff: ItemPlanDiff, agent: readonly EditableEntry[], labels: PlanEditorLabels): string[] {
  const contentOf = new Map(agent.map((entry) => [entry.key, entry.content]));
  const text = labels.agentChanges;
  const statusName = (status: string) => labels.statuses[status as keyof PlanEditorLabels['statuses']] ?? toDisplayLabel(status);
  return diff.changes.map((change) => {
    switch (change.change) {
      case 'added':
        return text.added(change.entry.content);
      case 'removed':
        return text.removed(change.entry.content);
      case 'reworded':
        return text.reworded(change.from, change.to);
      case 'moved':
        return text.moved(contentOf.get(change.key) ?? '');
      case 'status':
        return text.status(contentOf.get(change.key) ?? '', change.to === 'pending' ? 'pending' : statusName(change.to));
      default:
        return text.priority(contentOf.get(change.key) ?? '', toDisplayLabel(change.from), toDisplayLabel(change.to));
    }
  });
}

/** Props of the notice that the agent changed the plan during the edit. */
export interface AgentChangeNoticeProps {
  readonly diff: ItemPlanDiff;
  readonly agentEntries: readonly EditableEntry[];
  readonly labels: PlanEditorLabels;
  readonly onRebase: () => void;
  readonly onDiscard: () => void;
  readonly rebaseRef: Ref<HTMLButtonElement>;
  readonly id: string;
}

/**
 * The agent changed the plan while the user edited: what changed (a summary and one line per change), and the
 * two ways on. Sending waits for one of them, so the agent's change is never dropped unseen.
 */
export function AgentChangeNotice({ diff, agentEntries, labels, onRebase, onDiscard, rebaseRef, id }: AgentChangeNoticeProps) {
  return (
    <div data-slot="plan-editor-agent-change" role="group" aria-labelledby={id}>
      <p id={id} data-slot="plan-editor-agent-change-title">
        {labels.agentChanged(summarizeDiff(diff))}
      </p>
      <ul data-slot="plan-editor-agent-change-list">
        {describeAgentChanges(diff, agentEntries, labels).map((line, index) => (
          <li key={index} dir="auto">
            {line}
          </li>
        ))}
      </ul>
      <div data-slot="plan-editor-agent-change-actions">
        <button type="button" ref={rebaseRef} data-slot="plan-editor-rebase" onClick={onRebase}>
          {labels.rebase}
        </button>
        <button type="button" data-slot="plan-editor-discard" onClick={onDiscard}>
          {labels.discard}
        </button>
      </div>
    </div>
  );
}

/** The record of a rebase: that it happened and, for each clash, what was kept and what the agent had. */
export function RebasedNote({ conflicts, labels }: { readonly conflicts: readonly RebaseConflict[]; readonly labels: PlanEditorLabels }) {
  const text = labels.conflicts;
  return (
    <div data-slot="plan-editor-rebased">
      <p>{labels.rebased(conflicts.length)}</p>
      {conflicts.length > 0 ? (
        <ul>
          {conflicts.map((conflict, index) => (
            <li key={index} dir="auto" data-conflict={conflict.kind}>
              {conflict.kind === 'both-reworded'
                ? text.bothReworded(conflict.mine, conflict.theirs)
                : conflict.kind === 'both-prioritized'
                  ? text.bothPrioritized(toDisplayLabel(conflict.mine), toDisplayLabel(conflict.theirs))
                  : conflict.kind === 'edited-removed'
                    ? text.editedRemoved(conflict.mine)
                    : conflict.kind === 'removed-changed'
                      ? text.removedChanged(conflict.theirs)
                      : text.bothReordered}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
