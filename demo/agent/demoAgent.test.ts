// @vitest-environment node
// The demo agent and an SDK client connected over ndJsonStream, the store fed by react-acp-plans/acp.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../../src/store';
import type { ApplyResult, ItemsPlanState, PlanStore } from '../../src/store/types';
import { startInPageSession, type InPageSession } from '../client';
import { createPermissionStore } from '../../src/approval/createPermissionStore';
import type { PermissionRequestState, PermissionStore as PermissionStore_ } from '../../src/approval/types';
import { DEMO_PLAN_IDS, FINAL_PLAN_DOCUMENT, PLAN_MODE_DOCUMENT, PLAN_MODE_IDS } from './scripts';

interface Seen {
  readonly kind: string;
  readonly status: ApplyResult['status'];
  readonly params: { update: Record<string, unknown> };
}

const open: InPageSession[] = [];

async function start(advertisePlans: boolean, speed = Infinity) {
  const store = createPlanStore();
  const seen: Seen[] = [];
  const onRejected = vi.fn();
  const session = await startInPageSession({
    store,
    advertisePlans,
    speed,
    onRejected,
    onUpdate: (params, result) => {
      const typed = params as Seen['params'];
      seen.push({ kind: String(typed.update.sessionUpdate), status: result.status, params: typed });
    },
  });
  open.push(session);
  return { store, seen, session, onRejected };
}

function itemsPlan(store: PlanStore, sessionId: string, planId: string): ItemsPlanState {
  const plan = store.getPlan(sessionId, planId);
  if (plan?.type !== 'items') throw new Error(`expected an item plan ${planId}, got ${plan?.type}`);
  return plan;
}

afterEach(() => {
  for (const session of open.splice(0)) session.close();
  vi.useRealTimers();
});

describe('demo agent, client without plan support (legacy `plan`)', () => {
  it('plays a TodoWrite-style session that ends with every step done', async () => {
    const { store, seen, session, onRejected } = await start(false);

    await expect(session.prompt('Fix the CSV bug')).resolves.toBe('end_turn');

    const plans = store.getPlans(session.sessionId);
    expect(plans.map((plan) => [plan.planId, plan.type])).toEqual([['main', 'items']]);
    const plan = itemsPlan(store, session.sessionId, 'main');
    expect(plan.entries.map(({ content, status, priority }) => [content, status, priority])).toEqual([
      ['Read the failing test in `test/parser.spec.ts`', 'completed', 'medium'],
      ['Fix the loop bound in `tokenize()` (`<` instead of `<=`)', 'completed', 'medium'],
      ['Run the test suite', 'completed', 'medium'],
      ['Add a regression test for a trailing empty field', 'completed', 'medium'],
    ]);
    expect(plan.progress).toMatchObject({ completed: 4, total: 4, ratio: 1 });
    expect(onRejected).not.toHaveBeenCalled();

    const planKinds = new Set(seen.map((s) => s.kind).filter((kind) => kind.startsWith('plan')));
    expect(planKinds).toEqual(new Set(['plan']));
    // The repeated identical snapshot changes nothing.
    expect(seen.filter((s) => s.kind === 'plan').map((s) => s.status)).toContain('unchanged');
    // Realistic traffic: text and tool calls are interleaved with the plan (the store ignores them).
    expect(seen.some((s) => s.kind === 'agent_message_chunk' && s.status === 'ignored')).toBe(true);
    expect(seen.some((s) => s.kind === 'tool_call')).toBe(true);
  });

  it('shows a step reworded, one appended and one removed along the way', async () => {
    const { seen, session } = await start(false);
    await session.prompt('go');

    const snapshots = seen
      .filter((s) => s.kind === 'plan')
      .map((s) => (s.params.update.entries as { content: string }[]).map((e) => e.content));
    const lengths = snapshots.map((contents) => contents.length);
    expect(Math.max(...lengths)).toBe(5);
    expect(lengths.at(-1)).toBe(4);
    expect(snapshots.some((contents) => contents.includes('Fix the tokenizer'))).toBe(true);
    expect(snapshots.at(-1)).not.toContain('Fix the tokenizer');
    expect(snapshots.at(-1)).not.toContain('Find the off-by-one in `tokenize()`');
  });
});

