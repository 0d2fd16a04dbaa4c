import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSessionUpdate } from './parseSessionUpdate';
import { LEGACY_PLAN_ID, type ParsedPlanEntry, type ParseResult, type PlanEvent } from './types';

// Property tests: whatever arrives, the parser answers with one of its three statuses; what is valid comes
// through exactly (nothing lost, nothing invented); one corrupted field is reported at its own index.

const STATUSES = ['plan', 'ignored', 'invalid'];

function expectWellFormed(result: ParseResult): void {
  expect(STATUSES).toContain(result.status);
  if (result.status === 'invalid') {
    expect(typeof result.error.path).toBe('string');
    expect(result.error.reason.length).toBeGreaterThan(0);
  }
  if (result.status === 'ignored') expect(result.reason.length).toBeGreaterThan(0);
}

/** Every kind of value fast-check makes, including the awkward ones. */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
});

/** Strings of any code point, lone surrogates included. */
const anyString = fc.string({ unit: 'binary', maxLength: 40 });
const id = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 });
const status = fc.oneof(fc.constantFrom('pending', 'in_progress', 'completed', 'cancelled'), anyString);
const priority = fc.oneof(fc.constantFrom('high', 'medium', 'low'), anyString);
const wireEntry = fc.record(
  { content: anyString, priority, status, _meta: fc.option(fc.dictionary(fc.string(), fc.jsonValue()), { nil: null }), extra: anything },
  { requiredKeys: ['content', 'priority', 'status'] },
);
const wireEntries = fc.array(wireEntry, { maxLength: 30 });

interface Case {
  /** What goes on the wire (object form; the test may also send it as text or as params alone). */
  readonly notification: { jsonrpc: '2.0'; method: 'session/update'; params: { sessionId: string; update: Record<string, unknown> } };
  /** The event it must parse to. */
  readonly event: PlanEvent;
}

function onlyKnownFields(entries: readonly { content: string; priority: string; status: string }[]): ParsedPlanEntry[] {
  return entries.map(({ content, priority, status }) => ({ content, priority, status }));
}

function notification(sessionId: string, update: Record<string, unknown>): Case['notification'] {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

const idSpelling = fc.constantFrom('planId', 'id');

/** A valid plan notification of every shape, with the event it must produce. */
const validCase: fc.Arbitrary<Case> = fc.oneof(
  fc.record({ sessionId: id, entries: wireEntries }).map(({ sessionId, entries }): Case => ({
    notification: notification(sessionId, { sessionUpdate: 'plan', entries }),
    event: { kind: 'items', sessionId, planId: LEGACY_PLAN_ID, source: 'plan', entries: onlyKnownFields(entries) },
  })),
  fc.record({ sessionId: id, planId: id, key: idSpelling, entries: wireEntries }).map(({ sessionId, planId, key, entries }): Case => ({
    notification: notification(sessionId, { sessionUpdate: 'plan_update', plan: { type: 'items', [key]: planId, entries } }),
    event: { kind: 'items', sessionId, planId, source: 'plan_update', entries: onlyKnownFields(entries) },
  })),
  fc.record({ sessionId: id, planId: id, key: idSpelling, content: fc.string({ unit: 'binary', maxLength: 500 }) }).map(
    ({ sessionId, planId, key, content }): Case => ({
      notification: notification(sessionId, { sessionUpdate: 'plan_update', plan: { type: 'markdown', [key]: planId, content } }),
      event: { kind: 'markdown', sessionId, planId, source: 'plan_update', content },
    }),
  ),
  fc.record({ sessionId: id, planId: id, key: idSpelling, uri: id }).map(({ sessionId, planId, key, uri }): Case => ({
    notification: notification(sessionId, { sessionUpdate: 'plan_update', plan: { type: 'file', [key]: planId, uri } }),
    event: { kind: 'file', sessionId, planId, source: 'plan_update', uri },
  })),
  fc.record({ sessionId: id, planId: id, key: idSpelling }).map(({ sessionId, planId, key }): Case => ({
    notification: notification(sessionId, { sessionUpdate: 'plan_removed', [key]: planId }),
    event: { kind: 'removed', sessionId, planId, source: 'plan_removed' },
  })),
);

/** The three ways a caller may hand a notification over. */
const form = fc.constantFrom('notification', 'params', 'json-notification', 'json-params');

/** JSON text of a value whose ignored extras may hold BigInts (JSON.stringify would throw on them). */
function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, x: unknown) => (typeof x === 'bigint' ? x.toString() : x));
}

