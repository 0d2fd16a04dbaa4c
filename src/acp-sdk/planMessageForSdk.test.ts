// @vitest-environment node
import type { AnyMessage } from '@agentclientprotocol/sdk/unstable';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The very schemas the SDK's session router parses with (exported from no entry, hence the file paths): the rule
// must agree with them, not with our reading of them.
import { zSessionNotification as defaultEntrySchema } from '../../node_modules/@agentclientprotocol/sdk/dist/v1/schema/zod.gen.js';
import { zSessionNotification as unstableEntrySchema } from '../../node_modules/@agentclientprotocol/sdk/dist/v1/unstable/schema/zod.gen.js';
import { zUpdateSessionNotification as v2EntrySchema } from '../../node_modules/@agentclientprotocol/sdk/dist/v2/schema/zod.gen.js';
import { zUpdateSessionNotification as v2UnstableEntrySchema } from '../../node_modules/@agentclientprotocol/sdk/dist/v2/unstable/schema/zod.gen.js';
import { planMessageForSdk, type SdkEntry } from './planMessageForSdk';

const schemaOf: Record<SdkEntry, { safeParse(value: unknown): { success: boolean } }> = {
  unstable: unstableEntrySchema,
  default: defaultEntrySchema,
  v2: v2EntrySchema,
  'v2-unstable': v2UnstableEntrySchema,
};

function notification(update: unknown, sessionId: unknown = 's'): AnyMessage {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } } as AnyMessage;
}

function sdkAccepts(message: AnyMessage, entry: SdkEntry): boolean {
  return schemaOf[entry].safeParse((message as { params?: unknown }).params).success;
}

const entries = [{ content: 'Review the diff', priority: 'high', status: 'pending' }];

