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
  /** The agent's name, for the header. */
  readonly agentName: string;
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
  /** Calls `listener` with every event; returns an unsubscribe function. */
  subscribe(listener: (event: AgentEvent) => void): () => void;
  /** Ends the session (and the in-page agent's timers). */
  close(): void;
}

/** A tiny listener set. */
export function createEmitter<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value: T) {
      for (const listener of [...listeners]) listener(value);
    },
    subscribe(listener: (value: T) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export { toWorkspacePath } from '../../../../demo/client/workspaceFiles';
