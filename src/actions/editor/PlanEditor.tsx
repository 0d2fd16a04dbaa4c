import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { HTMLAttributes, KeyboardEvent } from 'react';
import { LiveRegion } from '../../components/shared/LiveRegion';
import { useAnnouncer } from '../../components/shared/useAnnouncer';
import { diffItemPlans, summarizeDiff } from '../../history/index';
import { usePlan } from '../../react/index';
import { addStep, deleteStep, finishSteps, keyEntries, moveStep, rewordStep, setStepPriority } from './editSteps';
import { recordEdit, redoEdit, startEdit, undoEdit, type EditHistory } from './editHistory';
import { formatRevisionPrompt, type RevisionPromptLabels } from './formatRevisionPrompt';
import { DEFAULT_PLAN_EDITOR_LABELS, type PlanEditorLabels } from './labels';
import { AgentChangeNotice, RebasedNote } from './PlanEditorNotices';
import { PlanEditorRow, type PlanEditorRowActions } from './PlanEditorRow';
import { rebaseEdit, type RebaseConflict } from './rebaseEdit';
import type { EditableEntry, EditableEntryInput, PlanRevision } from './types';

/** Label overrides: any text, and the nested groups in part. */
export type PlanEditorLabelOverrides = Partial<Omit<PlanEditorLabels, 'priorities' | 'statuses' | 'conflicts' | 'agentChanges'>> & {
  readonly priorities?: Partial<PlanEditorLabels['priorities']>;
  readonly statuses?: Partial<PlanEditorLabels['statuses']>;
  readonly conflicts?: Partial<PlanEditorLabels['conflicts']>;
  readonly agentChanges?: Partial<PlanEditorLabels['agentChanges']>;
};

/** Props of `<PlanEditor>`: a store binding (`sessionId` + `planId`) OR plain `entries`. */
export interface PlanEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The session of the item plan to edit, from the nearest `<PlanStoreProvider>`. */
  sessionId?: string;
  /** The item plan to edit, with `sessionId`. Its later updates show as "the agent changed the plan". */
  planId?: string;
  /**
   * The agent's steps as plain data (no store); takes precedence over the binding. A new list with other steps
   * while editing counts as an agent update. Give keys to match steps across updates (else their positions).
   */
  entries?: readonly EditableEntryInput[] | undefined;
  /** Called by "Send revision" with the revised steps, the diff and the prompt to send. */
  onSubmitRevision?: (revision: PlanRevision) => void;
  /** Called by "Cancel" and Escape: the host closes the editor (and puts focus back where the edit began). */
  onCancel?: () => void;
  /** Texts, for translation. */
  labels?: PlanEditorLabelOverrides;
  /** Texts of the revision prompt (`formatRevisionPrompt`). */
  promptLabels?: Partial<RevisionPromptLabels>;
  /** Focus the first step when the editor opens. @default true */
  autoFocus?: boolean;
}

const NO_ENTRIES: readonly EditableEntry[] = [];

/** Merges label overrides over the defaults, nested groups included. */
function mergeLabels(overrides: PlanEditorLabelOverrides | undefined): PlanEditorLabels {
  const base = DEFAULT_PLAN_EDITOR_LABELS;
  if (!overrides) return base;
  return {
    ...base,
    ...overrides,
    priorities: { ...base.priorities, ...overrides.priorities },
    statuses: { ...base.statuses, ...overrides.statuses },
    conflicts: { ...base.conflicts, ...overrides.conflicts },
    agentChanges: { ...base.agentChanges, ...overrides.agentChanges },
  };
}

/** Where focus goes after a change re-renders the list: a part of the step `key`, or a part of the editor. */
interface FocusRequest {
  readonly key?: string | undefined;
  readonly slot: string;
}

interface PlanEditorViewProps extends Omit<PlanEditorProps, 'entries'> {
  readonly agentEntries: readonly EditableEntry[];
}

