import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import { parsePlanStoreData, serializePlanStore } from './storeData';

function feed() {
  let time = 1_000;
  const store = createPlanStore({ now: () => time });
  const send = (statuses: string[]) => {
    store.apply({
      sessionId: 's1',
      update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) },
    });
    time += 1_000;
  };
  send(['pending', 'pending']);
  send(['in_progress', 'pending']);
  send(['completed', 'in_progress']);
  store.apply({ sessionId: 's2', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [ ] a' } } });
  store.endTurn!('s1', 'cancelled');
  return store;
}

describe('serializePlanStore / parsePlanStoreData', () => {
  it('keeps plans, keys, times, marks and history, and survives JSON both ways', () => {
    const data = serializePlanStore(feed());
    expect(data.sessions.map((session) => session.sessionId)).toEqual(['s1', 's2']);
    const [plan] = data.sessions[0]!.plans;
    expect(plan!.history.map((revision) => revision.revision)).toEqual([1, 2]);
    expect(plan!.current).toMatchObject({ revision: 3, updatedAt: 3_000, turnEnded: { stopReason: 'cancelled', unfinished: 1 } });
    expect(plan!.current.type === 'items' && plan!.current.entries[0]).toEqual({ key: 'k1', content: 'Step 0', priority: 'medium', status: 'completed', startedAt: 2_000, completedAt: 3_000 });
    expect(parsePlanStoreData(JSON.stringify(data))).toEqual({ status: 'valid', data });
  });

  it.each([
    ['not json', '$', 'not valid JSON'],
    [{ format: 'x', version: 1, sessions: [] }, 'format', 'expected "react-acp-plans/store"'],
    [{ format: 'react-acp-plans/store', version: 2, sessions: [] }, 'version', '2 is newer than this library reads (1)'],
  ])('rejects %j with a path and a reason', (input, path, reason) => {
    const result = parsePlanStoreData(input);
    expect(result.status === 'invalid' && [result.error.path, result.error.reason]).toEqual([path, reason]);
  });

  it('finds the first problem deep inside, and never throws on hostile objects', () => {
    const data = JSON.parse(JSON.stringify(serializePlanStore(feed())));
    data.sessions[0].plans[0].current.entries[1].key = 'k1';
    const repeated = parsePlanStoreData(data);
    expect(repeated.status === 'invalid' && repeated.error.message).toBe('sessions[0].plans[0].current.entries[1].key: repeats the key "k1"');
    data.sessions[0].plans[0].current.entries[1].key = 'k2';
    data.sessions[0].plans[0].history[1].revision = 7;
    const order = parsePlanStoreData(data);
    expect(order.status === 'invalid' && order.error.path).toBe('sessions[0].plans[0].current.revision');
    const hostile = { get format(): string { throw new Error('boom'); } };
    expect(parsePlanStoreData(hostile)).toMatchObject({ status: 'invalid', error: { path: '$', reason: 'could not be read: boom' } });
  });
});
