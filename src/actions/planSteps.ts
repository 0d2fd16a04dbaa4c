// The steps of a plan, with keys that survive plan updates: an item plan's entries keep the store's keys; a
// markdown plan's task items (which have no keys on the wire or in the store) are matched against the last
// document's tasks by the store's own `reconcileEntries`, so a reworded or moved task keeps its key too.
import type { ParsedPlanEntry } from '../acp/types';
import { findMarkdownTasks } from '../store/markdownTasks';
import { reconcileEntries } from '../store/reconcileEntries';
import type { PlanEntryState } from '../store/types';
import type { PlanStep } from './types';

/** The steps derived from one plan, plus what the next derivation of the same plan needs. */
export interface PlanStepsState {
  readonly steps: readonly PlanStep[];
  /** Markdown plans: a task's document line -> its key. */
  readonly lines: ReadonlyMap<number, string>;
  /** Markdown plans: the tasks as keyed entries, to reconcile the next document against. */
  readonly tasks: readonly PlanEntryState[];
  /** Markdown plans: keys handed out so far (`task-1`, `task-2`, …). */
  readonly keyCount: number;
}

const NO_LINES: ReadonlyMap<number, string> = new Map();

/** A step for `entry` at `index`; keeps `previous` when nothing it shows changed (so the chosen list keeps its identity). */
function toStep(entry: PlanEntryState, index: number, previous: PlanStep | undefined): PlanStep {
  const position = index + 1;
  if (
    previous &&
    previous.content === entry.content &&
    previous.status === entry.status &&
    previous.priority === entry.priority &&
    previous.position === position
  ) {
    return previous;
  }
  return { key: entry.key, content: entry.content, status: entry.status, priority: entry.priority, position };
}

/** The steps of an item plan's keyed entries (`previous`: the last derivation, to reuse unchanged steps). */
export function itemSteps(entries: readonly PlanEntryState[], previous?: PlanStepsState): PlanStepsState {
  const before = new Map(previous?.steps.map((step) => [step.key, step]));
  return { steps: entries.map((entry, i) => toStep(entry, i, before.get(entry.key))), lines: NO_LINES, tasks: [], keyCount: 0 };
}

/** The steps of a markdown document's task items, keyed against `previous` (the same plan's last document). */
export function markdownSteps(content: string, previous?: PlanStepsState): PlanStepsState {
  const found = findMarkdownTasks(content);
  const parsed: ParsedPlanEntry[] = found.map((task) => ({
    content: task.text,
    priority: '',
    status: task.checked ? 'completed' : 'pending',
  }));
  let keyCount = previous?.keyCount ?? 0;
  const { entries } = reconcileEntries(previous?.tasks ?? [], parsed, { now: 0, createKey: () => `task-${++keyCount}`, initial: true });
  const before = new Map(previous?.steps.map((step) => [step.key, step]));
  const lines = new Map(found.map((task, i) => [task.line, entries[i]!.key]));
  return { steps: entries.map((entry, i) => toStep(entry, i, before.get(entry.key))), lines, tasks: entries, keyCount };
}