/** The editor over the agent's current steps (`agentEntries`, from a store or from props). */
function PlanEditorView({ agentEntries, sessionId, planId, onSubmitRevision, onCancel, labels: overrides, promptLabels, autoFocus = true, onKeyDown, ...rest }: PlanEditorViewProps) {
  const labels = useMemo(() => mergeLabels(overrides), [overrides]);
  const [history, setHistory] = useState<EditHistory>(() => startEdit(agentEntries));
  const [rebased, setRebased] = useState<readonly RebaseConflict[] | undefined>(undefined);
  const [dropIndex, setDropIndex] = useState<number | undefined>(undefined);
  const { base, draft } = history.present;
  const { announce, message } = useAnnouncer();
  const rootRef = useRef<HTMLDivElement>(null);
  const rebaseRef = useRef<HTMLButtonElement>(null);
  const focusRequest = useRef<FocusRequest | undefined>(autoFocus ? { key: agentEntries[0]?.key, slot: agentEntries.length > 0 ? 'plan-editor-input' : 'plan-editor-add' } : undefined);
  const dragKey = useRef<string | undefined>(undefined);
  const nextKey = useRef(0);
  const keyPrefix = useId();
  const titleId = useId();
  const noticeId = useId();

  // The agent's plan moved on from the one this edit is based on: what changed, by key.
  const agentDiff = useMemo(() => (agentEntries === base ? undefined : diffItemPlans({ entries: base }, { entries: agentEntries })), [agentEntries, base]);
  const agentChanged = agentDiff !== undefined && agentDiff.changes.length > 0;
  const summary = agentChanged ? summarizeDiff(agentDiff) : '';
  useEffect(() => {
    if (summary !== '') announce(labels.agentChanged(summary));
  }, [summary, labels, announce]);

  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = undefined;
    const root = rootRef.current;
    const row = request.key === undefined ? root : [...(root?.querySelectorAll('[data-slot="plan-editor-step"]') ?? [])].find((li) => li.getAttribute('data-key') === request.key);
    (row?.querySelector(`[data-slot="${request.slot}"]`) as HTMLElement | null)?.focus();
  });

  const nameOf = (entries: readonly EditableEntry[], key: string) => {
    const index = entries.findIndex((entry) => entry.key === key);
    const content = entries[index]?.content.replace(/\s+/g, ' ').trim() ?? '';
    return content === '' ? labels.unnamed(index + 1) : content;
  };
  const changeDraft = useCallback(
    (change: (draft: readonly EditableEntry[]) => readonly EditableEntry[], mergeKey?: string) =>
      setHistory((current) => recordEdit(current, { base: current.present.base, draft: change(current.present.draft) }, mergeKey)),
    [],
  );
  const freshKey = () => {
    const used = new Set([...base, ...draft, ...agentEntries].map((entry) => entry.key));
    let key: string;
    do key = `${keyPrefix}new-${++nextKey.current}`;
    while (used.has(key));
    return key;
  };

  const actions: PlanEditorRowActions = {
    reword: (key, content) => changeDraft((entries) => rewordStep(entries, key, content), `reword:${key}`),
    prioritize: (key, priority) => changeDraft((entries) => setStepPriority(entries, key, priority)),
    move: (key, index, focus) => {
      const to = Math.max(0, Math.min(draft.length - 1, index));
      if (draft.findIndex((entry) => entry.key === key) === to) return;
      changeDraft((entries) => moveStep(entries, key, to));
      if (focus) focusRequest.current = { key, slot: `plan-editor-${focus === 'input' ? 'input' : focus === 'up' ? 'move-up' : 'move-down'}` };
      announce(labels.moved(nameOf(draft, key), to + 1, draft.length));
    },
    remove: (key, focusBack) => {
      const index = draft.findIndex((entry) => entry.key === key);
      const neighbour = focusBack ? (draft[index - 1] ?? draft[index + 1]) : (draft[index + 1] ?? draft[index - 1]);
      announce(labels.deleted(nameOf(draft, key)));
      changeDraft((entries) => deleteStep(entries, key));
      focusRequest.current = neighbour ? { key: neighbour.key, slot: 'plan-editor-input' } : { slot: 'plan-editor-add' };
    },
    add: (index) => {
      const key = freshKey();
      changeDraft((entries) => addStep(entries, index, key));
      focusRequest.current = { key, slot: 'plan-editor-input' };
      announce(labels.added(Math.min(index, draft.length) + 1));
    },
    dragStart: (key) => {
      dragKey.current = key;
    },
    dragOver: (index) => {
      if (dragKey.current === undefined) return false;
      setDropIndex(index);
      return true;
    },
    drop: (index) => {
      const key = dragKey.current;
      dragKey.current = undefined;
      setDropIndex(undefined);
      if (key !== undefined) actions.move(key, index, undefined);
    },
    dragEnd: () => {
      dragKey.current = undefined;
      setDropIndex(undefined);
    },
  };

  const undo = () => {
    if (history.past.length === 0) return;
    setHistory(undoEdit);
    setRebased(undefined);
    announce(labels.undone);
  };
  const redo = () => {
    if (history.future.length === 0) return;
    setHistory(redoEdit);
    announce(labels.redone);
  };
  const rebase = () => {
    const result = rebaseEdit(base, draft, agentEntries);
    setHistory((current) => recordEdit(current, { base: agentEntries, draft: result.entries }));
    setRebased(result.conflicts);
    announce(labels.rebased(result.conflicts.length));
    focusRequest.current = { key: result.entries[0]?.key, slot: result.entries.length > 0 ? 'plan-editor-input' : 'plan-editor-add' };
  };
  const discard = () => {
    setHistory((current) => recordEdit(current, { base: agentEntries, draft: agentEntries }));
    setRebased(undefined);
    announce(labels.discarded);
    focusRequest.current = { key: agentEntries[0]?.key, slot: agentEntries.length > 0 ? 'plan-editor-input' : 'plan-editor-add' };
  };
  const submit = () => {
    if (agentChanged) {
      announce(labels.submitBlocked);
      rebaseRef.current?.focus();
      return;
    }
    const entries = finishSteps(draft);
    const diff = diffItemPlans({ entries: base }, { entries });
    if (diff.changes.length === 0) {
      announce(labels.noChanges);
      return;
    }
    onSubmitRevision?.({ sessionId, planId, before: base, entries, diff, prompt: formatRevisionPrompt(base, entries, promptLabels) });
  };

  const handleKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    const modifier = event.ctrlKey || event.metaKey;
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel?.();
    } else if (modifier && !event.altKey && key === 'z') {
      // Our undo, not the text input's own: one history for every kind of edit.
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    } else if (modifier && event.key === 'Enter') {
      // Send from wherever the user is typing, as in a chat box.
      event.preventDefault();
      submit();
    } else if (modifier && !event.altKey && !event.shiftKey && key === 'y') {
      event.preventDefault();
      redo();
    }
  };

  const changed = diffItemPlans({ entries: base }, { entries: finishSteps(draft) }).changes.length > 0;
  return (
    <div
      data-slot="plan-editor"
      role="group"
      aria-labelledby={titleId}
      data-agent-changed={agentChanged ? '' : undefined}
      {...rest}
      ref={rootRef}
      onKeyDown={(event) => {
        // The caller's handler first; ours unless it called preventDefault (as composeEventHandlers does).
        onKeyDown?.(event);
        if (!event.defaultPrevented) handleKeys(event);
      }}
    >
      <p id={titleId} data-slot="plan-editor-title">
        {labels.title}
      </p>
      {agentChanged ? (
        <AgentChangeNotice diff={agentDiff} agentEntries={agentEntries} labels={labels} onRebase={rebase} onDiscard={discard} rebaseRef={rebaseRef} id={noticeId} />
      ) : rebased ? (
        <RebasedNote conflicts={rebased} labels={labels} />
      ) : null}
      <ol data-slot="plan-editor-list">
        {draft.map((entry, index) => (
          <PlanEditorRow
            key={entry.key}
            entry={entry}
            index={index}
            count={draft.length}
            name={nameOf(draft, entry.key)}
            labels={labels}
            actions={actions}
            dropTarget={dropIndex === index}
          />
        ))}
      </ol>
      <div data-slot="plan-editor-toolbar">
        <button type="button" data-slot="plan-editor-add" onClick={() => actions.add(draft.length)}>
          {labels.addStep}
        </button>
        <button type="button" data-slot="plan-editor-undo" aria-disabled={history.past.length === 0 || undefined} aria-keyshortcuts="Control+Z Meta+Z" onClick={undo}>
          {labels.undo}
        </button>
        <button
          type="button"
          data-slot="plan-editor-redo"
          aria-disabled={history.future.length === 0 || undefined}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
          onClick={redo}
        >
          {labels.redo}
        </button>
      </div>
      <div data-slot="plan-editor-actions">
        <button type="button" data-slot="plan-editor-cancel" aria-keyshortcuts="Escape" onClick={() => onCancel?.()}>
          {labels.cancel}
        </button>
        <button
          type="button"
          data-slot="plan-editor-submit"
          aria-disabled={agentChanged || !changed || undefined}
          aria-describedby={agentChanged ? noticeId : undefined}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          onClick={submit}
        >
          {labels.submit}
        </button>
      </div>
      <LiveRegion message={message} data-slot="plan-editor-live-region" />
    </div>
  );
}

