// @vitest-environment node
// An agent must not fill the host's store with sessions the client never opened: withPlanStore sees the client's
// own requests and the agent's answers on the stream, so by default it takes updates only for those sessions.
import { agent, client, methods, ndJsonStream, type SessionNotification } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../store';
import { withPlanStore, type WithPlanStoreOptions } from './withPlanStore';

type Update = SessionNotification['update'];

const plan = (planId: string): Update => ({
  sessionUpdate: 'plan_update',
  plan: { type: 'items', planId, entries: [{ content: `do ${planId}`, priority: 'medium', status: 'pending' }] },
});

/**
 * An agent that opens session "new_1" on `session/new`, replays a plan while loading any session, and answers a
 * prompt with `updates`, each sent to the session it names.
 */
function floodingAgent(updates: readonly (readonly [string, Update])[]) {
  const send = (peer: { notify: (...args: never[]) => Promise<void> }, sessionId: string, update: Update) =>
    (peer.notify as (method: typeof methods.client.session.update, params: SessionNotification) => Promise<void>)(
      methods.client.session.update,
      { sessionId, update },
    );
  return agent({ name: 'flooding' })
    .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1, agentCapabilities: { loadSession: true } }))
    .onRequest(methods.agent.session.new, () => ({ sessionId: 'new_1' }))
    .onRequest(methods.agent.session.load, async ({ params, client: peer }) => {
      await send(peer, params.sessionId, plan('replayed'));
      return {};
    })
    .onRequest(methods.agent.session.prompt, async ({ client: peer }) => {
      for (const [sessionId, update] of updates) await send(peer, sessionId, update);
      return { stopReason: 'end_turn' };
    });
}

async function run(updates: readonly (readonly [string, Update])[], options: WithPlanStoreOptions = {}) {
  const store = createPlanStore();
  const onRejected = vi.fn();
  const onUpdate = vi.fn();
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const agentConnection = floodingAgent(updates).connect(ndJsonStream(toClient.writable, toAgent.readable));
  const stream = withPlanStore(ndJsonStream(toAgent.writable, toClient.readable), store, { onRejected, onUpdate, ...options });
  await client().connectWith(stream, async (peer) => {
    await peer.request(methods.agent.initialize, { protocolVersion: 1 });
    const { sessionId } = await peer.request(methods.agent.session.new, { cwd: '/work', mcpServers: [] });
    await peer.request(methods.agent.session.load, { sessionId: 'old_1', cwd: '/work', mcpServers: [] });
    await peer.request(methods.agent.session.prompt, { sessionId, prompt: [] });
  });
  agentConnection.close();
  return { store, onRejected, onUpdate };
}

const flood = [
  ['new_1', plan('mine')],
  ['intruder', plan('a')],
  ['intruder', plan('b')],
  ['other', plan('c')],
  ['intruder', plan('d')],
] as const;

describe('withPlanStore sessions', () => {
  it('by default takes updates only for sessions the client created or named, reporting each other one once', async () => {
    const { store, onRejected, onUpdate } = await run(flood);

    expect([...store.getSnapshot().sessions.keys()].sort()).toEqual(['new_1', 'old_1']);
    expect(store.getPlan('new_1', 'mine')).toBeDefined();
    // session/load names its session in the request: the replayed history is taken.
    expect(store.getPlan('old_1', 'replayed')).toBeDefined();
    expect(onRejected.mock.calls.map(([error]) => [error.path, error.reason])).toEqual([
      ['sessionId', 'session "intruder" was not created by this client: its updates are ignored (the sessions option)'],
      ['sessionId', 'session "other" was not created by this client: its updates are ignored (the sessions option)'],
    ]);
    // Every update is still reported to onUpdate, with what happened to it.
    expect(onUpdate.mock.calls.map(([, result]) => result.status)).toEqual([
      'applied',
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
  });

  it("takes every session with sessions: 'any', or the ones a predicate accepts", async () => {
    const any = await run(flood, { sessions: 'any' });
    expect([...any.store.getSnapshot().sessions.keys()].sort()).toEqual(['intruder', 'new_1', 'old_1', 'other']);
    expect(any.onRejected).not.toHaveBeenCalled();

    const chosen = await run(flood, { sessions: (sessionId) => sessionId !== 'intruder' });
    expect([...chosen.store.getSnapshot().sessions.keys()].sort()).toEqual(['new_1', 'old_1', 'other']);
    expect(chosen.onRejected).toHaveBeenCalledTimes(1);
  });
});
