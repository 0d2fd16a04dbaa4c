import { createContext, useContext } from 'react';
import type { PlanEntryState } from '../store/types';
import type { StepSelection } from './createStepSelection';

/** What `<PlanStepSelection>` gives the checkboxes and the bar below it. Stable for the provider's life. */
export interface StepSelectionContextValue {
  readonly selection: StepSelection;
  /** Whether a row's entry is a step of this selection's plan (`<SessionPlans>` shows other plans' rows too). */
  readonly owns: (entry: PlanEntryState) => boolean;
  /** Whether the task items of the markdown plan keyed `planKey` (`MarkdownPlanKeyContext`) are this plan's steps. */
  readonly ownsTask: (planKey: string | undefined) => boolean;
  /** Hands the chosen steps to `onRunSteps`, then clears the selection. */
  readonly run: () => void;
}

export const StepSelectionContext = createContext<StepSelectionContextValue | null>(null);

/** The nearest `<PlanStepSelection>`'s context; throws outside one (a bar or checkbox with no plan is a bug). */
export function useStepSelectionContext(): StepSelectionContextValue {
  const value = useContext(StepSelectionContext);
  if (!value) throw new Error('react-acp-plans/actions: render <PlanRunSteps> inside <PlanStepSelection>.');
  return value;
}
