// A scripted ACP agent built on the official SDK's agent API. It speaks real JSON-RPC, so it runs anywhere a
// `Stream` reaches: in the page next to a client (./inPage.ts) or over stdio in Node (./stdio.ts).
//
// One demo agent answers clients of both protocol versions (the SDK's `agentProtocolRouter` picks the app from
// the `protocolVersion` of `initialize`): v1 clients (the default and `./unstable` entries send 1) get the v1
// app, v2 clients (`./experimental/v2` sends 2) the v2 app, which plays ./v2Script.ts.
import { agentProtocolRouter, type Stream } from '@agentclientprotocol/sdk/experimental/v2';
import { agent as v2Agent, type SessionUpdate as V2SessionUpdate } from '@agentclientprotocol/sdk/experimental/v2/unstable';
import { agent, methods, PROTOCOL_VERSION, type AgentApp, type SessionUpdate, type StopReason } from '@agentclientprotocol/sdk/unstable';
import { actionScript } from './actionScript';
import { createPlanMemory } from './chosenSteps';
import { createDemoPace, DemoCancelledError, waitScriptTime, type DemoPace } from './pace';
import { promptText } from './revision';
import { legacyScript, planModeScript, planScript } from './scripts';
import type { DemoStep } from './steps';
import { toV2Steps, v2Script, type V2DemoStep } from './v2Script';

/** Options of `createDemoAgent`. */
export interface DemoAgentOptions {
  /** Timing control; pass one to share it (a story's speed buttons), or set `speed`. @default createDemoPace({ speed }) */
  readonly pace?: DemoPace;
  /** Initial speed multiplier when no `pace` is given. @default 1 */
  readonly speed?: number;
  /** Replaces the scripts (tests). @default legacyScript / planScript chosen by the client's capabilities */
  readonly script?: (context: { cwd: string; plans: boolean; planMode: boolean }) => readonly DemoStep[];
  /** Replaces the v2 script (tests). @default v2Script */
  readonly v2Script?: (context: { cwd: string; turn: number }) => readonly V2DemoStep[];
}

/** One connection of the demo agent, whichever protocol version the client chose. */
export interface DemoConnection {
  /** Resolves when the connection has closed. */
  readonly closed: Promise<void>;
  /** Closes the connection (the running scripts stop with `dispose`). */
  close(): void;
}

/** A demo agent: the SDK app to connect, its timing control, and a way to stop every running script. */
export interface DemoAgent {
  /** The v1 SDK agent app: `app.connect(stream)` serves v1 clients only. One demo agent serves one connection. */
  readonly app: AgentApp;
  /**
   * Serves a client of either protocol version on `stream`: v1 (`protocolVersion: 1`, the SDK's default and
   * `./unstable` entries) or v2 (`2`, `./experimental/v2`), chosen by its `initialize`.
   */
  connect(stream: Stream): DemoConnection;
  /** The protocol version the connected client initialized with (undefined before `initialize`). */
  readonly clientProtocol: 1 | 2 | undefined;
  /** Speed and pause of every script this agent plays. */
  readonly pace: DemoPace;
  /** Whether the connected client advertised plan support in `initialize` (undefined before it). */
  readonly clientAdvertisedPlans: boolean | undefined;
  /** Cancels every running prompt (they end with stop reason `cancelled`) and clears their timers. */
  dispose(): void;
}

/** Name and version the demo agent reports in `initialize`. */
export const DEMO_AGENT_INFO = { name: 'react-acp-plans-demo', title: 'Plans demo agent', version: '1.0.0' } as const;

/**
 * Creates the scripted demo agent. Each `session/prompt` plays one realistic turn: legacy `plan` snapshots when
 * the client did not advertise plan support, `plan_update` / `plan_removed` when it did. `session/cancel` (or
 * `dispose`) stops the turn and its timers at once.
 */
