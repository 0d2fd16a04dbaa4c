// Untrusted ACP traffic -> a typed plan event, a polite "not about plans", or a precise error.
//
// Error paths: a path names the offending value from the ROOT OF THE VALUE THE CALLER PASSED (after JSON
// decoding, for string input). A full notification gives `params.update.entries[2].status`; its `params` alone
// gives `update.entries[2].status` and `sessionId`. `$` is the input itself (not JSON, too long, not an object).
//
// This runs for every update an agent streams (10,000+/s of 1,000-entry plans), so the hot path is a plain
// loop over entries with no regex and no allocation beyond the result; an entry's path string is built only
// when that entry fails (the few paths above the entries are built once per call). A failure is thrown (`fail`) and turned into the `invalid` result at the top, so the checks
// read as straight-line code. Untrusted objects are never spread or assigned: each entry is copied onto a
// fresh object literal with exactly three fields, so `__proto__` keys from JSON.parse cannot leak.

import {
  LEGACY_PLAN_ID,
  PlanInputError,
  type ParsedPlanEntry,
  type ParseResult,
  type PlanEvent,
  type PlanInputLimits,
} from './types';

/** The caps `parseSessionUpdate` applies when none are given. Frozen: copy it to change a value. */
export const DEFAULT_PLAN_INPUT_LIMITS: Readonly<Required<PlanInputLimits>> = Object.freeze({
  maxEntries: 5000,
  maxContentLength: 10_000,
  maxDocumentLength: 1_000_000,
  maxIdLength: 4096,
  maxInputLength: 20_000_000,
  maxPlanCharacters: 1_000_000,
});

/** The cap on one plan's characters of text, and the option it comes from (said in the reason). */
type TextCap = readonly [max: number, name: 'maxPlanCharacters' | 'maxInputLength'];

/** A JSON-ish object we may read fields from (not null, not an array). */
type Fields = Record<string, unknown>;

/** Also used by `withPlanCapabilities`. */
export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const hasOwn = Object.prototype.hasOwnProperty;

/**
 * `value[key]` when it is `value`'s OWN property, `undefined` otherwise. The wire (JSON) has only own
 * properties: an inherited one comes from a crafted object or a polluted prototype, never from the agent.
 * @internal Shared by the parser and the SDK adapter; not exported from the package.
 */
export function own(value: Fields, key: string): unknown {
  return hasOwn.call(value, key) ? value[key] : undefined;
}

/** `is missing; expected X` when absent, `expected X, got Y` otherwise (Y: `null`, `array` or the `typeof`). */
function typeReason(value: unknown, expected: string): string {
  return value === undefined
    ? `is missing; expected ${expected}`
    : `expected ${expected}, got ${value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value}`;
}

/** Longest wire string echoed back in a reason: an agent must not be able to flood logs through our messages. */
const QUOTE_LIMIT = 64;

/**
 * A wire string as a reason quotes it: JSON-escaped (no raw control characters), cut at `QUOTE_LIMIT`.
 * @internal Shared with the store's reasons; not exported from the package.
 */
export function quote(text: string): string {
  return JSON.stringify(text.slice(0, QUOTE_LIMIT)) + (text.length > QUOTE_LIMIT ? '…' : '');
}

/**
 * A thrown value's message, always a string, without trusting the thrown value (it may be a Proxy, throw on
 * access, or carry a non-string `message`); `unreadable` when reading it throws. Shared by the store and the
 * components that show a host's or a plan's error.
 */
export function messageOf(error: unknown, unreadable = 'unknown error'): string {
  try {
    const message: unknown = error instanceof Error ? error.message : error;
    return typeof message === 'string' ? message : String(message);
  } catch {
    return unreadable;
  }
}

/**
 * What `fail` throws: a wrapper only this module can make, and that never leaves it (`parseSessionUpdate` catches
 * it and returns the error inside). So only our own failures become the result as they are: anything else
 * thrown (a hostile getter, even one throwing a `PlanInputError` it got from an earlier parse) is "could not be
 * read". No module state: a getter that calls the parser again cannot mix its failure up with ours.
 */
