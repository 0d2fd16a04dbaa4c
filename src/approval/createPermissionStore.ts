// The permission store: the agent's pending questions about plans (`session/request_permission`), each linked to
// the plan it is about, and the quiet record of how each was answered. Separate from the plan store so that a host
// that shows plans only never bundles it (`react-acp-plans/approval`). No React here.
import { messageOf, quote } from '../acp/parseSessionUpdate';
import { PlanInputError } from '../acp/types';
import { EMPTY_LIST } from '../store/emptyList';
import { parsePermissionRequest } from './parsePermissionRequest';
import type {
  PermissionAnswerResult,
  PermissionRequestResult,
  PermissionRequestState,
  PermissionResponse,
  PermissionStore,
  PermissionStoreOptions,
  PermissionStoreSnapshot,
} from './types';
import { callHost } from '../store/callHost';

/** Records of settled requests kept (one per plan) before the oldest are forgotten. */
const MAX_RECORDS = 1000;

/**
 * Creates a permission store. Feed it the params of every `session/request_permission` with `request` (the
 * `react-acp-plans/acp` adapters do); answer with `answer`; cancel a session's questions with `cancelSession` when
 * its turn is cancelled or ends. Read it with the getters, `getSnapshot` and `subscribe`.
 *
 * Which plan a request is about (the first rule that applies):
 * 1. the plan its tool call names: Codex's `toolCallId: "plan-review:<planId>"`, or a `planId` string in the tool
 *    call's or the request's `_meta`;
 * 2. a request that leaves plan mode without naming a plan (tool call `kind: "switch_mode"`, or a `rawInput.plan`
 *    string: Claude Code's `ExitPlanMode`): the session's most recently updated plan in `options.plans`;
 * 3. anything else (edit a file, run a command) is not about a plan: `ignored`, the host answers it.
 * A request that names a plan of a session `options.plans` has no plans for is `rejected` (an unknown session);
 * one that leaves plan mode in such a session is `ignored` (nothing to show it with: the host's own UI asks).
 *
 * A request leaves the pending list when answered or cancelled; the plan keeps a record of the last answer
 * (`getPlanRequest`) until another request about it arrives or the session is reset.
 */