describe('planMessageForSdk', () => {
  it('gives the SDK planId for a plan_update or plan_removed spelled with id, and changes nothing else', () => {
    const pagesUpdate = { sessionUpdate: 'plan_update', plan: { type: 'items', id: 'review', entries } };
    const pagesSpelling = notification(structuredClone(pagesUpdate));
    const removedById = notification({ sessionUpdate: 'plan_removed', id: 'review' });

    expect(planMessageForSdk(pagesSpelling, 'unstable')).toEqual(
      notification({ sessionUpdate: 'plan_update', plan: { type: 'items', id: 'review', planId: 'review', entries } }),
    );
    expect(planMessageForSdk(removedById, 'unstable')).toEqual(
      notification({ sessionUpdate: 'plan_removed', id: 'review', planId: 'review' }),
    );
    // A copy: the store may still hold the original.
    expect(pagesSpelling).toEqual(notification(pagesUpdate));
  });

  it('withholds the plan messages the SDK rejects in every spelling', () => {
    const rejected = [
      notification({ sessionUpdate: 'plan_update', plan: { type: '_x', planId: 'custom', data: 1 } }),
      notification({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc' } }),
      notification({ sessionUpdate: 'plan_update', plan: { type: 'items', planId: 7, id: 'seven', entries } }),
      notification({ sessionUpdate: 'plan_removed' }),
      notification({ sessionUpdate: 'plan' }),
      notification({ sessionUpdate: 'plan', entries }, 42),
    ];

    for (const message of rejected) expect(planMessageForSdk(message, 'unstable')).toBeUndefined();
  });

  it('passes on, untouched, plan messages the SDK accepts, even those whose entries it will skip', () => {
    const cancelled = [{ content: 'Dropped step', priority: 'low', status: 'cancelled' }];
    const accepted = [
      notification({ sessionUpdate: 'plan', entries: cancelled }),
      notification({ sessionUpdate: 'plan', entries: 'not a list' }),
      notification({ sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p', entries: cancelled } }),
      notification({ sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'f', uri: 'file:///plan.md' } }),
      notification({ sessionUpdate: 'plan_removed', planId: 'p', id: 'ignored' }),
    ];

    for (const message of accepted) expect(planMessageForSdk(message, 'unstable')).toBe(message);
  });

  it('withholds every plan_update and plan_removed from a default-entry client, but not plan', () => {
    const legacy = notification({ sessionUpdate: 'plan', entries });
    const planUpdate = notification({ sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p', entries } });

    expect(planMessageForSdk(planUpdate, 'default')).toBeUndefined();
    expect(planMessageForSdk(notification({ sessionUpdate: 'plan_removed', planId: 'p' }), 'default')).toBeUndefined();
    expect(planMessageForSdk(legacy, 'default')).toBe(legacy);
  });

  it('gives a v2 client every plan shape v2 keeps (custom types, markdown, cancelled and custom statuses)', () => {
    const v2Entries = [
      { content: 'Dropped step', priority: 'low', status: 'cancelled' },
      { content: 'Waiting on review', priority: '_soon', status: '_blocked' },
    ];
    const accepted = [
      notification({ sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p', entries: v2Entries } }),
      notification({ sessionUpdate: 'plan_update', plan: { type: '_x', planId: 'custom', data: 1 } }),
      notification({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '# Plan' } }),
      notification({ sessionUpdate: 'plan_removed', planId: 'p' }),
      notification({ sessionUpdate: 'plan', entries }),
    ];
    for (const entry of ['v2', 'v2-unstable'] as const) {
      for (const message of accepted) expect(planMessageForSdk(message, entry)).toBe(message);
    }
    // Stable v2 does not validate markdown (an extension there); v2's unstable entry does.
    const noContent = notification({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc' } });
    expect(planMessageForSdk(noContent, 'v2')).toBe(noContent);
    expect(planMessageForSdk(noContent, 'v2-unstable')).toBeUndefined();
    expect(planMessageForSdk(notification({ sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p' } }), 'v2')).toBeUndefined();
  });

  it('leaves every message that is not a plan message alone, valid or not', () => {
    const others = [
      notification({ sessionUpdate: 'agent_message_chunk' }),
      notification({ sessionUpdate: '_x_custom', plan: {} }),
      notification('not an object'),
      { jsonrpc: '2.0', method: 'session/update' } as AnyMessage,
      { jsonrpc: '2.0', id: 1, result: {} } as AnyMessage,
    ];

    for (const entry of ['unstable', 'default', 'v2', 'v2-unstable'] as const) {
      for (const message of others) expect(planMessageForSdk(message, entry)).toBe(message);
    }
  });

  // The rule against the SDK's real schemas, on every shape of plan message: what passes untouched is accepted,
  // what is withheld is rejected (so the SDK loses nothing), what is rewritten was rejected and no longer is.
  const junk = fc.jsonValue({ maxDepth: 1 });
  const planId = fc.oneof({ weight: 3, arbitrary: fc.string({ maxLength: 4 }) }, junk);
  const wireEntries = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.array(
        fc.record({
          content: fc.string(),
          priority: fc.constantFrom('high', 'low', 'urgent'),
          status: fc.constantFrom('pending', 'completed', 'cancelled'),
        }),
        { maxLength: 2 },
      ),
    },
    junk,
  );
  const optional = { requiredKeys: [] as never[] };
  const planContent = fc.record(
    {
      type: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('items', 'file', 'markdown', '_x') }, junk),
      planId,
      id: planId,
      entries: wireEntries,
      uri: fc.oneof(fc.string(), fc.constantFrom('file:///plan.md', 'https://x.test/p', 'file:', 'a:b'), junk),
      content: fc.oneof(fc.string(), junk),
    },
    optional,
  );
  const planUpdate = fc.record(
    {
      sessionUpdate: fc.constantFrom('plan', 'plan_update', 'plan_removed'),
      planId,
      id: planId,
      entries: wireEntries,
      plan: fc.oneof({ weight: 4, arbitrary: planContent }, junk),
    },
    { requiredKeys: ['sessionUpdate'] },
  );
  const planMessage = fc
    .tuple(planUpdate, fc.oneof({ weight: 5, arbitrary: fc.constant('s') }, junk))
    .map(([update, sessionId]) => notification(update, sessionId));

  for (const entry of ['unstable', 'default', 'v2', 'v2-unstable'] as const) {
    it(`agrees with the ${entry} entry's own schema on every plan message`, () => {
      fc.assert(
        fc.property(planMessage, (message) => {
          const forSdk = planMessageForSdk(message, entry);
          if (forSdk === message) {
            expect(sdkAccepts(message, entry)).toBe(true);
          } else if (forSdk === undefined) {
            expect(sdkAccepts(message, entry)).toBe(false);
          } else {
            expect(sdkAccepts(message, entry)).toBe(false);
            expect(sdkAccepts(forSdk, entry)).toBe(true);
            const { sessionId, update } = (message as { params: { sessionId: string; update: Record<string, unknown> } }).params;
            const plan = update.sessionUpdate === 'plan_update' ? (update.plan as Record<string, unknown>) : undefined;
            // Renamed only where the store reads `id` too (`planId ?? id`): the SDK gets the plan the store got.
            expect((plan ?? update).planId ?? null).toBeNull();
            const renamed = plan ? { ...update, plan: { ...plan, planId: plan.id } } : { ...update, planId: update.id };
            expect(forSdk).toEqual(notification(renamed, sessionId));
          }
        }),
        { numRuns: 3000 },
      );
    }, 60_000); // 3,000 zod parses per entry: seconds on a loaded 2-core machine, so no 5 s default here.
  }
});
