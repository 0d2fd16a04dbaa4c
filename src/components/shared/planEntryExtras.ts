import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PlanEntryState } from '../../store/types';

/**
 * What a feature entry (`react-acp-plans/actions`, `react-acp-plans/history`) adds to every row of the plans below
 * it, without the `<PlanList>` path importing the feature: a selection checkbox before the status icon, a duration
 * or the tool calls of a step after its text. Each slot is called once per row render; what it returns should be a
 * memoised component that subscribes to its own state, so that a toggle or a clock tick re-renders that element
 * alone, not the row.
 */
export interface PlanEntryExtras {
  /** Rendered first in the row, before the status icon (a checkbox, a drag handle). */
  readonly start?: ((entry: PlanEntryState) => ReactNode) | undefined;
  /** Rendered last in the row, after the text and the priority (an elapsed time, what was done for the step). */
  readonly end?: ((entry: PlanEntryState) => ReactNode) | undefined;
  /**
   * Rendered first in a markdown plan's task item, before its status icon (a selection checkbox). `line` is the
   * task's 1-based document line, as `findMarkdownTasks` reports it: task items have no keys, the feature maps the
   * line to its own.
   */
  readonly taskStart?: ((line: number) => ReactNode) | undefined;
}

/**
 * The row extras of the plans below. No provider: rows render nothing extra. Keep the value stable (memoise it):
 * every row reads it, so a new value re-renders every row.
 */
export const PlanEntryExtrasContext = createContext<PlanEntryExtras | null>(null);

/** The row extras in effect here, or `null`. */
export function usePlanEntryExtras(): PlanEntryExtras | null {
  return useContext(PlanEntryExtrasContext);
}