class Rejection {
  // A declared field, not a parameter property: the demo agent and the bridge run these sources with Node's type
  // stripping, which rejects parameter properties.
  readonly error: PlanInputError;
  constructor(error: PlanInputError) {
    this.error = error;
  }
}

/** Rejects the input: `path` names the offending value, `reason` says what is wrong with it. */
function fail(path: string, reason: string): never {
  throw new Rejection(new PlanInputError(path, reason));
}

/** `value` when it is an object (not null, not an array); fails at `path` otherwise. */
function fields(value: unknown, path: string): Fields {
  return isFields(value) ? value : fail(path, typeReason(value, 'an object'));
}

/** `value` when it is a string of at most `max` characters, and not empty when `nonEmpty` (ids, uris); fails at `path` otherwise. */
function text(value: unknown, max: number, nonEmpty: boolean, path: string): string {
  if (typeof value !== 'string') fail(path, typeReason(value, nonEmpty ? 'a non-empty string' : 'a string'));
  if (nonEmpty && value.length === 0) fail(path, 'must not be empty');
  return value.length > max ? fail(path, `is ${value.length} characters; the limit is ${max}`) : value;
}

/** Fails at `at`: the plan's text (`of` its entries, or of its content) passed the cap, named with its option. */
function overCap(at: string, [max, name]: TextCap, of: string): never {
  return fail(at, `has more than ${max} characters of ${of} (${name})`);
}

function ignored(reason: string): ParseResult {
  return { status: 'ignored', reason };
}

/**
 * Validates an entries array at `at` and copies each entry onto a fresh `{content, priority, status}`.
 * Module-level with the limits as parameters, not a closure over them: the loop reads them from registers.
 */
function readEntries(
  list: unknown,
  at: string,
  maxEntries: number,
  maxContentLength: number,
  maxIdLength: number,
  cap: TextCap,
) {
  if (!Array.isArray(list)) fail(at, typeReason(list, 'an array'));
  const length = list.length;
  // Before touching any element: a hostile agent must not make us walk a million entries.
  if (length > maxEntries) fail(at, `has ${length} entries; the limit is ${maxEntries}`);
  // Pre-sized: measurably cheaper than growing by push for 1,000-entry plans; every slot is filled or we fail.
  const entries = new Array<ParsedPlanEntry>(length);
  // Characters of text read so far: the plan's total is capped too, not only each entry (5,000 entries of
  // 10,000 characters pass every other cap and take seconds to render). Refused as soon as it passes the cap.
  let characters = 0;
  for (let i = 0; i < length; i++) {
    const entry: unknown = list[i];
    if (!isFields(entry)) fail(`${at}[${i}]`, typeReason(entry, 'an object'));
    // All three read before any is checked (a getter's side effects happen in the same order as ever).
    const content = own(entry, 'content');
    const priority = own(entry, 'priority');
    const status = own(entry, 'status');
    // Checked inline; `text` (and the path) only run to build the failure (measured: calling it for every field
    // costs the parser 15 %).
    if (typeof content !== 'string' || content.length > maxContentLength) {
      text(content, maxContentLength, false, `${at}[${i}].content`);
    }
    if (typeof priority !== 'string' || priority.length > maxIdLength) text(priority, maxIdLength, false, `${at}[${i}].priority`);
    if (typeof status !== 'string' || status.length > maxIdLength) text(status, maxIdLength, false, `${at}[${i}].status`);
    characters += (content as string).length + (priority as string).length + (status as string).length;
    if (characters > cap[0]) overCap(at, cap, 'text');
    // A fresh literal with exactly these fields: nothing else from the wire survives (prototype-pollution defence).
    entries[i] = { content, priority, status } as ParsedPlanEntry;
  }
  return entries;
}

/** Deepest nesting kept in the content of a plan of an unknown type: deeper is rejected (and no cycle loops). */
const MAX_RAW_DEPTH = 32;

/** Fields of a `plan_update`'s plan that are not content: the store has them as `planType` and `planId`. */
const NOT_CONTENT = new Set(['type', 'planId', 'id']);

