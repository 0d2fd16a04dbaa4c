// The web-IDE bridge: runs an ACP agent as a child process over stdio, opens one session in the agent's
// working directory with plan support advertised, and relays every `session/update` and permission request to the
// pages connected over a WebSocket on 127.0.0.1. Pages can prompt, cancel, answer the agent's questions, and load
// files from under the working directory.
import { spawn, type ChildProcess } from 'node:child_process';
import { realpath } from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import {
  client,
  methods,
  ndJsonStream,
  type AnyMessage,
  type ClientConnection,
  type RequestPermissionRequest,
  type RequestPermissionResponse,
} from '@agentclientprotocol/sdk/unstable';
import { WebSocketServer, type WebSocket } from 'ws';
import { withPlanSupport } from '../../../src/acp-sdk';
import { DEFAULT_BRIDGE_PORT, parsePageMessage, type BridgeMessage, type PageMessage } from '../shared/bridgeProtocol';
import { inspectJsonLines } from './lineInspector';
import { listWorkspaceFiles, readWorkspaceFile, WorkspaceFileError } from './workspaceFiles';

/** Options of `startBridge`. */
export interface BridgeOptions {
  /** The agent's argv: `[command, ...args]`. */
  readonly agentCommand: readonly string[];
  /** The agent's working directory: the session's cwd and the only place files are served from. */
  readonly cwd: string;
  /** WebSocket port on 127.0.0.1; 0 picks a free one. @default DEFAULT_BRIDGE_PORT (7717) */
  readonly port?: number;
  /** Where diagnostics go (one line each). @default writes to stderr */
  readonly log?: (line: string) => void;
  /** Which page origins may connect; requests without an Origin (not a browser) always may. @default loopback origins */
  readonly isAllowedOrigin?: (origin: string) => boolean;
  /** Milliseconds between SIGTERM and SIGKILL when stopping the agent. @default 2000 */
  readonly killTimeout?: number;
  /**
   * Milliseconds a permission request waits while no page is connected before the bridge declines it (and says
   * so): an agent never acts unasked, and its turn never hangs on a closed tab. @default 60000
   */
  readonly permissionTimeout?: number;
}

/** How the agent process ended. */
export interface AgentExit {
  readonly code: number | null;
  readonly signal: string | null;
}

/** A running bridge. */
export interface Bridge {
  /** The port it listens on (useful with `port: 0`). */
  readonly port: number;
  /** `ws://127.0.0.1:<port>`. */
  readonly url: string;
  /** Resolves once the agent is initialized and the session is open (rejects if that fails). */
  readonly ready: Promise<{ sessionId: string }>;
  /** Resolves when the bridge has shut down: after the agent exited and every page was told. */
  readonly closed: Promise<AgentExit>;
  /** Stops the agent (SIGTERM, then SIGKILL) and shuts the bridge down. */
  close(): Promise<AgentExit>;
}

/** Most `session/update` messages kept for pages that connect late (they replay the session so far). */
const HISTORY_LIMIT = 20_000;
/** Largest frame a page may send. */
const MAX_PAGE_FRAME = 1024 * 1024;

