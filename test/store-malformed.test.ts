// Every line of malformed.jsonl through a store that already holds plans: the expected status, no throw,
// onError only for rejections, nothing existing touched, no prototype pollution.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanStore, type ItemsPlanState } from '../src/store';
import { readFixture } from './fixtures';

interface MalformedCase {
  why: string;
  expect: 'rejected' | 'ignored' | 'applied';
  input: unknown;
}

const cases = readFixture('malformed') as MalformedCase[];

function loadedStore() {
  const onError = vi.fn();
  const store = createPlanStore({ now: () => 42, onError });
  for (const input of readFixture('multi-plan').slice(0, 7)) store.apply(input);
  // Session "s" is the one most malformed lines name.
  const entries = [{ content: 'keep me', priority: 'low', status: 'pending' }];
  store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } });
  const listener = vi.fn();
  store.subscribe(listener);
  return { store, onError, listener };
}

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
});

describe('malformed.jsonl', () => {
  it('has the cases this test expects', () => {
    expect(cases.length).toBeGreaterThanOrEqual(14);
    expect(new Set(cases.map((c) => c.expect))).toEqual(new Set(['rejected', 'ignored', 'applied']));
  });

  it.each(cases.map((c) => [c.why, c] as const))('%s', (_why, malformed) => {
    const { store, onError, listener } = loadedStore();
    const before = store.getSnapshot();
    const plansBefore = store.getPlans('sess_ops_4410');
    const keepBefore = store.getPlan('s', 'main');

    let result: ReturnType<typeof store.apply> | undefined;
    expect(() => {
      result = store.apply(malformed.input);
    }).not.toThrow();
    expect(result!.status).toBe(malformed.expect);

    // Other sessions are never touched, whatever the input.
    expect(store.getPlans('sess_ops_4410')).toBe(plansBefore);
    if (malformed.expect === 'rejected') {
      expect(onError).toHaveBeenCalledOnce();
      if (result!.status === 'rejected') {
        expect(onError).toHaveBeenCalledWith(result!.error);
        expect(result!.error.path).toMatch(/^(\$|[a-zA-Z])/);
        expect(result!.error.reason).not.toBe('');
      }
    } else {
      expect(onError).not.toHaveBeenCalled();
    }
    if (malformed.expect === 'applied') {
      expect(listener).toHaveBeenCalledOnce();
    } else {
      // The last good state stays: the very same objects, nobody notified.
      expect(store.getSnapshot()).toBe(before);
      expect(store.getPlan('s', 'main')).toBe(keepBefore);
      expect(listener).not.toHaveBeenCalled();
    }
  });

  it('keeps only the known fields of an entry that carries __proto__, in a session called __proto__', () => {
    const { store } = loadedStore();
    const input = cases.find((c) => c.why === 'prototype keys')!.input;
    expect(store.apply(input).status).toBe('applied');
    const plan = store.getPlan('__proto__', 'main') as ItemsPlanState;
    expect(plan.entries.map((e) => [e.content, e.priority, e.status])).toEqual([['x', 'high', 'pending']]);
    const entry = plan.entries[0]!;
    expect(Object.getPrototypeOf(entry)).toBe(Object.prototype);
    expect((entry as unknown as Record<string, unknown>).polluted).toBeUndefined();
    expect(store.getPlans('__proto__')).toEqual([plan]);
    expect(store.getSnapshot().sessions.get('__proto__')?.plans).toEqual([plan]);
    // The same input as raw JSON text (where JSON.parse makes __proto__ an own key) behaves the same.
    const fresh = createPlanStore();
    expect(fresh.apply(JSON.stringify(input)).status).toBe('applied');
    expect((fresh.getPlan('__proto__', 'main') as ItemsPlanState).entries[0]).not.toHaveProperty('polluted');
  });
});
