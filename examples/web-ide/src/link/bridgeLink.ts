// The page's end of the Node bridge (examples/web-ide/server): a WebSocket carrying the agent's session.
import { createPlanStore } from 'react-acp-plans';
import { createPermissionStore } from 'react-acp-plans/approval';
import { parseBridgeMessage, type BridgeMessage, type PageMessage } from '../../shared/bridgeProtocol';
import { createEmitter, type AgentEvent, type AgentLink } from './agentLink';

/** The header's name for the agent: its display name (`agentInfo.title`), else `agentInfo.name`, else the command. */
export function agentDisplayName(ready: Pick<Extract<BridgeMessage, { type: 'ready' }>, 'agent' | 'command'>): string {
  const pick = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  return pick(ready.agent?.title) ?? pick(ready.agent?.name) ?? pick(ready.command) ?? 'ACP agent';
}

/**
 * Connects to the bridge. Rejects when no bridge answers within `timeout` ms, or when the bridge's agent exits or
 * fails before its session is open (a real agent may take a while to start: that wait has no short limit).
 */
export function connectBridge(url: string, timeout = 1500): Promise<AgentLink> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const store = createPlanStore();
    const permissions = createPermissionStore({ plans: store });
    /** Bridge permission id -> the permission store's request id. */
    const asked = new Map<string, string>();
    const events = createEmitter<AgentEvent>();
    const pendingFiles = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void }>();
    let nextFileId = 1;
    let link: AgentLink | undefined;
    let ended = false;
    // What the bridge said before the session opened (why an agent failed to start).
    let lastWarning: string | undefined;
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error(`No bridge answered at ${url}`));
    }, timeout);

    const send = (message: PageMessage) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    };
    const end = (message: string) => {
      if (ended) return;
      ended = true;
      for (const pending of pendingFiles.values()) pending.reject(new Error(message));
      pendingFiles.clear();
      events.emit({ type: 'ended', message });
    };
    const onReady = (ready: Extract<BridgeMessage, { type: 'ready' }>) => {
      clearTimeout(timer);
      link = {
        kind: 'bridge',
        agentName: agentDisplayName(ready),
        session: ready.session,
        sessionId: ready.sessionId,
        cwd: ready.cwd,
        files: Array.isArray(ready.files) ? ready.files.filter((file) => typeof file === 'string') : [],
        store,
        permissions,
        prompt: (text) => send({ type: 'prompt', text }),
        cancel: () => send({ type: 'cancel' }),
        loadFile(uri, { signal }) {
          return new Promise<string>((resolveFile, rejectFile) => {
            if (ended) return rejectFile(new Error('The bridge is closed'));
            const id = String(nextFileId++);
            const onAbort = () => {
              pendingFiles.delete(id);
              rejectFile(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
            };
            if (signal.aborted) return onAbort();
            signal.addEventListener('abort', onAbort, { once: true });
            pendingFiles.set(id, {
              resolve: (text) => {
                signal.removeEventListener('abort', onAbort);
                resolveFile(text);
              },
              reject: (error) => {
                signal.removeEventListener('abort', onAbort);
                rejectFile(error);
              },
            });
            send({ type: 'load-file', id, uri });
          });
        },
        subscribe: events.subscribe,
        close: () => socket.close(),
      };
      resolve(link);
    };

    socket.addEventListener('message', (event) => {
      const message = typeof event.data === 'string' ? parseBridgeMessage(event.data) : undefined;
      if (!message) return;
      switch (message.type) {
        case 'ready':
          if (!link) onReady(message);
          return;
        case 'update':
          store.apply(message.params);
          events.emit({ type: 'update', params: message.params });
          return;
        case 'permission': {
          const id = String(message.id);
          const result = permissions.request(message.params);
          // Not about a plan (or malformed): this page has no other question UI, so the bridge declines it.
          if (result.status !== 'pending') {
            send({ type: 'permission-answer', id, outcome: { outcome: 'decline' } });
            return;
          }
          asked.set(id, result.request.id);
          void result.response.then(({ outcome }) => {
            if (asked.delete(id)) send({ type: 'permission-answer', id, outcome });
          });
          return;
        }
        case 'permission-settled': {
          // Answered elsewhere (another page, the bridge's timeout, the end of the turn): show the same record.
          const local = asked.get(String(message.id));
          if (local === undefined) return;
          asked.delete(String(message.id));
          const outcome = message.outcome as { outcome?: unknown; optionId?: unknown } | undefined;
          permissions.answer(local, outcome?.outcome === 'selected' && typeof outcome.optionId === 'string' ? outcome.optionId : null);
          return;
        }
        case 'turn':
          if (message.state === 'ended') permissions.cancelSession();
          events.emit({ type: 'turn', running: message.state === 'started', stopReason: 'stopReason' in message ? message.stopReason : undefined });
          return;
        case 'file':
        case 'file-error': {
          const pending = pendingFiles.get(message.id);
          pendingFiles.delete(message.id);
          if (message.type === 'file') pending?.resolve(String(message.content));
          else pending?.reject(new Error(String(message.message)));
          return;
        }
        case 'warning':
          if (!link) lastWarning = String(message.message);
          events.emit({ type: 'warning', message: String(message.message) });
          return;
        case 'agent-exit': {
          const exit = `The agent exited (${message.signal ?? `code ${message.code}`})`;
          if (!link) {
            clearTimeout(timer);
            reject(new Error(lastWarning ? `${exit}: ${lastWarning}` : exit));
            socket.close();
          }
          end(`${exit}. Restart the bridge to start again.`);
        }
      }
    });
    // A bridge answered: from here on, wait for its agent however long it takes to start.
    socket.addEventListener('open', () => clearTimeout(timer));
    socket.addEventListener('error', () => {
      if (!link) {
        clearTimeout(timer);
        reject(new Error(`Could not connect to the bridge at ${url}`));
      }
    });
    socket.addEventListener('close', () => {
      if (!link) {
        clearTimeout(timer);
        reject(new Error(`The bridge at ${url} closed the connection`));
      } else {
        end('The bridge closed the connection.');
      }
    });
  });
}
