// @vitest-environment node
// Replays real Codex plan-mode traffic (test/fixtures/codex-plan-mode-approval.jsonl, @agentclientprotocol/codex-acp
// 2.6.0) into an SDK client wired with connectPlanStore + connectPlanApproval, byte for byte over ndjson: the
// agent's messages are written as it sent them, the client's answer is read back and compared with the real one.
import { readFileSync } from 'node:fs';
import { client, ndJsonStream } from '@agentclientprotocol/sdk/unstable';
import { describe, expect, it } from 'vitest';
import { parseJsonLines } from '../../test/fixtures/jsonl';
import { createPermissionStore } from '../approval/createPermissionStore';
import { createPlanStore } from '../store/createPlanStore';
import { connectPlanApproval } from './connectPlanApproval';
import { connectPlanStore } from './connectPlanStore';

interface Line {
  readonly dir: 'client->agent' | 'agent->client';
  readonly message: { id?: number; method?: string; params?: unknown; result?: unknown };
}

const LINES = parseJsonLines(readFileSync(new URL('../../test/fixtures/codex-plan-mode-approval.jsonl', import.meta.url), 'utf8')) as Line[];

describe('Codex plan mode, replayed through connectPlanApproval', () => {
  it('links the request to the markdown plan, answers as the real client did, and applies the plan that follows', async () => {
    const toAgent = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    const plans = createPlanStore();
    const permissions = createPermissionStore({ plans });
    const app = client({ name: 'replay' });
    connectPlanStore(app, plans);
    connectPlanApproval(app, permissions);
    const connection = app.connect(ndJsonStream(toAgent.writable, toClient.readable));

    const writer = toClient.writable.getWriter();
    const encoder = new TextEncoder();
    const sent: unknown[] = [];
    // The client's outgoing bytes, as JSON messages.
    const reader = toAgent.readable.pipeThrough(new TextDecoderStream() as unknown as TransformStream<Uint8Array, string>).getReader();
    let buffered = '';
    async function nextClientMessage(): Promise<unknown> {
      for (;;) {
        const newline = buffered.indexOf('\n');
        if (newline >= 0) {
          const line = buffered.slice(0, newline);
          buffered = buffered.slice(newline + 1);
          if (line.trim()) return JSON.parse(line);
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the client closed');
        buffered += value;
      }
    }

    // Only what the agent sent on its own (notifications, its request): the client did not send the requests the
    // agent's responses answer here.
    const agentMessages = LINES.filter((line) => line.dir === 'agent->client' && line.message.method !== undefined);
    const realAnswer = LINES.find((line) => line.dir === 'client->agent' && line.message.method === undefined)!.message;
    let linkedPlan: string | undefined;
    for (const { message } of agentMessages) {
      await writer.write(encoder.encode(`${JSON.stringify(message)}\n`));
      if (message.method !== 'session/request_permission') continue;
      // The user sees the question at the foot of the plan and approves it.
      const sessionId = (message.params as { sessionId: string }).sessionId;
      await expect.poll(() => permissions.getPending(sessionId).length).toBe(1);
      const [request] = permissions.getPending(sessionId);
      linkedPlan = request!.planId;
      expect(plans.getPlan(sessionId, linkedPlan)?.type).toBe('markdown');
      expect(request!.question).toBe('Implement this plan?');
      permissions.answer(request!.id, request!.options.find((option) => option.kind === 'allow_once')!.optionId);
      sent.push(await nextClientMessage());
    }
    expect(linkedPlan).toBe('01a210b9-5e8c-7d31-853b-8336e0f61a74-plan');
    expect(sent).toEqual([realAnswer]);

    const sessionId = '01a210b9-5e54-7901-aebe-cc6204aa9751';
    await expect.poll(() => plans.getPlan(sessionId, 'main')?.revision).toBe(3);
    const main = plans.getPlan(sessionId, 'main');
    expect(main?.type === 'items' && main.entries.map((entry) => entry.status)).toEqual(['completed', 'completed', 'completed']);
    expect(permissions.getPlanRequest(sessionId, linkedPlan!)).toMatchObject({ status: 'selected', selected: { optionId: 'implement_plan' } });
    connection.close();
  });
});
