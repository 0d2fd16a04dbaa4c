// Fuzz (issue 20): the store under hostile traffic from test/fuzz/arbitraries.ts. `apply` never throws, always
// returns a well-formed result, a rejected (or ignored, or unchanged) input changes nothing, the caps hold, and no
// prototype is ever touched. fast-check prints the seed and the shrunk counterexample of a failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlanStore, type ApplyResult, type PlanStore } from '../../src/store';
import { capSizedEntries, capSizedTaskList, garbage, sessionUpdate, traffic, wrap } from './arbitraries';

const STATUSES = ['applied', 'unchanged', 'removed', 'ignored', 'rejected'];

function expectWellFormed(result: ApplyResult) {
  expect(STATUSES).toContain(result.status);
  if (result.status === 'rejected') {
    expect(typeof result.error.path).toBe('string');
    expect(typeof result.error.reason).toBe('string');
    expect(result.error.reason.length).toBeGreaterThan(0);
  }
}

/** Every plan the store holds has the fields of its type, within the store's caps. */
function expectValidState(store: PlanStore, caps: { maxSessions: number; maxPlansPerSession: number }) {
  const snapshot = store.getSnapshot();
  expect(snapshot.sessions.size).toBeLessThanOrEqual(caps.maxSessions);
  for (const sessionId of snapshot.sessions.keys()) {
    const plans = store.getPlans(sessionId);
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.length).toBeLessThanOrEqual(caps.maxPlansPerSession);
    for (const plan of plans) {
      expect(plan.sessionId).toBe(sessionId);
      expect(store.getPlan(sessionId, plan.planId)).toBe(plan);
      if (plan.type === 'items') {
        for (const entry of plan.entries) {
          for (const field of [entry.content, entry.status, entry.priority, entry.key]) expect(typeof field).toBe('string');
        }
        expect(plan.progress.total).toBe(plan.entries.length);
      } else if (plan.type === 'markdown') {
        expect(typeof plan.content).toBe('string');
      } else if (plan.type === 'file') {
        expect(typeof plan.uri).toBe('string');
      } else {
        // v2: a plan of a type this library does not know is kept with its wire type (issue 17).
        expect(plan.type).toBe('unknown');
        expect(typeof plan.planType).toBe('string');
      }
    }
  }
}

const pollution = () => ({
  object: Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted') || 'polluted' in {},
  status: 'status' in {},
});

describe('store.apply under hostile traffic', () => {
  it('never throws, returns a well-formed result, keeps valid state, and a rejected input changes nothing', () => {
    fc.assert(
      fc.property(traffic(40), fc.constantFrom(1, 2, 3, 1000), fc.constantFrom(1, 2, 100), (inputs, maxSessions, maxPlansPerSession) => {
        const errors: unknown[] = [];
        const store = createPlanStore({ maxSessions, maxPlansPerSession, onError: (error) => errors.push(error), maxEntries: 10, maxContentLength: 200 });
        let rejected = 0;
        for (const input of inputs) {
          const before = store.getSnapshot();
          const result = store.apply(input);
          expectWellFormed(result);
          if (result.status === 'rejected' || result.status === 'ignored' || result.status === 'unchanged') {
            expect(store.getSnapshot()).toBe(before);
          }
          if (result.status === 'rejected') rejected++;
          expectValidState(store, { maxSessions, maxPlansPerSession });
        }
        expect(errors.length).toBeGreaterThanOrEqual(rejected > 0 ? 1 : 0);
        expect(pollution()).toEqual({ object: false, status: false });
      }),
      { numRuns: 300 },
    );
  });

  it('rejects garbage or ignores it, never applies it, never throws', () => {
    fc.assert(
      fc.property(garbage, (input) => {
        const store = createPlanStore();
        store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [{ content: 'a', priority: 'high', status: 'pending' }] } });
        const before = store.getSnapshot();
        const result = store.apply(input);
        expectWellFormed(result);
        if (result.status !== 'applied' && result.status !== 'removed') expect(store.getSnapshot()).toBe(before);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the same update the same way in every wrapping (params, notification, JSON text)', () => {
    fc.assert(
      fc.property(sessionUpdate, (input) => {
        // Re-wrap whatever was generated as all three; JSON text drops non-JSON values the same way JSON does.
        const params = typeof input === 'string' ? (JSON.parse(input) as { params: unknown }).params : ((input as { params?: unknown }).params ?? input);
        const json = JSON.parse(JSON.stringify(params)) as unknown;
        const statuses = (['params', 'notification', 'text'] as const).map((wrapping) => createPlanStore().apply(wrap(json, wrapping)).status);
        expect(new Set(statuses).size).toBe(1);
      }),
      { numRuns: 300 },
    );
  });

  it('holds maxSessions and maxPlansPerSession against floods of ids (with and without eviction)', () => {
    for (const evictIdleSessions of [false, true]) {
      const store = createPlanStore({ evictIdleSessions });
      for (let i = 0; i < 1_200; i++) {
        expectWellFormed(store.apply({ sessionId: `s${i}`, update: { sessionUpdate: 'plan', entries: [] } }));
      }
      expect(store.getSnapshot().sessions.size).toBe(1_000);
      for (let i = 0; i < 150; i++) {
        store.apply({ sessionId: 's999', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: `p${i}`, uri: 'file:///a' } } });
      }
      expect(store.getPlans('s999').length).toBe(100);
    }
  });

  it('takes cap-sized inputs and rejects one character or entry past them', () => {
    const store = createPlanStore();
    const document = capSizedTaskList(1_000_000);
    expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content: document.slice(0, 1_000_000) } } }).status).toBe('applied');
    const before = store.getSnapshot();
    expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content: `${document.slice(0, 1_000_000)}x` } } }).status).toBe('rejected');
    expect(store.getSnapshot()).toBe(before);

    const entries = capSizedEntries(5_000);
    expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } }).status).toBe('applied');
    const full = store.getSnapshot();
    expect(store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [...entries, entries[0]] } }).status).toBe('rejected');
    expect(JSON.stringify(store.apply(JSON.stringify({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [...entries, entries[0]] } })).status)).toBe('"rejected"');
    expect(store.getSnapshot()).toBe(full);
  });
});