export function createDemoAgent(options: DemoAgentOptions = {}): DemoAgent {
  const pace = options.pace ?? createDemoPace({ speed: options.speed });
  const chooseScript =
    options.script ??
    (({ cwd, plans, planMode }: { cwd: string; plans: boolean; planMode: boolean }) =>
      planMode && plans ? planModeScript(cwd) : plans ? planScript(cwd) : legacyScript(cwd));
  const sessions = new Map<string, { cwd: string }>();
  const running = new Map<string, AbortController>();
  // The plans sent in each session, for "Do only these steps of the plan" prompts (./chosenSteps.ts).
  const memory = createPlanMemory();
  let advertisedPlans: boolean | undefined;
  let clientProtocol: 1 | 2 | undefined;
  let nextSession = 1;
  const newSessionId = () => `demo_${nextSession++}_${Math.random().toString(36).slice(2, 8)}`;

  const app = agent({ name: DEMO_AGENT_INFO.name })
    .onRequest(methods.agent.initialize, ({ params }) => {
      // The SDK's schema keeps `plan`; `planCapabilities` (the pages' spelling) is read too, for older clients.
      const capabilities = params.clientCapabilities as { plan?: unknown; planCapabilities?: unknown } | undefined;
      advertisedPlans = Boolean(capabilities?.plan ?? capabilities?.planCapabilities);
      clientProtocol = 1;
      return { protocolVersion: PROTOCOL_VERSION, agentCapabilities: {}, agentInfo: { ...DEMO_AGENT_INFO }, authMethods: [] };
    })
    .onRequest(methods.agent.session.new, ({ params }) => {
      const sessionId = newSessionId();
      sessions.set(sessionId, { cwd: params.cwd });
      return { sessionId };
    })
    .onRequest(methods.agent.session.prompt, async ({ params, client, signal }) => {
      const session = sessions.get(params.sessionId);
      if (!session) throw new Error(`Unknown session ${params.sessionId}`);
      running.get(params.sessionId)?.abort();
      const controller = new AbortController();
      running.set(params.sessionId, controller);
      // The request's own signal aborts on `$/cancel_request` and when the connection closes.
      const stop = () => controller.abort();
      signal.addEventListener('abort', stop, { once: true });
      // A prompt starting with `/plan` is answered in plan mode (Codex's `/plan`): a plan, then "Implement this plan?".
      const first = params.prompt[0];
      const planMode = first?.type === 'text' && /^\/plan\b/.test(first.text);
      // A revised plan (adopted, then followed), chosen steps (those, nothing else) or `/draft`: ./actionScript.ts.
      const steps =
        actionScript(promptText(params.prompt), params.sessionId, memory, advertisedPlans === true) ??
        chooseScript({ cwd: session.cwd, plans: advertisedPlans === true, planMode });
      let stopReason: StopReason = 'end_turn';
      try {
        for (const step of steps) {
          await waitScriptTime(step.after, pace, controller.signal);
          if (step.ask === undefined) {
            await client.notify(methods.client.session.update, { sessionId: params.sessionId, update: step.update });
            memory.record(params.sessionId, step.update);
            continue;
          }
          const { outcome } = await client.request(methods.client.session.requestPermission, { ...step.ask, sessionId: params.sessionId });
          const chosen = outcome.outcome === 'selected' ? step.ask.options.find((option) => option.optionId === outcome.optionId) : undefined;
          if (controller.signal.aborted || outcome.outcome === 'cancelled') throw new DemoCancelledError();
          // Not approved: the agent keeps planning and waits for the user's next prompt.
          if (!chosen?.kind.startsWith('allow_')) break;
        }
      } catch (error) {
        if (!(error instanceof DemoCancelledError)) throw error;
        stopReason = 'cancelled';
      } finally {
        signal.removeEventListener('abort', stop);
        if (running.get(params.sessionId) === controller) running.delete(params.sessionId);
      }
      return { stopReason };
    })
    .onNotification(methods.agent.session.cancel, ({ params }) => {
      running.get(params.sessionId)?.abort();
    });

  // --- v2: the prompt response only acknowledges the prompt (`messageId`); the turn runs on, reported by
  // `state_update` (`running`, then `idle` with the stop reason), as v2's prompt lifecycle has it.
  const chooseV2Script = options.v2Script ?? (({ cwd, turn }: { cwd: string; turn: number }) => v2Script(cwd, turn));
  let turns = 0;
  const v2App = v2Agent({ name: DEMO_AGENT_INFO.name })
    .onRequest('initialize', () => {
      // v2 has no plan capability: `plan_update` items go to every v2 client.
      advertisedPlans = true;
      clientProtocol = 2;
      return { protocolVersion: 2, info: { ...DEMO_AGENT_INFO }, capabilities: {}, authMethods: [] };
    })
    .onRequest('session/new', ({ params }) => {
      const sessionId = newSessionId();
      sessions.set(sessionId, { cwd: params.cwd });
      return { sessionId };
    })
    .onRequest('session/prompt', ({ params, client }) => {
      const session = sessions.get(params.sessionId);
      if (!session) throw new Error(`Unknown session ${params.sessionId}`);
      running.get(params.sessionId)?.abort();
      const controller = new AbortController();
      running.set(params.sessionId, controller);
      const turn = ++turns;
      const notify = (update: unknown) =>
        client.notify('session/update', { sessionId: params.sessionId, update: update as V2SessionUpdate });
      // Acting on a plan (chosen steps, a revision, `/draft`) as for v1 clients, in v2's shapes; else the v2 turn.
      const action = actionScript(promptText(params.prompt), params.sessionId, memory, true);
      const steps = action ? toV2Steps(action, turn) : chooseV2Script({ cwd: session.cwd, turn });
      void (async () => {
        let stopReason: StopReason = 'end_turn';
        try {
          await notify({ sessionUpdate: 'state_update', state: 'running' });
          for (const step of steps) {
            await waitScriptTime(step.after, pace, controller.signal);
            await notify(step.update);
            // v2's item plans are v1's `plan_update` shape: remembered alike, for a later "Do only these steps".
            memory.record(params.sessionId, step.update as unknown as SessionUpdate);
          }
        } catch (error) {
          if (!(error instanceof DemoCancelledError)) throw error;
          stopReason = 'cancelled';
        } finally {
          if (running.get(params.sessionId) === controller) running.delete(params.sessionId);
        }
        await notify({ sessionUpdate: 'state_update', state: 'idle', stopReason });
      })().catch(() => {
        // The connection closed mid-turn: nobody is left to tell.
      });
      return { messageId: `demo_prompt_${turn}` };
    })
    .onNotification('session/cancel', ({ params }) => {
      running.get(params.sessionId)?.abort();
    });

  let current: { close(): void } | undefined;
  const router = agentProtocolRouter()
    .withV1({ connect: (stream) => (current = app.connect(stream)) })
    .withV2({ connect: (stream) => (current = v2App.connect(stream)) });

  return {
    app,
    pace,
    connect(stream) {
      const routed = router.connect(stream);
      return {
        closed: routed.closed,
        close: () => current?.close(),
      };
    },
    get clientProtocol() {
      return clientProtocol;
    },
    get clientAdvertisedPlans() {
      return advertisedPlans;
    },
    dispose() {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}
