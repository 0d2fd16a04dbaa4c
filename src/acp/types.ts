// Wire types for every plan message ACP defines, in both spellings that exist in the wild
// (the protocol pages say `id` / `planCapabilities`; the current schema and SDK say `planId` / `plan`).
// See ../shared/spec/PROTOCOL-NOTES.md. Nothing here imports React.

/** The statuses ACP v1 defines. */
export type KnownPlanEntryStatus = 'pending' | 'in_progress' | 'completed';

/**
 * An entry's status. v1 defines three; the v2 draft adds `cancelled` and allows any other string, so an
 * unknown status is kept (shown neutrally, counted as not completed) rather than dropped.
 */
export type PlanEntryStatus = KnownPlanEntryStatus | 'cancelled' | (string & {});

/** The priorities ACP v1 defines. */
export type KnownPlanEntryPriority = 'high' | 'medium' | 'low';

/** An entry's priority; unknown strings are kept, like unknown statuses. */
export type PlanEntryPriority = KnownPlanEntryPriority | (string & {});

/** ACP's extension point: an arbitrary JSON object, or null. */
export type AcpMeta = { readonly [key: string]: unknown } | null;

/** One task of an item plan, as it arrives on the wire. Entries carry no id. */
export interface PlanEntry {
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
  readonly _meta?: AcpMeta;
}

/** The legacy `plan` session update: a full replacement of the session's one plan. */
export interface LegacyPlanSessionUpdate {
  readonly sessionUpdate: 'plan';
  readonly entries: readonly PlanEntry[];
  readonly _meta?: AcpMeta;
}

/** A plan id in either spelling: the schema's `planId` or the pages' `id`. At least one is present. */
export interface PlanIdFields {
  readonly planId?: string;
  readonly id?: string;
}

/** `plan_update` content of type `items`: structured entries. */
export interface PlanItemsContent extends PlanIdFields {
  readonly type: 'items';
  readonly entries: readonly PlanEntry[];
  readonly _meta?: AcpMeta;
}

/** `plan_update` content of type `markdown`: a (possibly still growing) markdown document. */
export interface PlanMarkdownContent extends PlanIdFields {
  readonly type: 'markdown';
  readonly content: string;
  readonly _meta?: AcpMeta;
}

/** `plan_update` content of type `file`: the plan lives in a file the client loads. */
export interface PlanFileContent extends PlanIdFields {
  readonly type: 'file';
  readonly uri: string;
  readonly _meta?: AcpMeta;
}

/**
 * `plan_update` content of a type this library does not know: a v2 custom type (`_acme_board`) or a reserved
 * one. The v2 draft says clients keep such plans; they still carry a plan id.
 */
export interface PlanUnknownContent extends PlanIdFields {
  readonly type: string;
  readonly _meta?: AcpMeta;
  readonly [field: string]: unknown;
}

/** The `plan` field of a `plan_update`, discriminated by `type` (any other type is `PlanUnknownContent`). */
export type PlanUpdateContent = PlanItemsContent | PlanMarkdownContent | PlanFileContent;

/** The `plan_update` session update: creates or replaces the plan with the given id. */
export interface PlanUpdateSessionUpdate {
  readonly sessionUpdate: 'plan_update';
  /** One of ACP's three types; any other is kept too (`PlanUnknownContent`), and not in this union so `type` narrows. */
  readonly plan: PlanUpdateContent;
  readonly _meta?: AcpMeta;
}

/** The `plan_removed` session update: dismisses the plan with the given id. */
export interface PlanRemovedSessionUpdate extends PlanIdFields {
  readonly sessionUpdate: 'plan_removed';
  readonly _meta?: AcpMeta;
}

/** Every session update this library acts on. */
export type PlanSessionUpdate = LegacyPlanSessionUpdate | PlanUpdateSessionUpdate | PlanRemovedSessionUpdate;

/** The `params` of a `session/update` notification. `update` may be any session update, plan or not. */
export interface SessionNotificationParams {
  readonly sessionId: string;
  readonly update: { readonly sessionUpdate: string; readonly [key: string]: unknown };
  readonly _meta?: AcpMeta;
}

/** A JSON-RPC 2.0 `session/update` notification. */
export interface SessionUpdateNotification {
  readonly jsonrpc: '2.0';
  readonly method: 'session/update';
  readonly params: SessionNotificationParams;
}

