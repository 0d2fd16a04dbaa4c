import { createContext, useContext } from 'react';
import type { PlanTickers } from './planTicker';
import type { StepTimeLabels } from './stepTimeLabels';

/** What the step times below one `<PlanStepTimes>` share. */
export interface StepTimesSettings {
  readonly tickers: PlanTickers;
  readonly labels: StepTimeLabels;
  /** The least time a step runs before the "no progress" hint may show, in milliseconds. */
  readonly stallMinimum: number;
  /** How many times the plan's usual step a step must run before the hint shows. */
  readonly stallFactor: number;
}

export const StepTimesContext = createContext<StepTimesSettings | null>(null);

export function useStepTimesSettings(): StepTimesSettings | null {
  return useContext(StepTimesContext);
}
