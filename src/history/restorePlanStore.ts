// Keep and restore, second half (issue 16): `createPlanStore({ restore: restorePlanStore(saved) })`. The store
// (./core) only files the plans it is handed (a dozen lines); checking the untrusted data and rebuilding the plan
// states happens here, in the history entry, so a host that never restores does not ship the validator.
import { PlanInputError } from '../acp/types';
import { computeMarkdownProgress } from '../store/markdownTasks';
import { computeEntriesProgress } from '../store/progress';
import type { PlanEntryState, PlanState, PlanStoreRestore, RestoredPlan } from '../store/types';
import { parsePlanStoreData, type PlanRevisionData } from './storeData';

/** The highest `k<n>` number among the keys of a plan's revisions, so the store never hands out one of them again. */
function lastKeyNumber(revisions: readonly PlanRevisionData[]): number {
  let last = 0;
  for (const revision of revisions) {
    if (revision.type !== 'items') continue;
    for (const { key } of revision.entries) {
      const number = /^k(\d{1,15})$/.exec(key)?.[1];
      if (number !== undefined) last = Math.max(last, Number(number));
    }
  }
  return last;
}

/** A kept revision as the store's frozen plan state (progress recomputed with the store's `isDone`). */
function planState(sessionId: string, planId: string, data: PlanRevisionData, isDone: (status: string) => boolean): PlanState {
  const { revision, updatedAt, turnEnded } = data;
  const base = { sessionId, planId, type: data.type, revision, updatedAt, ...(turnEnded ? { turnEnded: Object.freeze({ ...turnEnded }) } : {}) };
  switch (data.type) {
    case 'items': {
      const entries = data.entries.map((entry) => Object.freeze({ ...entry }) as PlanEntryState);
      return Object.freeze({ ...base, type: 'items', entries, progress: computeEntriesProgress(entries, undefined, isDone), removedKeys: [] });
    }
    case 'markdown':
      return Object.freeze({ ...base, type: 'markdown', content: data.content, progress: computeMarkdownProgress(data.content) });
    case 'file':
      return Object.freeze({ ...base, type: 'file', uri: data.uri });
    default:
      return Object.freeze({ ...base, type: 'unknown', planType: data.planType, content: data.content });
  }
}

/** Calls the host's `onError` so that its bug cannot break store (or log) creation (rethrown from a microtask). */
export function report(onError: ((error: PlanInputError) => void) | undefined, error: PlanInputError): void {
  try {
    onError?.(error);
  } catch (thrown) {
    queueMicrotask(() => {
      throw thrown;
    });
  }
}

/**
 * The `restore` option of `createPlanStore`: brings back what `serializePlanStore` kept (the object, or its JSON
 * text; e.g. VS Code's `getState()` after a webview reload). The data is untrusted: it is checked like wire input
 * against the new store's own caps (`maxEntries`, `maxSessions`, `maxPlansPerSession`, ...). All of it is loaded,
 * in one snapshot, or none: a bad snapshot leaves the store empty and its first problem (a path and a reason,
 * `sessions[0].plans[1].current.entries[2].key: repeats the key "k3"`) goes to the store's `onError`. Only the last
 * `historyLimit` revisions of each plan are kept.
 */
export function restorePlanStore(saved: unknown): PlanStoreRestore {
  return ({ limits, isDone, load, onError }) => {
    const parsed = parsePlanStoreData(saved, limits);
    if (parsed.status === 'invalid') {
      report(onError, parsed.error);
      return;
    }
    const plans: RestoredPlan[] = [];
    try {
      for (const { sessionId, plans: kept } of parsed.data.sessions) {
        for (const { planId, current, history } of kept) {
          const earlier = limits.historyLimit > 0 ? history.slice(-limits.historyLimit) : [];
          const plan = planState(sessionId, planId, current, isDone);
          plans.push({
            plan,
            history: Object.freeze(earlier.map((revision) => planState(sessionId, planId, revision, isDone))),
            keys: lastKeyNumber([...history, current]),
            index: plan.type === 'items' ? new Map(plan.entries.map((entry) => [entry.key, entry])) : undefined,
            json: plan.type === 'unknown' ? JSON.stringify([plan.planType, plan.content]) : undefined,
          });
        }
      }
    } catch (error) {
      // Only the host's `isDone` can throw here: still nothing is loaded, and creating the store does not fail.
      report(onError, new PlanInputError('$', `could not be restored: ${error instanceof Error ? error.message : String(error)}`));
      return;
    }
    if (plans.length > 0) load(plans);
  };
}
