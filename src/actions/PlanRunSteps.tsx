// The selection bar at the foot of a selectable plan: how many steps are chosen, "Select the remaining steps",
// "Clear selection" and the run button. It subscribes to the chosen list alone.
import { useSyncExternalStore } from 'react';
import type { HTMLAttributes, MouseEvent } from 'react';
import { useStepSelectionContext } from './selectionContext';

/** Texts of `<PlanRunSteps>`, overridable for translation. */
export interface PlanRunStepsLabels {
  /** Names the bar (a group). @default "Run chosen steps" */
  readonly group: string;
  /** How many of the plan's steps are chosen. @default (count, total) => `${count} of ${total} steps selected` */
  readonly selected: (count: number, total: number) => string;
  /** Chooses every step not done yet. @default "Select the remaining steps" */
  readonly selectRemaining: string;
  /** Chooses no step. @default "Clear selection" */
  readonly clear: string;
  /** The run button. @default (count) => count === 1 ? "Run 1 step" : `Run ${count} steps` */
  readonly run: (count: number) => string;
}

/** The default (English) labels of `<PlanRunSteps>`. */
export const DEFAULT_PLAN_RUN_STEPS_LABELS: PlanRunStepsLabels = {
  group: 'Run chosen steps',
  selected: (count, total) => `${count} of ${total} steps selected`,
  selectRemaining: 'Select the remaining steps',
  clear: 'Clear selection',
  run: (count) => (count === 1 ? 'Run 1 step' : `Run ${count} steps`),
};

/** Props of `<PlanRunSteps>`. */
export interface PlanRunStepsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Texts, for translation. @default DEFAULT_PLAN_RUN_STEPS_LABELS */
  labels?: Partial<PlanRunStepsLabels>;
}

const DONE = new Set(['completed', 'cancelled']);

/**
 * The selection bar of the nearest `<PlanStepSelection>` (put it in the plan's `footer`): a group named
 * "Run chosen steps" with the count (a polite live text), "Select the remaining steps", "Clear selection" and the
 * run button, which calls `onRunSteps` with the chosen steps. A button with nothing to do is `aria-disabled`,
 * not `disabled`: it keeps focus (a run clears the selection while the run button is focused).
 *
 * Data attributes: `data-slot="plan-run-steps"` (`data-count`), parts `plan-run-steps-count`,
 * `plan-run-steps-remaining`, `plan-run-steps-clear`, `plan-run-steps-run`.
 */
export function PlanRunSteps({ labels: labelOverrides, ...rest }: PlanRunStepsProps) {
  const labels = { ...DEFAULT_PLAN_RUN_STEPS_LABELS, ...labelOverrides };
  const { selection, run } = useStepSelectionContext();
  const chosen = useSyncExternalStore(selection.subscribe, selection.getSelected, selection.getSelected);
  const steps = useSyncExternalStore(selection.subscribe, selection.getSteps, selection.getSteps);
  const count = chosen.length;
  const remainingLeft = steps.some((step) => !DONE.has(step.status) && !selection.isSelected(step.key));
  // aria-disabled buttons still get clicks: do nothing then.
  const guarded = (enabled: boolean, action: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    if (enabled) action();
    else event.preventDefault();
  };
  return (
    <div role="group" aria-label={labels.group} data-slot="plan-run-steps" data-count={count} {...rest}>
      <span data-slot="plan-run-steps-count" aria-live="polite">
        {labels.selected(count, steps.length)}
      </span>
      <button
        type="button"
        data-slot="plan-run-steps-remaining"
        aria-disabled={remainingLeft ? undefined : true}
        onClick={guarded(remainingLeft, selection.selectRemaining)}
      >
        {labels.selectRemaining}
      </button>
      <button type="button" data-slot="plan-run-steps-clear" aria-disabled={count > 0 ? undefined : true} onClick={guarded(count > 0, selection.clear)}>
        {labels.clear}
      </button>
      <button type="button" data-slot="plan-run-steps-run" aria-disabled={count > 0 ? undefined : true} onClick={guarded(count > 0, run)}>
        {labels.run(count)}
      </button>
    </div>
  );
}