export function createPermissionStore(options: PermissionStoreOptions = {}): PermissionStore {
  const { plans, now = Date.now, onAttention, onError, maxPending = 100, maxOptions = 32 } = options;
  /** id -> pending request with the function that answers the agent. */
  const pending = new Map<string, { request: PermissionRequestState; resolve: (response: PermissionResponse) => void }>();
  /** `sessionId \n planId` -> the latest request about that plan (pending or settled). Map order: oldest first. */
  const latest = new Map<string, PermissionRequestState>();
  const listeners = new Set<() => void>();
  let snapshot: PermissionStoreSnapshot = Object.freeze({ version: 0, pending: EMPTY_LIST });
  /** Per-session pending lists, built on read and kept until the next change. */
  let bySession = new Map<string, readonly PermissionRequestState[]>();
  let nextId = 0;

  const planKey = (sessionId: string, planId: string) => `${sessionId}\n${planId}`;

  function publish(): void {
    snapshot = Object.freeze({ version: snapshot.version + 1, pending: Object.freeze([...pending.values()].map((p) => p.request)) });
    bySession = new Map();
    for (const listener of Array.from(listeners)) if (listeners.has(listener)) callHost(listener);
  }

  function remember(request: PermissionRequestState): void {
    const key = planKey(request.sessionId, request.planId);
    latest.delete(key);
    latest.set(key, request);
    if (latest.size > MAX_RECORDS) {
      // The oldest settled record goes; pending ones (at most maxPending) stay.
      for (const [oldKey, record] of latest) {
        if (record.status !== 'pending') {
          latest.delete(oldKey);
          break;
        }
      }
    }
  }

  function reject(error: PlanInputError): PermissionRequestResult {
    callHost(onError, error);
    return { status: 'rejected', error };
  }

  /** The plan a request that names none is about: the session's most recently updated plan. */
  function latestPlanId(sessionId: string): string | undefined {
    let best: { planId: string; updatedAt: number } | undefined;
    for (const plan of plans?.getPlans(sessionId) ?? EMPTY_LIST) {
      if (best === undefined || plan.updatedAt >= best.updatedAt) best = plan;
    }
    return best?.planId;
  }

  function request(params: unknown): PermissionRequestResult {
    let parsed: ReturnType<typeof parsePermissionRequest>;
    try {
      parsed = parsePermissionRequest(params, maxOptions);
    } catch (error) {
      return reject(error instanceof PlanInputError ? error : new PlanInputError('$', `could not be read: ${messageOf(error)}`));
    }
    const { sessionId, namedPlanId, leavesPlanMode } = parsed;
    let planId = namedPlanId;
    try {
      const known = plans === undefined || plans.getPlans(sessionId).length > 0;
      if (planId !== undefined && !known) {
        return reject(new PlanInputError('sessionId', `session ${quote(sessionId)} has no plans: nothing shows the request for plan ${quote(planId)}`));
      }
      if (planId === undefined && leavesPlanMode) planId = latestPlanId(sessionId);
    } catch (error) {
      return reject(new PlanInputError('$', `the plan store failed: ${messageOf(error)}`));
    }
    if (planId === undefined) {
      return {
        status: 'ignored',
        reason: leavesPlanMode ? `session ${quote(sessionId)} has no plan to ask about` : 'not about a plan',
      };
    }
    if (pending.size >= maxPending) {
      return reject(new PlanInputError('$', `would pass the limit of ${maxPending} pending requests (maxPending)`));
    }
    const id = `p${++nextId}`;
    const state: PermissionRequestState = Object.freeze({
      id,
      sessionId,
      planId,
      question: parsed.question,
      toolCallId: parsed.toolCallId,
      ...(parsed.toolKind === undefined ? {} : { toolKind: parsed.toolKind }),
      options: parsed.options,
      status: 'pending',
      requestedAt: now(),
    });
    let resolve!: (response: PermissionResponse) => void;
    const response = new Promise<PermissionResponse>((settle) => {
      resolve = settle;
    });
    // A newer question about the same plan replaces an older pending one: the agent asks again (after a
    // revision), the old one is answered `cancelled` so its turn never hangs.
    const previous = latest.get(planKey(sessionId, planId));
    if (previous?.status === 'pending') settle(previous.id, null);
    pending.set(id, { request: state, resolve });
    remember(state);
    publish();
    callHost(onAttention, state);
    return { status: 'pending', request: state, response };
  }

  /** Settles a pending request (no publish); undefined when it is not pending. */
  function settle(id: string, optionId: string | null): PermissionRequestState | undefined {
    const entry = pending.get(id);
    if (entry === undefined) return undefined;
    const selected = optionId === null ? undefined : entry.request.options.find((option) => option.optionId === optionId);
    if (optionId !== null && selected === undefined) return undefined;
    pending.delete(id);
    const settled: PermissionRequestState = Object.freeze({
      ...entry.request,
      status: selected ? 'selected' : 'cancelled',
      ...(selected ? { selected } : {}),
      settledAt: now(),
    });
    // Only the latest request about a plan is its record; an older one just leaves.
    const key = planKey(settled.sessionId, settled.planId);
    if (latest.get(key)?.id === id) latest.set(key, settled);
    entry.resolve({
      outcome: selected ? { outcome: 'selected', optionId: selected.optionId } : { outcome: 'cancelled' },
    });
    return settled;
  }

  function answer(requestId: string, optionId: string | null): PermissionAnswerResult {
    const entry = pending.get(requestId);
    if (entry === undefined) {
      const record = [...latest.values()].find((request) => request.id === requestId);
      return {
        status: 'rejected',
        reason: record
          ? `request ${quote(requestId)} is no longer pending (${record.status})`
          : `no request ${quote(String(requestId))}`,
      };
    }
    const settled = settle(requestId, optionId);
    if (settled === undefined) {
      return { status: 'rejected', reason: `request ${quote(requestId)} has no option ${quote(String(optionId))}` };
    }
    publish();
    return { status: 'answered', request: settled };
  }

  function cancelSession(sessionId?: string): number {
    let count = 0;
    for (const { request: pendingRequest } of Array.from(pending.values())) {
      if (sessionId === undefined || pendingRequest.sessionId === sessionId) {
        settle(pendingRequest.id, null);
        count++;
      }
    }
    if (count > 0) publish();
    return count;
  }

  return {
    request,
    answer,
    cancelSession,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => {
        listeners.delete(subscription);
      };
    },
    getPending(sessionId) {
      let list = bySession.get(sessionId);
      if (list === undefined) {
        const found = snapshot.pending.filter((request) => request.sessionId === sessionId);
        list = found.length === 0 ? EMPTY_LIST : Object.freeze(found);
        bySession.set(sessionId, list);
      }
      return list;
    },
    getPlanRequest: (sessionId, planId) => latest.get(planKey(sessionId, planId)),
    reset(sessionId) {
      cancelSession(sessionId);
      let forgotten = 0;
      for (const [key, record] of Array.from(latest)) {
        if (sessionId === undefined || record.sessionId === sessionId) {
          latest.delete(key);
          forgotten++;
        }
      }
      if (forgotten > 0) publish();
    },
  };
}
