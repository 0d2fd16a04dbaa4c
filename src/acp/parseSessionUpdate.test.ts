import { describe, expect, it } from 'vitest';
import { parseJsonLines } from '../../test/fixtures/jsonl';
import claudeText from '../../test/fixtures/claude-todowrite.jsonl?raw';
import codexText from '../../test/fixtures/codex-update-plan.jsonl?raw';
import malformedText from '../../test/fixtures/malformed.jsonl?raw';
import markdownText from '../../test/fixtures/markdown-streaming.jsonl?raw';
import multiText from '../../test/fixtures/multi-plan.jsonl?raw';
import { DEFAULT_PLAN_INPUT_LIMITS, parseSessionUpdate } from './parseSessionUpdate';
import { LEGACY_PLAN_ID, PlanInputError, type ParseResult, type PlanEvent } from './types';

// Fixtures come in through `?raw` (the same route stories use), so this file runs under any Vitest environment.

type Fixture = Record<string, unknown>;

/** Wraps an update in a full notification. */
function notify(update: unknown, sessionId: unknown = 's'): Fixture {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

function entry(content: string, status = 'pending', priority = 'medium') {
  return { content, priority, status };
}

function expectEvent(result: ParseResult): PlanEvent {
  if (result.status !== 'plan') throw new Error(`expected a plan event, got ${JSON.stringify(result)}`);
  return result.event;
}

function expectInvalid(result: ParseResult, path: string, reason: string): PlanInputError {
  if (result.status !== 'invalid') throw new Error(`expected invalid, got ${JSON.stringify(result)}`);
  expect(result.error).toBeInstanceOf(PlanInputError);
  expect({ path: result.error.path, reason: result.error.reason }).toEqual({ path, reason });
  expect(result.error.message).toBe(`${path}: ${reason}`);
  return result.error;
}

function expectIgnored(result: ParseResult, reason: string): void {
  expect(result).toEqual({ status: 'ignored', reason });
}

function jsonErrorOf(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected invalid JSON');
}

describe('malformed.jsonl: every line', () => {
  const lines = parseJsonLines(malformedText) as { why: string; expect: string; input: unknown }[];

  // path + reason for every `rejected` line, keyed by its `why`.
  const rejections: Record<string, [string, string]> = {
    'not JSON at all': [
      '$',
      `not valid JSON: ${jsonErrorOf('{"jsonrpc":"2.0","method":"session/update","params":{')}`,
    ],
    'missing sessionId': ['params.sessionId', 'is missing; expected a non-empty string'],
    'entries not an array': ['params.update.entries', 'expected an array, got object'],
    'entry content not a string': ['params.update.entries[0].content', 'expected a string, got number'],
    'plan_update without plan': ['params.update.plan', 'is missing; expected an object'],
    'plan_update with a type that is not a string': ['params.update.plan.type', 'expected a non-empty string, got number'],
    'plan_update without any id': ['params.update.plan.planId', 'is missing; expected a non-empty string (planId or id)'],
    'markdown content not a string': ['params.update.plan.content', 'expected a string, got array'],
    'file plan without uri': ['params.update.plan.uri', 'is missing; expected a non-empty string'],
    'plan_removed without id': ['params.update.planId', 'is missing; expected a non-empty string (planId or id)'],
    'null params': ['params', 'expected an object, got null'],
    'array instead of object': ['$', 'expected an object, got array'],
  };

  it('has an expectation here for every rejected line (no line skipped)', () => {
    const rejectedWhys = lines.filter((line) => line.expect === 'rejected').map((line) => line.why);
    expect(rejectedWhys.sort()).toEqual(Object.keys(rejections).sort());
    expect(lines.map((line) => line.expect).sort()).toEqual([
      'applied',
      'ignored',
      ...Array.from({ length: rejectedWhys.length }, () => 'rejected'),
    ]);
  });

  it.each(lines.map((line) => [line.why, line] as const))('%s', (_why, line) => {
    const result = parseSessionUpdate(line.input);
    if (line.expect === 'rejected') {
      const [path, reason] = rejections[line.why]!;
      expectInvalid(result, path, reason);
    } else if (line.expect === 'ignored') {
      expectIgnored(result, 'method "session/prompt" is not session/update');
    } else {
      const event = expectEvent(result);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(event).toEqual({
        kind: 'items',
        sessionId: '__proto__',
        planId: LEGACY_PLAN_ID,
        source: 'plan',
        entries: [{ content: 'x', priority: 'high', status: 'pending' }],
      });
      if (event.kind !== 'items') throw new Error('unreachable');
      const parsed = event.entries[0]!;
      expect(Object.keys(parsed)).toEqual(['content', 'priority', 'status']);
      expect(Object.hasOwn(parsed, '__proto__')).toBe(false);
      expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
      expect((parsed as unknown as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('parses the prototype-keys line from its raw JSON text too (where __proto__ is an own key)', () => {
    const raw = malformedText.split('\n').find((line) => line.includes('"prototype keys"'))!;
    const input = (JSON.parse(raw) as { input: unknown }).input;
    const event = expectEvent(parseSessionUpdate(JSON.stringify(input)));
    expect(event.sessionId).toBe('__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (event.kind !== 'items') throw new Error('unreachable');
    expect(Object.getOwnPropertyNames(event.entries[0])).toEqual(['content', 'priority', 'status']);
  });
});

describe('the traffic fixtures: every line', () => {
  const kinds = (text: string) =>
    parseJsonLines(text).map((line) => {
      const result = parseSessionUpdate(line);
      return result.status === 'plan' ? `${result.event.kind}:${result.event.planId}` : result.status;
    });

  it('claude-todowrite.jsonl: legacy snapshots are the "main" items plan, chatter is ignored', () => {
    expect(kinds(claudeText)).toEqual([
      'ignored',
      'items:main',
      'items:main',
      'ignored',
      'items:main',
      'items:main',
      'items:main',
      'items:main',
    ]);
    const second = expectEvent(parseSessionUpdate(parseJsonLines(claudeText)[1]));
    expect(second).toMatchObject({ kind: 'items', sessionId: 'sess_todo_7f3a', planId: 'main', source: 'plan' });
    if (second.kind !== 'items') throw new Error('unreachable');
    expect(second.entries).toHaveLength(4);
    expect(second.entries[0]).toEqual({
      content: 'Read the failing test in `parser.test.ts`',
      priority: 'medium',
      status: 'in_progress',
    });
  });

  it('codex-update-plan.jsonl: ends with every step completed', () => {
    const lines = parseJsonLines(codexText);
    expect(kinds(codexText)).toEqual(lines.map(() => 'items:main'));
    const last = expectEvent(parseSessionUpdate(lines.at(-1)));
    if (last.kind !== 'items') throw new Error('unreachable');
    expect(last.sessionId).toBe('sess_codex_19c2');
    expect(last.entries.map((e) => e.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(last.entries[3]!.content).toBe('Rebuild and compare bundle sizes');
  });

  it('multi-plan.jsonl: all three types, both id spellings, both removal spellings', () => {
    expect(kinds(multiText)).toEqual([
      'items:checklist',
      'markdown:strategy',
      'file:design-doc',
      'ignored',
      'items:checklist',
      'markdown:strategy',
      'file:design-doc',
      'removed:strategy',
      'removed:design-doc',
    ]);
    const lines = parseJsonLines(multiText);
    expect(expectEvent(parseSessionUpdate(lines[2]))).toEqual({
      kind: 'file',
      sessionId: 'sess_ops_4410',
      planId: 'design-doc',
      source: 'plan_update',
      uri: 'file:///workspace/docs/refactor-plan.md',
    });
    expect(expectEvent(parseSessionUpdate(lines[8]))).toEqual({
      kind: 'removed',
      sessionId: 'sess_ops_4410',
      planId: 'design-doc',
      source: 'plan_removed',
    });
  });

  it('markdown-streaming.jsonl: a growing markdown plan, every snapshot kept verbatim', () => {
    const lines = parseJsonLines(markdownText);
    expect(kinds(markdownText)).toEqual(lines.map(() => 'markdown:plan-mode'));
    const first = expectEvent(parseSessionUpdate(lines[0]));
    expect(first).toEqual({
      kind: 'markdown',
      sessionId: 'sess_md_88e1',
      planId: 'plan-mode',
      source: 'plan_update',
      content: '# Plan: add rate limiting\n\n1. **Measure*',
    });
    const last = expectEvent(parseSessionUpdate(lines.at(-1)));
    if (last.kind !== 'markdown') throw new Error('unreachable');
    expect(last.content).toContain('- [x] Add a `RateLimiter` middleware');
  });
});

describe('plan shapes', () => {
  const items = [entry('a', 'completed', 'high'), entry('b', 'in_progress'), entry('c')];

  it('maps a legacy plan to the "main" items plan', () => {
    expect(expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: items })))).toEqual({
      kind: 'items',
      sessionId: 's',
      planId: 'main',
      source: 'plan',
      entries: items,
    });
  });

  it('accepts an empty legacy plan', () => {
    const event = expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [] })));
    expect(event).toMatchObject({ kind: 'items', entries: [] });
  });

  it.each(['planId', 'id'])('reads an items plan_update id spelled %s', (key) => {
    const update = { sessionUpdate: 'plan_update', plan: { type: 'items', [key]: 'p1', entries: items } };
    expect(expectEvent(parseSessionUpdate(notify(update)))).toEqual({
      kind: 'items',
      sessionId: 's',
      planId: 'p1',
      source: 'plan_update',
      entries: items,
    });
  });

  it('prefers planId over id when both are present (planId ?? id)', () => {
    const update = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'new', id: 'old', content: '' } };
    expect(expectEvent(parseSessionUpdate(notify(update))).planId).toBe('new');
  });

  it('falls back to id when planId is null', () => {
    const update = { sessionUpdate: 'plan_removed', planId: null, id: 'old' };
    expect(expectEvent(parseSessionUpdate(notify(update))).planId).toBe('old');
  });

  it('parses a markdown plan, keeping the text byte for byte', () => {
    const content = '# Title\n\n- [ ] <b>not html</b> 🚀\r\n';
    const update = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content } };
    expect(expectEvent(parseSessionUpdate(notify(update)))).toEqual({
      kind: 'markdown',
      sessionId: 's',
      planId: 'md',
      source: 'plan_update',
      content,
    });
  });

  it('parses a file plan', () => {
    const update = { sessionUpdate: 'plan_update', plan: { type: 'file', id: 'f', uri: 'file:///a/plan.md' } };
    expect(expectEvent(parseSessionUpdate(notify(update)))).toEqual({
      kind: 'file',
      sessionId: 's',
      planId: 'f',
      source: 'plan_update',
      uri: 'file:///a/plan.md',
    });
  });

  it.each(['planId', 'id'])('parses plan_removed with the id spelled %s', (key) => {
    expect(expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan_removed', [key]: 'gone' })))).toEqual({
      kind: 'removed',
      sessionId: 's',
      planId: 'gone',
      source: 'plan_removed',
    });
  });

  it('keeps unknown statuses and priorities, and v2 "cancelled"', () => {
    const odd = [entry('a', 'cancelled'), entry('b', 'blocked', 'urgent'), entry('c', '', '')];
    const event = expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: odd })));
    if (event.kind !== 'items') throw new Error('unreachable');
    expect(event.entries).toEqual(odd);
  });

  it('drops _meta and any other extra field from entries, copying onto fresh objects', () => {
    const wire = { ...entry('a'), _meta: { x: 1 }, id: 7, extra: 'no' };
    const event = expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [wire] })));
    if (event.kind !== 'items') throw new Error('unreachable');
    expect(event.entries[0]).toEqual(entry('a'));
    expect(Object.keys(event.entries[0]!)).toEqual(['content', 'priority', 'status']);
    expect(event.entries[0]).not.toBe(wire);
  });

  it.each(['_kanban', 'spreadsheet'])('keeps a plan of the unknown type %s (v2: custom and reserved alike)', (type) => {
    const meta = { 'acme.dev/owner': 'ada' };
    const update = { sessionUpdate: 'plan_update', plan: { type, id: 'k', columns: [{ name: 'To do', cards: [1, true, null] }], _meta: meta } };
    const event = expectEvent(parseSessionUpdate(notify(update)));
    expect(event).toEqual({
      kind: 'unknown',
      sessionId: 's',
      planId: 'k',
      source: 'plan_update',
      planType: type,
      content: { columns: [{ name: 'To do', cards: [1, true, null] }], _meta: meta },
    });
    if (event.kind !== 'unknown') throw new Error('unreachable');
    // A deep, frozen copy: the host's object is never kept nor changed.
    const content = event.content as { columns: { cards: unknown[] }[]; _meta: object };
    expect(Object.isFrozen(content) && Object.isFrozen(content.columns[0]!.cards)).toBe(true);
    expect(content._meta).not.toBe(meta);
  });

  it('copies an unknown plan as JSON would: own data only, undefined dropped, __proto__ a plain key', () => {
    const plan = JSON.parse('{"type":"_x","planId":"p","__proto__":{"polluted":1},"list":[1]}') as Record<string, unknown>;
    plan.gone = undefined;
    (plan.list as unknown[]).push(undefined);
    // Inherited fields are not the wire's: an object with only inherited fields has no type.
    const inherited = { sessionUpdate: 'plan_update', plan: Object.create(plan) as object };
    expectInvalid(parseSessionUpdate(notify(inherited)), 'params.update.plan.type', 'is missing; expected a non-empty string');
    const direct = expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan_update', plan })));
    if (direct.kind !== 'unknown') throw new Error('unreachable');
    expect(Object.keys(direct.content as object)).toEqual(['__proto__', 'list']);
    expect((direct.content as { list: unknown[] }).list).toEqual([1, null]);
    expect(Object.getPrototypeOf(direct.content)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each(['agent_message_chunk', 'tool_call', 'tool_call_update', 'available_commands_update'])(
    'ignores the non-plan update %s with a reason',
    (kind) => {
      expectIgnored(parseSessionUpdate(notify({ sessionUpdate: kind })), `session update "${kind}" is not about plans`);
    },
  );

  it('ignores a JSON-RPC response', () => {
    expectIgnored(
      parseSessionUpdate({ jsonrpc: '2.0', id: 1, result: null }),
      'a JSON-RPC response is not a session/update notification',
    );
  });

  it('accepts frozen input', () => {
    const frozen = Object.freeze(notify(Object.freeze({ sessionUpdate: 'plan', entries: Object.freeze([entry('a')]) })));
    expect(expectEvent(parseSessionUpdate(frozen)).kind).toBe('items');
  });
});

describe('input forms and the error-path rule', () => {
  const bad = { sessionUpdate: 'plan', entries: [entry('a'), entry('b'), { ...entry('c'), status: 3 }] };

  it('a notification: paths start at params.', () => {
    expectInvalid(parseSessionUpdate(notify(bad)), 'params.update.entries[2].status', 'expected a string, got number');
  });

  it('params alone: paths start at sessionId / update (no params. prefix)', () => {
    expectInvalid(parseSessionUpdate({ sessionId: 's', update: bad }), 'update.entries[2].status', 'expected a string, got number');
    expectInvalid(parseSessionUpdate({ update: bad }), 'sessionId', 'is missing; expected a non-empty string');
    expectInvalid(parseSessionUpdate({ sessionId: 's' }), 'update', 'is missing; expected an object');
  });

  it('params alone parse like the notification', () => {
    const update = { sessionUpdate: 'plan', entries: [entry('a')] };
    expect(parseSessionUpdate({ sessionId: 's', update })).toEqual(parseSessionUpdate(notify(update)));
  });

  it('JSON text: paths are those of the decoded value', () => {
    expectInvalid(
      parseSessionUpdate(JSON.stringify(notify(bad))),
      'params.update.entries[2].status',
      'expected a string, got number',
    );
    expectInvalid(parseSessionUpdate(JSON.stringify({ sessionId: 's', update: bad })), 'update.entries[2].status', 'expected a string, got number');
  });

  it('JSON text of a notification or of params parses to the same event as the object', () => {
    const update = { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'p', entries: [entry('é 🚀')] } };
    const expected = parseSessionUpdate(notify(update));
    expect(expectEvent(expected).planId).toBe('p');
    expect(parseSessionUpdate(JSON.stringify(notify(update)))).toEqual(expected);
    expect(parseSessionUpdate(`  ${JSON.stringify({ sessionId: 's', update })}\n`)).toEqual(expected);
  });

  it('rejects text that is not JSON, with the parser message', () => {
    expectInvalid(parseSessionUpdate('nope'), '$', `not valid JSON: ${jsonErrorOf('nope')}`);
    expectInvalid(parseSessionUpdate(''), '$', `not valid JSON: ${jsonErrorOf('')}`);
  });

  it('does not decode twice: JSON text of a string is not an object', () => {
    expectInvalid(parseSessionUpdate(JSON.stringify(JSON.stringify(notify(bad)))), '$', 'expected an object, got string');
  });

  it.each([
    [null, 'expected an object, got null'],
    [undefined, 'is missing; expected an object'],
    [42, 'expected an object, got number'],
    [10n, 'expected an object, got bigint'],
    [Symbol('x'), 'expected an object, got symbol'],
    [() => 1, 'expected an object, got function'],
  ])('rejects the non-object %s at $', (input, reason) => {
    expectInvalid(parseSessionUpdate(input), '$', reason);
  });

  it('rejects an object that is neither a notification nor params', () => {
    expectInvalid(
      parseSessionUpdate({ hello: 'world' }),
      '$',
      'expected a session/update notification or its params (no method, jsonrpc, sessionId or update)',
    );
  });

  it('a notification needs a string method', () => {
    expectInvalid(parseSessionUpdate({ jsonrpc: '2.0', params: {} }), 'method', 'is missing; expected a string');
    expectInvalid(parseSessionUpdate({ jsonrpc: '2.0', method: 7 }), 'method', 'expected a string, got number');
  });

  it('a notification is recognised by method or jsonrpc even when it also has sessionId', () => {
    const input = { method: 'session/update', sessionId: 's', update: { sessionUpdate: 'plan', entries: [] } };
    expectInvalid(parseSessionUpdate(input), 'params', 'is missing; expected an object');
  });
});

