// @vitest-environment node
import { agent, client, methods, ndJsonStream, type RequestPermissionRequest } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionStore } from '../approval/createPermissionStore';
import { connectPlanApproval } from './connectPlanApproval';

const OPTIONS = [
  { optionId: 'implement_plan', name: 'Yes, implement this plan', kind: 'allow_once' as const },
  { optionId: 'revise_plan', name: 'No, and tell Codex what to do differently', kind: 'reject_once' as const },
];

/** An SDK agent that asks `request` in its prompt turn and ends the turn with the answer it got. */
async function ask(app: ReturnType<typeof client>, request: unknown) {
  const toAgent = new TransformStream<Uint8Array, Uint8Array>();
  const toClient = new TransformStream<Uint8Array, Uint8Array>();
  let answer: unknown;
  const agentConnection = agent({ name: 'asker' })
    .onRequest(methods.agent.initialize, () => ({ protocolVersion: 1 }))
    .onRequest(methods.agent.session.prompt, async ({ client: peer }) => {
      answer = await peer.request(methods.client.session.requestPermission, request as RequestPermissionRequest);
      return { stopReason: 'end_turn' };
    })
    .connect(ndJsonStream(toClient.writable, toAgent.readable));
  const connection = app.connect(ndJsonStream(toAgent.writable, toClient.readable));
  await connection.agent.request(methods.agent.initialize, { protocolVersion: 1 });
  await connection.agent.request(methods.agent.session.prompt, { sessionId: 's1', prompt: [] });
  agentConnection.close();
  connection.close();
  return answer;
}

const planReview = {
  sessionId: 's1',
  toolCall: { toolCallId: 'plan-review:p1', kind: 'switch_mode', title: 'Implement this plan?' },
  options: OPTIONS,
};

describe('connectPlanApproval', () => {
  it("answers the agent with the user's choice", async () => {
    const permissions = createPermissionStore({
      onAttention: (request) => queueMicrotask(() => permissions.answer(request.id, 'revise_plan')),
    });
    const app = connectPlanApproval(client(), permissions);
    expect(await ask(app, planReview)).toEqual({ outcome: { outcome: 'selected', optionId: 'revise_plan' } });
  });

  it('answers cancelled when the host cancels the session (session/cancel, end of turn)', async () => {
    const permissions = createPermissionStore({ onAttention: (request) => queueMicrotask(() => permissions.cancelSession(request.sessionId)) });
    expect(await ask(connectPlanApproval(client(), permissions), planReview)).toEqual({ outcome: { outcome: 'cancelled' } });
  });

  it("leaves requests that are not about a plan to the host's handler, untouched", async () => {
    const permissions = createPermissionStore();
    const otherwise = vi.fn((_context: unknown) => ({ outcome: { outcome: 'selected' as const, optionId: 'allow' } }));
    const edit = { sessionId: 's1', toolCall: { toolCallId: 'edit_1', kind: 'edit', title: 'Edit a.ts' }, options: [{ optionId: 'allow', name: 'Allow', kind: 'allow_once' }] };
    expect(await ask(connectPlanApproval(client(), permissions, { otherwise }), edit)).toEqual({ outcome: { outcome: 'selected', optionId: 'allow' } });
    expect(otherwise.mock.calls[0]?.[0]).toMatchObject({ params: edit });
    expect(permissions.getSnapshot().version).toBe(0);
  });

  it('answers a malformed request cancelled at once and reports it, never hanging the turn', async () => {
    const permissions = createPermissionStore();
    const onRejected = vi.fn();
    const bad = { ...planReview, options: [{ optionId: 'x', name: 'X', kind: 'allow_once' }, { optionId: 'x', name: 'Y', kind: 'reject_once' }] };
    expect(await ask(connectPlanApproval(client(), permissions, { onRejected }), bad)).toEqual({ outcome: { outcome: 'cancelled' } });
    expect(onRejected.mock.calls[0]?.[0]).toMatchObject({ path: 'options[1].optionId' });
  });
});
