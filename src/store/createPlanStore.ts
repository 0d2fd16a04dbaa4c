// The plan store: sessions -> plans -> keyed entries, fed by untrusted ACP traffic, read through an immutable,
// structurally shared snapshot (only the objects on the path to a change are new, so selectors compare by
// identity). Hot path: one status change in a 1,000-entry plan, 10,000+ times a second; everything per update is
// O(entries) with tiny constants or O(plans in the session), never O(all sessions x entries).
import { messageOf, parseSessionUpdate } from '../acp/parseSessionUpdate';
import { PlanInputError } from '../acp/types';
import { EMPTY_LIST } from './emptyList';
import { computeMarkdownProgress } from './markdownTasks';
import { computeEntriesProgress } from './progress';
import { reconcileEntries } from './reconcileEntries';
import type {
  ApplyResult,
  PlanEntryState,
  PlanState,
  PlanStore,
  PlanStoreOptions,
  PlanStoreSnapshot,
  SessionPlansState,
} from './types';

/** Revisions kept per plan for `getHistory` when `historyLimit` is not given. */
export const DEFAULT_HISTORY_LIMIT = 10;

/** Everything the store keeps about one plan; only `plan` and `history` are ever handed out. */
interface PlanRecord {
  plan: PlanState;
  /** Earlier revisions, oldest first; replaced (never mutated) so handed-out arrays stay immutable. */
  history: readonly PlanState[];
  /** key -> entry of the current item list, updated in place: `getEntry` only ever answers for the present. */
  index?: Map<string, PlanEntryState>;
  /** Last number used for a key (`k1`, `k2`, ...): keys are never reused within the plan, whatever its type. */
  keys: number;
}

/**
 * Calls host code (a listener, `onError`) so that an error it throws escapes neither `apply` nor the loop over
 * the other listeners: it is rethrown from a microtask, so it reaches the host's global error handling
 * (`window.onerror`, the test runner) like an exception thrown from an event listener does.
 */
function callHost<Argument>(callback: (argument: Argument) => void, argument: Argument): void {
  try {
    callback(argument);
  } catch (thrown) {
    queueMicrotask(() => {
      throw thrown;
    });
  }
}

/**
 * Creates a plan store. Feed it with `apply` (any `session/update` traffic, valid or not); read it with
 * `getSnapshot`, the getters and `subscribe`. Listeners run synchronously after each change; a listener that
 * throws does not stop the others or `apply`: its error is rethrown from a microtask. An error thrown by
 * `options.onError` is rethrown the same way.
 */