/** The plan id the legacy `plan` update maps to (the v2 draft converts it to a plan with this id). */
export const LEGACY_PLAN_ID = 'main';

/** A validated entry as the parser hands it on: only the known fields, copied onto a fresh object. */
export interface ParsedPlanEntry {
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
}

/** Which wire message a plan event came from (for diagnostics and replay tools). */
export type PlanEventSource = 'plan' | 'plan_update' | 'plan_removed';

/** A validated, normalised plan event: what `parseSessionUpdate` produces from untrusted input. */
export type PlanEvent =
  | {
      readonly kind: 'items';
      readonly sessionId: string;
      readonly planId: string;
      readonly source: 'plan' | 'plan_update';
      readonly entries: readonly ParsedPlanEntry[];
    }
  | {
      readonly kind: 'markdown';
      readonly sessionId: string;
      readonly planId: string;
      readonly source: 'plan_update';
      readonly content: string;
    }
  | {
      readonly kind: 'file';
      readonly sessionId: string;
      readonly planId: string;
      readonly source: 'plan_update';
      readonly uri: string;
    }
  | {
      readonly kind: 'unknown';
      readonly sessionId: string;
      readonly planId: string;
      readonly source: 'plan_update';
      /** The plan's `type` on the wire (`_acme_board`). */
      readonly planType: string;
      /** A deep, frozen copy of the plan's JSON fields except `type`, `planId` and `id` (`_meta` included). */
      readonly content: unknown;
    }
  | {
      readonly kind: 'removed';
      readonly sessionId: string;
      readonly planId: string;
      readonly source: 'plan_removed';
    };

/**
 * The plan kinds a `PlanEvent` can carry content for: the three ACP defines, and `unknown` for any other type
 * (its wire type is in `planType`).
 */
export type PlanType = 'items' | 'markdown' | 'file' | 'unknown';

/**
 * Why an input was rejected: `path` names the offending value from the notification root
 * (`params.update.entries[2].status`), `reason` says what was wrong (`expected a string`).
 * `message` is `${path}: ${reason}`.
 */
export class PlanInputError extends Error {
  // `declare`: assigned in the constructor, so no class-field boilerplate is emitted (same own fields, same order).
  /** Where in the input the problem is, e.g. `params.update.entries[2].status`; `$` for the input itself. */
  declare readonly path: string;
  /** What is wrong there, e.g. `expected a string`. */
  declare readonly reason: string;

  constructor(path: string, reason: string) {
    super(`${path}: ${reason}`);
    this.path = path;
    this.reason = reason;
    this.name = 'PlanInputError';
  }
}

/** Caps that stop a hostile or broken agent from freezing the page. Every field is optional. */
export interface PlanInputLimits {
  /** Most entries one item plan may have. @default 5000 */
  readonly maxEntries?: number;
  /** Most characters in one entry's `content`. @default 10000 */
  readonly maxContentLength?: number;
  /** Most characters in a markdown plan's `content`. @default 1000000 */
  readonly maxDocumentLength?: number;
  /** Most characters in a file plan's `uri` and in any id. @default 4096 */
  readonly maxIdLength?: number;
  /**
   * Most characters of raw JSON text accepted by `apply` / `parseSessionUpdate`; for an object, most characters
   * of text in the plan it carries (as `maxPlanCharacters`, whichever is lower). @default 20000000
   */
  readonly maxInputLength?: number;
  /**
   * Most characters of text in one plan: an item plan's entries (content, priority and status together) or a
   * markdown document. Real plans have 3-30 entries of ~200 characters. @default 1000000
   */
  readonly maxPlanCharacters?: number;
}

/** The result of `parseSessionUpdate`: a plan event, a valid non-plan update, or a precise error. */
export type ParseResult =
  | { readonly status: 'plan'; readonly event: PlanEvent }
  | {
      readonly status: 'ignored';
      /** Why it is not plan traffic, e.g. `session update "tool_call" is not about plans`. */
      readonly reason: string;
    }
  | { readonly status: 'invalid'; readonly error: PlanInputError };

/** ACP client capabilities, as far as plans are concerned; every other field passes through untouched. */
export interface PlanClientCapabilities {
  /** The current schema's spelling of plan support. */
  readonly plan?: Record<string, unknown>;
  /** The protocol pages' spelling of plan support. */
  readonly planCapabilities?: Record<string, unknown>;
  readonly [key: string]: unknown;
}
