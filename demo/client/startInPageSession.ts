// Host-side wiring for the in-page demo, as an app would write it: an SDK client whose session updates feed a
// plan store (react-acp-plans/acp), connected to the demo agent running in the same page. The client comes from
// the SDK entry the caller picks: `./unstable` (the default), the default entry, or `./experimental/v2`.
import * as defaultEntry from '@agentclientprotocol/sdk';
import * as v2 from '@agentclientprotocol/sdk/experimental/v2';
import { client, methods, PROTOCOL_VERSION, type StopReason } from '@agentclientprotocol/sdk/unstable';
import { connectPlanApproval, connectPlanStore, withPlanStore, withPlanSupport, type ConnectPlanStoreOptions } from '../../src/acp-sdk';
import type { PermissionStore } from '../../src/approval/types';
import type { PlanStore } from '../../src/store/types';
import { connectInPage, type InPageDemo } from '../agent/inPage';
import type { DemoPace } from '../agent/pace';

/** Options of `startInPageSession`. */
export interface InPageSessionOptions extends ConnectPlanStoreOptions {
  /** Where the session's updates go. */
  readonly store: Pick<PlanStore, 'apply' | 'endTurn'>;
  /** Advertise plan support in `initialize` (plan operations) or not (legacy `plan` snapshots). v1 only. @default true */
  readonly advertisePlans?: boolean;
  /**
   * The SDK entry the client comes from: `'unstable'` (fed by `connectPlanStore`), `'default'` (that entry's
   * client drops `plan_update`, so it is fed by `withPlanStore` on the stream), or `'v2'`
   * (`./experimental/v2`, `connectPlanStore`; the demo agent then plays its v2 script).
   * @default 'unstable'
   */
  readonly sdkEntry?: 'unstable' | 'default' | 'v2';
  /** Shared timing control (speed, pause). @default a new pace at `speed` */
  readonly pace?: DemoPace;
  /** Initial speed when no `pace` is given. @default 1 */
  readonly speed?: number;
  /** The session's working directory (the demo's file plan points under it). @default '/workspace' */
  readonly cwd?: string;
  /**
   * Where the agent's questions about plans go ("Implement this plan?" in plan mode); the user answers them from
   * the plan. A turn's questions are answered `cancelled` when it is cancelled or ends. With the `'unstable'`
   * entry only (the adapter's `connectPlanApproval` takes that entry's client).
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

const CLIENT_INFO = { name: 'react-acp-plans-demo-host', version: '1.0.0' };

/** Connects an SDK client to the in-page demo agent, initializes, and opens a session. */
export async function startInPageSession(options: InPageSessionOptions): Promise<InPageSession> {
  const demo = connectInPage({ pace: options.pace, speed: options.speed });
  if (options.sdkEntry === 'v2') return startV2(options, demo);
  const { store, advertisePlans = true, cwd = IN_PAGE_CWD, onRejected, onUpdate, permissions } = options;
  let connection: ReturnType<ReturnType<typeof client>['connect']>;
  let disconnectStore = () => {};
  if (options.sdkEntry === 'default') {
    // The default entry's client drops `plan_update` before any handler: tap the stream instead.
    let connected = true;
    const stream = withPlanStore(demo.stream, store, {
      sdkEntry: 'default',
      onRejected: (...args) => connected && onRejected?.(...args),
      onUpdate: (...args) => connected && onUpdate?.(...args),
    });
    disconnectStore = () => {
      connected = false;
    };
    // Both entries' connections have the same request API; the default one types fewer updates.
    connection = defaultEntry.client({ name: CLIENT_INFO.name }).connect(stream) as unknown as typeof connection;
  } else {
    const app = client({ name: CLIENT_INFO.name });
    disconnectStore = connectPlanStore(app, store, { onRejected, onUpdate });
    // Without a permission store the SDK would answer "method not found"; the adapter answers `cancelled` instead.
    connectPlanApproval(
      app,
      permissions ?? { request: () => ({ status: 'ignored', reason: 'no permission store' }), answer: () => ({ status: 'rejected', reason: '' }) },
    );
    connection = app.connect(demo.stream);
  }
  const close = () => {
    disconnectStore();
    demo.close();
    connection.close();
  };
  try {
    await connection.agent.request(
      methods.agent.initialize,
      advertisePlans ? withPlanSupport({ clientInfo: CLIENT_INFO }) : { protocolVersion: PROTOCOL_VERSION, clientInfo: CLIENT_INFO },
    );
    const { sessionId } = await connection.agent.request(methods.agent.session.new, { cwd, mcpServers: [] });
    return {
      sessionId,
      pace: demo.agent.pace,
      async prompt(text) {
        let stopReason = 'error';
        try {
          const response = await connection.agent.request(methods.agent.session.prompt, {
            sessionId,
            prompt: [{ type: 'text', text }],
          });
          stopReason = response.stopReason;
          return response.stopReason;
        } finally {
          // A question never outlives its turn, and a plan left unfinished by it is marked stale.
          permissions?.cancelSession(sessionId);
          store.endTurn?.(sessionId, stopReason);
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

/**
 * The v2 client: `session/prompt` only acknowledges the prompt (`messageId`); the turn ends with a
 * `state_update` `idle` carrying the stop reason, which `prompt` waits for.
 */
async function startV2(options: InPageSessionOptions, demo: InPageDemo): Promise<InPageSession> {
  const { store, cwd = IN_PAGE_CWD, onRejected, onUpdate } = options;
  const idle = new Set<(stopReason: StopReason) => void>();
  const app = v2.client({ name: CLIENT_INFO.name });
  const disconnectStore = connectPlanStore(app, store, {
    onRejected,
    onUpdate(params, result) {
      onUpdate?.(params, result);
      const update = (params as { update?: { sessionUpdate?: unknown; state?: unknown; stopReason?: unknown } }).update;
      if (update?.sessionUpdate === 'state_update' && update.state === 'idle') {
        for (const resolve of [...idle]) resolve(String(update.stopReason) as StopReason);
        idle.clear();
      }
    },
  });
  const connection = app.connect(demo.stream);
  const close = () => {
    disconnectStore();
    demo.close();
    connection.close();
  };
  try {
    await connection.agent.request('initialize', withPlanSupport({ info: CLIENT_INFO }, { sdkEntry: 'v2' }));
    const { sessionId } = await connection.agent.request('session/new', { cwd });
    return {
      sessionId,
      pace: demo.agent.pace,
      async prompt(text) {
        const ended = new Promise<StopReason>((resolve) => idle.add(resolve));
        await connection.agent.request('session/prompt', { sessionId, prompt: [{ type: 'text', text }] });
        const stopReason = await ended;
        store.endTurn?.(sessionId, stopReason);
        return stopReason;
      },
      cancel: () => connection.agent.notify('session/cancel', { sessionId }),
      close,
    };
  } catch (error) {
    close();
    throw error;
  }
}
