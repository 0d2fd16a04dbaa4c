// @vitest-environment node
import * as stableSdk from '@agentclientprotocol/sdk';
import { agent, client, methods, ndJsonStream, type SessionNotification } from '@agentclientprotocol/sdk/unstable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanInputError } from '../acp/types';
import { createPlanStore } from '../store/createPlanStore';
import type { ApplyResult, PlanStore } from '../store/types';
import { connectPlanStore } from './connectPlanStore';

type Update = SessionNotification['update'];

/** Two TransformStreams carrying newline-delimited JSON: what a real stdio pipe carries, in memory. */
function ndJsonPair() {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  return {
    agentStream: ndJsonStream(toClient.writable, toAgent.readable),
    clientStream: ndJsonStream(toAgent.writable, toClient.readable),
  };
}

/** An SDK agent that answers one prompt by sending `updates` back to back, with no await between them. */
function scriptedAgent(updates: readonly unknown[]) {
  return agent({ name: 'scripted' })
    .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1, agentCapabilities: {} }))
    .onRequest(methods.agent.session.new, () => ({ sessionId: 'sess_1' }))
    .onRequest(methods.agent.session.prompt, async ({ params, client: peer }) => {
      // Fire without awaiting each send: the client must still apply them in arrival order.
      await Promise.all(
        updates.map((update) =>
          peer.notify(methods.client.session.update, { sessionId: params.sessionId, update: update as Update }),
        ),
      );
      return { stopReason: 'end_turn' };
    });
}

/** A store double that records what it was given and answers from `answer`. */
function recordingStore(answer: (input: unknown) => ApplyResult = () => ({ status: 'ignored', reason: 'test' })) {
  const inputs: unknown[] = [];
  const store: Pick<PlanStore, 'apply'> = {
    apply: (input) => {
      inputs.push(input);
      return answer(input);
    },
  };
  return { store, inputs };
}

function itemsUpdate(n: number): Update {
  return {
    sessionUpdate: 'plan_update',
    plan: { type: 'items', planId: 'plan', entries: [{ content: `step ${n}`, priority: 'medium', status: 'pending' }] },
  };
}

