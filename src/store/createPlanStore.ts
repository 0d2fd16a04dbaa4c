// The plan store: sessions -> plans -> keyed entries, fed by untrusted ACP traffic, read through an immutable,
// structurally shared snapshot (only the objects on the path to a change are new, so selectors compare by
// identity). Hot path: one status change in a 1,000-entry plan, 10,000+ times a second; everything per update is
// O(entries) with tiny constants or O(plans in the session), never O(all sessions x entries).
import { parseSessionUpdate } from '../acp/parseSessionUpdate';
import { PlanInputError, type PlanInputLimits } from '../acp/types';
import { computeMarkdownProgress } from './markdownTasks';
import { computeEntriesProgress } from './progress';
import { reconcileEntries } from './reconcileEntries';
import type {
  ApplyResult,
  PlanEntryState,
  PlanState,
  PlanStore,
  PlanStoreListener,
  PlanStoreOptions,
  PlanStoreSnapshot,
  SessionPlansState,
} from './types';

/** Revisions kept per plan for `getHistory` when `historyLimit` is not given. */
export const DEFAULT_HISTORY_LIMIT = 10;

const EMPTY_PLANS: readonly PlanState[] = Object.freeze([]);
const EMPTY_ENTRIES: readonly PlanEntryState[] = Object.freeze([]);
const EMPTY_KEYS: readonly string[] = Object.freeze([]);

/** Everything the store keeps about one plan; only `plan` and `history` are ever handed out. */
interface PlanRecord {
  plan: PlanState;
  /** Earlier revisions, oldest first; replaced (never mutated) so handed-out arrays stay immutable. */
  history: readonly PlanState[];
  /** key -> entry of the current item list, updated in place: `getEntry` only ever answers for the present. */
  index: Map<string, PlanEntryState> | undefined;
  /** Last number used for a key (`k1`, `k2`, ...): keys are never reused within the plan. */
  keyCounter: number;
}

interface SessionRecord {
  state: SessionPlansState;
  plans: Map<string, PlanRecord>;
}

interface Subscription {
  readonly listener: PlanStoreListener;
}

/** A thrown value's message, without trusting the thrown value (it may throw on access). */
function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}

/**
 * Reports an error thrown by host code (a listener, `onError`) without letting it escape `apply` or stop the
 * other listeners: it is rethrown from a microtask, so it reaches the host's global error handling
 * (`window.onerror`, the test runner) like an exception thrown from an event listener does.
 */
function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

function resolveHistoryLimit(limit: number | undefined): number {
  if (limit === undefined || Number.isNaN(limit)) return DEFAULT_HISTORY_LIMIT;
  return Math.max(0, Math.floor(limit));
}

/** `history` with `plan` appended, keeping at most `limit` (the oldest drop out). */
function appendHistory(history: readonly PlanState[], plan: PlanState, limit: number): readonly PlanState[] {
  if (limit === 0) return EMPTY_PLANS;
  const start = history.length + 1 > limit ? history.length + 1 - limit : 0;
  const next = history.slice(start);
  next.push(plan);
  return Object.freeze(next);
}

/**
 * Creates a plan store. Feed it with `apply` (any `session/update` traffic, valid or not); read it with
 * `getSnapshot`, the getters and `subscribe`. Listeners run synchronously after each change; a listener that
 * throws does not stop the others or `apply`: its error is rethrown from a microtask. An error thrown by
 * `options.onError` is rethrown the same way.
 */
