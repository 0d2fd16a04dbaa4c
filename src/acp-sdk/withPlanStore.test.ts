// @vitest-environment node
import * as stableSdk from '@agentclientprotocol/sdk';
import {
  agent,
  client,
  methods,
  ndJsonStream,
  type AnyMessage,
  type SessionNotification,
} from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it, vi } from 'vitest';
import { LEGACY_PLAN_ID } from '../acp/types';
import { createPlanStore } from '../store';
import type { PlanStore } from '../store/types';
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

/** Registers the client's `session/update` handler; returns what it receives, as the agent sent it, in order. */
function recordSdkUpdates(app: ReturnType<typeof client>): unknown[] {
  const seen: unknown[] = [];
  app.onNotification(methods.client.session.update, (params) => params, ({ params }) => {
    seen.push((params as SessionNotification).update);
  });
  return seen;
}

function entriesOf(store: PlanStore, planId: string) {
  const plan = store.getPlan('s', planId);
  return plan?.type === 'items' ? plan.entries.map((entry) => entry.content) : undefined;
}

/** Every message of `readable` until it closes. */
async function readAll(readable: ReadableStream<AnyMessage>): Promise<unknown[]> {
  const reader = readable.getReader();
  const received: unknown[] = [];
  for (let next = await reader.read(); !next.done; next = await reader.read()) received.push(next.value);
  return received;
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

  it('gives the SDK a plan_update spelled with plan.id as planId: the store has it, no "Invalid params" log', async () => {
    const viaStream = createPlanStore();
    const app = client();
    const sdkSaw = recordSdkUpdates(app);

    await runPrompt(app, [pagesSpelling], (stream) => withPlanStore(stream, viaStream));

    expect(entriesOf(viaStream, 'review')).toEqual(['Review the diff']);
    expect(sdkSaw).toEqual([{ ...pagesSpelling, plan: { ...pagesSpelling.plan, planId: 'review' } }]);
  });

  it('withholds only what the SDK would drop, and hands it the rest in order', async () => {
    const store = createPlanStore();
    const app = client();
    const sdkSaw = recordSdkUpdates(app);
    const onUpdate = vi.fn();
    const first = { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Planning' } };
    const custom = { sessionUpdate: 'plan_update', plan: { type: '_x_board', planId: 'board', columns: [] } };
    // The SDK's schema skips the cancelled entry silently; the store keeps it. Accepted, so it passes untouched.
    const cancelled = {
      sessionUpdate: 'plan_update',
      plan: {
        type: 'items',
        planId: 'steps',
        entries: [
          { content: 'Write the fix', priority: 'high', status: 'completed' },
          { content: 'Try another way', priority: 'low', status: 'cancelled' },
        ],
      },
    };
    const incomplete = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc' } };
    const removedById = { sessionUpdate: 'plan_removed', id: 'review' };
    const last = { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'Done' } };
    const updates = [first, pagesSpelling, custom, cancelled, incomplete, removedById, last];

    await runPrompt(app, updates, (stream) => withPlanStore(stream, store, { onUpdate }));

    expect(onUpdate.mock.calls.map(([params]) => (params as SessionNotification).update)).toEqual(updates);
    expect(store.getPlan('s', 'review')).toBeUndefined();
    expect(store.getPlan('s', 'steps')).toMatchObject({ entries: [{ status: 'completed' }, { status: 'cancelled' }] });
    expect(sdkSaw).toEqual([
      first,
      { ...pagesSpelling, plan: { ...pagesSpelling.plan, planId: 'review' } },
      cancelled,
      { ...removedById, planId: 'review' },
      last,
    ]);
  });

  it('works with a client from the default SDK entry, which never sees plan_update or plan_removed', async () => {
    const store = createPlanStore();
    const sdkSaw: unknown[] = [];
    const app = stableSdk.client().onNotification(stableSdk.methods.client.session.update, ({ params }) => {
      sdkSaw.push(params.update);
    });
    const markdown = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '# Plan' } };
    const legacy = { sessionUpdate: 'plan', entries: [{ content: 'Run tests', priority: 'medium', status: 'pending' }] };
    const chunk = { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } };
    const removed = { sessionUpdate: 'plan_removed', planId: 'gone' };

    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const agentStream = ndJsonStream(toClient.writable, toAgent.readable);
    const agentConnection = scriptedAgent([markdown, chunk, removed, legacy]).connect(agentStream);
    const clientStream = stableSdk.ndJsonStream(toAgent.writable, toClient.readable);
    const stream = withPlanStore(clientStream, store, { sdkEntry: 'default' });
    await app.connectWith(stream, async (peer) => {
      await peer.request(stableSdk.methods.agent.initialize, { protocolVersion: 1 });
      await peer.request(stableSdk.methods.agent.session.prompt, { sessionId: 's', prompt: [] });
    });
    agentConnection.close();

    expect(store.getPlan('s', 'doc')).toMatchObject({ type: 'markdown', content: '# Plan' });
    expect(entriesOf(store, LEGACY_PLAN_ID)).toEqual(['Run tests']);
    expect(sdkSaw).toEqual([chunk, legacy]);
  });

  it('passes on a message it cannot read instead of erroring the stream', async () => {
    const hostile = {
      jsonrpc: '2.0',
      method: 'session/update',
      params: {
        sessionId: 's',
        get update(): never {
          throw new Error('revoked');
        },
      },
    } as AnyMessage;
    const readable = new ReadableStream<AnyMessage>({ start: (controller) => controller.enqueue(hostile) });
    const stream = withPlanStore({ readable, writable: new WritableStream() }, { apply: () => ({ status: 'ignored', reason: 'test' }) });

    const { value } = await stream.readable.getReader().read();

    expect(value).toBe(hostile);
  });

  it('passes on non-object messages from a custom transport untouched, and keeps the stream open', async () => {
    const store = createPlanStore();
    const update = { sessionUpdate: 'plan', entries: [{ content: 'Run tests', priority: 'high', status: 'pending' }] };
    const notification = { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's', update } };
    const sent = [null, 42, 'text', undefined, true, [1], notification] as unknown as AnyMessage[];
    const readable = new ReadableStream<AnyMessage>({
      start(controller) {
        for (const message of sent) controller.enqueue(message);
        controller.close();
      },
    });
    const stream = withPlanStore({ readable, writable: new WritableStream() }, store, { sessions: 'any' });

    const received = await readAll(stream.readable);

    expect(received).toEqual(sent);
    expect(entriesOf(store, LEGACY_PLAN_ID)).toEqual(['Run tests']);
  });

  it('reads only own fields of a message: an inherited method is not a session/update', async () => {
    const store = createPlanStore();
    const update = { sessionUpdate: 'plan', entries: [{ content: 'Run tests', priority: 'high', status: 'pending' }] };
    const inherited = Object.create({ jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's', update } }) as AnyMessage;
    const throwing = Object.defineProperty({}, 'method', {
      get(): never {
        throw new Error('revoked');
      },
    }) as AnyMessage;
    const readable = new ReadableStream<AnyMessage>({
      start(controller) {
        controller.enqueue(inherited);
        controller.enqueue(throwing);
        controller.close();
      },
    });
    const received = await readAll(withPlanStore({ readable, writable: new WritableStream() }, store).readable);

    expect(received).toEqual([inherited, throwing]);
    expect(store.getPlans('s')).toEqual([]);
  });

  it('works on a class instance such as a TransformStream, whose readable and writable are getters', async () => {
    const store = createPlanStore();
    const pipe = new TransformStream<AnyMessage, AnyMessage>();
    const stream = withPlanStore(pipe, store);
    const update = { sessionUpdate: 'plan', entries: [{ content: 'Run tests', priority: 'high', status: 'pending' }] };
    const notification = { jsonrpc: '2.0', method: 'session/update', params: { sessionId: 's', update } } as AnyMessage;

    // Written through the wrapped writable (which notes the session the client names), read back tapped.
    void stream.writable.getWriter().write(notification);
    const { value } = await stream.readable.getReader().read();

    expect(value).toEqual(notification);
    expect(entriesOf(store, LEGACY_PLAN_ID)).toEqual(['Run tests']);
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

describe('withPlanStore: turn ends', () => {
  const unfinished = {
    sessionUpdate: 'plan_update',
    plan: { type: 'items', planId: 'steps', entries: [{ content: 'Fix the bug', priority: 'high', status: 'in_progress' }] },
  };

  it('marks the plans a turn left unfinished when the prompt is answered, right after its last update', async () => {
    const store = createPlanStore();
    const marks: unknown[] = [];
    store.subscribe(() => marks.push(store.getPlan('s', 'steps')?.turnEnded?.stopReason));
    await runPrompt(client(), [unfinished], (stream) => withPlanStore(stream, store));
    // One change for the update (no mark yet), one for the turn end: synchronous, in stream order.
    expect(marks).toEqual([undefined, 'end_turn']);
    expect(store.getPlan('s', 'steps')).toMatchObject({ revision: 1, turnEnded: { stopReason: 'end_turn', unfinished: 1 } });
  });

  it('says error for an error answer, and leaves a store without endTurn alone', async () => {
    const endTurn = vi.fn();
    const store = { apply: () => ({ status: 'ignored', reason: 'test' }) as const, endTurn };
    const failing = agent({ name: 'failing' })
      .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1 }))
      .onRequest(methods.agent.session.prompt, () => {
        throw new Error('model unavailable');
      });
    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const agentConnection = failing.connect(ndJsonStream(toClient.writable, toAgent.readable));
    await client().connectWith(withPlanStore(ndJsonStream(toAgent.writable, toClient.readable), store, { sessions: 'any' }), async (peer) => {
      await peer.request(methods.agent.initialize, { protocolVersion: 1 });
      await expect(peer.request(methods.agent.session.prompt, { sessionId: 's', prompt: [] })).rejects.toThrow();
    });
    agentConnection.close();
    expect(endTurn).toHaveBeenCalledExactlyOnceWith('s', 'error');
    // Without endTurn the writable is passed through untouched under the 'any' rule.
    const stream = ndJsonStream(toAgent.writable, toClient.readable);
    expect(withPlanStore(stream, { apply: store.apply }, { sessions: 'any' }).writable).toBe(stream.writable);
  });
});