/** The editor bound to a store's item plan: its updates during the edit are the agent's changes. */
function BoundPlanEditor({ sessionId, planId, ...rest }: Omit<PlanEditorProps, 'entries'> & { sessionId: string; planId: string }) {
  const plan = usePlan(sessionId, planId);
  // A plan removed (or no longer a list) during the edit: the agent's side is empty, shown as steps removed.
  const entries = plan?.type === 'items' ? plan.entries : NO_ENTRIES;
  return <PlanEditorView {...rest} sessionId={sessionId} planId={planId} agentEntries={entries} />;
}

/** The editor over plain steps. */
function PlainPlanEditor({ entries, ...rest }: Omit<PlanEditorProps, 'entries'> & { entries: readonly EditableEntryInput[] }) {
  const agentEntries = useMemo(() => keyEntries(entries), [entries]);
  return <PlanEditorView {...rest} agentEntries={agentEntries} />;
}

/**
 * Edit mode for an item plan: reword steps inline, add, delete, reorder (Alt+Up / Alt+Down, the move buttons, or
 * drag by the grip), change priorities; undo / redo (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z or Ctrl+Y, and buttons);
 * Escape or "Cancel" leaves (`onCancel`); Ctrl/Cmd+Enter sends. When the agent updates the plan meanwhile, a notice says what changed,
 * and the user rebases their edits onto it or discards them; "Send revision" waits until then. "Send revision"
 * calls `onSubmitRevision` with the revised steps and `formatRevisionPrompt`'s text, for the host to send.
 *
 * DOM: `[data-slot="plan-editor"]` (`role="group"`, named by its title; `data-agent-changed` while the notice is
 * open) holds an `<ol data-slot="plan-editor-list">` of `<li data-slot="plan-editor-step" data-key data-status
 * data-priority>`, each with a text input named "Step N", a priority select and buttons named by the step
 * ("Move "X" up", "Delete "X""); `[data-slot="plan-editor-agent-change"]` (the notice), `[data-slot=
 * "plan-editor-rebased"]` (after a rebase, with `data-conflict` per clash), and a polite live region announcing
 * moves, deletions, additions, undo / redo and the agent's changes.
 */
export function PlanEditor({ sessionId, planId, entries, ...rest }: PlanEditorProps) {
  if (entries !== undefined) return <PlainPlanEditor {...rest} entries={entries} />;
  if (sessionId !== undefined && planId !== undefined) return <BoundPlanEditor {...rest} sessionId={sessionId} planId={planId} />;
  return <PlainPlanEditor {...rest} entries={NO_ENTRIES} />;
}
