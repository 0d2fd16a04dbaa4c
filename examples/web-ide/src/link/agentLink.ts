// What the page needs from "an agent", whichever way it is reached: the Node bridge (a real agent process) or
// the demo agent running in the page. Both feed the same plan store; the page does not care which it has.
import type { PlanStore } from 'react-acp-plans';
import type { PermissionStore } from 'react-acp-plans/approval';

/** Something the agent session did that the page shows besides plans. */
export type AgentEvent =
  /** A `session/update` (the plan store has already applied it). */
  | { readonly type: 'update'; readonly params: unknown }
  | { readonly type: 'turn'; readonly running: boolean; readonly stopReason?: string }
  | { readonly type: 'warning'; readonly message: string }
  /** The agent is gone (process exited, bridge closed). */
  | { readonly type: 'ended'; readonly message: string };

/** A live agent session. */
export interface AgentLink {
  /** `bridge` when a real agent runs behind the Node bridge, `in-page` for the embedded demo agent. */
  readonly kind: 'bridge' | 'in-page';
  /** The agent's display name, for the header (`agentInfo.title`, else `.name`, else its command). */
  readonly agentName: string;
  /** What the `session/new` response said about modes (`modes`, `configOptions`), when known. */
  readonly session?: { readonly modes?: unknown; readonly configOptions?: unknown };
  readonly sessionId: string;
  /** The agent's working directory (absolute). */
  readonly cwd: string;
  /** Workspace files, relative to `cwd`. */
  readonly files: readonly string[];
  /** The store every `session/update` is applied to. */
  readonly store: PlanStore;
  /** The agent's pending questions about plans ("Implement this plan?"); answering one there answers the agent. */
  readonly permissions: PermissionStore;
  /** Starts a prompt turn. */
  prompt(text: string): void;
  /** Asks the agent to stop the current turn. */
  cancel(): void;
  /** Reads a workspace file: a `file://` URI or a path relative to `cwd`. */
  loadFile(uri: string, options: { readonly signal: AbortSignal }): Promise<string>;
  /**
   * Calls `listener` with every event of the session so far (at once, in order: a page that connects late, or
   * a panel that subscribes after the bridge replayed the session, still sees it), then with every new one;
   * returns an unsubscribe function. A subscriber that keeps state must start from empty each time it subscribes.
   */
  subscribe(listener: (event: AgentEvent) => void): () => void;
  /** Ends the session (and the in-page agent's timers). */
  close(): void;
}

/** Most events kept for subscribers that come later (the bridge keeps as many updates). */
const REPLAY_LIMIT = 20_000;

/**
 * A listener set that remembers what it emitted (up to `limit` events) and replays it to each new listener.
 * Events arrive from the socket whenever they come, and the panel subscribes in an effect, after React has
 * rendered: without the replay, whatever came in between (the bridge's replay of the session) was lost.
 */
export function createEmitter<T>(limit = REPLAY_LIMIT) {
  const listeners = new Set<(value: T) => void>();
  const history: T[] = [];
  return {
    emit(value: T) {
      history.push(value);
      if (history.length > limit) history.shift();
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener: (value: T) => void) {
      for (const value of [...history]) listener(value);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export { toWorkspacePath } from '../../../../demo/client/workspaceFiles';