async function runPrompt(app: ReturnType<typeof client>, updates: readonly unknown[]) {
  const { agentStream, clientStream } = ndJsonPair();
  const agentConnection = scriptedAgent(updates).connect(agentStream);
  try {
    await app.connectWith(clientStream, async (peer) => {
      await peer.request(methods.agent.initialize, { protocolVersion: 1 });
      const { sessionId } = await peer.request(methods.agent.session.new, { cwd: '/work', mcpServers: [] });
      await peer.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: 'text', text: 'go' }] });
    });
  } finally {
    agentConnection.close();
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('connectPlanStore', () => {
  it('applies every session/update in arrival order, even when they arrive back to back', async () => {
    const { store, inputs } = recordingStore();
    const app = client({ name: 'test' });
    connectPlanStore(app, store);
    const updates = Array.from({ length: 200 }, (_, n) => itemsUpdate(n));

    await runPrompt(app, updates);

    expect(inputs).toHaveLength(200);
    expect(inputs.map((input) => (input as SessionNotification).update)).toEqual(updates);
    expect(inputs[0]).toEqual({ sessionId: 'sess_1', update: updates[0] });
  });

  it('hands the store the raw params, so entries the SDK schema would drop (status "cancelled") survive', async () => {
    const { store, inputs } = recordingStore();
    const app = client({ name: 'test' });
    connectPlanStore(app, store);
    const cancelled = {
      sessionUpdate: 'plan_update',
      plan: {
        type: 'items',
        planId: 'plan',
        entries: [
          { content: 'kept', priority: 'high', status: 'cancelled' },
          { content: 'no priority', status: 'pending' },
        ],
      },
    };

    await runPrompt(app, [cancelled]);

    expect(inputs).toEqual([{ sessionId: 'sess_1', update: cancelled }]);
  });

  it('needs the ./unstable client: a default-entry client drops plan_update before any handler runs', async () => {
    // The SDK logs each dropped notification; that is the behaviour this test pins, not noise.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, inputs } = recordingStore();
    const app = stableSdk.client({ name: 'stable' });
    // @ts-expect-error the parameter type turns this silent data loss into a compile error
    connectPlanStore(app, store);

    const { agentStream, clientStream } = ndJsonPair();
    const agentConnection = scriptedAgent([itemsUpdate(1), { sessionUpdate: 'plan_removed', planId: 'plan' }]).connect(
      agentStream,
    );
    await app.connectWith(clientStream, async (peer) => {
      await peer.request(stableSdk.methods.agent.initialize, { protocolVersion: 1 });
      await peer.request(stableSdk.methods.agent.session.prompt, { sessionId: 'sess_1', prompt: [] });
    });
    agentConnection.close();

    expect(inputs).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('reports rejected updates to onRejected and every update to onUpdate, with the store result', async () => {
    const error = new PlanInputError('update.plan.entries[0].status', 'expected a string');
    const { store } = recordingStore((input) =>
      (input as SessionNotification).update.sessionUpdate === 'plan_update'
        ? { status: 'rejected', error }
        : { status: 'ignored', reason: 'not about plans' },
    );
    const onRejected = vi.fn();
    const onUpdate = vi.fn();
    const app = client({ name: 'test' });
    connectPlanStore(app, store, { onRejected, onUpdate });
    const chunk = { sessionUpdate: 'agent_message_chunk', content: { type: 'text', text: 'hi' } };

    await runPrompt(app, [chunk, itemsUpdate(1)]);

    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected).toHaveBeenCalledWith(error, { sessionId: 'sess_1', update: itemsUpdate(1) });
    expect(onUpdate.mock.calls).toEqual([
      [{ sessionId: 'sess_1', update: chunk }, { status: 'ignored', reason: 'not about plans' }],
      [{ sessionId: 'sess_1', update: itemsUpdate(1) }, { status: 'rejected', error }],
    ]);
  });

  it('calls onUpdate even when onRejected throws, and reports the throw outside the SDK', async () => {
    const error = new PlanInputError('update.plan.entries[0].status', 'expected a string');
    const { store, inputs } = recordingStore(() => ({ status: 'rejected', error }));
    const bug = new Error('host bug');
    const onUpdate = vi.fn();
    const reported: unknown[] = [];
    const realQueueMicrotask = globalThis.queueMicrotask;
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) =>
      realQueueMicrotask(() => {
        // The host's error is caught here (uncaught, it would fail the test run); any other error still throws.
        try {
          task();
        } catch (error) {
          if (error !== bug) throw error;
          reported.push(error);
        }
      }),
    );
    const app = client({ name: 'test' });
    connectPlanStore(app, store, {
      onRejected: () => {
        throw bug;
      },
      onUpdate,
    });

    await runPrompt(app, [itemsUpdate(1)]);

    expect(inputs).toHaveLength(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(reported).toEqual([bug]);
  });

  it('applies only the sessions a `sessions` predicate accepts, reporting each refused session once', async () => {
    const { store, inputs } = recordingStore();
    const onRejected = vi.fn();
    const onUpdate = vi.fn();
    const app = client();
    connectPlanStore(app, store, { onRejected, onUpdate, sessions: (sessionId) => sessionId === 'mine' });
    await runPrompt(app, [itemsUpdate(1), itemsUpdate(2)]);

    expect(inputs).toEqual([]);
    expect(onRejected).toHaveBeenCalledTimes(1);
    expect(onRejected.mock.calls[0]?.[0]).toMatchObject({ path: 'sessionId', reason: expect.stringContaining('"sess_1"') });
    expect(onUpdate.mock.calls.map(([, result]) => (result as ApplyResult).status)).toEqual(['rejected', 'rejected']);
  });

  it('stops feeding the store once disposed', async () => {
    const { store, inputs } = recordingStore();
    const onUpdate = vi.fn();
    const app = client({ name: 'test' });
    const dispose = connectPlanStore(app, store, { onUpdate });

    await runPrompt(app, [itemsUpdate(1)]);
    dispose();
    await runPrompt(app, [itemsUpdate(2)]);

    expect(inputs).toHaveLength(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});

describe('connectPlanStore: turn ends', () => {
  const inProgress = {
    sessionUpdate: 'plan_update',
    plan: {
      type: 'items',
      planId: 'plan',
      entries: [
        { content: 'Read the code', priority: 'medium', status: 'completed' },
        { content: 'Fix the bug', priority: 'medium', status: 'in_progress' },
      ],
    },
  };

  it.each(['end_turn', 'cancelled'])('marks a plan left unfinished when the prompt is answered with %s', async (stopReason) => {
    const store = createPlanStore();
    const app = client({ name: 'test' });
    connectPlanStore(app, store);
    const { agentStream, clientStream } = ndJsonPair();
    const agentConnection = agent({ name: 'scripted' })
      .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1, agentCapabilities: {} }))
      .onRequest(methods.agent.session.new, () => ({ sessionId: 'sess_1' }))
      .onRequest(methods.agent.session.prompt, async ({ params, client: peer }) => {
        await peer.notify(methods.client.session.update, { sessionId: params.sessionId, update: inProgress as Update });
        return { stopReason: stopReason as 'end_turn' };
      })
      .connect(agentStream);
    try {
      await app.connectWith(clientStream, async (peer) => {
        await peer.request(methods.agent.initialize, { protocolVersion: 1 });
        const { sessionId } = await peer.request(methods.agent.session.new, { cwd: '/work', mcpServers: [] });
        await peer.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: 'text', text: 'go' }] });
        await vi.waitFor(() => expect(store.getPlan('sess_1', 'plan')?.turnEnded).toMatchObject({ stopReason, unfinished: 1 }));
      });
    } finally {
      agentConnection.close();
    }
    // The mark came after the update (an update after it would have cleared it), once.
    expect(store.getPlan('sess_1', 'plan')?.revision).toBe(1);
  });

  it('leaves a store without endTurn alone, and stops after disposal', async () => {
    const { store, inputs } = recordingStore();
    const app = client({ name: 'test' });
    connectPlanStore(app, store)();
    await runPrompt(app, [itemsUpdate(1)]);
    expect(inputs).toEqual([]);
    const endTurn = vi.fn();
    const second = client({ name: 'test' });
    connectPlanStore(second, { ...store, endTurn })();
    await runPrompt(second, [itemsUpdate(1)]);
    // The watcher reports from a task queued when the answer was read, before this one: timers run in order.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(endTurn).not.toHaveBeenCalled();
    const third = client({ name: 'test' });
    connectPlanStore(third, { ...store, endTurn });
    await runPrompt(third, [itemsUpdate(1)]);
    await vi.waitFor(() => expect(endTurn).toHaveBeenCalledWith('sess_1', 'end_turn'));
  });
});
