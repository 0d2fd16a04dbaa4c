import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanInputError } from '../acp/types';
import { createPlanStore } from './createPlanStore';
import type { ItemsPlanState, MarkdownPlanState, PlanStoreOptions } from './types';

type Entry = { content: string; priority?: string; status?: string };

const legacy = (sessionId: string, entries: Entry[]) => ({
  jsonrpc: '2.0',
  method: 'session/update',
  params: {
    sessionId,
    update: {
      sessionUpdate: 'plan',
      entries: entries.map((e) => ({ priority: 'medium', status: 'pending', ...e })),
    },
  },
});
const items = (sessionId: string, planId: string, entries: Entry[]) => ({
  sessionId,
  update: {
    sessionUpdate: 'plan_update',
    plan: { type: 'items', planId, entries: entries.map((e) => ({ priority: 'medium', status: 'pending', ...e })) },
  },
});
const markdown = (sessionId: string, planId: string, content: string) => ({
  sessionId,
  update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content } },
});
const file = (sessionId: string, planId: string, uri: string) => ({
  sessionId,
  update: { sessionUpdate: 'plan_update', plan: { type: 'file', id: planId, uri } },
});
const removed = (sessionId: string, planId: string) => ({
  sessionId,
  update: { sessionUpdate: 'plan_removed', planId },
});