/**
 * A deep, frozen copy of the JSON value of a plan of an unknown type, without its `type` and id. Counts against
 * the plan's text cap: every string and key by its length, every value as at least one character (so a
 * million empty arrays cost as much as a million characters). Own enumerable properties only, defined as data
 * (`Object.fromEntries`: a `__proto__` key stays a key); `undefined` is dropped as `JSON.stringify` does.
 */
function readRaw(plan: Fields, at: string, cap: TextCap): unknown {
  let characters = 0;
  const copy = (value: unknown, path: string, depth: number, top?: boolean): unknown => {
    characters += typeof value === 'string' ? value.length + 1 : 1;
    if (characters > cap[0]) overCap(at, cap, 'content');
    if (value === null || typeof value === 'string' || typeof value === 'boolean' || Number.isFinite(value)) return value;
    if (typeof value !== 'object') fail(path, `expected a JSON value, got ${typeof value === 'number' ? String(value) : typeof value}`);
    if (depth > MAX_RAW_DEPTH) fail(path, `is nested deeper than ${MAX_RAW_DEPTH} levels`);
    if (Array.isArray(value)) {
      const list: unknown[] = [];
      for (let i = 0; i < value.length; i++) list.push(copy(value[i] ?? null, `${path}[${i}]`, depth + 1));
      return Object.freeze(list);
    }
    const pairs: [string, unknown][] = [];
    for (const key of Object.keys(value)) {
      const item = own(value as Fields, key);
      if (item === undefined || (top && NOT_CONTENT.has(key))) continue;
      characters += key.length;
      pairs.push([key, copy(item, `${path}.${key}`, depth + 1)]);
    }
    return Object.freeze(Object.fromEntries(pairs));
  };
  return copy(plan, at, 0, true);
}

function parseUnsafe(input: unknown, limits: PlanInputLimits | undefined): ParseResult {
  const limit = (name: keyof PlanInputLimits): number => limits?.[name] ?? DEFAULT_PLAN_INPUT_LIMITS[name];
  let value = input;
  if (typeof value === 'string') {
    text(value, limit('maxInputLength'), false, '$');
    try {
      value = JSON.parse(value) as unknown;
    } catch (error) {
      fail('$', `not valid JSON: ${messageOf(error)}`);
    }
  }
  let params = fields(value, '$');

  // A notification is recognised by its JSON-RPC keys, its params by theirs.
  let at = 'update';
  if (hasOwn.call(params, 'method') || hasOwn.call(params, 'jsonrpc')) {
    const method = own(params, 'method');
    if (method === undefined && (hasOwn.call(params, 'result') || hasOwn.call(params, 'error'))) {
      return ignored('a JSON-RPC response is not a session/update notification');
    }
    if (text(method, Infinity, false, 'method') !== 'session/update') {
      return ignored(`method ${quote(method as string)} is not session/update`);
    }
    params = fields(own(params, 'params'), 'params');
    at = 'params.update';
  } else if (!(hasOwn.call(params, 'sessionId') || hasOwn.call(params, 'update'))) {
    fail('$', 'expected a session/update notification or its params (no method, jsonrpc, sessionId or update)');
  }

  const maxIdLength = limit('maxIdLength');
  const sessionId = text(own(params, 'sessionId'), maxIdLength, true, at.replace('update', 'sessionId'));
  // `plan` is the object holding the plan's fields and `at` its path: the update itself for `plan` and
  // `plan_removed`, its `plan` for `plan_update`.
  let plan = fields(own(params, 'update'), at);
  const source = text(own(plan, 'sessionUpdate'), Infinity, false, `${at}.sessionUpdate`);
  let kind: PlanEvent['kind'] = source === 'plan_removed' ? 'removed' : 'items';
  let planType = '';
  if (source === 'plan_update') {
    at += '.plan';
    plan = fields(own(plan, 'plan'), at);
    planType = text(own(plan, 'type'), maxIdLength, true, `${at}.type`);
    // The v2 draft: clients must keep plans of a type they do not know (custom `_x` ones and reserved ones alike).
    kind = planType === 'items' || planType === 'markdown' || planType === 'file' ? planType : 'unknown';
  } else if (source !== 'plan' && source !== 'plan_removed') {
    return ignored(`session update ${quote(source)} is not about plans`);
  }
  // `planId ?? id` (`id` read only when `planId` is null or absent); the legacy plan has no id of its own.
  let planId = LEGACY_PLAN_ID;
  if (source !== 'plan') {
    const schemaId = own(plan, 'planId');
    const field = schemaId == null ? 'id' : 'planId';
    const id = schemaId ?? own(plan, 'id');
    if (id == null) fail(`${at}.planId`, typeReason(undefined, 'a non-empty string (planId or id)'));
    planId = text(id, maxIdLength, true, `${at}.${field}`);
  }
  // Built in one shape per kind: the kind's own field (`entries`, `content` or `uri`) comes last.
  const event: Record<string, unknown> = { kind, sessionId, planId, source };
  // One cap on a plan's text, whether it came as JSON text or as an object: the lower of the two limits.
  const maxPlanCharacters = limit('maxPlanCharacters');
  const maxInputLength = limit('maxInputLength');
  const cap: TextCap =
    maxPlanCharacters <= maxInputLength ? [maxPlanCharacters, 'maxPlanCharacters'] : [maxInputLength, 'maxInputLength'];
  if (kind === 'items') {
    event.entries = readEntries(own(plan, 'entries'), `${at}.entries`, limit('maxEntries'), limit('maxContentLength'), maxIdLength, cap);
  } else if (kind === 'markdown') {
    const content = text(own(plan, 'content'), limit('maxDocumentLength'), false, `${at}.content`);
    if (content.length > cap[0]) fail(`${at}.content`, `is ${content.length} characters; the limit is ${cap[0]} (${cap[1]})`);
    event.content = content;
  } else if (kind === 'file') {
    event.uri = text(own(plan, 'uri'), maxIdLength, true, `${at}.uri`);
  } else if (kind === 'unknown') {
    event.planType = planType;
    event.content = readRaw(plan, at, cap);
  }
  return { status: 'plan', event: event as PlanEvent };
}

