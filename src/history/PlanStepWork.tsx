import { memo, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { usePlanListRowSettings } from '../components/PlanList/planListContext';
import { PlanEntryExtrasContext, usePlanEntryExtras, type PlanEntryExtras } from '../components/shared/planEntryExtras';
import { usePlanHost } from '../react/PlanStoreProvider';
import type { PlanEntryState } from '../store/types';
import { summarizeToolCalls, type ToolCallLog, type ToolCallSummaryLabels } from './toolCallLog';

/** Props of `<PlanStepWork>`. */
export interface PlanStepWorkProps {
  /** The session's tool calls (`createToolCallLog`), fed from the same traffic as the store. */
  log: ToolCallLog;
  /** Words, for translation. */
  labels?: Partial<ToolCallSummaryLabels> & { readonly ambiguous?: string; readonly open?: (path: string) => string };
  children?: ReactNode;
}

/** What one finished step did, subscribed to the log: re-renders only when its own summary changes. */
const StepWork = memo(function StepWork({ entry, log, labels }: { entry: PlanEntryState; log: ToolCallLog; labels: PlanStepWorkProps['labels'] }) {
  const { sessionId, planId } = usePlanListRowSettings();
  const { onOpenFile } = usePlanHost();
  const read = useCallback(() => {
    const { calls, ambiguous } = log.callsForStep(sessionId, planId, entry.key);
    const files = [...new Set(calls.flatMap((call) => call.paths))];
    // A string, so a log change that leaves this step's summary alone renders nothing.
    return calls.length === 0 ? '' : JSON.stringify([summarizeToolCalls(calls, labels), ambiguous, files]);
  }, [log, sessionId, planId, entry.key, labels]);
  const snapshot = useSyncExternalStore(log.subscribe, read, read);
  if (snapshot === '') return null;
  const [summary, ambiguous, files] = JSON.parse(snapshot) as [string, boolean, string[]];
  return (
    <span data-slot="plan-step-work" data-ambiguous={ambiguous ? '' : undefined}>
      {summary}
      {ambiguous ? ` (${labels?.ambiguous ?? 'shared with another step in progress'})` : ''}
      {onOpenFile
        ? files.map((file) => (
            <button key={file} type="button" data-slot="plan-step-work-open" onClick={() => onOpenFile(file)}>
              {labels?.open?.(file) ?? `Open ${file}`}
            </button>
          ))
        : null}
    </span>
  );
});

/**
 * Adds to every finished step of the `<PlanList>`s below what the agent did while it was in progress ("3 edits:
 * src/parser.ts, test/parser.test.ts; 1 command"), from a tool-call log, with a button per file when the host's
 * `<PlanStoreProvider onOpenFile>` is set. Through the row extras seam (after any outer `end`).
 *
 * DOM contract: `<span data-slot="plan-step-work" data-ambiguous>` with `<button data-slot="plan-step-work-open">`.
 */
export function PlanStepWork({ log, labels, children }: PlanStepWorkProps) {
  const outer = usePlanEntryExtras();
  const extras = useMemo<PlanEntryExtras>(
    () => ({
      start: outer?.start,
      end: (entry) => (
        <>
          {outer?.end?.(entry)}
          {entry.status === 'completed' ? <StepWork entry={entry} log={log} labels={labels} /> : null}
        </>
      ),
    }),
    [outer, log, labels],
  );
  return <PlanEntryExtrasContext.Provider value={extras}>{children}</PlanEntryExtrasContext.Provider>;
}
