// The selection of steps in one plan: a small external store (no React), so that a toggle notifies every
// checkbox, but only the one whose own value changed re-renders (each selects a boolean), and the bar.
import type { PlanStep } from './types';

/** What `toggle` may be asked for beside the step. */
export interface ToggleOptions {
  /** Set every step from the last toggled one to this one (Shift+click, Shift+Space) to this step's new state. */
  readonly range?: boolean;
}

/** The selection store behind `<PlanStepSelection>`: which steps of a plan are chosen, by key. */
export interface StepSelection {
  /** The plan's steps, in plan order. */
  getSteps(): readonly PlanStep[];
  /**
   * Replaces the plan's steps (a plan update). A chosen step whose key is still there stays chosen (a reworded or
   * moved step keeps its key); one that is gone drops out. `lines` maps a markdown task's document line to its key.
   * With `silent`, listeners are not called (the caller notifies later, with `notify`).
   */
  setSteps(steps: readonly PlanStep[], lines?: ReadonlyMap<number, string>, silent?: boolean): void;
  /** The markdown task on document line `line`, if any (the same object until it changes). */
  stepOfLine(line: number): PlanStep | undefined;
  /** Whether the step `key` is chosen. */
  isSelected(key: string): boolean;
  /** The chosen steps, in plan order (the same array until the selection or the steps change). */
  getSelected(): readonly PlanStep[];
  /** Chooses the step `key`, or lets it go; with `range`, the steps since the last toggled one too. */
  toggle(key: string, options?: ToggleOptions): void;
  /** Chooses every step not done yet (not `completed` nor `cancelled`), keeping the ones already chosen. */
  selectRemaining(): void;
  /** Chooses exactly the steps `keys` (keys not in the plan are left out). */
  select(keys: Iterable<string>, silent?: boolean): void;
  /** Chooses no step. */
  clear(): void;
  /** Calls every listener (after a silent `setSteps`). */
  notify(): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Statuses a step is done with: "the remaining steps" are the others. */
const DONE = new Set(['completed', 'cancelled']);

/** Creates an empty selection store (no steps, nothing chosen). */
export function createStepSelection(): StepSelection {
  let steps: readonly PlanStep[] = [];
  let byLine = new Map<number, PlanStep>();
  let chosen = new Set<string>();
  let selected: readonly PlanStep[] = [];
  let anchor: string | undefined;
  const listeners = new Set<() => void>();

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // A new chosen set: the selected list follows, in plan order.
  const commit = (next: Set<string>, silent = false) => {
    chosen = next;
    const list = steps.filter((step) => chosen.has(step.key));
    // The same array while the same steps are chosen: the bar does not re-render for an unrelated plan update.
    if (list.length !== selected.length || list.some((step, i) => step !== selected[i])) selected = list;
    if (!silent) notify();
  };

  return {
    getSteps: () => steps,
    setSteps(next, nextLines = new Map(), silent = false) {
      steps = next;
      const byKey = new Map(next.map((step) => [step.key, step]));
      byLine = new Map();
      for (const [line, key] of nextLines) {
        const step = byKey.get(key);
        if (step) byLine.set(line, step);
      }
      const keys = new Set(byKey.keys());
      if (anchor !== undefined && !keys.has(anchor)) anchor = undefined;
      commit(new Set([...chosen].filter((key) => keys.has(key))), silent);
    },
    stepOfLine: (line) => byLine.get(line),
    isSelected: (key) => chosen.has(key),
    getSelected: () => selected,
    toggle(key, options) {
      const index = steps.findIndex((step) => step.key === key);
      if (index === -1) return;
      const on = !chosen.has(key);
      const next = new Set(chosen);
      const from = options?.range && anchor !== undefined ? steps.findIndex((step) => step.key === anchor) : -1;
      const [start, end] = from === -1 ? [index, index] : [Math.min(from, index), Math.max(from, index)];
      for (let i = start; i <= end; i++) {
        if (on) next.add(steps[i]!.key);
        else next.delete(steps[i]!.key);
      }
      anchor = key;
      commit(next);
    },
    selectRemaining() {
      const next = new Set(chosen);
      for (const step of steps) if (!DONE.has(step.status)) next.add(step.key);
      if (next.size !== chosen.size) commit(next);
    },
    select(keys, silent = false) {
      const inPlan = new Set(steps.map((step) => step.key));
      commit(new Set([...keys].filter((key) => inPlan.has(key))), silent);
    },
    clear() {
      anchor = undefined;
      if (chosen.size > 0) commit(new Set());
    },
    notify,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