/** True for http(s) origins on localhost / 127.0.0.1 / [::1]: the Vite dev server, never another website. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
  } catch {
    return false;
  }
}

function defaultLog(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** Starts the agent and the WebSocket server; resolves once the server listens. */
export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const log = options.log ?? defaultLog;
  const isAllowedOrigin = options.isAllowedOrigin ?? isLoopbackOrigin;
  const killTimeout = options.killTimeout ?? 2000;
  const permissionTimeout = options.permissionTimeout ?? 60_000;
  const [command, ...args] = options.agentCommand;
  if (!command) throw new Error('No agent command given');
  const cwd = await realpath(options.cwd);

  const pages = new Set<WebSocket>();
  const history: BridgeMessage[] = [];
  let readyMessage: BridgeMessage | undefined;
  let sessionId: string | undefined;
  let turnRunning = false;

  const send = (page: WebSocket, message: BridgeMessage) => {
    if (page.readyState === page.OPEN) page.send(JSON.stringify(message));
  };
  const broadcast = (message: BridgeMessage) => {
    for (const page of pages) send(page, message);
  };
  const warn = (message: string) => {
    log(`bridge: ${message}`);
    broadcast({ type: 'warning', message });
  };

  // --- the WebSocket server (loopback only) --------------------------------------------------------------
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: options.port ?? DEFAULT_BRIDGE_PORT,
    maxPayload: MAX_PAGE_FRAME,
    verifyClient: ({ origin }: { origin?: string }) => !origin || isAllowedOrigin(origin),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  server.on('error', (error) => log(`bridge: WebSocket server error: ${error.message}`));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // --- the agent process ----------------------------------------------------------------------------------
  const child: ChildProcess = spawn(command, args, {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
    // Windows needs a shell to find `npx` and friends; elsewhere the agent is spawned directly (no injection).
    shell: process.platform === 'win32',
  });
  let exitInfo: AgentExit | undefined;
  let resolveClosed!: (exit: AgentExit) => void;
  const closed = new Promise<AgentExit>((resolve) => {
    resolveClosed = resolve;
  });

  // Writes to a dead agent fail with EPIPE; the connection notices the exit through 'close' below.
  child.stdin?.on('error', () => {});
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    for (const line of text.split('\n')) if (line.trim()) log(`agent: ${line}`);
  });

  const agentOutput = (Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>).pipeThrough(
    inspectJsonLines((line) => warn(`The agent wrote a line that is not JSON; ignored it: ${line}`)),
  );
  const stream = ndJsonStream(Writable.toWeb(child.stdin!) as WritableStream<Uint8Array>, agentOutput);
  // --- permission requests: forwarded to the pages, answered by one of them ------------------------------
  type Outcome = RequestPermissionResponse['outcome'];
  interface PendingPermission {
    readonly params: RequestPermissionRequest;
    readonly resolve: (outcome: Outcome) => void;
    timer?: ReturnType<typeof setTimeout>;
  }
  const permissions = new Map<string, PendingPermission>();
  let nextPermission = 1;
  const describePermission = (params: RequestPermissionRequest) => params.toolCall.title ?? params.toolCall.toolCallId;
  const settlePermission = (id: string, outcome: Outcome) => {
    const pending = permissions.get(id);
    if (!pending) return false;
    permissions.delete(id);
    clearTimeout(pending.timer);
    pending.resolve(outcome);
    broadcast({ type: 'permission-settled', id, outcome });
    return true;
  };
  /** What the bridge answers when no page does: the agent's `reject_once` option, else `cancelled`. */
  const decline = (params: RequestPermissionRequest): Outcome => {
    const reject = params.options.find((option) => option.kind === 'reject_once');
    return reject ? { outcome: 'selected', optionId: reject.optionId } : { outcome: 'cancelled' };
  };
  /** With no page connected, a request is declined after `permissionTimeout`. */
  const armTimeout = (id: string, pending: PendingPermission) => {
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      if (pages.size > 0) return;
      warn(`Declined a permission request after ${permissionTimeout / 1000} s with no page connected: ${describePermission(pending.params)}`);
      settlePermission(id, decline(pending.params));
    }, permissionTimeout);
    pending.timer.unref?.();
  };
  const cancelPermissions = () => {
    for (const id of [...permissions.keys()]) settlePermission(id, { outcome: 'cancelled' });
  };

  // Relay the raw notifications before the SDK's router sees them: it drops updates its schema does not
  // accept (such as `plan.id` spelled the pages' way), and the page's store should judge those itself.
  const relay = new TransformStream<AnyMessage, AnyMessage>({
    transform(message, controller) {
      if ('method' in message && message.method === 'session/update' && !('id' in message)) {
        const update: BridgeMessage = { type: 'update', params: message.params };
        if (history.length >= HISTORY_LIMIT) history.shift();
        history.push(update);
        broadcast(update);
      }
      controller.enqueue(message);
    },
  });
  const app = client({ name: 'react-acp-plans-web-ide-bridge' })
    // Registered so the SDK does not answer "method not found"; the relay above already forwarded it.
    .onNotification(methods.client.session.update, (params: unknown) => params, () => {})
    // Forwarded to the pages: the user answers there ("Implement this plan?" at the foot of the plan). The agent's
    // `$/cancel_request` or a closed connection answers `cancelled`.
    .onRequest(methods.client.session.requestPermission, async ({ params, signal }): Promise<RequestPermissionResponse> => {
      const id = String(nextPermission++);
      const outcome = await new Promise<Outcome>((resolve) => {
        const pending: PendingPermission = { params, resolve };
        permissions.set(id, pending);
        signal.addEventListener('abort', () => settlePermission(id, { outcome: 'cancelled' }), { once: true });
        broadcast({ type: 'permission', id, params });
        if (pages.size === 0) armTimeout(id, pending);
      });
      return { outcome };
    });
  const connection: ClientConnection = app.connect({ ...stream, readable: stream.readable.pipeThrough(relay) });
  void connection.closed.catch(() => {});

  const shutDown = (exit: AgentExit) => {
    if (exitInfo) return;
    exitInfo = exit;
    broadcast({ type: 'agent-exit', code: exit.code, signal: exit.signal });
    connection.close();
    for (const page of pages) page.close(1000, 'agent exited');
    server.close(() => resolveClosed(exit));
    // Pages that never finish the closing handshake must not keep the bridge alive.
    setTimeout(() => {
      for (const page of pages) page.terminate();
    }, 1000).unref();
  };
  child.on('error', (error) => {
    log(`bridge: could not run the agent: ${error.message}`);
    shutDown({ code: null, signal: null });
  });
  child.on('close', (code, signal) => {
    log(`bridge: the agent exited (${signal ?? `code ${code}`})`);
    shutDown({ code, signal });
  });

  // --- the session ----------------------------------------------------------------------------------------
  const ready = (async () => {
    const init = await connection.agent.request(
      methods.agent.initialize,
      withPlanSupport({
        clientInfo: { name: 'react-acp-plans-web-ide', version: '0.1.0' },
        clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
      }),
    );
    const session = await connection.agent.request(methods.agent.session.new, { cwd, mcpServers: [] });
    sessionId = session.sessionId;
    const info = init.agentInfo;
    // `title` is the agent's display name ("Claude Agent", "Codex"); `name` is often its npm package name.
    const agentInfo = info ? { name: info.name, version: info.version, ...(info.title ? { title: info.title } : {}) } : null;
    const { modes, configOptions } = session as { modes?: unknown; configOptions?: unknown };
    readyMessage = {
      type: 'ready',
      sessionId,
      cwd,
      agent: agentInfo,
      command: [command, ...args].join(' '),
      session: { modes, configOptions },
      files: await listWorkspaceFiles(cwd),
    };
    broadcast(readyMessage);
    return { sessionId };
  })();
  ready.catch((error: unknown) => {
    if (!exitInfo) warn(`The agent did not start a session: ${error instanceof Error ? error.message : String(error)}`);
  });

  // --- pages ----------------------------------------------------------------------------------------------
  const prompt = async (text: string) => {
    if (!sessionId) return warn('The agent is not ready yet');
    if (turnRunning) return warn('The agent is still working on the previous prompt');
    turnRunning = true;
    broadcast({ type: 'turn', state: 'started' });
    let stopReason = 'error';
    try {
      ({ stopReason } = await connection.agent.request(methods.agent.session.prompt, {
        sessionId,
        prompt: [{ type: 'text', text }],
      }));
    } catch (error) {
      if (!exitInfo) warn(`The prompt failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      // A question never outlives its turn.
      cancelPermissions();
      turnRunning = false;
      broadcast({ type: 'turn', state: 'ended', stopReason });
    }
  };
  const handle = async (page: WebSocket, message: PageMessage) => {
    switch (message.type) {
      case 'prompt':
        return prompt(message.text);
      case 'permission-answer': {
        const pending = permissions.get(message.id);
        if (!pending) return; // answered meanwhile (another page, the timeout, the end of the turn)
        if (message.outcome.outcome === 'decline') {
          warn(`Declined a permission request: ${describePermission(pending.params)}`);
          settlePermission(message.id, decline(pending.params));
        } else if (message.outcome.outcome === 'selected' && !pending.params.options.some((option) => option.optionId === (message.outcome as { optionId: string }).optionId)) {
          send(page, { type: 'warning', message: 'The bridge ignored an answer with an option the agent did not offer' });
        } else {
          settlePermission(message.id, message.outcome);
        }
        return;
      }
      case 'cancel':
        // ACP: the client answers the turn's pending permission requests `cancelled` when it cancels the turn.
        cancelPermissions();
        if (sessionId) await connection.agent.notify(methods.agent.session.cancel, { sessionId }).catch(() => {});
        return;
      case 'load-file':
        try {
          send(page, { type: 'file', id: message.id, content: await readWorkspaceFile(cwd, message.uri) });
        } catch (error) {
          const text = error instanceof WorkspaceFileError ? error.message : 'Could not read the file';
          log(`bridge: load-file ${JSON.stringify(message.uri)}: ${text}`);
          send(page, { type: 'file-error', id: message.id, message: text });
        }
    }
  };
  server.on('connection', (page) => {
    if (exitInfo) {
      page.close(1001, 'bridge shutting down');
      return;
    }
    pages.add(page);
    const leave = () => {
      pages.delete(page);
      // The last page left: pending questions are declined after the timeout unless a page comes back.
      if (pages.size === 0) for (const [id, pending] of permissions) armTimeout(id, pending);
    };
    page.on('close', leave);
    page.on('error', leave);
    if (readyMessage) send(page, readyMessage);
    for (const update of history) send(page, update);
    if (turnRunning) send(page, { type: 'turn', state: 'started' });
    for (const [id, pending] of permissions) {
      clearTimeout(pending.timer);
      send(page, { type: 'permission', id, params: pending.params });
    }
    page.on('message', (data, isBinary) => {
      const message = isBinary ? undefined : parsePageMessage(data.toString());
      if (!message) {
        send(page, { type: 'warning', message: 'The bridge ignored a message it does not understand' });
        return;
      }
      void handle(page, message);
    });
  });

  const close = () => {
    if (!exitInfo && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      setTimeout(() => {
        if (!exitInfo) child.kill('SIGKILL');
      }, killTimeout).unref();
    }
    return closed;
  };

  return { port, url: `ws://127.0.0.1:${port}`, ready, closed, close };
}