function send(notification: Case['notification'], how: string): unknown {
  switch (how) {
    case 'params':
      return notification.params;
    case 'json-notification':
      return toJson(notification);
    case 'json-params':
      return toJson(notification.params);
    default:
      return notification;
  }
}

/** Plain objects and arrays: the JSON skeleton a mutation walks (not boxed strings, Maps, typed arrays). */
function isPlainContainer(value: unknown): value is object {
  return Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);
}

/** Every path (as a key list) to a value inside the JSON skeleton of a tree, the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (isPlainContainer(value)) {
    for (const key of Object.keys(value)) {
      const next = [...prefix, Array.isArray(value) ? Number(key) : key];
      out.push(next);
      pathsOf((value as Record<string, unknown>)[key], next, out);
    }
  }
  return out;
}

describe('parseSessionUpdate properties', () => {
  it('(a) never throws on anything, and always answers plan | ignored | invalid', () => {
    fc.assert(
      fc.property(anything, (input) => {
        expectWellFormed(parseSessionUpdate(input));
      }),
      { numRuns: 500 },
    );
  });

  it('(a) never throws on arbitrary text or arbitrary JSON text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json(), fc.json().map((text) => text.slice(0, -1))), (text) => {
        expectWellFormed(parseSessionUpdate(text));
      }),
      { numRuns: 500 },
    );
  });

  it('(a) never throws on a valid notification with one value replaced or removed anywhere', () => {
    fc.assert(
      fc.property(validCase, fc.nat(), anything, fc.boolean(), form, ({ notification }, pick, replacement, remove, how) => {
        const copy = structuredClone(notification) as unknown as Record<string | number, unknown>;
        const paths = pathsOf(copy);
        const path = paths[pick % paths.length]!;
        let holder = copy;
        for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
        const last = path.at(-1)!;
        if (remove) delete holder[last];
        else holder[last] = replacement;
        expectWellFormed(parseSessionUpdate(send(copy as unknown as Case['notification'], how)));
      }),
      { numRuns: 500 },
    );
  });

  it('(b) a valid notification parses to exactly the event that was sent, in every input form', () => {
    fc.assert(
      fc.property(validCase, form, ({ notification, event }, how) => {
        const result = parseSessionUpdate(send(notification, how));
        expect(result).toEqual({ status: 'plan', event });
        if (result.status === 'plan' && result.event.kind === 'items') {
          for (const parsed of result.event.entries) expect(Object.keys(parsed)).toEqual(['content', 'priority', 'status']);
        }
      }),
      { numRuns: 300 },
    );
  });

  const nonString = anything.filter((value) => typeof value !== 'string');

  it('(c) one corrupted entry field is invalid with a path naming that index and field', () => {
    const itemsCase = fc.record({
      legacy: fc.boolean(),
      entries: fc.array(wireEntry, { minLength: 1, maxLength: 30 }),
      pick: fc.nat(),
      field: fc.constantFrom('content', 'priority', 'status', '(entry)'),
      bad: fc.option(nonString, { nil: undefined }),
      params: fc.boolean(),
    });
    fc.assert(
      fc.property(itemsCase, ({ legacy, entries, pick, field, bad, params }) => {
        const index = pick % entries.length;
        const corrupted: unknown[] = entries.map((e) => ({ ...e }));
        if (field === '(entry)') {
          corrupted[index] = bad === undefined || (typeof bad === 'object' && bad !== null && !Array.isArray(bad)) ? 7 : bad;
        } else if (bad === undefined) {
          delete (corrupted[index] as Record<string, unknown>)[field];
        } else {
          (corrupted[index] as Record<string, unknown>)[field] = bad;
        }
        const update = legacy
          ? { sessionUpdate: 'plan', entries: corrupted }
          : { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p', entries: corrupted } };
        const full = notification('s', update);
        const result = parseSessionUpdate(params ? full.params : full);
        const at = `${params ? '' : 'params.'}update.${legacy ? '' : 'plan.'}entries[${index}]`;
        expect(result.status).toBe('invalid');
        if (result.status !== 'invalid') return;
        expect(result.error.path).toBe(field === '(entry)' ? at : `${at}.${field}`);
        expect(result.error.reason).toMatch(/^(is missing; expected|expected) (an object|a string)/);
      }),
      { numRuns: 300 },
    );
  });
});
