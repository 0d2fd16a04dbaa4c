import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { PlanEntryExtrasContext, usePlanEntryExtras, type PlanEntryExtras } from '../../components/shared/planEntryExtras';
import { createPlanTickers } from './planTicker';
import { DEFAULT_STEP_TIME_LABELS, type StepTimeLabels } from './stepTimeLabels';
import { StepTime } from './StepTime';
import { StepTimesContext, type StepTimesSettings } from './stepTimesContext';

/** Props of `<PlanStepTimes>`. */
export interface PlanStepTimesProps {
  /** The clock: the plan store's `now` (its times are the store clock's). Read once. @default Date.now */
  now?: () => number;
  /** Texts, for translation. */
  labels?: Partial<StepTimeLabels>;
  /** The least time (ms) a step runs before the "no progress" hint may show. @default 300000 (5 minutes) */
  stallMinimum?: number;
  /** The hint shows once a step runs this many times the plan's usual (median) step. @default 3 */
  stallFactor?: number;
  children?: ReactNode;
}

/**
 * Adds times to every step of the `<PlanList>`s below (through the row extras seam, so `<PlanList>` imports
 * nothing of it): a finished step shows its duration, a running step a live elapsed time, as `<time
 * datetime="PT2M10S">`; a step running much longer than the plan's usual step (and at least `stallMinimum`)
 * shows a quiet "no progress for 12 min". One timer per plan, at 1 Hz, only while a running step is shown and
 * the document is visible; a tick re-renders the running times alone. Keeps the row extras of an outer provider
 * (their `start`; its `end` comes after the time).
 *
 * DOM contract: `<time data-slot="plan-step-time" data-state="done" | "running" datetime>`,
 * `<span data-slot="plan-step-stalled">`.
 */
export function PlanStepTimes({ now = Date.now, labels, stallMinimum = 300_000, stallFactor = 3, children }: PlanStepTimesProps) {
  const [tickers] = useState(() => createPlanTickers(now));
  const outer = usePlanEntryExtras();
  useEffect(() => {
    document.addEventListener('visibilitychange', tickers.visibilityChanged);
    return () => document.removeEventListener('visibilitychange', tickers.visibilityChanged);
  }, [tickers]);
  // A new `labels` object re-renders the times only (they alone read these settings), never a row.
  const settings = useMemo<StepTimesSettings>(
    () => ({ tickers, labels: { ...DEFAULT_STEP_TIME_LABELS, ...labels }, stallMinimum, stallFactor }),
    [tickers, labels, stallMinimum, stallFactor],
  );
  const extras = useMemo<PlanEntryExtras>(
    () => ({
      start: outer?.start,
      end: (entry) => (
        <>
          <StepTime entry={entry} />
          {outer?.end?.(entry)}
        </>
      ),
    }),
    [outer],
  );
  return (
    <StepTimesContext.Provider value={settings}>
      <PlanEntryExtrasContext.Provider value={extras}>{children}</PlanEntryExtrasContext.Provider>
    </StepTimesContext.Provider>
  );
}