describe('precise reasons', () => {
  const planUpdate = (plan: unknown) => notify({ sessionUpdate: 'plan_update', plan });

  it.each([
    [notify({ sessionUpdate: 7 }), 'params.update.sessionUpdate', 'expected a string, got number'],
    [notify(undefined), 'params.update', 'is missing; expected an object'],
    [notify([]), 'params.update', 'expected an object, got array'],
    [notify({ sessionUpdate: 'plan', entries: [] }, ''), 'params.sessionId', 'must not be empty'],
    [notify({ sessionUpdate: 'plan', entries: [] }, 9), 'params.sessionId', 'expected a non-empty string, got number'],
    [notify({ sessionUpdate: 'plan' }), 'params.update.entries', 'is missing; expected an array'],
    [notify({ sessionUpdate: 'plan', entries: [entry('a'), null] }), 'params.update.entries[1]', 'expected an object, got null'],
    [notify({ sessionUpdate: 'plan', entries: ['a'] }), 'params.update.entries[0]', 'expected an object, got string'],
    [notify({ sessionUpdate: 'plan', entries: [[]] }), 'params.update.entries[0]', 'expected an object, got array'],
    [
      notify({ sessionUpdate: 'plan', entries: [{ content: 'a', status: 'pending' }] }),
      'params.update.entries[0].priority',
      'is missing; expected a string',
    ],
    [
      notify({ sessionUpdate: 'plan', entries: [{ content: 'a', priority: 'high', status: null }] }),
      'params.update.entries[0].status',
      'expected a string, got null',
    ],
    [planUpdate('items'), 'params.update.plan', 'expected an object, got string'],
    [planUpdate({ planId: 'p' }), 'params.update.plan.type', 'is missing; expected a non-empty string'],
    [planUpdate({ type: '', planId: 'p' }), 'params.update.plan.type', 'must not be empty'],
    [planUpdate({ type: '_board' }), 'params.update.plan.planId', 'is missing; expected a non-empty string (planId or id)'],
    [planUpdate({ type: '_board', planId: 'p', n: Number.NaN }), 'params.update.plan.n', 'expected a JSON value, got NaN'],
    [planUpdate({ type: '_board', planId: 'p', f: [() => 1] }), 'params.update.plan.f[0]', 'expected a JSON value, got function'],
    [planUpdate({ type: 'items', planId: 5, id: 'ok', entries: [] }), 'params.update.plan.planId', 'expected a non-empty string, got number'],
    [planUpdate({ type: 'items', planId: '', entries: [] }), 'params.update.plan.planId', 'must not be empty'],
    [planUpdate({ type: 'items', id: {}, entries: [] }), 'params.update.plan.id', 'expected a non-empty string, got object'],
    [planUpdate({ type: 'items', id: '', entries: [] }), 'params.update.plan.id', 'must not be empty'],
    [planUpdate({ type: 'items', planId: 'p', entries: 'x' }), 'params.update.plan.entries', 'expected an array, got string'],
    [planUpdate({ type: 'markdown', planId: 'p' }), 'params.update.plan.content', 'is missing; expected a string'],
    [planUpdate({ type: 'file', planId: 'p', uri: '' }), 'params.update.plan.uri', 'must not be empty'],
    [notify({ sessionUpdate: 'plan_removed', planId: 1 }), 'params.update.planId', 'expected a non-empty string, got number'],
  ])('%#: %s -> %s', (input, path, reason) => {
    expectInvalid(parseSessionUpdate(input), path, reason);
  });

  it('quotes echoed wire strings JSON-escaped and cut short', () => {
    expectIgnored(parseSessionUpdate(notify({ sessionUpdate: 'a\nb' })), 'session update "a\\nb" is not about plans');
  });
});

