// Property tests: random interleavings of valid plan traffic (a few sessions and plans, texts drawn from a
// small pool so moves, duplicates and rewordings happen) and garbage. Checked after every step against what
// the input said, not against a re-implementation of the store.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeProgress,
  createPlanStore,
  type ItemsPlanState,
  type PlanEntryState,
  type PlanStore,
} from '../src/store';

const sessions = ['s1', 's2', '__proto__'];
const planIds = ['main', 'p', 'constructor'];
const texts = [
  'Read the failing test',
  'Fix the tokenizer',
  'Fix the tokenizer boundary check',
  'Run the test suite',
  'Run the whole test suite',
  'Update the changelog',
  'Write docs',
  'Ship',
];

const wireEntry = fc.record({
  content: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...texts) },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  ),
  priority: fc.constantFrom('high', 'medium', 'low', 'urgent'),
  status: fc.constantFrom('pending', 'in_progress', 'completed', 'cancelled', 'blocked'),
});
type WireEntry = { content: string; priority: string; status: string };

type Op =
  | { kind: 'items'; sessionId: string; planId: string; legacy: boolean; entries: WireEntry[]; asText: boolean }
  | { kind: 'markdown'; sessionId: string; planId: string; content: string }
  | { kind: 'file'; sessionId: string; planId: string; uri: string }
  | { kind: 'removed'; sessionId: string; planId: string; spelling: 'planId' | 'id' }
  | { kind: 'garbage'; input: unknown };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('items' as const),
      sessionId: fc.constantFrom(...sessions),
      planId: fc.constantFrom(...planIds),
      legacy: fc.boolean(),
      entries: fc.array(wireEntry, { maxLength: 10 }),
      asText: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('markdown' as const),
      sessionId: fc.constantFrom(...sessions),
      planId: fc.constantFrom(...planIds),
      content: fc.constantFrom('', '- [ ] a', '- [x] a\n- [ ] b', '```\n- [ ] code\n```'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('file' as const),
      sessionId: fc.constantFrom(...sessions),
      planId: fc.constantFrom(...planIds),
      uri: fc.constantFrom('file:///a.md', 'file:///b.md'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('removed' as const),
      sessionId: fc.constantFrom(...sessions),
      planId: fc.constantFrom(...planIds),
      spelling: fc.constantFrom('planId' as const, 'id' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('garbage' as const),
      input: fc.oneof(
        fc.anything(),
        fc.json(),
        fc.string(),
        // Almost valid: a real-looking update with one field broken.
        fc.record({
          sessionId: fc.constantFrom('s1', '', 7, null),
          update: fc.record({
            sessionUpdate: fc.constantFrom('plan', 'plan_update', 'plan_removed', 'tool_call', 42),
            entries: fc.oneof(
              fc.constant('nope'),
              fc.array(fc.record({ content: fc.oneof(fc.string(), fc.integer()) })),
            ),
            plan: fc.anything(),
          }),
        }),
      ),
    }),
  },
);

function toInput(o: Exclude<Op, { kind: 'garbage' }>): unknown {
  switch (o.kind) {
    case 'items': {
      const update = o.legacy
        ? { sessionUpdate: 'plan', entries: o.entries }
        : { sessionUpdate: 'plan_update', plan: { type: 'items', planId: o.planId, entries: o.entries } };
      const notification = { jsonrpc: '2.0', method: 'session/update', params: { sessionId: o.sessionId, update } };
      return o.asText ? JSON.stringify(notification) : notification;
    }
    case 'markdown': {
      const plan = { type: 'markdown', planId: o.planId, content: o.content };
      return { sessionId: o.sessionId, update: { sessionUpdate: 'plan_update', plan } };
    }
    case 'file': {
      const plan = { type: 'file', id: o.planId, uri: o.uri };
      return { sessionId: o.sessionId, update: { sessionUpdate: 'plan_update', plan } };
    }
    case 'removed':
      return { sessionId: o.sessionId, update: { sessionUpdate: 'plan_removed', [o.spelling]: o.planId } };
  }
}

const planIdOf = (o: Exclude<Op, { kind: 'garbage' }>) => (o.kind === 'items' && o.legacy ? 'main' : o.planId);

/**
 * Checks an item plan right after a valid update said `expected`. `before` is the plan before it, `everUsed`
 * the keys this plan has used since it was created (to prove keys are never reused).
 */
