// The plan store: sessions -> plans -> keyed entries, fed by untrusted ACP traffic, read through an immutable,
// structurally shared snapshot (only the objects on the path to a change are new, so selectors compare by
// identity). Hot path: one status change in a 1,000-entry plan, 10,000+ times a second; everything per update is
// O(entries) with tiny constants, and O(1) amortised in the number of sessions and of plans: the snapshot's maps
// are PersistentMaps (./persistentMap.ts), and a session's plan list is built only when someone reads it.
// A hostile agent cannot grow the store without end either: sessions and plans per session are capped.
import { messageOf, parseSessionUpdate, quote } from '../acp/parseSessionUpdate';
import { PlanInputError } from '../acp/types';
import { callHost } from './callHost';
import { EMPTY_LIST } from './emptyList';
import { computeMarkdownProgress } from './markdownTasks';
import { PersistentMap } from './persistentMap';
import { computeEntriesProgress, statusIsDone } from './progress';
import { reconcileEntries } from './reconcileEntries';
import type {
  ApplyResult,
  ItemsPlanState,
  MarkdownPlanState,
  PlanEntryState,
  PlanState,
  PlanStore,
  PlanStoreOptions,
  PlanStoreSnapshot,
  SessionPlansState,
} from './types';

/** Revisions kept per plan for `getHistory` when `historyLimit` is not given. */
export const DEFAULT_HISTORY_LIMIT = 10;

/** Sessions a store holds at most by default: an IDE shows a handful; a thousand is a flood. */
const DEFAULT_MAX_SESSIONS = 1000;
/** Plans one session holds at most by default: agents send one to a few. */
const DEFAULT_MAX_PLANS_PER_SESSION = 100;

/** What the store keeps about one session. */
interface SessionRecord {
  /** planId -> record, mutated in place: the store's own working state, never handed out. */
  readonly records: Map<string, PlanRecord>;
  /** planId -> plan, as the snapshot has it: a new map per change, sharing structure with the last. */
  plans: PersistentMap<string, PlanState>;
}

/** A count option: floored; negative is 0; NaN (or absent) the default; Infinity means no cap. */
function countOption(requested: number | undefined, fallback: number): number {
  return requested! >= 0 ? Math.floor(requested!) : requested! < 0 ? 0 : fallback;
}

/**
 * A session's snapshot state. Its `plans` array is built on first read and kept: an update costs the same
 * whatever the number of plans, and a reader lists them once per change it looks at.
 */
function sessionState(sessionId: string, plans: PersistentMap<string, PlanState>): SessionPlansState {
  let list: readonly PlanState[] | undefined;
  return Object.freeze({
    sessionId,
    get plans() {
      return (list ??= Object.freeze(Array.from(plans.values())));
    },
  });
}

/** Everything the store keeps about one plan; only `plan` and `history` are ever handed out. */
interface PlanRecord {
  plan: PlanState;
  /** Earlier revisions, oldest first; replaced (never mutated) so handed-out arrays stay immutable. */
  history: readonly PlanState[];
  /** key -> entry of the current item list, updated in place: `getEntry` only ever answers for the present. */
  index?: Map<string, PlanEntryState>;
  /** Last number used for a key (`k1`, `k2`, ...): keys are never reused within the plan, whatever its type. */
  keys: number;
  /** A plan of an unknown type as JSON (type and content), to tell a repeated update from a new one. */
  json?: string | undefined;
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
  const {
    now = Date.now,
    onError,
    historyLimit: requested = DEFAULT_HISTORY_LIMIT,
    maxSessions: requestedSessions,
    maxPlansPerSession: requestedPlans,
    evictIdleSessions = false,
    isDone: doneOption,
    restore,
    ...limits
  } = options;
  const isDone = (status: string) => statusIsDone(status, doneOption);
  const historyLimit = countOption(requested, DEFAULT_HISTORY_LIMIT);
  const maxSessions = countOption(requestedSessions, DEFAULT_MAX_SESSIONS);
  const maxPlansPerSession = countOption(requestedPlans, DEFAULT_MAX_PLANS_PER_SESSION);