describe('caps', () => {
  const entries = (count: number) => Array.from({ length: count }, (_, i) => entry(`step ${i}`));

  it('has the documented defaults', () => {
    expect(DEFAULT_PLAN_INPUT_LIMITS).toEqual({
      maxEntries: 5000,
      maxContentLength: 10_000,
      maxDocumentLength: 1_000_000,
      maxIdLength: 4096,
      maxInputLength: 20_000_000,
      maxPlanCharacters: 1_000_000,
    });
    expect(Object.isFrozen(DEFAULT_PLAN_INPUT_LIMITS)).toBe(true);
  });

  it('accepts exactly maxEntries and rejects one more', () => {
    expect(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: entries(5000) })).status).toBe('plan');
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: entries(5001) })),
      'params.update.entries',
      'has 5001 entries; the limit is 5000',
    );
  });

  it('checks the entry cap before walking the array', () => {
    // A sparse array of a million holes: walking it would report entries[0], the cap must win first.
    const huge = new Array<unknown>(1_000_000);
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: huge })),
      'params.update.entries',
      'has 1000000 entries; the limit is 5000',
    );
  });

  it('caps entry content', () => {
    const ok = notify({ sessionUpdate: 'plan', entries: [entry('x'.repeat(10_000))] });
    expect(parseSessionUpdate(ok).status).toBe('plan');
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [entry('a'), entry('x'.repeat(12_000))] })),
      'params.update.entries[1].content',
      'is 12000 characters; the limit is 10000',
    );
  });

  it('caps a markdown document', () => {
    const doc = (length: number) =>
      notify({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'p', content: 'x'.repeat(length) } });
    expect(parseSessionUpdate(doc(1_000_000)).status).toBe('plan');
    expectInvalid(parseSessionUpdate(doc(1_000_001)), 'params.update.plan.content', 'is 1000001 characters; the limit is 1000000');
  });

  it('caps ids, the session id and uris', () => {
    const long = 'i'.repeat(4097);
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan_removed', planId: long })),
      'params.update.planId',
      'is 4097 characters; the limit is 4096',
    );
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [] }, long)),
      'params.sessionId',
      'is 4097 characters; the limit is 4096',
    );
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'p', uri: long } })),
      'params.update.plan.uri',
      'is 4097 characters; the limit is 4096',
    );
    expect(parseSessionUpdate(notify({ sessionUpdate: 'plan_removed', id: long.slice(1) })).status).toBe('plan');
  });

  it('caps status and priority strings at maxIdLength too', () => {
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [entry('a', 's'.repeat(11), 'p')] }), { maxIdLength: 10 }),
      'params.update.entries[0].status',
      'is 11 characters; the limit is 10',
    );
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [entry('a', 's', 'p'.repeat(11))] }), { maxIdLength: 10 }),
      'params.update.entries[0].priority',
      'is 11 characters; the limit is 10',
    );
  });

  it('rejects raw text over maxInputLength before parsing it', () => {
    const text = JSON.stringify(notify({ sessionUpdate: 'plan', entries: [entry('a')] }));
    expect(parseSessionUpdate(text, { maxInputLength: text.length }).status).toBe('plan');
    expectInvalid(
      parseSessionUpdate(`${text} `, { maxInputLength: text.length }),
      '$',
      `is ${text.length + 1} characters; the limit is ${text.length}`,
    );
    // Over the cap and not JSON: the length is reported, proving JSON.parse never ran.
    expectInvalid(parseSessionUpdate('{'.repeat(101), { maxInputLength: 100 }), '$', 'is 101 characters; the limit is 100');
  });

  it('takes custom limits field by field, defaulting the rest', () => {
    const input = notify({ sessionUpdate: 'plan', entries: entries(3) });
    expectInvalid(parseSessionUpdate(input, { maxEntries: 2 }), 'params.update.entries', 'has 3 entries; the limit is 2');
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [entry('abcdef')] }), { maxContentLength: 5 }),
      'params.update.entries[0].content',
      'is 6 characters; the limit is 5',
    );
    expect(parseSessionUpdate(input, { maxContentLength: 6 }).status).toBe('plan');
  });
});

