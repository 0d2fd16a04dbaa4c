// The permission store's public shapes (`react-acp-plans/approval`). Nothing here imports React.
import type { PlanInputError } from '../acp/types';
import type { PlanStore } from '../store/types';

/** The kinds ACP defines for a permission option; any other string is kept and shown neutrally. */
export type KnownPermissionOptionKind = 'allow_once' | 'allow_always' | 'reject_once' | 'reject_always';

/** One answer the agent offers, with the agent's own wording. */
export interface PermissionOptionState {
  readonly optionId: string;
  /** The agent's label for the option ("Yes, implement this plan"). */
  readonly name: string;
  /** `allow_once`, `allow_always`, `reject_once`, `reject_always`, or an unknown kind kept as sent. */
  readonly kind: KnownPermissionOptionKind | (string & {});
}

/** The answer the client sends back: ACP's `RequestPermissionOutcome`. */
export type PermissionOutcome = { readonly outcome: 'cancelled' } | { readonly outcome: 'selected'; readonly optionId: string };

/** The result of `session/request_permission`, as it goes back to the agent. */
export interface PermissionResponse {
  readonly outcome: PermissionOutcome;
}

/**
 * Why a request was settled: the user chose an option (`selected`), or it was answered `cancelled` because the
 * user dismissed it, the turn was cancelled (`session/cancel`), the turn ended, or the host decided so.
 */
export type PermissionSettlement = 'selected' | 'cancelled';

/** One permission request about a plan, as the store keeps it: pending, or the quiet record of its answer. */
export interface PermissionRequestState {
  /** The store's own id for the request (`p1`, `p2`, ...): unique in the store, whatever connection it came from. */
  readonly id: string;
  readonly sessionId: string;
  /** The plan the request is about (see `createPermissionStore` for the rule). */
  readonly planId: string;
  /** The agent's question: the tool call's `title` ("Implement this plan?"); empty when it sent none. */
  readonly question: string;
  /** The tool call the request is about (Codex: `plan-review:<planId>`). */
  readonly toolCallId: string;
  /** The tool call's `kind` (`switch_mode` when leaving plan mode), when it sent one. */
  readonly toolKind?: string;
  /** The options in the agent's order. */
  readonly options: readonly PermissionOptionState[];
  /** `pending` until answered; then how it was answered. */
  readonly status: 'pending' | PermissionSettlement;
  /** The option chosen, when `status` is `selected`. */
  readonly selected?: PermissionOptionState;
  /** Store clock time the request arrived. */
  readonly requestedAt: number;
  /** Store clock time it was answered. */
  readonly settledAt?: number;
}

/** What `permissions.request(params)` did with one `session/request_permission`. It never throws. */
export type PermissionRequestResult =
  /** About a plan: kept and shown; `response` resolves with what to send the agent once it is answered. */
  | { readonly status: 'pending'; readonly request: PermissionRequestState; readonly response: Promise<PermissionResponse> }
  /** Not about a plan (or about none the store can show): the host's own to answer, untouched. */
  | { readonly status: 'ignored'; readonly reason: string }
  /** Malformed, or about a plan of a session nobody shows: answer the agent `cancelled` (the adapters do). */
  | { readonly status: 'rejected'; readonly error: PlanInputError };

/** What `permissions.answer(...)` did. It never throws. */
export type PermissionAnswerResult =
  | { readonly status: 'answered'; readonly request: PermissionRequestState }
  /** Nothing changed: an unknown request, one no longer pending (answered, cancelled), an unknown option. */
  | { readonly status: 'rejected'; readonly reason: string };

/** Options of `createPermissionStore`. */
export interface PermissionStoreOptions {
  /**
   * The plan store of the same sessions: a request that names no plan is linked to its session's most recently
   * updated plan, and one for a session without plans is rejected. Without it, only requests that name their plan
   * are kept.
   * @default undefined
   */
  readonly plans?: Pick<PlanStore, 'getPlans'>;
  /** The clock for `requestedAt` / `settledAt`. @default Date.now */
  readonly now?: () => number;
  /**
   * Called once for every new pending request: a plan needs an answer. An IDE notifies a user who is elsewhere
   * (a badge, a system notification). Errors it throws are rethrown from a microtask.
   */
  readonly onAttention?: (request: PermissionRequestState) => void;
  /** Called with every rejected request's error. */
  readonly onError?: (error: PlanInputError) => void;
  /** Pending requests the store holds at most; one more is rejected (an agent flooding the user). @default 100 */
  readonly maxPending?: number;
  /** Options one request may carry; a request with more is rejected. @default 32 */
  readonly maxOptions?: number;
}

/** The store's whole state. Immutable: the same object until something changes. */
export interface PermissionStoreSnapshot {
  /** Increases by one with every change. */
  readonly version: number;
  /** Every pending request, oldest first. */
  readonly pending: readonly PermissionRequestState[];
}

/** Holds the pending permission requests about plans, and the record of the last answer for each plan. */
export interface PermissionStore {
  /**
   * Takes the untrusted params of a `session/request_permission`. Returns `pending` (with the promise of the
   * response to send) when it is about a plan, `ignored` when it is not (the host answers it), `rejected` when
   * malformed (path + reason). Never throws.
   */
  request(params: unknown): PermissionRequestResult;
  /** Answers a pending request with one of its options (by `optionId`), or `cancelled` with `null`. */
  answer(requestId: string, optionId: string | null): PermissionAnswerResult;
  /**
   * Answers `cancelled` to every pending request of a session (`session/cancel` was sent, the turn ended), or of
   * every session without an argument. Returns how many it settled.
   */
  cancelSession(sessionId?: string): number;
  /** The current snapshot. */
  getSnapshot(): PermissionStoreSnapshot;
  /** Calls `listener` after every change. */
  subscribe(listener: () => void): () => void;
  /** The pending requests of a session, oldest first; a stable empty array when none. */
  getPending(sessionId: string): readonly PermissionRequestState[];
  /** The latest request about a plan: pending, or the record of how it was answered; undefined when none. */
  getPlanRequest(sessionId: string, planId: string): PermissionRequestState | undefined;
  /** Forgets a session's requests and records (its pending ones are answered `cancelled` first), or everything. */
  reset(sessionId?: string): void;
}
