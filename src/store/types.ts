// The plan store's public shapes (DESIGN.md, "Contract: protocol and store"). Nothing here imports React.
import type { PlanEntryPriority, PlanEntryStatus, PlanInputError, PlanInputLimits, PlanType } from '../acp/types';

/**
 * Counts of a plan's tasks by status. `total` counts every entry; a cancelled entry counts in `cancelled` and is
 * out of the measure (`ratio`, a progress bar's maximum); an unknown or custom status counts in `other`, never as
 * done unless the store's `isDone` says so (then in `completed`).
 */
export interface PlanProgress {
  /** `completed` entries, plus entries whose custom status the store's `isDone` counts as done. */
  readonly completed: number;
  readonly inProgress: number;
  readonly pending: number;
  /** `cancelled` entries (v2): not done, not open, left out of `ratio`. */
  readonly cancelled: number;
  /** Entries of any other status (custom `_x` or unknown) that `isDone` does not count as done. */
  readonly other: number;
  /** Every entry: `completed + inProgress + pending + cancelled + other`. */
  readonly total: number;
  /** `completed / (total - cancelled)`, and 0 when that is 0 (no tasks, or every task cancelled). */
  readonly ratio: number;
}

/**
 * How an entry object differs from the one it replaced in the previous revision. An entry whose fields did
 * not change keeps its object (and so its old `change`), which is what lets memoised rows skip re-rendering.
 * When several things change at once the first of `status`, `content`, `priority` wins.
 */
export type PlanEntryChange = 'added' | 'status' | 'content' | 'priority';

/** One task of an item plan, as the store keeps it. */
export interface PlanEntryState {
  /** Stable across updates: the store matches each new list against the last one (entries have no ids). */
  readonly key: string;
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
  /** What changed when this object was created; absent on entries of a plan's first revision. */
  readonly change?: PlanEntryChange;
  /** The status this entry had before, when `change` is `status`. */
  readonly previousStatus?: PlanEntryStatus;
  /** Store clock time at which the entry was first seen `in_progress`. */
  readonly startedAt?: number;
  /** Store clock time at which the entry was first seen `completed`. */
  readonly completedAt?: number;
}

/** Fields every plan has, whatever its type. */
export interface PlanStateBase {
  readonly sessionId: string;
  readonly planId: string;
  readonly type: PlanType;
  /** 1 for the first version of the plan, +1 for every applied update (never reset by a type change). */
  readonly revision: number;
  /** Store clock time of the last applied update. */
  readonly updatedAt: number;
  /**
   * Set by `store.endTurn` when the agent's turn ended with this plan unfinished; the next applied update of the
   * plan clears it. Not a revision: `revision` and the history do not change.
   */
  readonly turnEnded?: PlanTurnEnded;
}

/** A plan left unfinished when the agent's turn ended (`store.endTurn`). */
export interface PlanTurnEnded {
  /** The `session/prompt` response's `stopReason`: `end_turn`, `cancelled`, `max_tokens`, `refusal`, ... */
  readonly stopReason: string;
  /** Steps still `pending` or `in_progress` (item plans), or unchecked GFM tasks (markdown plans). */
  readonly unfinished: number;
  /** Store clock time of the `endTurn` call. */
  readonly at: number;
}

/** An item plan: entries with keys, plus progress. */
export interface ItemsPlanState extends PlanStateBase {
  readonly type: 'items';
  readonly entries: readonly PlanEntryState[];
  readonly progress: PlanProgress;
}

/** A markdown plan: the document text, plus progress from its GFM task items. */
export interface MarkdownPlanState extends PlanStateBase {
  readonly type: 'markdown';
  readonly content: string;
  readonly progress: PlanProgress;
}

/** A file plan: the client loads `uri`; every repeated update bumps `revision` (the file may have changed). */
export interface FilePlanState extends PlanStateBase {
  readonly type: 'file';
  readonly uri: string;
}

/**
 * A plan of a type this library does not know (a v2 custom `_acme_board`, or a type from a later protocol),
 * kept as it came: the v2 draft says clients must preserve such plans. `type` is `unknown` (so `type`
 * narrows the other plans as ever); the wire type is `planType`. A repeated identical update is `unchanged`.
 */
export interface UnknownPlanState extends PlanStateBase {
  readonly type: 'unknown';
  /** The plan's `type` on the wire, e.g. `_acme_board`. */
  readonly planType: string;
  /**
   * The plan object's JSON fields except `type`, `planId` and `id` (`_meta` included): a deep, frozen copy,
   * within the store's `maxPlanCharacters` / `maxInputLength` cap and 32 levels of nesting.
   */
  readonly content: unknown;
}

/** A plan of any type. */
export type PlanState = ItemsPlanState | MarkdownPlanState | FilePlanState | UnknownPlanState;

/** All plans of one session, in order of first appearance. */
export interface SessionPlansState {
  readonly sessionId: string;
  readonly plans: readonly PlanState[];
}

/** The store's whole state. Immutable: the same object until something changes. */
export interface PlanStoreSnapshot {
  /** Increases by one with every change. */
  readonly version: number;
  readonly sessions: ReadonlyMap<string, SessionPlansState>;
}

/** What `store.apply` did with an input. It never throws; a rejected input changes nothing. */
export type ApplyResult =
  | { readonly status: 'applied'; readonly sessionId: string; readonly planId: string; readonly plan: PlanState }
  | {
      readonly status: 'unchanged';
      readonly sessionId: string;
      readonly planId: string;
      /** The plan as it stands; absent for a `plan_removed` of a plan the store does not have. */
      readonly plan?: PlanState;
    }
  | { readonly status: 'removed'; readonly sessionId: string; readonly planId: string }
  | { readonly status: 'ignored'; readonly reason: string }
  | { readonly status: 'rejected'; readonly error: PlanInputError };