describe('hostile inputs never throw', () => {
  it('a getter that throws', () => {
    const update = {
      sessionUpdate: 'plan',
      get entries(): never {
        throw new Error('boom');
      },
    };
    expectInvalid(parseSessionUpdate(notify(update)), '$', 'could not be read: boom');
  });

  it('a thrown non-Error, and a thrown value that cannot be stringified', () => {
    const throwing = (value: unknown) => notify({
      sessionUpdate: 'plan',
      get entries(): never {
        throw value;
      },
    });
    expectInvalid(parseSessionUpdate(throwing('plain')), '$', 'could not be read: plain');
    expectInvalid(parseSessionUpdate(throwing(Object.create(null))), '$', 'could not be read: unknown error');
  });

  it('a revoked Proxy and a Proxy whose traps throw', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const revoked = parseSessionUpdate(proxy);
    expect(revoked.status).toBe('invalid');
    const trap = new Proxy({} as Record<string, unknown>, {
      getOwnPropertyDescriptor() {
        throw new Error('own trap');
      },
      has() {
        throw new Error('has trap');
      },
      get() {
        throw new Error('get trap');
      },
    });
    // Only own fields are read, so the first trap to run is the one asking for a field's own descriptor.
    expectInvalid(parseSessionUpdate(trap), '$', 'could not be read: own trap');
    expectInvalid(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [trap] })), '$', 'could not be read: own trap');
  });

  it('a thrown revoked Proxy, and a PlanInputError from an earlier parse, are not taken for our own failures', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const throwing = (value: unknown) =>
      notify({
        sessionUpdate: 'plan',
        get entries(): never {
          throw value;
        },
      });
    expect(parseSessionUpdate(throwing(proxy))).toMatchObject({ status: 'invalid', error: { path: '$' } });
    const earlier = parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: 3 }));
    expect(earlier.status === 'invalid' && earlier.error.path).toBe('params.update.entries');
    const replayed = parseSessionUpdate(throwing(earlier.status === 'invalid' ? earlier.error : undefined));
    expectInvalid(replayed, '$', 'could not be read: params.update.entries: expected an array, got number');
  });

  it('a getter that runs the parser again (and fails in it) does not mix its failure up with ours', () => {
    const update = {
      sessionUpdate: 'plan',
      get entries() {
        // A nested parse that fails, then a value that makes the outer parse fail on its own.
        expect(parseSessionUpdate({ sessionId: '' }).status).toBe('invalid');
        return [{ content: 'x', priority: 'high', status: 7 }];
      },
    };
    expectInvalid(parseSessionUpdate(notify(update)), 'params.update.entries[0].status', 'expected a string, got number');
  });

  it('a Proxy that behaves is read like the object it wraps', () => {
    const entries = new Proxy([entry('a')], {});
    const event = expectEvent(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries })));
    if (event.kind !== 'items') throw new Error('unreachable');
    expect(event.entries).toEqual([entry('a')]);
  });

  it('cyclic objects', () => {
    const update: Record<string, unknown> = { sessionUpdate: 'plan' };
    update.entries = [update];
    update.self = update;
    expectInvalid(parseSessionUpdate(notify(update)), 'params.update.entries[0].content', 'is missing; expected a string');
  });

  it('BigInt and symbol values in fields', () => {
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [{ ...entry('a'), status: 1n }] })),
      'params.update.entries[0].status',
      'expected a string, got bigint',
    );
    expectInvalid(parseSessionUpdate(notify({ sessionUpdate: Symbol('plan') })), 'params.update.sessionUpdate', 'expected a string, got symbol');
  });

  it('limits whose getters throw', () => {
    const limits = {
      get maxEntries(): number {
        throw new Error('limits');
      },
    };
    expectInvalid(parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [] }), limits), '$', 'could not be read: limits');
  });
});