  /**
   * sessionId -> session. Map order is the order of last change (a changed session moves to the end), so the
   * first key is the least recently updated session: the one `evictIdleSessions` forgets.
   */
  const sessions = new Map<string, SessionRecord>();
  /** A listener is wrapped, so one subscribed twice is two subscriptions, each undone by its own call. */
  const listeners = new Set<() => void>();
  const empty = PersistentMap.empty<string, SessionPlansState>();
  let snapshot: PlanStoreSnapshot = Object.freeze({ version: 0, sessions: empty });
  /** The next snapshot's sessions, built up by `stage` until `publish`. */
  let staged = empty;

  /**
   * Stages `sessionId`'s new state for the next `publish`: the plans of `session`, or forgotten when it has
   * none (the store holds plans, and `getPlans` answers the same for both). O(1) amortised, whatever the
   * number of sessions and plans.
   */
  function stage(sessionId: string, session: SessionRecord): void {
    sessions.delete(sessionId);
    if (session.records.size === 0) {
      staged = staged.withoutEntry(sessionId);
      return;
    }
    sessions.set(sessionId, session);
    staged = staged.withEntry(sessionId, sessionState(sessionId, session.plans));
  }

  /** Stages the end of a session the store has: it holds no plans any more. */
  function forget(sessionId: string): void {
    const session = sessions.get(sessionId)!;
    session.records.clear();
    stage(sessionId, session);
  }

  /** Publishes the staged sessions as a new snapshot, then calls the listeners. */
  function publish(): void {
    snapshot = Object.freeze({ version: snapshot.version + 1, sessions: staged });
    // A copy: listeners may subscribe or unsubscribe while we call them. One removed meanwhile is skipped.
    for (const listener of Array.from(listeners)) if (listeners.has(listener)) callHost(listener);
  }

  /**
   * Why a new plan `planId` of `sessionId` may not be added (a cap is reached), or undefined when it may. A
   * full store with `evictIdleSessions` has room: the caller evicts.
   */
  function refusal(sessionId: string, planId: string, session: SessionRecord | undefined): string | undefined {
    const count = session?.records.size ?? 0;
    if (count >= maxPlansPerSession) {
      return `plan ${quote(planId)} would pass the limit of ${maxPlansPerSession} plans in session ${quote(sessionId)} (maxPlansPerSession)`;
    }
    if (session !== undefined || sessions.size < maxSessions || (evictIdleSessions && maxSessions > 0)) return undefined;
    return `session ${quote(sessionId)} would pass the limit of ${maxSessions} sessions (maxSessions)`;
  }

