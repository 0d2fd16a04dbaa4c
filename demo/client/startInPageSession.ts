// Host-side wiring for the in-page demo, as an app would write it: an SDK client whose session updates feed a
// plan store (react-acp-plans/acp), connected to the demo agent running in the same page.
import { client, methods, PROTOCOL_VERSION, type StopReason } from '@agentclientprotocol/sdk/unstable';
import { connectPlanApproval, connectPlanStore, withPlanSupport, type ConnectPlanStoreOptions } from '../../src/acp-sdk';
import type { PermissionStore } from '../../src/approval/types';
import type { PlanStore } from '../../src/store/types';
import { connectInPage } from '../agent/inPage';
import type { DemoPace } from '../agent/pace';

/** Options of `startInPageSession`. */
export interface InPageSessionOptions extends ConnectPlanStoreOptions {
  /** Where the session's updates go. */
  readonly store: Pick<PlanStore, 'apply'>;
  /** Advertise plan support in `initialize` (plan operations) or not (legacy `plan` snapshots). @default true */
  readonly advertisePlans?: boolean;
  /** Shared timing control (speed, pause). @default a new pace at `speed` */
  readonly pace?: DemoPace;
  /** Initial speed when no `pace` is given. @default 1 */
  readonly speed?: number;
  /** The session's working directory (the demo's file plan points under it). @default '/workspace' */
  readonly cwd?: string;
  /**
   * Where the agent's questions about plans go ("Implement this plan?" in plan mode); the user answers them from
   * the plan. A turn's questions are answered `cancelled` when it is cancelled or ends.
   * @default undefined (every permission request is answered `cancelled`)
   */
  readonly permissions?: Pick<PermissionStore, 'request' | 'answer' | 'cancelSession'>;
}

/** A live demo session: prompt it, cancel it, close it. */
export interface InPageSession {
  readonly sessionId: string;
  readonly pace: DemoPace;
  /** Sends a prompt and resolves with the stop reason when the agent's turn ends. */
  prompt(text: string): Promise<StopReason>;
  /** Asks the agent to stop the current turn (`session/cancel`). */
  cancel(): Promise<void>;
  /** Stops the agent (and its timers), closes the connection, stops feeding the store. Idempotent. */
  close(): void;
}

/** The working directory the in-page demo pretends to run in. */
export const IN_PAGE_CWD = '/workspace';

/** Connects an SDK client to the in-page demo agent, initializes, and opens a session. */
export async function startInPageSession(options: InPageSessionOptions): Promise<InPageSession> {
  const { store, advertisePlans = true, cwd = IN_PAGE_CWD, onRejected, onUpdate, permissions } = options;
  const demo = connectInPage({ pace: options.pace, speed: options.speed });
  const app = client({ name: 'react-acp-plans-demo-host' });
  const disconnectStore = connectPlanStore(app, store, { onRejected, onUpdate });
  // Without a permission store the SDK would answer "method not found"; the adapter answers `cancelled` instead.
  connectPlanApproval(app, permissions ?? { request: () => ({ status: 'ignored', reason: 'no permission store' }), answer: () => ({ status: 'rejected', reason: '' }) });
  const connection = app.connect(demo.stream);
  const close = () => {
    disconnectStore();
    demo.close();
    connection.close();
  };
  try {
    const clientInfo = { name: 'react-acp-plans-demo-host', version: '1.0.0' };
    await connection.agent.request(
      methods.agent.initialize,
      advertisePlans ? withPlanSupport({ clientInfo }) : { protocolVersion: PROTOCOL_VERSION, clientInfo },
    );
    const { sessionId } = await connection.agent.request(methods.agent.session.new, { cwd, mcpServers: [] });
    return {
      sessionId,
      pace: demo.agent.pace,
      async prompt(text) {
        try {
          const response = await connection.agent.request(methods.agent.session.prompt, {
            sessionId,
            prompt: [{ type: 'text', text }],
          });
          return response.stopReason;
        } finally {
          // A question never outlives its turn.
          permissions?.cancelSession(sessionId);
        }
      },
      cancel: () => {
        // ACP: after session/cancel the client answers the turn's pending permission requests `cancelled`.
        permissions?.cancelSession(sessionId);
        return connection.agent.notify(methods.agent.session.cancel, { sessionId });
      },
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
