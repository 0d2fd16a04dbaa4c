import { describe, expect, it } from 'vitest';
import type { PlanInputError } from '../acp/types';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanStore } from '../store/types';
import { restorePlanStore } from './restorePlanStore';
import { parsePlanStoreData, serializePlanStore } from './storeData';
import { createToolCallLog } from './toolCallLog';

function plan(sessionId: string, statuses: readonly string[]) {
  return { sessionId, update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) } };
}
const call = (sessionId: string, toolCallId: string, kind: string, paths: readonly string[] = []) => ({
  sessionId,
  update: { sessionUpdate: 'tool_call', toolCallId, title: `${kind} ${toolCallId}`, kind, status: 'completed', locations: paths.map((path) => ({ path })) },
});

/** Two sessions: s1 with a finished step that edited two files and one ambiguous call; s2 with one call. */
function feed() {
  let time = 1_000;
  const now = () => (time += 1_000);
  const store = createPlanStore({ now });
  const log = createToolCallLog({ store, now });
  store.apply(plan('s1', ['in_progress', 'pending']));
  log.observe(call('s1', 'c1', 'edit', ['src/parser.ts']));
  log.observe(call('s1', 'c2', 'edit', ['test/parser.test.ts']));
  store.apply(plan('s1', ['in_progress', 'in_progress']));
  log.observe(call('s1', 'c3', 'execute'));
  store.apply(plan('s1', ['completed', 'in_progress']));
  store.apply(plan('s2', ['in_progress']));
  log.observe(call('s2', 'd1', 'read', ['README.md']));
  return { store, log };
}

/** Restores a store and a log from the same kept value, as a host does after a reload; collects both onErrors. */
function restoreBoth(saved: unknown, options: { maxEntries?: number; maxCallsPerSession?: number; maxSessions?: number } = {}) {
  const errors: string[] = [];
  const onError = (error: PlanInputError) => errors.push(error.message);
  const store: PlanStore = createPlanStore({ maxEntries: options.maxEntries, onError, restore: restorePlanStore(saved) });
  const log = createToolCallLog({ store, restore: saved, onError, maxCallsPerSession: options.maxCallsPerSession, maxSessions: options.maxSessions });
  return { store, log, errors };
}

const kept = () => JSON.parse(JSON.stringify(serializePlanStore(feed().store, { toolCallLog: feed().log })));