/**
 * Validates untrusted input and turns it into a plan event. Accepts a JSON-RPC `session/update` notification,
 * its `params` (`{sessionId, update}`), or a JSON string of either. Never throws.
 *
 * - `{status: 'plan', event}`: a legacy `plan` (plan id `LEGACY_PLAN_ID`), a `plan_update` (items, markdown or
 *   file; id read as `planId ?? id`), a `plan_update` of a type this library does not know (kind `unknown`: a v2
 *   custom `_x` type or a reserved one, kept with its `planType` and a frozen copy of its JSON `content`), or a
 *   `plan_removed`.
 * - `{status: 'ignored', reason}`: valid traffic that is not about plans (another method, a message chunk, a
 *   tool call, a JSON-RPC response).
 * - `{status: 'invalid', error}`: a `PlanInputError` whose `path` is relative to the root of what was passed
 *   (`params.update.entries[2].status` for a notification, `update.entries[2].status` for params alone, `$` for
 *   the input itself) and whose `reason` says what was wrong (`expected a string, got number`).
 *
 * Entries are copied onto fresh `{content, priority, status}` objects; unknown statuses and priorities are kept.
 * `limits` caps entries, content, documents, ids (also uris, statuses, priorities) and raw string input.
 */
export function parseSessionUpdate(input: unknown, limits?: PlanInputLimits): ParseResult {
  try {
    return parseUnsafe(input, limits);
  } catch (error) {
    // Ours, or an input that fights back (throwing getters, revoked Proxies): validation above is explicit.
    let ours: PlanInputError | undefined;
    try {
      // instanceof reads the prototype: a thrown Proxy may throw from there too.
      if (error instanceof Rejection) ours = error.error;
    } catch {
      // not ours
    }
    return { status: 'invalid', error: ours ?? new PlanInputError('$', `could not be read: ${messageOf(error)}`) };
  }
}
