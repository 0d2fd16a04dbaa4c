// The messages between the web-IDE page and the Node bridge, one JSON object per WebSocket text frame.
// Shared by both sides; browser-safe (no Node imports).

/** Bridge -> page. */
export type BridgeMessage =
  /** The agent is initialized and a session is open; sent to every page that connects. */
  | {
      readonly type: 'ready';
      readonly sessionId: string;
      /** The agent's working directory (absolute). File plans are served only from under it. */
      readonly cwd: string;
      /** `agentInfo` from the agent's `initialize` response: `title` is its display name ("Codex"), `name` its id. */
      readonly agent: { readonly name: string; readonly title?: string; readonly version?: string } | null;
      /** The command line the bridge runs the agent with (the page's last resort for a name). */
      readonly command?: string;
      /**
       * What the `session/new` response said about the session's modes, as the agent sent it: v1's `modes`
       * (`{currentModeId, availableModes}`) and `configOptions` (options with `category: "mode"` and the like).
       */
      readonly session?: { readonly modes?: unknown; readonly configOptions?: unknown };
      /** Paths of the workspace's files, relative to `cwd`, for the file tree. */
      readonly files: readonly string[];
    }
  /** One `session/update` notification's params, exactly as the agent sent them (replayed on connect). */
  | { readonly type: 'update'; readonly params: unknown }
  /** A prompt turn started or ended. */
  | { readonly type: 'turn'; readonly state: 'started' }
  | { readonly type: 'turn'; readonly state: 'ended'; readonly stopReason: string }
  /**
   * The agent asks the user something (`session/request_permission`), e.g. "Implement this plan?": `params` exactly
   * as the agent sent them. Sent to every page (and to pages that connect while it is pending); any page answers.
   */
  | { readonly type: 'permission'; readonly id: string; readonly params: unknown }
  /** A permission request was answered (by a page, the bridge's timeout, or the end of its turn). */
  | {
      readonly type: 'permission-settled';
      readonly id: string;
      readonly outcome: { readonly outcome: 'cancelled' } | { readonly outcome: 'selected'; readonly optionId: string };
    }
  /** The answer to a `load-file`. */
  | { readonly type: 'file'; readonly id: string; readonly content: string }
  | { readonly type: 'file-error'; readonly id: string; readonly message: string }
  /** Something the user should know that did not stop the session (a malformed line from the agent, ...). */
  | { readonly type: 'warning'; readonly message: string }
  /** The agent process ended; the bridge shuts down after sending this. */
  | { readonly type: 'agent-exit'; readonly code: number | null; readonly signal: string | null };

/** Page -> bridge. */
export type PageMessage =
  | { readonly type: 'prompt'; readonly text: string }
  | { readonly type: 'cancel' }
  /**
   * The user's answer to a `permission`: an option, `cancelled`, or `decline` ("not something this page shows":
   * the bridge declines it as it does without a page).
   */
  | {
      readonly type: 'permission-answer';
      readonly id: string;
      readonly outcome: { readonly outcome: 'cancelled' } | { readonly outcome: 'selected'; readonly optionId: string } | { readonly outcome: 'decline' };
    }
  /** Asks for a file's text; `uri` is a `file://` URI or a path relative to the agent's cwd. */
  | { readonly type: 'load-file'; readonly id: string; readonly uri: string };

/** Longest id / uri / prompt the bridge accepts from a page. */
const MAX_FIELD_LENGTH = 100_000;

function isShortString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH;
}

/** Validates a frame from a page; undefined when it is not a well-formed `PageMessage`. */
export function parsePageMessage(text: string): PageMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'prompt':
      return isShortString(message.text) ? { type: 'prompt', text: message.text } : undefined;
    case 'cancel':
      return { type: 'cancel' };
    case 'permission-answer': {
      const outcome = message.outcome as Record<string, unknown> | null | undefined;
      if (!isShortString(message.id) || typeof outcome !== 'object' || outcome === null) return undefined;
      if (outcome.outcome === 'cancelled' || outcome.outcome === 'decline') return { type: 'permission-answer', id: message.id, outcome: { outcome: outcome.outcome } };
      return outcome.outcome === 'selected' && isShortString(outcome.optionId)
        ? { type: 'permission-answer', id: message.id, outcome: { outcome: 'selected', optionId: outcome.optionId } }
        : undefined;
    }
    case 'load-file':
      return isShortString(message.id) && isShortString(message.uri)
        ? { type: 'load-file', id: message.id, uri: message.uri }
        : undefined;
    default:
      return undefined;
  }
}

/** Validates a frame from the bridge (the page does not crash on a broken or newer bridge). */
export function parseBridgeMessage(text: string): BridgeMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || typeof (value as { type?: unknown }).type !== 'string') {
    return undefined;
  }
  // Field-level checks happen where each message is used; the store validates `update` params itself.
  return value as BridgeMessage;
}

/** The port the bridge listens on unless told otherwise, and the page's default bridge address. */
export const DEFAULT_BRIDGE_PORT = 7717;