function checkItems(
  store: PlanStore,
  sessionId: string,
  planId: string,
  expected: WireEntry[],
  before: ItemsPlanState | undefined,
  everUsed: Set<string>,
) {
  const plan = store.getPlan(sessionId, planId) as ItemsPlanState;
  expect(plan.type).toBe('items');
  // Exactly what the update said, in order: nothing lost, nothing invented.
  const fields = (e: WireEntry) => [e.content, e.priority, e.status];
  expect(plan.entries.map(fields)).toEqual(expected.map(fields));
  const keys = plan.entries.map((e) => e.key);
  expect(new Set(keys).size).toBe(keys.length);
  const previous = new Map<string, PlanEntryState>((before?.entries ?? []).map((e) => [e.key, e]));
  for (const entry of plan.entries) {
    const old = previous.get(entry.key);
    if (old === undefined) {
      expect(everUsed.has(entry.key)).toBe(false); // a new entry never gets a key this plan used before
    } else if (old.content === entry.content && old.priority === entry.priority && old.status === entry.status) {
      expect(entry).toBe(old); // unchanged entries keep their identity
    }
    everUsed.add(entry.key);
    expect(store.getEntry(sessionId, planId, entry.key)).toBe(entry);
  }
  // A key that left the plan answers nothing any more.
  for (const key of previous.keys()) if (!keys.includes(key)) expect(store.getEntry(sessionId, planId, key)).toBeUndefined();
  expect(plan.progress).toEqual(computeProgress(expected.map((e) => e.status)));
}

describe('plan store properties', () => {
  it('never throws, reflects every valid update exactly, and ignores everything else', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const store = createPlanStore({ now: () => 1, historyLimit: 3 });
        const everUsed = new Map<string, Set<string>>();
        for (const o of ops) {
          const snapshot = store.getSnapshot();
          if (o.kind === 'garbage') {
            const result = store.apply(o.input);
            if (result.status === 'rejected' || result.status === 'ignored' || result.status === 'unchanged') {
              expect(store.getSnapshot()).toBe(snapshot);
            }
            continue;
          }
          const planId = planIdOf(o);
          const id = `${o.sessionId}\u0000${planId}`;
          const before = store.getPlan(o.sessionId, planId);
          const result = store.apply(toInput(o));
          expect(result.status).not.toBe('rejected');
          if (o.kind === 'removed') {
            expect(result.status).toBe(before === undefined ? 'unchanged' : 'removed');
            expect(store.getPlan(o.sessionId, planId)).toBeUndefined();
            expect(store.getHistory(o.sessionId, planId)).toEqual([]);
            everUsed.delete(id);
            continue;
          }
          const after = store.getPlan(o.sessionId, planId)!;
          expect(store.getPlans(o.sessionId)).toContain(after);
          if (result.status === 'unchanged') {
            expect(store.getSnapshot()).toBe(snapshot);
            expect(after).toBe(before);
          } else {
            expect(result.status).toBe('applied');
            expect(after.revision).toBe((before?.revision ?? 0) + 1);
            expect(store.getHistory(o.sessionId, planId).length).toBeLessThanOrEqual(3);
            if (before !== undefined) expect(store.getHistory(o.sessionId, planId).at(-1)).toBe(before);
          }
          if (o.kind === 'items') {
            if (!everUsed.has(id)) everUsed.set(id, new Set());
            const previous = before?.type === 'items' ? before : undefined;
            checkItems(store, o.sessionId, planId, o.entries, previous, everUsed.get(id)!);
          } else if (o.kind === 'markdown') {
            expect(after).toMatchObject({ type: 'markdown', content: o.content });
          } else {
            expect(result.status).toBe('applied'); // a file plan is always news
            expect(after).toMatchObject({ type: 'file', uri: o.uri });
          }
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('an identical items snapshot is always unchanged, with no listener call', () => {
    fc.assert(
      fc.property(fc.array(wireEntry, { maxLength: 12 }), fc.array(wireEntry, { maxLength: 12 }), (first, second) => {
        const store = createPlanStore();
        let calls = 0;
        store.subscribe(() => calls++);
        const send = (entries: WireEntry[]) =>
          store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } });
        send(first);
        send(second);
        const snapshot = store.getSnapshot();
        const callsBefore = calls;
        expect(send(second.map((e) => ({ ...e }))).status).toBe('unchanged');
        expect(store.getSnapshot()).toBe(snapshot);
        expect(calls).toBe(callsBefore);
      }),
      { numRuns: 300 },
    );
  });
});