describe('text caps on object input', () => {
  // `maxInputLength` once applied only to JSON text: the same plan passed as an object (5,000 entries of 4,000
  // characters: 20 MB of dense inline markdown) went through and took seconds to render.
  const big = (count: number, length: number) =>
    Array.from({ length: count }, (_, n) => entry(`${n}`.padEnd(length, '*a* `b` ~~c~~ ')));

  it('caps the characters of one plan (maxPlanCharacters, 1,000,000 by default), reading no further', () => {
    let reads = 0;
    const entries = new Proxy(big(5000, 4000), {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries })),
      'params.update.entries',
      'has more than 1000000 characters of text (maxPlanCharacters)',
    );
    // Refused as soon as the count passes the cap: 250 entries of 4,000 characters, plus the one that crosses.
    expect(reads).toBeLessThanOrEqual(251);
    expect(DEFAULT_PLAN_INPUT_LIMITS.maxPlanCharacters).toBe(1_000_000);
  });

  it('counts entries and markdown documents, and takes a custom cap', () => {
    const markdown = { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'd', content: 'x'.repeat(101) } };
    expectInvalid(
      parseSessionUpdate(notify(markdown), { maxPlanCharacters: 100 }),
      'params.update.plan.content',
      'is 101 characters; the limit is 100 (maxPlanCharacters)',
    );
    expect(parseSessionUpdate(notify(markdown), { maxPlanCharacters: 101 }).status).toBe('plan');
    // Content, priority and status all count: 10 x (10 + 'pending' + 'medium') = 230.
    const items = notify({ sessionUpdate: 'plan', entries: big(10, 10) });
    expect(parseSessionUpdate(items, { maxPlanCharacters: 230 }).status).toBe('plan');
    expect(parseSessionUpdate(items, { maxPlanCharacters: 229 }).status).toBe('invalid');
  });

  it('applies maxInputLength to the strings read from an object, as to JSON text', () => {
    const input = notify({ sessionUpdate: 'plan', entries: big(3, 600) });
    expectInvalid(
      parseSessionUpdate(input, { maxInputLength: 1000, maxPlanCharacters: Infinity }),
      'params.update.entries',
      'has more than 1000 characters of text (maxInputLength)',
    );
    expect(parseSessionUpdate(input, { maxInputLength: 5000 }).status).toBe('plan');
    const doc = notify({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'd', content: 'x'.repeat(2000) } });
    expectInvalid(parseSessionUpdate(doc, { maxInputLength: 1000 }), 'params.update.plan.content', 'is 2000 characters; the limit is 1000 (maxInputLength)');
  });

  it('caps a plan of an unknown type by the same text cap: strings, keys and every value count', () => {
    const custom = (fields: object) => notify({ sessionUpdate: 'plan_update', plan: { type: '_x', planId: 'p', ...fields } });
    const reason = (max: number, cap: string) => `has more than ${max} characters of content (${cap})`;
    // The plan object 1 + "ab" 3 (its length and itself) + the key "s" 1 = 5.
    expect(parseSessionUpdate(custom({ s: 'ab' }), { maxPlanCharacters: 5 }).status).toBe('plan');
    expectInvalid(parseSessionUpdate(custom({ s: 'ab' }), { maxPlanCharacters: 4 }), 'params.update.plan', reason(4, 'maxPlanCharacters'));
    // A million empty arrays cost a million, whatever their text: refused before the walk ends.
    const many = custom({ a: Array.from({ length: 2000 }, () => []) });
    expectInvalid(parseSessionUpdate(many, { maxInputLength: 1000 }), 'params.update.plan', reason(1000, 'maxInputLength'));
    // Deep nesting (or a cycle) stops at 32 levels.
    let deep: unknown = 'bottom';
    for (let i = 0; i < 40; i++) deep = [deep];
    const result = parseSessionUpdate(custom({ deep }));
    expect(result.status === 'invalid' && result.error.reason).toBe('is nested deeper than 32 levels');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(parseSessionUpdate(custom({ cycle })).status).toBe('invalid');
    // The type is an id: capped like one.
    const longType = notify({ sessionUpdate: 'plan_update', plan: { type: `_${'x'.repeat(100)}`, planId: 'p' } });
    expectInvalid(parseSessionUpdate(longType, { maxIdLength: 100 }), 'params.update.plan.type', 'is 101 characters; the limit is 100');
  });
});