export function createPlanStore(options: PlanStoreOptions = {}): PlanStore {
  // Read once: the caller's options object is not read again (it may change or be a Proxy). What is left
  // besides the store's own options are the parser's input limits.
  const { now = Date.now, onError, historyLimit: requested = DEFAULT_HISTORY_LIMIT, ...limits } = options;
  // Floored; negative keeps nothing, NaN means the default.
  const historyLimit = requested >= 0 ? Math.floor(requested) : requested < 0 ? 0 : DEFAULT_HISTORY_LIMIT;

  /** sessionId -> planId -> record. Map order is the order of first appearance, as `plans` lists them. */
  const sessions = new Map<string, Map<string, PlanRecord>>();
  /** A listener is wrapped, so one subscribed twice is two subscriptions, each undone by its own call. */
  const listeners = new Set<() => void>();
  let snapshot: PlanStoreSnapshot = Object.freeze({ version: 0, sessions: new Map<string, SessionPlansState>() });

  /**
   * Publishes a new snapshot: without `sessionId` an empty one; otherwise `sessionId` maps to the plans of
   * `records`, or is gone when there are none. Then calls the listeners.
   */
  function publish(sessionId?: string, records?: Map<string, PlanRecord>): void {
    const next = new Map(sessionId === undefined ? undefined : snapshot.sessions);
    if (records?.size) {
      const plans = Object.freeze(Array.from(records.values(), (record) => record.plan));
      next.set(sessionId!, Object.freeze({ sessionId: sessionId!, plans }));
    } else if (sessionId !== undefined) {
      next.delete(sessionId);
      // A session without plans is forgotten: the store holds plans, and `getPlans` answers the same for both.
      sessions.delete(sessionId);
    }
    snapshot = Object.freeze({ version: snapshot.version + 1, sessions: next });
    // A copy: listeners may subscribe or unsubscribe while we call them. One removed meanwhile is skipped.
    for (const listener of Array.from(listeners)) if (listeners.has(listener)) callHost(listener, undefined);
  }

  function applyUnsafe(input: unknown): ApplyResult {
    const parsed = parseSessionUpdate(input, limits);
    if (parsed.status !== 'plan') return parsed.status === 'ignored' ? parsed : { status: 'rejected', error: parsed.error };
    const event = parsed.event;
    const { sessionId, planId } = event;
    const records = sessions.get(sessionId) ?? new Map<string, PlanRecord>();
    const record = records.get(planId);
    const current = record?.plan;

    if (event.kind === 'removed') {
      if (record === undefined) return { status: 'unchanged', sessionId, planId };
      records.delete(planId);
      publish(sessionId, records);
      return { status: 'removed', sessionId, planId };
    }

    const updatedAt = now();
    // The type's own fields, in the order the plan object lists them.
    let fields: object;
    let index: Map<string, PlanEntryState> | undefined;
    let keys = record?.keys ?? 0;
    if (event.kind === 'items') {
      const previous = current?.type === 'items' ? current : undefined;
      const before = previous?.entries ?? EMPTY_LIST;
      const { entries, removedKeys, changed } = reconcileEntries(before, event.entries, {
        now: updatedAt,
        createKey: () => `k${++keys}`,
        initial: previous === undefined,
      });
      if (previous !== undefined && !changed) return { status: 'unchanged', sessionId, planId, plan: previous };
      // Not frozen, unlike everything else handed out: freezing a 1,000-entry array costs more than the rest of
      // the update (measured, +40 %). It is typed readonly, and its entries are frozen.
      fields = {
        entries,
        progress: computeEntriesProgress(entries, previous?.progress),
        removedKeys: removedKeys.length === 0 ? EMPTY_LIST : removedKeys,
      };
      // The key index is reused (mutated) while the plan stays an item plan (only item plans have one): only the
      // positions whose object changed are touched, so a status change costs one `set`, not a rebuild.
      index = record?.index ?? new Map();
      for (const key of removedKeys) index.delete(key);
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        if (entry !== before[i]) index.set(entry.key, entry);
      }
    } else if (event.kind === 'markdown') {
      const previous = current?.type === 'markdown' ? current : undefined;
      const content = event.content;
      if (previous?.content === content) return { status: 'unchanged', sessionId, planId, plan: previous };
      fields = { content, progress: computeMarkdownProgress(content, previous?.progress) };
    } else {
      // A repeated file plan is still news: the file behind the same uri may have changed on disk.
      fields = { uri: event.uri };
    }

    const revision = (current?.revision ?? 0) + 1;
    const plan = Object.freeze({ sessionId, planId, type: event.kind, revision, updatedAt, ...fields }) as PlanState;
    // The replaced revision joins the history; the oldest drop out past `historyLimit`.
    const history =
      record !== undefined && historyLimit > 0 ? Object.freeze([...record.history, record.plan].slice(-historyLimit)) : EMPTY_LIST;
    records.set(planId, { plan, history, index, keys });
    sessions.set(sessionId, records);
    publish(sessionId, records);
    return { status: 'applied', sessionId, planId, plan };
  }

  function apply(input: unknown): ApplyResult {
    let result: ApplyResult;
    try {
      result = applyUnsafe(input);
    } catch (error) {
      // Only host code can get here (`now`, a hostile input the parser let through): still never throw.
      result = { status: 'rejected', error: new PlanInputError('$', `could not be applied: ${messageOf(error)}`) };
    }
    if (result.status === 'rejected' && onError !== undefined) callHost(onError, result.error);
    return result;
  }

  const recordOf = (sessionId: string, planId: string) => sessions.get(sessionId)?.get(planId);
  return {
    apply,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    getPlans: (sessionId) => snapshot.sessions.get(sessionId)?.plans ?? EMPTY_LIST,
    getPlan: (sessionId, planId) => recordOf(sessionId, planId)?.plan,
    getEntry: (sessionId, planId, key) => recordOf(sessionId, planId)?.index?.get(key),
    getHistory: (sessionId, planId) => recordOf(sessionId, planId)?.history ?? EMPTY_LIST,
    reset(sessionId) {
      if (sessionId === undefined ? sessions.size === 0 : !sessions.has(sessionId)) return;
      if (sessionId === undefined) sessions.clear();
      publish(sessionId);
    },
  };
}
