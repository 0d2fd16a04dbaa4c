// @vitest-environment node
import * as stableSdk from '@agentclientprotocol/sdk';
import { agent, client, methods, ndJsonStream, type SessionNotification } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../store';
import type { PlanStore } from '../store/types';
import { connectPlanStore } from './connectPlanStore';
import { withPlanStore } from './withPlanStore';

/** An SDK agent that answers a prompt by sending `updates` back to back as `session/update` of session "s". */
function scriptedAgent(updates: readonly unknown[]) {
  return agent({ name: 'scripted' })
    .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1 }))
    .onRequest(methods.agent.session.prompt, async ({ client: peer }) => {
      await Promise.all(
        updates.map((update) =>
          peer.notify(methods.client.session.update, { sessionId: 's', update: update as SessionNotification['update'] }),
        ),
      );
      return { stopReason: 'end_turn' };
    });
}

/** Runs one prompt of `updates` through a fresh ndjson pipe; `wrap` gets the client's stream. */
async function runPrompt(
  app: ReturnType<typeof client>,
  updates: readonly unknown[],
  wrap: <S extends ReturnType<typeof ndJsonStream>>(stream: S) => S = (stream) => stream,
) {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  const agentConnection = scriptedAgent(updates).connect(ndJsonStream(toClient.writable, toAgent.readable));
  await app.connectWith(wrap(ndJsonStream(toAgent.writable, toClient.readable)), async (peer) => {
    await peer.request(methods.agent.initialize, { protocolVersion: 1 });
    await peer.request(methods.agent.session.prompt, { sessionId: 's', prompt: [] });
  });
  agentConnection.close();
}

const pagesSpelling = {
  sessionUpdate: 'plan_update',
  plan: { type: 'items', id: 'review', entries: [{ content: 'Review the diff', priority: 'high', status: 'pending' }] },
};

function entriesOf(store: PlanStore, planId: string) {
  const plan = store.getPlan('s', planId);
  return plan?.type === 'items' ? plan.entries.map((entry) => entry.content) : undefined;
}

describe('withPlanStore', () => {
  it('applies every session/update in arrival order', async () => {
    const applied: unknown[] = [];
    const updates = Array.from({ length: 100 }, (_, n) => ({ sessionUpdate: 'plan_removed', planId: `p${n}` }));

    await runPrompt(client(), updates, (stream) =>
      withPlanStore(stream, {
        apply: (params) => {
          applied.push((params as SessionNotification).update);
          return { status: 'ignored', reason: 'test' };
        },
      }),
    );

    expect(applied).toEqual(updates);
  });

  it('receives what the SDK router drops: a plan_update spelled with plan.id (connectPlanStore loses it)', async () => {
    // The SDK logs "Invalid params" for the update it drops; that log is the behaviour under test, not noise.
    const sdkLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const viaHandler = createPlanStore();
    const handlerApp = client();
    connectPlanStore(handlerApp, viaHandler);
    await runPrompt(handlerApp, [pagesSpelling]);

    const viaStream = createPlanStore();
    await runPrompt(client(), [pagesSpelling], (stream) => withPlanStore(stream, viaStream));

    expect(entriesOf(viaHandler, 'review')).toBeUndefined();
    expect(entriesOf(viaStream, 'review')).toEqual(['Review the diff']);
    expect(sdkLog).toHaveBeenCalled();
  });

  it('works with a client from the default SDK entry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createPlanStore();
    const update = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '# Plan' } };

    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const agentConnection = scriptedAgent([update]).connect(ndJsonStream(toClient.writable, toAgent.readable));
    const stream = withPlanStore(stableSdk.ndJsonStream(toAgent.writable, toClient.readable), store);
    await stableSdk.client().connectWith(stream, async (peer) => {
      await peer.request(stableSdk.methods.agent.initialize, { protocolVersion: 1 });
      await peer.request(stableSdk.methods.agent.session.prompt, { sessionId: 's', prompt: [] });
    });
    agentConnection.close();

    expect(store.getPlan('s', 'doc')).toMatchObject({ type: 'markdown', content: '# Plan' });
  });

  it('reports rejected updates and every update, and leaves other messages alone', async () => {
    const store = createPlanStore();
    const onRejected = vi.fn();
    const onUpdate = vi.fn();
    const bad = { sessionUpdate: 'plan', entries: [{ content: 5, priority: 'medium', status: 'pending' }] };
    const chunk = { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } };

    await runPrompt(client(), [chunk, bad], (stream) => withPlanStore(stream, store, { onRejected, onUpdate }));

    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected.mock.calls[0]?.[0]).toMatchObject({ path: expect.stringContaining('entries[0].content') });
    expect(onUpdate.mock.calls.map(([, result]) => (result as { status: string }).status)).toEqual(['ignored', 'rejected']);
    expect(store.getPlans('s')).toEqual([]);
  });
});
