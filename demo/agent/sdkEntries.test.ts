// @vitest-environment node
// The three SDK entries a host may build its client on, each against the demo agent over ndJsonStream, the
// store fed by react-acp-plans/acp: `./unstable` and `./experimental/v2` through `connectPlanStore`, the default
// entry through `withPlanStore` (its client drops `plan_update`).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../../src/store';
import type { ItemsPlanState } from '../../src/store/types';
import { startInPageSession, type InPageSession, type InPageSessionOptions } from '../client';
import { DEMO_PLAN_IDS, FINAL_PLAN_DOCUMENT } from './scripts';
import { V2_CANCELLED_STEP, V2_CUSTOM_STEP } from './v2Script';

const open: InPageSession[] = [];
afterEach(() => {
  for (const session of open.splice(0)) session.close();
  vi.restoreAllMocks();
});

async function run(sdkEntry: NonNullable<InPageSessionOptions['sdkEntry']>) {
  const store = createPlanStore();
  const endTurn = vi.spyOn(store, 'endTurn');
  const kinds: string[] = [];
  const onRejected = vi.fn();
  // The SDK logs "Invalid params" when its schema drops an update: nothing may be dropped on any entry.
  const sdkErrors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const session = await startInPageSession({
    store,
    sdkEntry,
    speed: Infinity,
    onRejected,
    onUpdate: (params) => kinds.push(String((params as { update: { sessionUpdate: unknown } }).update.sessionUpdate)),
  });
  open.push(session);
  const stopReason = await session.prompt('Fix the CSV bug');
  return { store, kinds, onRejected, sdkErrors, session, stopReason, endTurn };
}

function items(store: ReturnType<typeof createPlanStore>, sessionId: string, planId: string): ItemsPlanState {
  const plan = store.getPlan(sessionId, planId);
  if (plan?.type !== 'items') throw new Error(`expected an item plan ${planId}, got ${plan?.type}`);
  return plan;
}

describe.each(['unstable', 'default', 'v2'] as const)('a client from the SDK entry %s, against the demo agent', (sdkEntry) => {
  it('gets every plan of the turn into the store, with nothing rejected or dropped', async () => {
    const { store, kinds, onRejected, sdkErrors, session, stopReason, endTurn } = await run(sdkEntry);

    expect(stopReason).toBe('end_turn');
    // The turn's end reaches the store (a plan left unfinished would be marked stale).
    expect(endTurn).toHaveBeenCalledWith(session.sessionId, 'end_turn');
    expect(onRejected).not.toHaveBeenCalled();
    expect(sdkErrors).not.toHaveBeenCalled();
    // The subagent's plan came and went (plan_removed); the three others stay.
    expect(store.getPlans(session.sessionId).map((plan) => [plan.planId, plan.type])).toEqual([
      [DEMO_PLAN_IDS.markdown, 'markdown'],
      [DEMO_PLAN_IDS.file, 'file'],
      [DEMO_PLAN_IDS.items, 'items'],
    ]);
    expect(kinds).toContain('plan_removed');
    expect(kinds).not.toContain('plan');
    const markdown = store.getPlan(session.sessionId, DEMO_PLAN_IDS.markdown);
    expect(markdown?.type === 'markdown' && markdown.content).toBe(FINAL_PLAN_DOCUMENT);
  });
});

describe('v2 traffic from the demo agent', () => {
  it('is sent to a v2 client only: state updates, a cancelled step and a custom status, no tool_call', async () => {
    const { store, kinds, session } = await run('v2');
    const plan = items(store, session.sessionId, DEMO_PLAN_IDS.items);

    expect(plan.entries.map(({ content, status }) => [content, status])).toEqual([
      ['Reproduce the bug with a failing test', 'completed'],
      ['Fix the loop bound in `tokenize()`', 'completed'],
      ['Add regression tests for empty and quoted fields', 'completed'],
      [V2_CANCELLED_STEP, 'cancelled'],
      [V2_CUSTOM_STEP.content, V2_CUSTOM_STEP.status],
    ]);
    // Neither counts as done.
    expect(plan.progress).toMatchObject({ completed: 3, total: 5 });
    expect(kinds[0]).toBe('state_update');
    expect(kinds.at(-1)).toBe('state_update');
    expect(kinds).toContain('tool_call_update');
    expect(kinds).not.toContain('tool_call');
  });

  it('is not sent to a v1 client, which keeps v1 statuses', async () => {
    const { store, kinds, session } = await run('unstable');
    const plan = items(store, session.sessionId, DEMO_PLAN_IDS.items);

    expect(plan.entries.map((entry) => entry.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(kinds).toContain('tool_call');
    expect(kinds).not.toContain('state_update');
  });
});