/** Options of `createPlanStore`. */
export interface PlanStoreOptions extends PlanInputLimits {
  /** The clock for `updatedAt` / `startedAt` / `completedAt`. @default Date.now */
  readonly now?: () => number;
  /** Called with every rejected input's error (after `apply` returns the same error). */
  readonly onError?: (error: PlanInputError) => void;
  /** Revisions of each plan kept for `getHistory`, newest last. @default 10 */
  readonly historyLimit?: number;
  /**
   * Most sessions the store holds. An update that would add one more is rejected (path `$`, a reason naming
   * the cap), unless `evictIdleSessions`. `Infinity` lifts the cap. @default 1000
   */
  readonly maxSessions?: number;
  /** Most plans one session holds; an update that would add one more is rejected. @default 100 */
  readonly maxPlansPerSession?: number;
  /**
   * When the store is full, forget the least recently updated session (in the same change) instead of rejecting
   * the update that opens a new one. @default false
   */
  readonly evictIdleSessions?: boolean;
  /**
   * Whether an entry of a custom or unknown status (`_verified`) counts as done in `progress` (and for "All
   * done" and the announcements of `<PlanList>`). Asked only for statuses other than `pending`, `in_progress`,
   * `completed` and `cancelled`; keep it pure. @default every other status is not done
   */
  readonly isDone?: (status: string) => boolean;
  /**
   * Plans to start with, e.g. what a host kept before its webview was destroyed: `restorePlanStore(saved)` from
   * `react-acp-plans/history`, which validates the data like wire input (against this store's caps) and loads
   * all of it or, when anything is wrong, nothing (reporting the problem to `onError`). A function, so the
   * validator stays out of `./core`.
   * @default undefined (an empty store)
   */
  readonly restore?: PlanStoreRestore;
}

/** One plan a `restore` function hands to the store: its current state, its earlier revisions, its last key number. */
export interface RestoredPlan {
  readonly plan: PlanState;
  /** Earlier revisions, oldest first, at most the store's `historyLimit` (the restorer trims them). */
  readonly history: readonly PlanState[];
  /** The highest `k<n>` key number used in the plan: new entries get `k<n+1>` on, so keys are never reused. */
  readonly keys: number;
  /** An item plan's entries by key (the store answers `getEntry` from it, and updates it in place). */
  readonly index?: Map<string, PlanEntryState> | undefined;
  /** A custom plan's `JSON.stringify([planType, content])`: a repeated identical update is then `unchanged`. */
  readonly json?: string | undefined;
}

/** What `createPlanStore` gives its `restore` option (called once, while the store is created and empty). */
export interface PlanStoreRestoreContext {
  /** The store's caps: the parser's input limits as given (absent ones are the defaults), and its counts. */
  readonly limits: PlanInputLimits & { readonly historyLimit: number; readonly maxSessions: number; readonly maxPlansPerSession: number };
  /** The store's `isDone`, for the restored plans' progress. */
  readonly isDone: (status: string) => boolean;
  /** Loads every plan at once (one snapshot); call it once, with data already checked. */
  readonly load: (plans: readonly RestoredPlan[]) => void;
  /** The store's `onError` option, for a restorer to report data it refused. */
  readonly onError?: ((error: PlanInputError) => void) | undefined;
}

/** The `restore` option of `createPlanStore`: host code (trusted) that validates kept data and loads it. */
export type PlanStoreRestore = (context: PlanStoreRestoreContext) => void;

/** Listener for store changes; it reads the new state with `getSnapshot` or the getters. */
export type PlanStoreListener = () => void;

/** Holds the plans of any number of sessions, fed by `apply`, read by snapshot, getters and subscription. */
export interface PlanStore {
  /** Applies untrusted input: a `session/update` notification, its `params`, or a JSON string of either. Never throws. */
  apply(input: unknown): ApplyResult;
  /** The current immutable state; the same object until something changes. */
  getSnapshot(): PlanStoreSnapshot;
  /** Calls `listener` after every change (not after `unchanged`, `ignored` or `rejected` inputs). */
  subscribe(listener: PlanStoreListener): () => void;
  /** The plans of a session in order of first appearance; a stable empty array when there are none. */
  getPlans(sessionId: string): readonly PlanState[];
  /** One plan, or undefined. */
  getPlan(sessionId: string, planId: string): PlanState | undefined;
  /** One entry of an item plan by its key, in O(1); undefined when absent or the plan is not an item plan. */
  getEntry(sessionId: string, planId: string, key: string): PlanEntryState | undefined;
  /** Earlier revisions of a plan, oldest first, at most `historyLimit`; the current one is not included. */
  getHistory(sessionId: string, planId: string): readonly PlanState[];
  /** Forgets one session, or every session when called without one. */
  reset(sessionId?: string): void;
  /**
   * Tells the store the agent's turn in a session ended (a `session/prompt` response arrived, with its
   * `stopReason`). Each item or markdown plan of the session left with steps pending or in progress gets
   * `turnEnded`; its next update clears it. Optional for stores a host writes itself.
   */
  endTurn?(sessionId: string, stopReason?: string): void;
  /**
   * Whether a status counts as done in this store's progress: `completed`, or a status its `isDone` option
   * accepts. Components read it so their announcements agree with the store's counts. Optional for stores a
   * host writes itself (then only `completed` is done).
   */
  readonly isDone?: (status: string) => boolean;
}
