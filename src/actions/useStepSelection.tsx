// The `selectable` prop's value: `<PlanList selectable={useStepSelection()} onRunSteps={run}>`. The plan component
// hands itself to this object, which renders it inside a <PlanStepSelection> with the bar in its footer: the
// checkboxes, the store and the bar stay in this entry, and the <PlanList> path pays one `if`.
import { useState } from 'react';
import type { ForwardedRef, ReactNode } from 'react';
import type { PlanSelectable } from '../components/shared/planSelectable';
import { createStepSelection } from './createStepSelection';
import type { StepSelection } from './createStepSelection';
import { PlanRunSteps } from './PlanRunSteps';
import type { PlanRunStepsLabels } from './PlanRunSteps';
import { PlanStepSelection } from './PlanStepSelection';
import type { PlanStep } from './types';

/** Options of `useStepSelection` (read once, when the selection is created). */
export interface StepSelectionOptions {
  /**
   * The steps chosen at first, e.g. `(step) => step.status === 'pending'`.
   * @default none
   */
  readonly defaultSelected?: (step: PlanStep) => boolean;
  /** Texts of the selection bar, for translation. @default DEFAULT_PLAN_RUN_STEPS_LABELS */
  readonly labels?: Partial<PlanRunStepsLabels>;
}

/**
 * A step selection for one plan component's `selectable` prop, and the selection store itself (`getSelected`,
 * `toggle`, `select`, `selectRemaining`, `clear`, `subscribe`), to read or drive the choice from outside.
 */
export interface SelectableSteps extends StepSelection, PlanSelectable {}

/** Renders a plan component's render function as a component below the selection (its hooks are its own). */
function RenderPlan<P>({ render, props, planRef }: { render: (props: P, ref: ForwardedRef<HTMLElement>) => ReactNode; props: P; planRef: ForwardedRef<HTMLElement> }) {
  return render(props, planRef);
}

/** Creates a selection for `selectable` (`useStepSelection` keeps one per component). */
function createSelectableSteps(options: StepSelectionOptions = {}): SelectableSteps {
  const selection = createStepSelection();
  const { defaultSelected, labels } = options;
  return {
    ...selection,
    renderSelectable(Plan, props, ref, onRunSteps) {
      // The bar goes before the host's own footer (an edit button, a pending question).
      const footer = (
        <>
          <PlanRunSteps labels={labels} />
          {props.footer}
        </>
      );
      return (
        <PlanStepSelection
          sessionId={props.sessionId}
          planId={props.planId}
          entries={props.entries}
          content={props.content}
          selection={selection}
          defaultSelected={defaultSelected}
          onRunSteps={onRunSteps}
        >
          <RenderPlan render={Plan} props={{ ...props, footer }} planRef={ref} />
        </PlanStepSelection>
      );
    },
  };
}

/**
 * Makes a plan component selectable: `<PlanList sessionId={id} planId="plan" selectable={useStepSelection()}
 * onRunSteps={(steps) => prompt(formatStepsPrompt({ planId: 'plan' }, steps))} />`, and the same on `<MarkdownPlan>`.
 * The plan then shows a checkbox named by the step text in each step's row (Space toggles, Shift+Space or
 * Shift+click a range) and `<PlanRunSteps>` in its footer (before the host's `footer`). The selection follows plan
 * updates by key. One selection per plan; the same object on every render.
 */
export function useStepSelection(options?: StepSelectionOptions): SelectableSteps {
  const [selectable] = useState(() => createSelectableSteps(options));
  return selectable;
}
