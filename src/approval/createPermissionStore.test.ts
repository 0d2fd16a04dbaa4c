import { describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import { createPermissionStore } from './createPermissionStore';

const OPTIONS = [
  { optionId: 'implement_plan', name: 'Yes, implement this plan', kind: 'allow_once' },
  { optionId: 'revise_plan', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
];

/** A Codex plan-mode request (the shape of test/fixtures/codex-plan-mode-approval.jsonl). */
function codexRequest(planId = 'p1', sessionId = 's1', overrides: Record<string, unknown> = {}) {
  return {
    sessionId,
    toolCall: { toolCallId: `plan-review:${planId}`, kind: 'switch_mode', status: 'pending', title: 'Implement this plan?' },
    options: OPTIONS,
    ...overrides,
  };
}

function planStoreWith(...plans: [sessionId: string, planId: string][]) {
  let clock = 0;
  const plans_ = createPlanStore({ now: () => ++clock });
  for (const [sessionId, planId] of plans) {
    plans_.apply({ sessionId, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content: '# Plan' } } });
  }
  return plans_;
}

describe('createPermissionStore', () => {
  it('keeps a Codex plan review as pending on the plan its tool call names, and resolves with the chosen option', async () => {
    const onAttention = vi.fn();
    const store = createPermissionStore({ onAttention, now: () => 5 });
    const result = store.request(codexRequest());
    expect(result.status).toBe('pending');
    if (result.status !== 'pending') return;
    expect(result.request).toMatchObject({ sessionId: 's1', planId: 'p1', question: 'Implement this plan?', status: 'pending', toolKind: 'switch_mode' });
    expect(onAttention).toHaveBeenCalledWith(result.request);
    expect(store.getPending('s1')).toEqual([result.request]);
    expect(store.getPlanRequest('s1', 'p1')).toBe(result.request);

    expect(store.answer(result.request.id, 'implement_plan')).toMatchObject({ status: 'answered' });
    await expect(result.response).resolves.toEqual({ outcome: { outcome: 'selected', optionId: 'implement_plan' } });
    expect(store.getPending('s1')).toEqual([]);
    expect(store.getPlanRequest('s1', 'p1')).toMatchObject({ status: 'selected', selected: OPTIONS[0], settledAt: 5 });
  });

  it('links a request that only leaves plan mode to the most recently updated plan (Claude Code ExitPlanMode)', () => {
    const plans = planStoreWith(['s1', 'older'], ['s1', 'newer']);
    const store = createPermissionStore({ plans });
    const exitPlanMode = {
      sessionId: 's1',
      toolCall: { toolCallId: 'toolu_1', title: 'Ready to code?', rawInput: { plan: '# Plan' } },
      options: OPTIONS,
    };
    expect(store.request(exitPlanMode)).toMatchObject({ status: 'pending', request: { planId: 'newer' } });
  });

  it('links by _meta.planId', () => {
    const store = createPermissionStore();
    const request = { sessionId: 's1', toolCall: { toolCallId: 't', _meta: { planId: 'design' } }, options: OPTIONS };
    expect(store.request(request)).toMatchObject({ status: 'pending', request: { planId: 'design', question: '' } });
  });

  it('leaves requests that are not about a plan to the host, untouched', () => {
    const plans = planStoreWith(['s1', 'p1']);
    const store = createPermissionStore({ plans });
    const edit = { sessionId: 's1', toolCall: { toolCallId: 'edit_1', kind: 'edit', title: 'Edit src/a.ts' }, options: OPTIONS };
    expect(store.request(edit)).toEqual({ status: 'ignored', reason: 'not about a plan' });
    expect(store.getSnapshot().version).toBe(0);
  });

  it('rejects a request about a plan of a session without plans, and leaves plan-mode exits of such sessions to the host', () => {
    const onError = vi.fn();
    const store = createPermissionStore({ plans: planStoreWith(['s1', 'p1']), onError });
    const result = store.request(codexRequest('p1', 'ghost'));
    expect(result).toMatchObject({ status: 'rejected', error: { path: 'sessionId', reason: expect.stringContaining('"ghost" has no plans') } });
    expect(onError).toHaveBeenCalledTimes(1);
    const exit = { sessionId: 'ghost', toolCall: { toolCallId: 't', kind: 'switch_mode' }, options: OPTIONS };
    expect(store.request(exit)).toMatchObject({ status: 'ignored' });
  });

  it.each([
    [null, '$', 'expected an object, got null'],
    [{ toolCall: { toolCallId: 'x' }, options: [] }, 'sessionId', 'is missing; expected a string'],
    [{ sessionId: 's', options: [] }, 'toolCall', 'is missing; expected an object'],
    [{ sessionId: 's', toolCall: { toolCallId: 7 }, options: [] }, 'toolCall.toolCallId', 'expected a string, got number'],
    [{ sessionId: 's', toolCall: { toolCallId: 'plan-review:p' } }, 'options', 'is missing; expected an array'],
    [{ sessionId: 's', toolCall: { toolCallId: 'plan-review:p' }, options: [{ optionId: 'a', name: 1, kind: 'allow_once' }] }, 'options[0].name', 'expected a string, got number'],
    [
      { sessionId: 's', toolCall: { toolCallId: 'plan-review:p' }, options: [OPTIONS[0], OPTIONS[0]] },
      'options[1].optionId',
      'repeats the option id "implement_plan"',
    ],
  ])('rejects a malformed request with a path and a reason (%#)', (input, path, reason) => {
    const store = createPermissionStore();
    expect(store.request(input)).toMatchObject({ status: 'rejected', error: { path, reason } });
    expect(store.getSnapshot().version).toBe(0);
  });

  it('keeps a request with no options and unknown option kinds; "Dismiss" answers cancelled', async () => {
    const store = createPermissionStore();
    const none = store.request(codexRequest('p1', 's1', { options: [] }));
    const odd = store.request(codexRequest('p2', 's1', { options: [{ optionId: 'x', name: 'Maybe', kind: '_later' }] }));
    expect(odd).toMatchObject({ status: 'pending', request: { options: [{ kind: '_later' }] } });
    if (none.status !== 'pending') throw new Error('expected pending');
    store.answer(none.request.id, null);
    await expect(none.response).resolves.toEqual({ outcome: { outcome: 'cancelled' } });
    expect(store.getPlanRequest('s1', 'p1')?.status).toBe('cancelled');
  });

  it('answers cancelled when the session is cancelled or its turn ends; a later answer is refused, not thrown', async () => {
    const store = createPermissionStore();
    const first = store.request(codexRequest('p1', 's1'));
    const other = store.request(codexRequest('p1', 's2'));
    if (first.status !== 'pending' || other.status !== 'pending') throw new Error('expected pending');
    expect(store.cancelSession('s1')).toBe(1);
    await expect(first.response).resolves.toEqual({ outcome: { outcome: 'cancelled' } });
    expect(store.answer(first.request.id, 'implement_plan')).toEqual({
      status: 'rejected',
      reason: `request "${first.request.id}" is no longer pending (cancelled)`,
    });
    expect(store.answer('nope', 'implement_plan')).toMatchObject({ status: 'rejected', reason: 'no request "nope"' });
    expect(store.answer(other.request.id, 'not-an-option')).toMatchObject({ status: 'rejected' });
    expect(store.getPending('s2')).toHaveLength(1);
  });

  it('replaces an older pending question about the same plan, answering it cancelled', async () => {
    const store = createPermissionStore();
    const first = store.request(codexRequest());
    const second = store.request(codexRequest());
    if (first.status !== 'pending' || second.status !== 'pending') throw new Error('expected pending');
    await expect(first.response).resolves.toEqual({ outcome: { outcome: 'cancelled' } });
    expect(store.getPending('s1')).toEqual([second.request]);
    expect(store.getPlanRequest('s1', 'p1')).toBe(second.request);
  });

  it('caps pending requests and options', () => {
    const store = createPermissionStore({ maxPending: 1, maxOptions: 1 });
    expect(store.request(codexRequest('a'))).toMatchObject({ status: 'rejected', error: { path: 'options' } });
    expect(store.request(codexRequest('a', 's1', { options: [OPTIONS[0]] }))).toMatchObject({ status: 'pending' });
    expect(store.request(codexRequest('b', 's1', { options: [OPTIONS[0]] }))).toMatchObject({
      status: 'rejected',
      error: { reason: expect.stringContaining('maxPending') },
    });
  });

  it('notifies subscribers, keeps getPending stable between changes, and reset forgets records', () => {
    const store = createPermissionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.request(codexRequest());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getPending('s1')).toBe(store.getPending('s1'));
    expect(store.getPending('none')).toBe(store.getPending('other'));
    store.reset('s1');
    expect(store.getPlanRequest('s1', 'p1')).toBeUndefined();
    expect(store.getSnapshot().pending).toEqual([]);
  });
});
