import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import { createToolCallLog, summarizeToolCalls } from './toolCallLog';

function plan(statuses: readonly string[]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) } };
}
const call = (toolCallId: string, kind: string, paths: readonly string[] = [], status = 'pending') => ({
  sessionId: 's',
  update: { sessionUpdate: 'tool_call', toolCallId, title: `${kind} ${toolCallId}`, kind, status, locations: paths.map((path) => ({ path })) },
});

describe('createToolCallLog', () => {
  it('attributes each call to the steps in progress when it started, and says when that is ambiguous', () => {
    const store = createPlanStore();
    const log = createToolCallLog({ store, now: () => 5 });
    store.apply(plan(['in_progress', 'pending']));
    expect(log.observe(call('c1', 'edit', ['src/parser.ts'])).status).toBe('recorded');
    expect(log.observe(call('c2', 'edit', ['test/parser.test.ts', 'test/parser.test.ts'])).status).toBe('recorded');
    expect(log.observe({ sessionId: 's', update: { sessionUpdate: 'tool_call_update', toolCallId: 'c2', status: 'completed' } }).status).toBe('updated');
    store.apply(plan(['completed', 'in_progress']));
    log.observe(call('c3', 'execute'));
    store.apply(plan(['in_progress', 'in_progress']));
    log.observe(call('c4', 'read', ['README.md']));

    const first = log.callsForStep('s', 'main', 'k1');
    expect(first.calls.map((c) => c.toolCallId)).toEqual(['c1', 'c2', 'c4']);
    expect(first.ambiguous).toBe(true);
    expect(log.callsForStep('s', 'main', 'k2')).toMatchObject({ calls: [{ toolCallId: 'c3' }, { toolCallId: 'c4' }], ambiguous: true });
    expect(log.getCalls('s')[1]).toEqual({ toolCallId: 'c2', title: 'edit c2', kind: 'edit', status: 'completed', paths: ['test/parser.test.ts'], startedAt: 5, steps: ['main\nk1'] });
    expect(summarizeToolCalls(first.calls.slice(0, 2))).toBe('2 edits: src/parser.ts, test/parser.test.ts');
    expect(summarizeToolCalls(log.getCalls('s'))).toBe('2 edits: src/parser.ts, test/parser.test.ts; 1 command; 1 read: README.md');
  });

  it('parses untrusted traffic: precise rejections, own fields only, other updates ignored', () => {
    const log = createToolCallLog({ store: createPlanStore() });
    expect(log.observe({ sessionId: 's', update: { sessionUpdate: 'agent_message_chunk' } })).toEqual({ status: 'ignored' });
    const rejected = log.observe({ sessionId: 's', update: { sessionUpdate: 'tool_call', toolCallId: 'c', locations: [{ path: 7 }] } });
    expect(rejected.status === 'rejected' && rejected.error.message).toBe('update.locations[0].path: expected a string');
    const inherited = Object.assign(Object.create({ toolCallId: 'x' }) as object, { sessionUpdate: 'tool_call' });
    const noId = log.observe({ sessionId: 's', update: inherited });
    expect(noId.status === 'rejected' && noId.error.path).toBe('update.toolCallId');
    expect(log.observe(null).status).toBe('rejected');
    expect(log.getCalls('s')).toEqual([]);
  });

  it('keeps a bounded number of calls per session and of sessions', () => {
    const log = createToolCallLog({ store: createPlanStore(), maxCallsPerSession: 3, maxSessions: 2 });
    for (let i = 0; i < 10; i++) log.observe(call(`c${i}`, 'read'));
    expect(log.getCalls('s').map((c) => c.toolCallId)).toEqual(['c7', 'c8', 'c9']);
    log.observe({ ...call('a', 'read'), sessionId: 't' });
    log.observe({ ...call('b', 'read'), sessionId: 'u' });
    expect(log.getCalls('s')).toEqual([]);
    expect(log.getCalls('u')).toHaveLength(1);
    const long = log.observe({ ...call('x', 'read'), update: { ...call('x', 'read').update, title: 'y'.repeat(5000) } });
    expect(long.status).toBe('recorded');
    expect(log.getCalls('s')[0]!.title).toHaveLength(1000);
  });
});