describe('demo agent, client with plan support (`plan_update` / `plan_removed`)', () => {
  it('ends with a finished item plan, the full markdown plan and the file plan; the subagent plan is gone', async () => {
    const { store, seen, session, onRejected } = await start(true);

    await expect(session.prompt('Fix the CSV bug')).resolves.toBe('end_turn');

    const plans = store.getPlans(session.sessionId);
    expect(plans.map((plan) => [plan.planId, plan.type])).toEqual([
      [DEMO_PLAN_IDS.markdown, 'markdown'],
      [DEMO_PLAN_IDS.file, 'file'],
      [DEMO_PLAN_IDS.items, 'items'],
    ]);
    const markdown = store.getPlan(session.sessionId, DEMO_PLAN_IDS.markdown);
    expect(markdown).toMatchObject({ type: 'markdown', content: FINAL_PLAN_DOCUMENT, progress: { completed: 4, total: 4 } });
    expect(store.getPlan(session.sessionId, DEMO_PLAN_IDS.file)).toMatchObject({
      type: 'file',
      uri: 'file:///workspace/docs/PLAN.md',
      revision: 2,
    });
    const items = itemsPlan(store, session.sessionId, DEMO_PLAN_IDS.items);
    expect(items.entries.map(({ status, priority }) => [status, priority])).toEqual([
      ['completed', 'high'],
      ['completed', 'high'],
      ['completed', 'medium'],
      ['completed', 'low'],
    ]);
    expect(store.getPlan(session.sessionId, DEMO_PLAN_IDS.subagent)).toBeUndefined();
    expect(seen.find((s) => s.kind === 'plan_removed')?.status).toBe('removed');
    expect(seen.some((s) => s.kind === 'plan')).toBe(false);
    expect(onRejected).not.toHaveBeenCalled();
  });

  it('streams the markdown plan as growing snapshots before ticking its boxes', async () => {
    const { seen, session } = await start(true);
    await session.prompt('go');

    const contents = seen
      .filter((s) => s.kind === 'plan_update' && (s.params.update.plan as { type: string }).type === 'markdown')
      .map((s) => (s.params.update.plan as { content: string }).content);
    const growing = contents.slice(0, contents.findIndex((c) => c.length === FINAL_PLAN_DOCUMENT.length) + 1);
    expect(growing.length).toBeGreaterThanOrEqual(5);
    growing.slice(1).forEach((content, index) => {
      expect(content.startsWith(growing[index] ?? '')).toBe(true);
      expect(content.length).toBeGreaterThan(growing[index]?.length ?? 0);
    });
    expect(contents.at(-1)).toBe(FINAL_PLAN_DOCUMENT);
  });
});

describe('demo agent timing', () => {
  it('stops a turn on session/cancel: the prompt ends "cancelled", nothing more arrives, no timer is left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { seen, session } = await start(true, 1);
    const turn = session.prompt('go');
    await vi.advanceTimersByTimeAsync(3000);
    const before = seen.length;
    expect(before).toBeGreaterThan(0);

    await session.cancel();
    await expect(turn).resolves.toBe('cancelled');
    // connectPlanStore marks the turn's end from a zero-delay task (after the SDK's late notifications): let it run.
    // Anything the agent left behind (its pace's timers) has a delay and would still be counted.
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(before);
  });

  it('pauses and resumes the script', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { seen, session } = await start(false, 1);
    const turn = session.prompt('go');
    await vi.advanceTimersByTimeAsync(1000);
    session.pace.pause();
    const paused = seen.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toHaveLength(paused);

    session.pace.resume();
    session.pace.setSpeed(Infinity);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(turn).resolves.toBe('end_turn');
    expect(seen.length).toBeGreaterThan(paused);
  });

  it('close() mid-turn leaves no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { session } = await start(true, 1);
    const turn = session.prompt('go').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(vi.getTimerCount()).toBe(1);

    session.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
    // The connection closed under the request: it settles (with an error) instead of hanging.
    await expect(turn).resolves.toBeInstanceOf(Error);
  });
});

describe('demo agent, plan mode (`/plan`): asks "Implement this plan?" the way Codex does', () => {
  async function startPlanMode(answer: (request: PermissionRequestState, permissions: PermissionStore_) => void) {
    const store = createPlanStore();
    const permissions: PermissionStore_ = createPermissionStore({
      plans: store,
      onAttention: (request) => queueMicrotask(() => answer(request, permissions)),
    });
    const session = await startInPageSession({ store, permissions, speed: Infinity });
    open.push(session);
    return { store, permissions, session };
  }

  it('carries the plan out once approved: item plan snapshots to all completed', async () => {
    const { store, permissions, session } = await startPlanMode((request, permissions) => {
      expect(request).toMatchObject({ planId: PLAN_MODE_IDS.markdown, question: 'Implement this plan?', toolCallId: `plan-review:${PLAN_MODE_IDS.markdown}` });
      // The plan it asks about is complete when it asks.
      expect(store.getPlan(session.sessionId, PLAN_MODE_IDS.markdown)).toMatchObject({ content: PLAN_MODE_DOCUMENT });
      permissions.answer(request.id, 'implement_plan');
    });
    await expect(session.prompt('/plan Fix the CSV bug')).resolves.toBe('end_turn');
    expect(itemsPlan(store, session.sessionId, PLAN_MODE_IDS.items).progress).toMatchObject({ completed: 3, total: 3 });
    expect(permissions.getPlanRequest(session.sessionId, PLAN_MODE_IDS.markdown)).toMatchObject({ status: 'selected' });
  });

  it('keeps planning when refused: the turn ends without carrying it out', async () => {
    const { store, session } = await startPlanMode((request, permissions) => permissions.answer(request.id, 'revise_plan'));
    await expect(session.prompt('/plan Fix the CSV bug')).resolves.toBe('end_turn');
    expect(store.getPlan(session.sessionId, PLAN_MODE_IDS.items)).toBeUndefined();
  });

  it('ends the turn as cancelled when the user stops it while the question is pending', async () => {
    const { store, permissions, session } = await startPlanMode(() => void session.cancel());
    await expect(session.prompt('/plan Fix the CSV bug')).resolves.toBe('cancelled');
    expect(store.getPlan(session.sessionId, PLAN_MODE_IDS.items)).toBeUndefined();
    expect(permissions.getPlanRequest(session.sessionId, PLAN_MODE_IDS.markdown)?.status).toBe('cancelled');
  });
});
