import { useSyncExternalStore } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlan } from '../../react/hooks';
import type { PlanState } from '../../store/types';
import { isoDuration } from '../duration';
import type { PlanTicker } from './planTicker';
import { DEFAULT_STEP_TIME_LABELS, type StepTimeLabels } from './stepTimeLabels';
import { useStepTimesSettings } from './stepTimesContext';

/** Props of `<PlanTotalTime>`. */
export interface PlanTotalTimeProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  sessionId: string;
  planId: string;
  /** Texts, for translation; inside `<PlanStepTimes>` its labels are the default. */
  labels?: Partial<StepTimeLabels>;
}

/** The plan's first start and, when nothing runs, its last completion; `running` when a step is under way. */
function span(plan: PlanState | undefined): { start: number; end: number; running: boolean } | undefined {
  if (plan?.type !== 'items') return undefined;
  let start = Infinity;
  let end = -Infinity;
  let running = false;
  for (const entry of plan.entries) {
    if (entry.startedAt !== undefined) start = Math.min(start, entry.startedAt);
    if (entry.completedAt !== undefined) end = Math.max(end, entry.completedAt);
    if (entry.status === 'in_progress' && entry.startedAt !== undefined) running = true;
  }
  return start === Infinity ? undefined : { start, end: Math.max(end, start), running: running && plan.turnEnded === undefined };
}

const STILL: PlanTicker = { getTime: () => 0, subscribe: () => () => {} };

/**
 * A plan's total time, from its first step started to its last step completed, live while a step runs (on the
 * plan's ticker, inside `<PlanStepTimes>`). For a plan's footer. Nothing before a step started.
 *
 * DOM contract: `<time data-slot="plan-total-time" data-state="done" | "running" datetime="PT…">`.
 */
export function PlanTotalTime({ sessionId, planId, labels, ...rest }: PlanTotalTimeProps) {
  const plan = usePlan(sessionId, planId);
  const settings = useStepTimesSettings();
  const times = span(plan);
  const ticker = times?.running && settings ? settings.tickers.get(`${sessionId}\n${planId}`) : STILL;
  const now = useSyncExternalStore(ticker.subscribe, ticker.getTime, ticker.getTime);
  if (times === undefined) return null;
  const text = { ...DEFAULT_STEP_TIME_LABELS, ...settings?.labels, ...labels };
  const total = (ticker === STILL ? times.end : Math.max(times.end, now)) - times.start;
  return (
    <time data-slot="plan-total-time" data-state={ticker === STILL ? 'done' : 'running'} dateTime={isoDuration(total)} {...rest}>
      {text.total(text.duration(total))}
    </time>
  );
}
