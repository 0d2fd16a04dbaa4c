// @vitest-environment node
// The page's end of the bridge against a stub bridge (a `ws` server): what a late page receives must reach the
// panel even though the panel subscribes after the link resolved (React renders first, effects run later).
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { BridgeMessage } from '../../shared/bridgeProtocol';
import type { AgentEvent } from './agentLink';
import { agentDisplayName, connectBridge } from './bridgeLink';

const servers: WebSocketServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A bridge that sends `messages` in one burst to each page that connects, as the real one replays a session. */
async function stubBridge(messages: readonly BridgeMessage[]): Promise<string> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  server.on('connection', (page) => {
    for (const message of messages) page.send(JSON.stringify(message));
  });
  const address = server.address();
  return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const ready: BridgeMessage = {
  type: 'ready',
  sessionId: 's1',
  cwd: '/w',
  agent: { name: '@agentclientprotocol/codex-acp', title: 'Codex', version: '2.6.0' },
  command: 'npx @agentclientprotocol/codex-acp',
  files: [],
};
const chunk = (text: string): BridgeMessage => ({
  type: 'update',
  params: { sessionId: 's1', update: { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text } } },
});

describe('connectBridge', () => {
  it('gives a panel that subscribes late the session the bridge replayed before', async () => {
    const url = await stubBridge([ready, chunk('Hello '), chunk('again'), { type: 'turn', state: 'ended', stopReason: 'end_turn' }]);
    const link = await connectBridge(url, 5000);
    // The panel's effect runs after React's render: by then the replay has arrived.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const seen: AgentEvent[] = [];
    const unsubscribe = link.subscribe((event) => seen.push(event));
    expect(seen.map((event) => event.type)).toEqual(['update', 'update', 'turn']);
    // The plans were in the store all along; the transcript now is too.
    expect(link.sessionId).toBe('s1');

    // A second subscriber (StrictMode's remount) gets the same history, then live events only once each.
    unsubscribe();
    const again: AgentEvent[] = [];
    link.subscribe((event) => again.push(event));
    expect(again).toEqual(seen);
    link.close();
  });

  it("names the agent by its display name, then its name, then its command", () => {
    expect(agentDisplayName(ready as Extract<BridgeMessage, { type: 'ready' }>)).toBe('Codex');
    expect(agentDisplayName({ agent: { name: '@zed-industries/claude-code-acp' }, command: 'npx x' })).toBe(
      '@zed-industries/claude-code-acp',
    );
    expect(agentDisplayName({ agent: null, command: 'my-agent --acp' })).toBe('my-agent --acp');
    expect(agentDisplayName({ agent: { name: ' ', title: '' } })).toBe('ACP agent');
  });
});