describe('serializePlanStore(store, { toolCallLog }) / createToolCallLog({ restore })', () => {
  it('keeps the tool calls with the plans and brings both back: attribution, ambiguity and order survive', () => {
    const { store: before, log: beforeLog } = feed();
    const saved = JSON.stringify(serializePlanStore(before, { toolCallLog: beforeLog }));
    expect(JSON.parse(saved).toolCalls.map((session: { sessionId: string }) => session.sessionId)).toEqual(['s1', 's2']);
    const { store, log, errors } = restoreBoth(saved);
    expect(errors).toEqual([]);
    expect(log.getSessionIds()).toEqual(['s1', 's2']);
    expect(log.getCalls('s1')).toEqual(beforeLog.getCalls('s1'));
    expect(log.callsForStep('s1', 'main', 'k1')).toEqual(beforeLog.callsForStep('s1', 'main', 'k1'));
    expect(log.callsForStep('s1', 'main', 'k1')).toMatchObject({ calls: [{ toolCallId: 'c1' }, { toolCallId: 'c2' }, { toolCallId: 'c3' }], ambiguous: true });
    expect(serializePlanStore(store, { toolCallLog: log })).toEqual(JSON.parse(saved));
    // It goes on from there: an update of a kept call, a new call on the restored steps.
    expect(log.observe({ sessionId: 's1', update: { sessionUpdate: 'tool_call_update', toolCallId: 'c3', status: 'failed' } }).status).toBe('updated');
    log.observe(call('s1', 'c4', 'edit', ['src/lexer.ts']));
    expect(log.callsForStep('s1', 'main', 'k2').calls.map((c) => c.toolCallId)).toEqual(['c3', 'c4']);
  });

  it('keeps the last maxSessions sessions and maxCallsPerSession calls of each', () => {
    const { log, errors } = restoreBoth(kept(), { maxCallsPerSession: 2, maxSessions: 1 });
    expect(errors).toEqual([]);
    expect(log.getSessionIds()).toEqual(['s2']);
    const wide = restoreBoth(kept(), { maxCallsPerSession: 2 });
    expect(wide.log.getCalls('s1').map((c) => c.toolCallId)).toEqual(['c2', 'c3']);
  });

  it('rejects a tampered call with a path and a reason: neither the plans nor the calls come back', () => {
    const cases: [(data: ReturnType<typeof kept>) => void, string][] = [
      [(data) => (data.toolCalls[0].calls[1].paths[0] = 7), 'toolCalls[0].calls[1].paths[0]: expected a string'],
      [(data) => (data.toolCalls[0].calls[1].paths = ['a', '']), 'toolCalls[0].calls[1].paths[1]: expected a non-empty string'],
      [(data) => (data.toolCalls[0].calls[1].paths = Array(51).fill('a')), 'toolCalls[0].calls[1].paths: more than 50 items'],
      [(data) => (data.toolCalls[0].calls[2].toolCallId = 'c1'), 'toolCalls[0].calls[2].toolCallId: repeats the call "c1"'],
      [(data) => (data.toolCalls[0].calls[0].steps = ['main', 7]), 'toolCalls[0].calls[0].steps[1]: expected a string'],
      [(data) => (data.toolCalls[1].sessionId = 's1'), 'toolCalls[1].sessionId: repeats the session "s1"'],
      [(data) => (data.toolCalls[0].calls[0].startedAt = null), 'toolCalls[0].calls[0].startedAt: expected a finite number'],
      [(data) => (data.toolCalls[0].calls[0].title = 'x'.repeat(1001)), 'toolCalls[0].calls[0].title: longer than 1000 characters'],
      [(data) => (data.toolCalls = {}), 'toolCalls: expected an array'],
    ];
    for (const [tamper, message] of cases) {
      const data = kept();
      tamper(data);
      expect(parsePlanStoreData(data)).toMatchObject({ status: 'invalid', error: { message } });
      const { store, log, errors } = restoreBoth(data);
      expect(errors).toEqual([message, message]);
      expect(store.getSnapshot().sessions.size).toBe(0);
      expect(log.getSessionIds()).toEqual([]);
    }
  });

  it('keeps no call when the store refused the plans (its own caps), so the two never come back half', () => {
    const { store, log, errors } = restoreBoth(kept(), { maxEntries: 1 });
    expect(store.getSnapshot().sessions.size).toBe(0);
    expect(log.getSessionIds()).toEqual([]);
    expect(errors).toEqual(['sessions[0].plans[0].history[0].entries: more than 1 items']);
    // And only the sessions the store holds plans of: a session whose plans are gone keeps no calls.
    const data = kept();
    data.sessions = data.sessions.slice(0, 1);
    expect(restoreBoth(data).log.getSessionIds()).toEqual(['s1']);
  });

  it('reads own fields only; data without calls, or from a store without a log, starts an empty log', () => {
    const errors: string[] = [];
    const polluted = Object.create({ format: 'react-acp-plans/store', version: 1, sessions: [] }) as object;
    createToolCallLog({ store: createPlanStore(), restore: polluted, onError: (error) => errors.push(error.message) });
    createToolCallLog({ store: createPlanStore(), restore: '{', onError: (error) => errors.push(error.message) });
    const hostile = new Proxy({}, { ownKeys: () => { throw new Error('trap'); } });
    createToolCallLog({ store: createPlanStore(), restore: hostile, onError: (error) => errors.push(error.message) });
    expect(errors).toEqual(['format: expected "react-acp-plans/store"', '$: not valid JSON', '$: could not be read']);
    const plansOnly = serializePlanStore(feed().store);
    expect(plansOnly).not.toHaveProperty('toolCalls');
    const { log, errors: none } = restoreBoth(plansOnly);
    expect(none).toEqual([]);
    expect(log.getSessionIds()).toEqual([]);
  });
});