export function createPlanStore(options: PlanStoreOptions = {}): PlanStore {
  const now = options.now ?? Date.now;
  const onError = options.onError;
  const historyLimit = resolveHistoryLimit(options.historyLimit);
  // Captured once: the caller's options object is not read again (it may change or be a Proxy).
  const limits: PlanInputLimits = {
    maxEntries: options.maxEntries,
    maxContentLength: options.maxContentLength,
    maxDocumentLength: options.maxDocumentLength,
    maxIdLength: options.maxIdLength,
    maxInputLength: options.maxInputLength,
  };

  const sessions = new Map<string, SessionRecord>();
  const subscriptions = new Set<Subscription>();
  let snapshot: PlanStoreSnapshot = Object.freeze({ version: 0, sessions: new Map<string, SessionPlansState>() });

  function notify(): void {
    if (subscriptions.size === 0) return;
    // A copy: listeners may subscribe or unsubscribe while we call them. One removed meanwhile is skipped.
    for (const subscription of Array.from(subscriptions)) {
      if (!subscriptions.has(subscription)) continue;
      try {
        subscription.listener();
      } catch (error) {
        rethrowLater(error);
      }
    }
  }

  /** Publishes a new snapshot in which `sessionId` maps to `state` (or is gone when `state` is undefined). */
  function publish(sessionId: string, state: SessionPlansState | undefined): void {
    const nextSessions = new Map(snapshot.sessions);
    if (state === undefined) nextSessions.delete(sessionId);
    else nextSessions.set(sessionId, state);
    snapshot = Object.freeze({ version: snapshot.version + 1, sessions: nextSessions });
    notify();
  }

  /** Puts `plan` in place of `previous` (or appends it) in the session's plans and publishes. */
  function commitPlan(
    sessionId: string,
    planId: string,
    plan: PlanState,
    index: Map<string, PlanEntryState> | undefined,
    keyCounter: number,
  ): ApplyResult {
    let session = sessions.get(sessionId);
    const record = session?.plans.get(planId);
    let plans: PlanState[];
    if (session !== undefined && record !== undefined) {
      plans = session.state.plans.slice();
      plans[plans.indexOf(record.plan)] = plan;
      record.history = appendHistory(record.history, record.plan, historyLimit);
      record.plan = plan;
      record.index = index;
      record.keyCounter = keyCounter;
    } else {
      if (session === undefined) {
        session = { state: { sessionId, plans: EMPTY_PLANS }, plans: new Map() };
        sessions.set(sessionId, session);
      }
      plans = [...session.state.plans, plan];
      session.plans.set(planId, { plan, history: EMPTY_PLANS, index, keyCounter });
    }
    session.state = Object.freeze({ sessionId, plans: Object.freeze(plans) });
    publish(sessionId, session.state);
    return { status: 'applied', sessionId, planId, plan };
  }

  function removePlan(sessionId: string, planId: string): ApplyResult {
    const session = sessions.get(sessionId);
    const record = session?.plans.get(planId);
    if (session === undefined || record === undefined) return { status: 'unchanged', sessionId, planId };
    session.plans.delete(planId);
    // A session without plans is forgotten: the store holds plans, and `getPlans` answers the same for both.
    if (session.plans.size === 0) {
      sessions.delete(sessionId);
      publish(sessionId, undefined);
    } else {
      const plans = session.state.plans.filter((plan) => plan !== record.plan);
      session.state = Object.freeze({ sessionId, plans: Object.freeze(plans) });
      publish(sessionId, session.state);
    }
    return { status: 'removed', sessionId, planId };
  }

  function applyUnsafe(input: unknown): ApplyResult {
    const parsed = parseSessionUpdate(input, limits);
    if (parsed.status === 'invalid') return { status: 'rejected', error: parsed.error };
    if (parsed.status === 'ignored') return { status: 'ignored', reason: parsed.reason };
    const event = parsed.event;
    const { sessionId, planId } = event;
    if (event.kind === 'removed') return removePlan(sessionId, planId);

    const record = sessions.get(sessionId)?.plans.get(planId);
    const current = record?.plan;
    const revision = (current?.revision ?? 0) + 1;
    const updatedAt = now();

    if (event.kind === 'items') {
      const previous = current?.type === 'items' ? current : undefined;
      let keyCounter = record?.keyCounter ?? 0;
      const result = reconcileEntries(previous?.entries ?? EMPTY_ENTRIES, event.entries, {
        now: updatedAt,
        createKey: () => `k${++keyCounter}`,
        initial: previous === undefined,
      });
      if (previous !== undefined && !result.changed) return { status: 'unchanged', sessionId, planId, plan: previous };
      // Not frozen, unlike everything else handed out: freezing a 1,000-entry array costs more than the rest of
      // the update (measured, +40 %). It is typed readonly, and its entries are frozen.
      const entries: readonly PlanEntryState[] = result.entries;
      const plan: PlanState = Object.freeze({
        sessionId,
        planId,
        type: 'items',
        revision,
        updatedAt,
        entries,
        progress: computeEntriesProgress(entries, previous?.progress),
        removedKeys: result.removedKeys.length === 0 ? EMPTY_KEYS : result.removedKeys,
      });
      const index = indexEntries(record?.index, previous?.entries, entries, result.removedKeys);
      return commitPlan(sessionId, planId, plan, index, keyCounter);
    }

    if (event.kind === 'markdown') {
      const previous = current?.type === 'markdown' ? current : undefined;
      if (previous !== undefined && previous.content === event.content) {
        return { status: 'unchanged', sessionId, planId, plan: previous };
      }
      const plan: PlanState = Object.freeze({
        sessionId,
        planId,
        type: 'markdown',
        revision,
        updatedAt,
        content: event.content,
        progress: computeMarkdownProgress(event.content, previous?.progress),
      });
      return commitPlan(sessionId, planId, plan, undefined, record?.keyCounter ?? 0);
    }

    // A repeated file plan is still news: the file behind the same uri may have changed on disk.
    const plan: PlanState = Object.freeze({ sessionId, planId, type: 'file', revision, updatedAt, uri: event.uri });
    return commitPlan(sessionId, planId, plan, undefined, record?.keyCounter ?? 0);
  }

  function apply(input: unknown): ApplyResult {
    let result: ApplyResult;
    try {
      result = applyUnsafe(input);
    } catch (error) {
      // Only host code can get here (`now`, a hostile input the parser let through): still never throw.
      result = { status: 'rejected', error: new PlanInputError('$', `could not be applied: ${messageOf(error)}`) };
    }
    if (result.status === 'rejected' && onError !== undefined) {
      try {
        onError(result.error);
      } catch (error) {
        rethrowLater(error);
      }
    }
    return result;
  }

  return {
    apply,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const subscription: Subscription = { listener };
      subscriptions.add(subscription);
      return () => {
        subscriptions.delete(subscription);
      };
    },
    getPlans: (sessionId) => sessions.get(sessionId)?.state.plans ?? EMPTY_PLANS,
    getPlan: (sessionId, planId) => sessions.get(sessionId)?.plans.get(planId)?.plan,
    getEntry: (sessionId, planId, key) => sessions.get(sessionId)?.plans.get(planId)?.index?.get(key),
    getHistory: (sessionId, planId) => sessions.get(sessionId)?.plans.get(planId)?.history ?? EMPTY_PLANS,
    reset(sessionId) {
      if (sessionId === undefined) {
        if (sessions.size === 0) return;
        sessions.clear();
        snapshot = Object.freeze({ version: snapshot.version + 1, sessions: new Map<string, SessionPlansState>() });
        notify();
        return;
      }
      if (!sessions.delete(sessionId)) return;
      publish(sessionId, undefined);
    },
  };
}

/**
 * The key index of an item plan after an update. Reuses (mutates) `index` when the plan already had one,
 * touching only the positions whose object changed, so a status change costs one `set`, not a rebuild.
 */
function indexEntries(
  index: Map<string, PlanEntryState> | undefined,
  previous: readonly PlanEntryState[] | undefined,
  entries: readonly PlanEntryState[],
  removedKeys: readonly string[],
): Map<string, PlanEntryState> {
  if (index === undefined || previous === undefined) {
    const fresh = new Map<string, PlanEntryState>();
    for (const entry of entries) fresh.set(entry.key, entry);
    return fresh;
  }
  for (const key of removedKeys) index.delete(key);
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (entry !== previous[i]) index.set(entry.key, entry);
  }
  return index;
}
