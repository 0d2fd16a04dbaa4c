import type { DragEvent, KeyboardEvent } from 'react';
import { toDisplayLabel } from '../../components/shared/displayText';
import type { PlanEditorLabels } from './labels';
import type { EditableEntry } from './types';

/** What a row asks its editor to do; `focus` names the part to keep focus on afterwards. */
export interface PlanEditorRowActions {
  readonly reword: (key: string, content: string) => void;
  readonly prioritize: (key: string, priority: string) => void;
  readonly move: (key: string, index: number, focus: 'input' | 'up' | 'down' | undefined) => void;
  readonly remove: (key: string, focusBack: boolean) => void;
  readonly add: (index: number) => void;
  readonly dragStart: (key: string) => void;
  readonly dragOver: (index: number) => boolean;
  readonly drop: (index: number) => void;
  readonly dragEnd: () => void;
}

/** Props of one editable step. */
export interface PlanEditorRowProps {
  readonly entry: EditableEntry;
  readonly index: number;
  readonly count: number;
  /** The step's name in button labels: its text, or "step N" while empty. */
  readonly name: string;
  readonly labels: PlanEditorLabels;
  readonly actions: PlanEditorRowActions;
  /** Whether a dragged step would land here. */
  readonly dropTarget: boolean;
}

const KNOWN_PRIORITIES = ['high', 'medium', 'low'] as const;

/**
 * One step in edit mode: a grip to drag, the text input, the status (read-only: progress is the agent's), the
 * priority select and the move / delete buttons. Keys in the input: Alt+Up / Alt+Down move the step, Enter adds
 * a step below, Backspace in an empty step deletes it.
 */
export function PlanEditorRow({ entry, index, count, name, labels, actions, dropTarget }: PlanEditorRowProps) {
  const { key } = entry;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      actions.move(key, index + (event.key === 'ArrowUp' ? -1 : 1), 'input');
    } else if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      actions.add(index + 1);
    } else if (event.key === 'Backspace' && entry.content === '' && count > 1) {
      event.preventDefault();
      actions.remove(key, true);
    }
  };
  const onDragOver = (event: DragEvent<HTMLLIElement>) => {
    if (actions.dragOver(index)) event.preventDefault();
  };
  const status = labels.statuses[entry.status as keyof PlanEditorLabels['statuses']] ?? (entry.status === 'pending' ? '' : toDisplayLabel(entry.status));
  const priorities = KNOWN_PRIORITIES.includes(entry.priority as (typeof KNOWN_PRIORITIES)[number]) ? KNOWN_PRIORITIES : [...KNOWN_PRIORITIES, entry.priority];
  return (
    <li
      data-slot="plan-editor-step"
      data-key={key}
      data-status={toDisplayLabel(entry.status)}
      data-priority={toDisplayLabel(entry.priority)}
      data-drop-target={dropTarget ? '' : undefined}
      onDragOver={onDragOver}
      onDrop={(event) => {
        event.preventDefault();
        actions.drop(index);
      }}
    >
      <span
        data-slot="plan-editor-grip"
        aria-hidden="true"
        draggable
        onDragStart={(event) => {
          event.dataTransfer?.setData('text/plain', entry.content);
          if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
          actions.dragStart(key);
        }}
        onDragEnd={actions.dragEnd}
      >
        ⠿
      </span>
      <input
        type="text"
        data-slot="plan-editor-input"
        aria-label={labels.step(index + 1)}
        value={entry.content}
        dir="auto"
        onChange={(event) => actions.reword(key, event.target.value)}
        onKeyDown={onKeyDown}
      />
      {status ? <span data-slot="plan-editor-status">{status}</span> : null}
      <select
        data-slot="plan-editor-priority"
        aria-label={labels.priorityOf(name)}
        value={entry.priority}
        onChange={(event) => actions.prioritize(key, event.target.value)}
      >
        {priorities.map((priority) => (
          <option key={priority} value={priority}>
            {labels.priorities[priority as keyof PlanEditorLabels['priorities']] ?? toDisplayLabel(priority)}
          </option>
        ))}
      </select>
      <button
        type="button"
        data-slot="plan-editor-move-up"
        aria-label={labels.moveUp(name)}
        aria-disabled={index === 0 || undefined}
        onClick={() => index > 0 && actions.move(key, index - 1, index - 1 === 0 ? 'input' : 'up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        data-slot="plan-editor-move-down"
        aria-label={labels.moveDown(name)}
        aria-disabled={index === count - 1 || undefined}
        onClick={() => index < count - 1 && actions.move(key, index + 1, index + 1 === count - 1 ? 'input' : 'down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" data-slot="plan-editor-delete" aria-label={labels.remove(name)} onClick={() => actions.remove(key, false)}>
        <span aria-hidden="true">✕</span>
      </button>
    </li>
  );
}