  function applyUnsafe(input: unknown): ApplyResult {
    const parsed = parseSessionUpdate(input, limits);
    if (parsed.status !== 'plan') return parsed.status === 'ignored' ? parsed : { status: 'rejected', error: parsed.error };
    const event = parsed.event;
    const { sessionId, planId } = event;
    const known = sessions.get(sessionId);
    const session: SessionRecord = known ?? { records: new Map(), plans: PersistentMap.empty() };
    const { records } = session;
    const record = records.get(planId);
    const current = record?.plan;
    const unchanged = (plan: PlanState): ApplyResult => ({ status: 'unchanged', sessionId, planId, plan });

    if (event.kind === 'removed') {
      if (record === undefined) return { status: 'unchanged', sessionId, planId };
      records.delete(planId);
      session.plans = session.plans.withoutEntry(planId);
      stage(sessionId, session);
      publish();
      return { status: 'removed', sessionId, planId };
    }

    // Checked last, after everything that may make this update a no-op, and before anything changes.
    if (record === undefined) {
      const reason = refusal(sessionId, planId, known);
      if (reason !== undefined) return { status: 'rejected', error: new PlanInputError('$', reason) };
    }
    // A full store with `evictIdleSessions` forgets its least recently updated session, in the same snapshot.
    const idle = known === undefined && sessions.size >= maxSessions ? sessions.keys().next().value : undefined;

    const updatedAt = now();
    // The type's own fields, in the order the plan object lists them.
    let fields: object;
    let index: Map<string, PlanEntryState> | undefined;
    let keys = record?.keys ?? 0;
    let json: string | undefined;
    // The current plan when it is of the same type: what an update of that type continues.
    const previous = current?.type === event.kind ? current : undefined;
    if (event.kind === 'items') {
      const last = previous as ItemsPlanState | undefined;
      const before = last?.entries ?? EMPTY_LIST;
      const { entries, removedKeys, changed } = reconcileEntries(before, event.entries, {
        now: updatedAt,
        createKey: () => `k${++keys}`,
        initial: last === undefined,
      });
      if (last !== undefined && !changed) return unchanged(last);
      // Not frozen, unlike everything else handed out: freezing a 1,000-entry array costs more than the rest of
      // the update (measured, +40 %). It is typed readonly, and its entries are frozen.
      fields = { entries, progress: computeEntriesProgress(entries, last?.progress, doneOption) };
      // The key index is reused (mutated) while the plan stays an item plan (only item plans have one): only the
      // positions whose object changed are touched, so a status change costs one `set`, not a rebuild.
      index = record?.index ?? new Map();
      for (const key of removedKeys) index.delete(key);
      for (let i = 0; i < entries.length; i++) {
        const entry = entries[i]!;
        if (entry !== before[i]) index.set(entry.key, entry);
      }
    } else if (event.kind === 'markdown') {
      const content = event.content;
      const last = previous as MarkdownPlanState | undefined;
      if (last?.content === content) return unchanged(last);
      fields = { content, progress: computeMarkdownProgress(content, last?.progress) };
    } else if (event.kind === 'file') {
      // A repeated file plan is still news: the file behind the same uri may have changed on disk.
      fields = { uri: event.uri };
    } else {
      // A plan of a type we do not know: kept as it came. The same JSON again changes nothing.
      json = JSON.stringify([event.planType, event.content]);
      if (previous !== undefined && record!.json === json) return unchanged(previous);
      fields = { planType: event.planType, content: event.content };
    }

    const revision = (current?.revision ?? 0) + 1;
    const plan = Object.freeze({ sessionId, planId, type: event.kind, revision, updatedAt, ...fields }) as PlanState;
    // The replaced revision joins the history; the oldest drop out past `historyLimit`.
    const history =
      record !== undefined && historyLimit > 0 ? Object.freeze([...record.history, record.plan].slice(-historyLimit)) : EMPTY_LIST;
    records.set(planId, { plan, history, index, keys, json });
    session.plans = session.plans.withEntry(planId, plan);
    if (idle !== undefined) forget(idle);
    stage(sessionId, session);
    publish();
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
    if (result.status === 'rejected') callHost(onError, result.error);
    return result;
  }

  // Restore (issue 16): the validation and the building of plans live in the restorer (`react-acp-plans/history`);
  // the store only files the plans it is handed, all in one snapshot.
  restore?.({
    limits: { ...limits, historyLimit, maxSessions, maxPlansPerSession },
    isDone,
    onError,
    load(plans) {
      for (const record of plans) {
        const { sessionId, planId } = record.plan;
        const session = sessions.get(sessionId) ?? { records: new Map(), plans: PersistentMap.empty() };
        // The restorer builds the whole record (key index, JSON of a custom plan): it is filed as it is.
        session.records.set(planId, { ...record });
        session.plans = session.plans.withEntry(planId, record.plan);
        stage(sessionId, session);
      }
      publish();
    },
  });

  const recordOf = (sessionId: string, planId: string) => sessions.get(sessionId)?.records.get(planId);
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
    isDone,
    endTurn(sessionId, stopReason = 'end_turn') {
      const session = sessions.get(sessionId);
      if (session === undefined) return;
      const at = now();
      let changed = false;
      for (const record of session.records.values()) {
        const { plan } = record;
        // Unknown or custom statuses are neither done nor open: only steps waiting or under way are unfinished.
        const unfinished = plan.type === 'items' || plan.type === 'markdown' ? plan.progress.pending + plan.progress.inProgress : 0;
        if (unfinished === 0 || (plan.turnEnded?.stopReason === stopReason && plan.turnEnded.unfinished === unfinished)) continue;
        record.plan = Object.freeze({ ...plan, turnEnded: Object.freeze({ stopReason: String(stopReason), unfinished, at }) });
        session.plans = session.plans.withEntry(plan.planId, record.plan);
        changed = true;
      }
      if (!changed) return;
      stage(sessionId, session);
      publish();
    },
    reset(sessionId) {
      const forgotten = sessionId === undefined ? [...sessions.keys()] : sessions.has(sessionId) ? [sessionId] : [];
      if (forgotten.length === 0) return;
      forgotten.forEach(forget);
      publish();
    },
  };
}
