// Floods: a hostile agent opening sessions or plans without end. The store caps both, says why it refuses, and
// does the same small amount of work per update whether it holds ten sessions or thousands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPlanStore } from './createPlanStore';
import type { PlanStoreOptions } from './types';

const file = (sessionId: string, planId: string, uri = 'a.md') => ({
  sessionId,
  update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId, uri } },
});
const removed = (sessionId: string, planId: string) => ({ sessionId, update: { sessionUpdate: 'plan_removed', planId } });

describe('maxSessions', () => {
  it('refuses a session past the cap with a reason, changing nothing; known sessions still update', () => {
    const onError = vi.fn();
    const store = createPlanStore({ maxSessions: 2, onError });
    store.apply(file('a', 'p'));
    store.apply(file('b', 'p'));
    const before = store.getSnapshot();
    const result = store.apply(file('c', 'p'));
    expect(result.status).toBe('rejected');
    if (result.status !== 'rejected') return;
    expect(result.error.path).toBe('$');
    expect(result.error.reason).toBe('session "c" would pass the limit of 2 sessions (maxSessions)');
    expect(onError).toHaveBeenCalledWith(result.error);
    expect(store.getSnapshot()).toBe(before);
    expect(store.apply(file('a', 'p')).status).toBe('applied');
    // Removing a plan frees its session's place.
    store.apply(removed('b', 'p'));
    expect(store.apply(file('c', 'p')).status).toBe('applied');
  });

  it('defaults to 1,000 sessions, which no real IDE reaches', () => {
    const store = createPlanStore();
    for (let n = 0; n < 1000; n++) expect(store.apply(file(`s${n}`, 'p')).status).toBe('applied');
    expect(store.apply(file('one more', 'p')).status).toBe('rejected');
  });

  it('with evictIdleSessions, forgets the least recently updated session instead, in the same change', () => {
    const store = createPlanStore({ maxSessions: 2, evictIdleSessions: true });
    const listener = vi.fn();
    store.apply(file('a', 'p'));
    store.apply(file('b', 'p'));
    store.apply(file('a', 'p')); // a is now the most recently updated
    store.subscribe(listener);
    expect(store.apply(file('c', 'p')).status).toBe('applied');
    expect([...store.getSnapshot().sessions.keys()]).toEqual(['a', 'c']);
    expect(store.getPlan('b', 'p')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    // An update that changes nothing does not count as activity; a rejected one neither.
    store.apply({ sessionId: 'a', update: { sessionUpdate: 'plan', entries: 'bad' } });
    expect(store.apply(file('d', 'p')).status).toBe('applied');
    expect([...store.getSnapshot().sessions.keys()]).toEqual(['c', 'd']);
  });
});

describe('maxPlansPerSession', () => {
  it('refuses a plan past the cap with a reason; other sessions and known plans are not affected', () => {
    const store = createPlanStore({ maxPlansPerSession: 2 });
    store.apply(file('s', 'p1'));
    store.apply(file('s', 'p2'));
    const before = store.getSnapshot();
    const result = store.apply(file('s', 'p3'));
    expect(result).toMatchObject({
      status: 'rejected',
      error: { path: '$', reason: 'plan "p3" would pass the limit of 2 plans in session "s" (maxPlansPerSession)' },
    });
    expect(store.getSnapshot()).toBe(before);
    expect(store.apply(file('s', 'p2')).status).toBe('applied');
    expect(store.apply(file('t', 'p3')).status).toBe('applied');
    expect(store.apply(removed('s', 'p3')).status).toBe('unchanged');
  });

  it('defaults to 100 plans per session', () => {
    const store = createPlanStore();
    for (let n = 0; n < 100; n++) expect(store.apply(file('s', `p${n}`)).status).toBe('applied');
    expect(store.apply(file('s', 'p100')).status).toBe('rejected');
  });
});

describe('work per update', () => {
  // Work is counted, not timed: every Map write and every step of a Map iterator (copying a Map or listing its
  // values both go through those) during the last updates of a growing store.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function countWork(count: number, options: PlanStoreOptions, input: (n: number) => unknown): number {
    const store = createPlanStore(options);
    for (let n = 0; n < count; n++) store.apply(input(n));
    const iterator = Object.getPrototypeOf(new Map().values()) as { next: () => unknown };
    const steps = vi.spyOn(iterator, 'next');
    const writes = vi.spyOn(Map.prototype, 'set');
    const window = 200;
    for (let n = count; n < count + window; n++) store.apply(input(n));
    const work = steps.mock.calls.length + writes.mock.calls.length;
    vi.restoreAllMocks();
    return work / window;
  }

  it('does not grow with the number of sessions', () => {
    const options = { maxSessions: Infinity };
    const perUpdate = (sessions: number) => countWork(sessions, options, (n) => file(`s${n}`, 'p'));
    const small = perUpdate(100);
    const large = perUpdate(5000);
    expect(large).toBeLessThan(small * 2 + 10);
  });

  it('does not grow with the number of plans in a session', () => {
    const options = { maxPlansPerSession: Infinity };
    const perUpdate = (plans: number) => countWork(plans, options, (n) => file('s', `p${n}`));
    const small = perUpdate(100);
    const large = perUpdate(5000);
    expect(large).toBeLessThan(small * 2 + 10);
  });

  it('does not grow with the number of sessions when one plan keeps changing', () => {
    const options = { maxSessions: Infinity };
    const perUpdate = (sessions: number) =>
      countWork(sessions, options, (n) => (n < sessions ? file(`s${n}`, 'p') : file('s0', 'p', `v${n}.md`)));
    expect(perUpdate(5000)).toBeLessThan(perUpdate(100) * 2 + 10);
  });

  it('keeps every snapshot as it was: old ones still answer for their own moment', () => {
    const store = createPlanStore({ maxSessions: Infinity });
    const snapshots = [];
    for (let n = 0; n < 300; n++) {
      store.apply(file(`s${n % 50}`, `p${n % 7}`, `v${n}.md`));
      if (n % 3 === 0) store.apply(removed(`s${(n * 7) % 50}`, `p${n % 7}`));
      snapshots.push({ snapshot: store.getSnapshot(), copy: JSON.stringify([...store.getSnapshot().sessions]) });
    }
    for (const { snapshot, copy } of snapshots) expect(JSON.stringify([...snapshot.sessions])).toBe(copy);
    const last = store.getSnapshot();
    expect(last.sessions.size).toBe([...last.sessions.keys()].length);
    for (const [id, session] of last.sessions) {
      expect(last.sessions.get(id)).toBe(session);
      expect(session.plans).toBe(store.getPlans(id));
    }
  });
});

describe('plan text', () => {
  it('rejects an object plan with more text than maxPlanCharacters, as it would the same JSON text', () => {
    const entries = Array.from({ length: 5000 }, () => ({ content: '*a* '.repeat(1000), priority: 'low', status: 'pending' }));
    const input = { sessionId: 's', update: { sessionUpdate: 'plan', entries } };
    const store = createPlanStore();
    expect(store.apply(input)).toMatchObject({ status: 'rejected', error: { path: 'update.entries' } });
    expect(store.apply(JSON.stringify(input)).status).toBe('rejected');
    expect(store.getPlans('s')).toEqual([]);
    // 5,000 x 4,010 characters is also past the 20,000,000 of maxInputLength, which now counts objects too.
    expect(createPlanStore({ maxPlanCharacters: Infinity }).apply(input)).toMatchObject({
      status: 'rejected',
      error: { reason: 'has more than 20000000 characters of text (maxInputLength)' },
    });
    expect(createPlanStore({ maxPlanCharacters: Infinity, maxInputLength: Infinity }).apply(input).status).toBe('applied');
  });
});
