// The `selectable` prop of <PlanList> and <MarkdownPlan>: types only. The selection itself (checkboxes, store, bar)
// lives in `react-acp-plans/actions`; the plan component hands itself to the object it is given, so a host that
// never makes a plan selectable ships none of it (the <PlanList> path pays one `if`).
import type { ForwardedRef, ReactNode } from 'react';
import type { PlanListEntryInput } from '../PlanList/plainEntries';

/**
 * One step of a plan as the selection sees it: an item plan's entry, or a markdown plan's task item. Handed to
 * `onRunSteps` and to `formatStepsPrompt`.
 */
export interface PlanStep {
  /** The step's stable key: the store's entry key, or for a task item a key kept across rewordings and moves. */
  readonly key: string;
  /** The step's text as the agent wrote it (inline markdown). */
  readonly content: string;
  /** The step's status (`pending`, `in_progress`, `completed`, `cancelled` or the agent's own `_x`). */
  readonly status: string;
  /** The step's priority (`''` for a task item, which has none). */
  readonly priority: string;
  /** The step's place in the plan, from 1: "step 3" in a prompt means the plan's third step. */
  readonly position: number;
}

/** What a plan component tells its `selectable` about itself: where its steps come from, and its footer. */
export interface SelectablePlanProps {
  /** The store binding's session (store-bound plans). */
  readonly sessionId?: string | undefined;
  /** The store binding's plan (store-bound plans). */
  readonly planId?: string | undefined;
  /** An item plan's plain entries. */
  readonly entries?: readonly PlanListEntryInput[] | undefined;
  /** A markdown plan's plain document. */
  readonly content?: string | undefined;
  /** The host's footer; the selection bar goes before it. */
  readonly footer?: ReactNode;
}

/**
 * What a plan component's `selectable` prop takes: a step selection from `useStepSelection()` of
 * `react-acp-plans/actions`. Opaque to the plan component, which only hands itself over.
 */
export interface PlanSelectable {
  /**
   * Renders `Plan` (the render function of the component that got this `selectable`) with `props` (its own,
   * without `selectable` and `onRunSteps`) as selectable: a checkbox in each step's row, the selection bar in its
   * footer, the run action calling `onRunSteps`. Called by `<PlanList>` and `<MarkdownPlan>`, not by hosts.
   */
  renderSelectable<P extends SelectablePlanProps>(
    Plan: (props: P, ref: ForwardedRef<HTMLElement>) => ReactNode,
    props: P,
    ref: ForwardedRef<HTMLElement>,
    onRunSteps: ((steps: readonly PlanStep[]) => void) | undefined,
  ): ReactNode;
}

/** The selection props of `<PlanList>` and `<MarkdownPlan>`. */
export interface PlanSelectableProps {
  /**
   * Makes the plan's steps selectable: a real checkbox named by the step text in each row (item rows, markdown
   * task items; Space toggles, Shift+Space or Shift+click a range) and a selection bar in the footer with the
   * count, "Select the remaining steps" and the run button. Pass the object `useStepSelection()` from
   * `react-acp-plans/actions` returns (one per plan): the selection code ships with that entry, not with this component.
   * Turning it on or off mounts the plan anew (its collapsed state too, unless controlled); the choice is kept.
   * @default not selectable
   */
  selectable?: PlanSelectable | undefined;
  /**
   * With `selectable`: called by the bar's run button with the chosen steps, in plan order; the selection is
   * cleared after it. Send them as a `session/prompt` with `formatStepsPrompt(plan, steps)`.
   * @default none (the run button does nothing)
   */
  onRunSteps?: ((steps: readonly PlanStep[]) => void) | undefined;
}
