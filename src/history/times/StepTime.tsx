import { memo, useSyncExternalStore } from 'react';
import { usePlanListRowSettings } from '../../components/PlanList/planListContext';
import { useOptionalPlanStore } from '../../react/PlanStoreProvider';
import type { PlanEntryState } from '../../store/types';
import { isoDuration } from '../duration';
import { useStepTimesSettings, type StepTimesSettings } from './stepTimesContext';
import { usualStepDuration } from './usualStep';

/** A duration as `<time datetime="PT2M10S">`: machine-readable, worded by the labels. */
function Duration({ milliseconds, text, state }: { milliseconds: number; text: string; state: string }) {
  return (
    <time data-slot="plan-step-time" data-state={state} dateTime={isoDuration(milliseconds)}>
      {text}
    </time>
  );
}

/**
 * The live time of a running step. It alone subscribes to its plan's ticker: a tick re-renders this element,
 * not its row nor the list.
 */
function RunningTime({ entry, startedAt, settings }: { entry: PlanEntryState; startedAt: number; settings: StepTimesSettings }) {
  const { sessionId, planId } = usePlanListRowSettings();
  const store = useOptionalPlanStore();
  const ticker = settings.tickers.get(`${sessionId}\n${planId}`);
  const now = useSyncExternalStore(ticker.subscribe, ticker.getTime, ticker.getTime);
  const { labels, stallMinimum, stallFactor } = settings;
  const elapsed = Math.max(0, now - startedAt);
  // Read at render (a tick), not subscribed: the plan's other changes re-render the row anyway.
  const plan = store && sessionId !== '' ? store.getPlan(sessionId, planId) : undefined;
  const usual = usualStepDuration(plan);
  const quietSince = Math.max(startedAt, plan?.updatedAt ?? startedAt);
  const stalledFor = now - quietSince;
  const stalled = elapsed >= Math.max(stallMinimum, (usual ?? 0) * stallFactor) && stalledFor >= stallMinimum;
  return (
    <>
      <Duration milliseconds={elapsed} text={labels.elapsed(labels.duration(elapsed))} state="running" />
      {stalled ? (
        <span data-slot="plan-step-stalled" data-key={entry.key}>
          {labels.stalled(labels.duration(Math.floor(stalledFor / 60_000) * 60_000))}
        </span>
      ) : null}
    </>
  );
}

/**
 * The time of one step, at the end of its row: a finished step's duration, a running step's live elapsed time
 * (not in a plan whose turn ended: it is not running), nothing for the rest. Memoised on the entry.
 */
export const StepTime = memo(function StepTime({ entry }: { entry: PlanEntryState }) {
  const settings = useStepTimesSettings();
  const { stale } = usePlanListRowSettings();
  if (settings === null || entry.startedAt === undefined) return null;
  if (entry.status === 'in_progress') {
    return stale ? null : <RunningTime entry={entry} startedAt={entry.startedAt} settings={settings} />;
  }
  if (entry.completedAt === undefined || entry.status !== 'completed') return null;
  const took = Math.max(0, entry.completedAt - entry.startedAt);
  return <Duration milliseconds={took} text={settings.labels.took(settings.labels.duration(took))} state="done" />;
});