describe('own properties only', () => {
  // An inherited field is not on the wire: JSON never makes one, and a host's polluted prototype or a crafted
  // object must not be able to speak for the agent.
  it('does not read a plan_removed from a prototype', () => {
    const update = Object.create({ sessionUpdate: 'plan_removed', planId: 'p' }) as object;
    expectInvalid(parseSessionUpdate({ sessionId: 's', update }), 'update.sessionUpdate', 'is missing; expected a string');
    const params = Object.create({ sessionId: 's', update: { sessionUpdate: 'plan_removed', planId: 'p' } }) as object;
    expect(parseSessionUpdate(params).status).toBe('invalid');
  });

  it('reads no inherited method, params, plan, id, entries or entry field', () => {
    const inherit = (fields: object, own: object = {}) => Object.assign(Object.create(fields) as object, own);
    expect(parseSessionUpdate(inherit({ method: 'session/update', params: { sessionId: 's', update: {} } })).status).toBe(
      'invalid',
    );
    const planUpdate = (plan: object) => ({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
    expectInvalid(parseSessionUpdate({ sessionId: 's', update: inherit({ plan: {} }, { sessionUpdate: 'plan_update' }) }), 'update.plan', 'is missing; expected an object');
    expectInvalid(parseSessionUpdate(planUpdate(inherit({ planId: 'p' }, { type: 'file', uri: 'a.md' }))), 'update.plan.planId', 'is missing; expected a non-empty string (planId or id)');
    expectInvalid(parseSessionUpdate(planUpdate(inherit({ uri: 'a.md' }, { type: 'file', planId: 'p' }))), 'update.plan.uri', 'is missing; expected a non-empty string');
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: [inherit({ status: 'completed' }, { content: 'a', priority: 'low' })] })),
      'params.update.entries[0].status',
      'is missing; expected a string',
    );
    expectInvalid(parseSessionUpdate(notify(inherit({ entries: [] }, { sessionUpdate: 'plan' }))), 'params.update.entries', 'is missing; expected an array');
  });
});

describe('cost', () => {
  // Speed is measured by `npm run bench` in Chromium, never by timing unit tests. What a unit test can pin
  // deterministically is the work done: an over-cap array is refused from its length, without reading one entry.
  it('refuses an over-cap entry list without reading its entries', () => {
    let reads = 0;
    const huge = new Proxy(new Array(6000).fill(entry('x', 'pending')), {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    expectInvalid(
      parseSessionUpdate(notify({ sessionUpdate: 'plan', entries: huge })),
      'params.update.entries',
      'has 6000 entries; the limit is 5000',
    );
    expect(reads).toBe(0);
  });
});