function setup(options: PlanStoreOptions = {}) {
  let time = 1000;
  const onError = vi.fn();
  const store = createPlanStore({ now: () => (time += 10), onError, ...options });
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, onError, listener };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createPlanStore: apply', () => {
  it('applies a legacy plan as the plan "main", with keys, progress and revision 1', () => {
    const { store, listener } = setup();
    const result = store.apply(legacy('s1', [{ content: 'a', status: 'completed' }, { content: 'b' }]));
    expect(result.status).toBe('applied');
    const plan = store.getPlan('s1', 'main') as ItemsPlanState;
    expect(result).toEqual({ status: 'applied', sessionId: 's1', planId: 'main', plan });
    expect(plan).toMatchObject({ sessionId: 's1', planId: 'main', type: 'items', revision: 1, updatedAt: 1010 });
    expect(plan.entries.map((e) => [e.key, e.content, e.status])).toEqual([
      ['k1', 'a', 'completed'],
      ['k2', 'b', 'pending'],
    ]);
    expect(plan.progress).toEqual({ completed: 1, inProgress: 0, pending: 1, cancelled: 0, other: 0, total: 2, ratio: 0.5 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('accepts params alone and JSON text', () => {
    const { store } = setup();
    expect(store.apply(JSON.stringify(legacy('s', [{ content: 'a' }]))).status).toBe('applied');
    expect(store.apply(items('s', 'p', [{ content: 'x' }])).status).toBe('applied');
    expect(store.getPlans('s').map((p) => p.planId)).toEqual(['main', 'p']);
  });

  it('answers an identical snapshot with unchanged: same snapshot object, no listener call', () => {
    const { store, listener } = setup();
    store.apply(legacy('s', [{ content: 'a' }]));
    const snapshot = store.getSnapshot();
    const plan = store.getPlan('s', 'main');
    const result = store.apply(legacy('s', [{ content: 'a' }]));
    expect(result).toEqual({ status: 'unchanged', sessionId: 's', planId: 'main', plan });
    expect(store.getSnapshot()).toBe(snapshot);
    expect(store.getPlan('s', 'main')).toBe(plan);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shares structure: only the changed session and plan are new objects', () => {
    const { store } = setup();
    store.apply(items('s1', 'a', [{ content: 'x' }]));
    store.apply(items('s1', 'b', [{ content: 'y' }]));
    store.apply(items('s2', 'c', [{ content: 'z' }]));
    const before = store.getSnapshot();
    const planA = store.getPlan('s1', 'a');
    const plansS1 = store.getPlans('s1');
    const plansS2 = store.getPlans('s2');
    store.apply(items('s1', 'b', [{ content: 'y', status: 'completed' }]));
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(after.version).toBe(before.version + 1);
    expect(after.sessions.get('s2')).toBe(before.sessions.get('s2'));
    expect(store.getPlans('s2')).toBe(plansS2);
    expect(store.getPlans('s1')).not.toBe(plansS1);
    expect(store.getPlan('s1', 'a')).toBe(planA);
    expect(store.getPlans('s1')[0]).toBe(planA);
    expect(store.getPlans('s1')).toBe(store.getPlans('s1'));
    expect(after.sessions.get('s1')!.plans).toBe(store.getPlans('s1'));
  });

  it('keeps plans in order of first appearance, across updates and type changes', () => {
    const { store } = setup();
    store.apply(items('s', 'one', [{ content: 'a' }]));
    store.apply(markdown('s', 'two', '# two'));
    store.apply(file('s', 'three', 'file:///x.md'));
    store.apply(items('s', 'one', [{ content: 'b' }]));
    store.apply(markdown('s', 'three', 'now markdown'));
    expect(store.getPlans('s').map((p) => [p.planId, p.type])).toEqual([
      ['one', 'items'],
      ['two', 'markdown'],
      ['three', 'markdown'],
    ]);
  });

  it('replaces a plan whose type changes, continuing its revision', () => {
    const { store } = setup();
    store.apply(file('s', 'p', 'file:///plan.md'));
    store.apply(items('s', 'p', [{ content: 'a', status: 'in_progress' }]));
    const plan = store.getPlan('s', 'p') as ItemsPlanState;
    expect(plan).toMatchObject({ type: 'items', revision: 2 });
    expect(plan.entries[0]!.change).toBeUndefined();
    expect(store.getEntry('s', 'p', plan.entries[0]!.key)).toBe(plan.entries[0]);
    store.apply(markdown('s', 'p', '- [x] done'));
    expect(store.getPlan('s', 'p')).toMatchObject({ type: 'markdown', revision: 3, content: '- [x] done' });
    expect(store.getEntry('s', 'p', plan.entries[0]!.key)).toBeUndefined();
    store.apply(items('s', 'p', [{ content: 'b' }]));
    // Keys are never reused within a plan, even across type changes.
    expect((store.getPlan('s', 'p') as ItemsPlanState).entries[0]!.key).toBe('k2');
  });

  it('applies markdown, answering the same text with unchanged', () => {
    const { store, listener } = setup();
    store.apply(markdown('s', 'm', '- [ ] a\n- [x] b'));
    const plan = store.getPlan('s', 'm') as MarkdownPlanState;
    expect(plan.progress).toMatchObject({ completed: 1, pending: 1, total: 2 });
    const again = store.apply(markdown('s', 'm', '- [ ] a\n- [x] b'));
    expect(again).toEqual({ status: 'unchanged', sessionId: 's', planId: 'm', plan });
    store.apply(markdown('s', 'm', '- [ ] a\n- [x] b\n\nmore'));
    const next = store.getPlan('s', 'm') as MarkdownPlanState;
    expect(next.revision).toBe(2);
    expect(next.progress).toBe(plan.progress); // same counts: same object
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('always applies a file plan, bumping the revision even for the same uri', () => {
    const { store, listener } = setup();
    store.apply(file('s', 'f', 'file:///a.md'));
    const result = store.apply(file('s', 'f', 'file:///a.md'));
    expect(result.status).toBe('applied');
    expect(store.getPlan('s', 'f')).toMatchObject({ type: 'file', uri: 'file:///a.md', revision: 2, updatedAt: 1020 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('removes a plan (either id spelling), and answers an unknown one with unchanged', () => {
    const { store, listener } = setup();
    store.apply(items('s', 'a', [{ content: 'x' }]));
    store.apply(items('s', 'b', [{ content: 'y' }]));
    expect(store.apply(removed('s', 'a'))).toEqual({ status: 'removed', sessionId: 's', planId: 'a' });
    expect(store.getPlan('s', 'a')).toBeUndefined();
    expect(store.getPlans('s').map((p) => p.planId)).toEqual(['b']);
    expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_removed', id: 'b' } }).status).toBe('removed');
    expect(store.getPlans('s')).toEqual([]);
    expect(store.getSnapshot().sessions.has('s')).toBe(false);
    const calls = listener.mock.calls.length;
    expect(store.apply(removed('s', 'nope'))).toEqual({ status: 'unchanged', sessionId: 's', planId: 'nope' });
    expect(listener).toHaveBeenCalledTimes(calls);
  });

  it('starts a removed-then-recreated plan afresh at revision 1', () => {
    const { store } = setup();
    store.apply(items('s', 'p', [{ content: 'x' }]));
    store.apply(items('s', 'p', [{ content: 'y' }]));
    store.apply(removed('s', 'p'));
    store.apply(items('s', 'p', [{ content: 'z' }]));
    expect(store.getPlan('s', 'p')).toMatchObject({ revision: 1 });
    expect(store.getHistory('s', 'p')).toEqual([]);
  });

  it('ignores non-plan traffic without touching anything', () => {
    const { store, listener, onError } = setup();
    store.apply(items('s', 'p', [{ content: 'x' }]));
    const snapshot = store.getSnapshot();
    const result = store.apply({ sessionId: 's', update: { sessionUpdate: 'agent_message_chunk', content: {} } });
    expect(result.status).toBe('ignored');
    expect(store.getSnapshot()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects bad input with a precise error, calls onError, and keeps the last good plan', () => {
    const { store, listener, onError } = setup();
    store.apply(legacy('s', [{ content: 'a' }]));
    const snapshot = store.getSnapshot();
    const bad = legacy('s', [{ content: 'a' }]);
    (bad.params.update.entries[0] as Record<string, unknown>).status = 7;
    const result = store.apply(bad);
    expect(result.status).toBe('rejected');
    if (result.status !== 'rejected') return;
    expect(result.error).toBeInstanceOf(PlanInputError);
    expect(result.error.path).toBe('params.update.entries[0].status');
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.error);
    expect(store.getSnapshot()).toBe(snapshot);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('passes the input limits of its options to the parser', () => {
    const { store } = setup({ maxEntries: 2, maxContentLength: 5 });
    expect(store.apply(legacy('s', [{ content: 'a' }, { content: 'b' }, { content: 'c' }]))).toMatchObject({
      status: 'rejected',
      error: { path: 'params.update.entries' },
    });
    expect(store.apply(legacy('s', [{ content: 'too long' }]))).toMatchObject({
      status: 'rejected',
      error: { path: 'params.update.entries[0].content' },
    });
    expect(store.apply(legacy('s', [{ content: 'ok' }])).status).toBe('applied');
  });

  it('never throws: a throwing clock turns into a rejected result at $', () => {
    const onError = vi.fn();
    const store = createPlanStore({
      now: () => {
        throw new Error('clock broke');
      },
      onError,
    });
    const result = store.apply(legacy('s', [{ content: 'a' }]));
    expect(result).toMatchObject({ status: 'rejected', error: { path: '$' } });
    expect(onError).toHaveBeenCalledOnce();
    expect(store.getPlans('s')).toEqual([]);
    expect(store.getSnapshot().version).toBe(0);
  });

  it('never throws when onError throws: the error is rethrown from a microtask', () => {
    const later: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => later.push(task));
    const store = createPlanStore({
      onError: () => {
        throw new Error('handler broke');
      },
    });
    expect(store.apply('not json').status).toBe('rejected');
    expect(later).toHaveLength(1);
    expect(() => later[0]!()).toThrow('handler broke');
  });

  it('handles a session called __proto__ and plan ids like constructor', () => {
    const { store } = setup();
    store.apply(items('__proto__', 'constructor', [{ content: 'x' }]));
    store.apply(items('constructor', '__proto__', [{ content: 'y' }]));
    expect(store.getPlans('__proto__').map((p) => p.planId)).toEqual(['constructor']);
    expect(store.getPlan('constructor', '__proto__')).toMatchObject({ type: 'items' });
    expect(store.getPlans('toString')).toEqual([]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('createPlanStore: getters', () => {
  it('returns one shared frozen empty array for unknown sessions and histories', () => {
    const { store } = setup();
    const empty = store.getPlans('nobody');
    expect(empty).toEqual([]);
    expect(Object.isFrozen(empty)).toBe(true);
    expect(store.getPlans('someone else')).toBe(empty);
    expect(store.getHistory('nobody', 'p')).toBe(empty);
    expect(store.getPlan('nobody', 'p')).toBeUndefined();
    expect(store.getEntry('nobody', 'p', 'k1')).toBeUndefined();
  });

  it('getEntry finds every current entry by key and forgets removed ones', () => {
    const { store } = setup();
    store.apply(items('s', 'p', [{ content: 'a' }, { content: 'b' }, { content: 'c' }]));
    store.apply(items('s', 'p', [{ content: 'c' }, { content: 'a', status: 'completed' }, { content: 'd' }]));
    const plan = store.getPlan('s', 'p') as ItemsPlanState;
    for (const entry of plan.entries) expect(store.getEntry('s', 'p', entry.key)).toBe(entry);
    expect(plan.entries.map((entry) => entry.key)).not.toContain('k2');
    expect(store.getEntry('s', 'p', 'k2')).toBeUndefined();
    expect(store.getEntry('s', 'p', 'k99')).toBeUndefined();
    store.apply(markdown('s', 'm', 'text'));
    expect(store.getEntry('s', 'm', 'k1')).toBeUndefined();
  });

  it('keeps getEntry in step with a long run of status changes and reorders', () => {
    const { store } = setup();
    const contents = Array.from({ length: 50 }, (_, i) => `task ${i}`);
    const statuses = ['pending', 'in_progress', 'completed'];
    for (let round = 0; round < 30; round++) {
      const order = round % 3 === 0 ? [...contents].reverse() : contents;
      store.apply(items('s', 'p', order.map((content, i) => ({ content, status: statuses[(i + round) % 3] }))));
      const plan = store.getPlan('s', 'p') as ItemsPlanState;
      for (const entry of plan.entries) expect(store.getEntry('s', 'p', entry.key)).toBe(entry);
    }
  });

  it('keeps up to historyLimit earlier revisions, oldest first, dropped with the plan', () => {
    const { store } = setup({ historyLimit: 3 });
    for (let i = 1; i <= 5; i++) store.apply(items('s', 'p', [{ content: `v${i}` }]));
    const history = store.getHistory('s', 'p');
    expect(history.map((p) => p.revision)).toEqual([2, 3, 4]);
    expect(history.map((p) => (p as ItemsPlanState).entries[0]!.content)).toEqual(['v2', 'v3', 'v4']);
    expect(store.getHistory('s', 'p')).toBe(history);
    store.apply(items('s', 'p', [{ content: 'v5' }])); // unchanged: history untouched
    expect(store.getHistory('s', 'p')).toBe(history);
    store.apply(removed('s', 'p'));
    expect(store.getHistory('s', 'p')).toEqual([]);
  });

  it('keeps 10 revisions by default and none with historyLimit 0', () => {
    const { store } = setup();
    for (let i = 1; i <= 15; i++) store.apply(markdown('s', 'm', `v${i}`));
    expect(store.getHistory('s', 'm').map((p) => p.revision)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    const none = setup({ historyLimit: 0 }).store;
    none.apply(markdown('s', 'm', 'a'));
    none.apply(markdown('s', 'm', 'b'));
    expect(none.getHistory('s', 'm')).toEqual([]);
  });

  it('freezes what it hands out', () => {
    const { store } = setup();
    store.apply(items('s', 'p', [{ content: 'a' }]));
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(Object.isFrozen(store.getPlans('s'))).toBe(true);
    expect(Object.isFrozen(store.getPlan('s', 'p'))).toBe(true);
    expect(Object.isFrozen((store.getPlan('s', 'p') as ItemsPlanState).progress)).toBe(true);
    expect(Object.isFrozen((store.getPlan('s', 'p') as ItemsPlanState).entries[0])).toBe(true);
  });
});

describe('createPlanStore: reset and subscribe', () => {
  it('reset(sessionId) forgets one session and notifies; reset() forgets all', () => {
    const { store, listener } = setup();
    store.apply(items('a', 'p', [{ content: 'x' }]));
    store.apply(items('b', 'p', [{ content: 'y' }]));
    const plansB = store.getPlans('b');
    store.reset('a');
    expect(store.getPlans('a')).toEqual([]);
    expect(store.getPlans('b')).toBe(plansB);
    expect(listener).toHaveBeenCalledTimes(3);
    store.reset('unknown');
    expect(listener).toHaveBeenCalledTimes(3);
    store.reset();
    expect(store.getSnapshot().sessions.size).toBe(0);
    expect(store.getPlan('b', 'p')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(4);
    store.reset();
    expect(listener).toHaveBeenCalledTimes(4);
    // Plans come back fresh after a reset.
    store.apply(items('b', 'p', [{ content: 'y' }]));
    expect(store.getPlan('b', 'p')).toMatchObject({ revision: 1 });
    expect((store.getPlan('b', 'p') as ItemsPlanState).entries[0]!.key).toBe('k1');
  });

  it('stops calling a listener after unsubscribe, also when it unsubscribes during notification', () => {
    const store = createPlanStore();
    const calls: string[] = [];
    let unsubscribeB = () => {};
    const unsubscribeA = store.subscribe(() => {
      calls.push('a');
      unsubscribeB();
    });
    unsubscribeB = store.subscribe(() => calls.push('b'));
    store.subscribe(() => calls.push('c'));
    store.apply(items('s', 'p', [{ content: 'x' }]));
    expect(calls).toEqual(['a', 'c']);
    unsubscribeA();
    unsubscribeA(); // idempotent
    store.apply(items('s', 'p', [{ content: 'y' }]));
    expect(calls).toEqual(['a', 'c', 'c']);
  });

  it('does not call a listener subscribed during notification until the next change', () => {
    const store = createPlanStore();
    const late = vi.fn();
    store.subscribe(() => {
      store.subscribe(late);
    });
    store.apply(items('s', 'p', [{ content: 'x' }]));
    expect(late).not.toHaveBeenCalled();
    store.apply(items('s', 'p', [{ content: 'y' }]));
    expect(late).toHaveBeenCalled();
  });

  it('treats two subscriptions of one function as two', () => {
    const store = createPlanStore();
    const listener = vi.fn();
    const first = store.subscribe(listener);
    store.subscribe(listener);
    first();
    store.apply(items('s', 'p', [{ content: 'x' }]));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a throwing listener neither stops the others nor makes apply throw', () => {
    const later: (() => void)[] = [];
    vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => later.push(task));
    const store = createPlanStore();
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('listener broke');
    });
    store.subscribe(after);
    expect(store.apply(items('s', 'p', [{ content: 'x' }])).status).toBe('applied');
    expect(after).toHaveBeenCalledOnce();
    expect(later).toHaveLength(1);
    expect(() => later[0]!()).toThrow('listener broke');
  });

  it('lets a listener read the new state', () => {
    const store = createPlanStore();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().version));
    store.apply(items('s', 'p', [{ content: 'x' }]));
    store.apply(items('s', 'p', [{ content: 'y' }]));
    expect(seen).toEqual([1, 2]);
  });
});

describe('hostile objects', () => {
  it('does not remove a plan on an inherited plan_removed', () => {
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'p', uri: 'a.md' } } });
    const before = store.getSnapshot();
    const result = store.apply({ sessionId: 's', update: Object.create({ sessionUpdate: 'plan_removed', planId: 'p' }) });
    expect(result.status).toBe('rejected');
    expect(store.getSnapshot()).toBe(before);
    expect(store.getPlan('s', 'p')).toBeDefined();
  });

  it('never throws on getters and Proxy traps that throw, wherever they are', () => {
    const boom = (): never => {
      throw new Error('boom');
    };
    const traps = new Proxy({}, { get: boom, has: boom, getOwnPropertyDescriptor: boom, ownKeys: boom, getPrototypeOf: boom });
    const getter = (key: string, base: object = {}) => Object.defineProperty({ ...base }, key, { get: boom, enumerable: true });
    const store = createPlanStore();
    for (const input of [
      traps,
      { sessionId: 's', update: traps },
      getter('sessionId', { update: {} }),
      getter('update', { sessionId: 's' }),
      { sessionId: 's', update: getter('sessionUpdate') },
      { sessionId: 's', update: { sessionUpdate: 'plan', entries: [getter('status', { content: 'a', priority: 'low' })] } },
      { jsonrpc: '2.0', method: 'session/update', params: traps },
    ]) {
      const result = store.apply(input);
      expect(result.status).toBe('rejected');
      if (result.status === 'rejected') expect(result.error.path).toBe('$');
    }
  });
});

describe('createPlanStore: v2 plans and statuses', () => {
  const board = (sessionId: string, planId: string, fields: object, type = '_acme_board') => ({
    sessionId,
    update: { sessionUpdate: 'plan_update', plan: { type, planId, ...fields } },
  });

  it('keeps a plan of an unknown type with its raw content, unchanged when repeated, removed like any plan', () => {
    const { store, listener } = setup();
    const fields = { columns: [{ name: 'To do', cards: ['Fix it'] }], _meta: { 'acme.dev/v': 2 } };
    const result = store.apply(board('s1', 'b', fields));
    expect(result.status).toBe('applied');
    const plan = store.getPlan('s1', 'b');
    expect(plan).toEqual({ sessionId: 's1', planId: 'b', type: 'unknown', revision: 1, updatedAt: 1010, planType: '_acme_board', content: fields });
    expect(Object.isFrozen(plan) && plan?.type === 'unknown' && Object.isFrozen(plan.content)).toBe(true);
    // The same JSON again (a new object) changes nothing; other content or another type is a new revision.
    expect(store.apply(board('s1', 'b', structuredClone(fields))).status).toBe('unchanged');
    expect(store.apply(board('s1', 'b', { columns: [] })).status).toBe('applied');
    expect(store.apply(board('s1', 'b', { columns: [] }, 'spreadsheet'))).toMatchObject({ status: 'applied', plan: { planType: 'spreadsheet', revision: 3 } });
    expect(store.getHistory('s1', 'b')).toHaveLength(2);
    expect(store.apply(removed('s1', 'b')).status).toBe('removed');
    expect(store.getPlans('s1')).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('counts an unknown plan against maxPlansPerSession, and its content against maxPlanCharacters', () => {
    const { store } = setup({ maxPlansPerSession: 1, maxPlanCharacters: 50 });
    expect(store.apply(board('s1', 'a', { text: 'x'.repeat(100) })).status).toBe('rejected');
    expect(store.apply(board('s1', 'a', { text: 'ok' })).status).toBe('applied');
    expect(store.apply(board('s1', 'b', {})).status).toBe('rejected');
  });

  it('counts cancelled apart, and custom statuses as done only through isDone', () => {
    const statuses = [{ content: 'a', status: 'completed' }, { content: 'b', status: '_verified' }, { content: 'c', status: 'cancelled' }, { content: 'd', status: '_blocked' }];
    const plain = setup().store;
    plain.apply(items('s1', 'p', statuses));
    expect((plain.getPlan('s1', 'p') as ItemsPlanState).progress).toEqual({ completed: 1, inProgress: 0, pending: 0, cancelled: 1, other: 2, total: 4, ratio: 1 / 3 });
    expect(plain.isDone?.('_verified')).toBe(false);
    const { store } = setup({ isDone: (status) => status === '_verified' || status === 'cancelled' });
    store.apply(items('s1', 'p', statuses));
    expect((store.getPlan('s1', 'p') as ItemsPlanState).progress).toMatchObject({ completed: 2, cancelled: 1, other: 1, ratio: 2 / 3 });
    // isDone decides custom statuses only: cancelled is never done, completed always.
    expect([store.isDone?.('_verified'), store.isDone?.('cancelled'), store.isDone?.('completed')]).toEqual([true, false, true]);
    // Entries keep their raw statuses.
    expect((store.getPlan('s1', 'p') as ItemsPlanState).entries.map((entry) => entry.status)).toEqual(['completed', '_verified', 'cancelled', '_blocked']);
  });
});
