// Untrusted ACP traffic -> a typed plan event, a polite "not about plans", or a precise error.
//
// Error paths: a path names the offending value from the ROOT OF THE VALUE THE CALLER PASSED (after JSON
// decoding, for string input). A full notification gives `params.update.entries[2].status`; its `params` alone
// gives `update.entries[2].status` and `sessionId`. `$` is the input itself (not JSON, too long, not an object).
//
// This runs for every update an agent streams (10,000+/s of 1,000-entry plans), so the hot path is a plain
// loop over entries with no closures, no regex and no allocation beyond the result; path strings are built
// only when something fails. Untrusted objects are never spread or assigned: each entry is copied onto a
// fresh object literal with exactly three fields, so `__proto__` keys from JSON.parse cannot leak.

import {
  LEGACY_PLAN_ID,
  PlanInputError,
  type ParsedPlanEntry,
  type ParseResult,
  type PlanInputLimits,
} from './types';

/** The caps `parseSessionUpdate` applies when none are given. Frozen: copy it to change a value. */
export const DEFAULT_PLAN_INPUT_LIMITS: Readonly<Required<PlanInputLimits>> = Object.freeze({
  maxEntries: 5000,
  maxContentLength: 10_000,
  maxDocumentLength: 1_000_000,
  maxIdLength: 4096,
  maxInputLength: 20_000_000,
});

/** Limits resolved once per call, so the hot loop reads plain locals. */
interface ResolvedLimits {
  maxEntries: number;
  maxContentLength: number;
  maxDocumentLength: number;
  maxIdLength: number;
}

/** A JSON-ish object we may read fields from (not null, not an array). */
type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a value is, in the words an error message uses: `null`, `array`, or its `typeof`. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** `is missing; expected X` when absent, `expected X, got Y` otherwise. */
function typeReason(value: unknown, expected: string): string {
  return value === undefined ? `is missing; expected ${expected}` : `expected ${expected}, got ${describe(value)}`;
}

function lengthReason(length: number, limit: number): string {
  return `is ${length} characters; the limit is ${limit}`;
}

/** Longest wire string echoed back in a reason: an agent must not be able to flood logs through our messages. */
const QUOTE_LIMIT = 64;

/** A wire string as a reason quotes it: JSON-escaped (no raw control characters), cut at `QUOTE_LIMIT`. */
function quote(text: string): string {
  return text.length > QUOTE_LIMIT ? `${JSON.stringify(text.slice(0, QUOTE_LIMIT))}…` : JSON.stringify(text);
}

function invalid(path: string, reason: string): ParseResult {
  return { status: 'invalid', error: new PlanInputError(path, reason) };
}

function ignored(reason: string): ParseResult {
  return { status: 'ignored', reason };
}

/** Checks an id-like string (sessionId, plan id, uri): a non-empty string within `maxIdLength`. */
function idProblem(value: unknown, maxIdLength: number): string | undefined {
  if (typeof value !== 'string') return typeReason(value, 'a non-empty string');
  if (value.length === 0) return 'must not be empty';
  if (value.length > maxIdLength) return lengthReason(value.length, maxIdLength);
  return undefined;
}

/**
 * Reads `planId ?? id` from `holder`. Returns the id, or an error result. `at` is the holder's path with a
 * trailing dot (`params.update.plan.`), used only when failing.
 */
function readPlanId(holder: Fields, at: string, maxIdLength: number): string | ParseResult {
  const planId = holder.planId;
  if (planId !== undefined && planId !== null) {
    const problem = idProblem(planId, maxIdLength);
    return problem === undefined ? (planId as string) : invalid(`${at}planId`, problem);
  }
  const id = holder.id;
  if (id === undefined || id === null) {
    return invalid(`${at}planId`, 'is missing; expected a non-empty string (planId or id)');
  }
  const problem = idProblem(id, maxIdLength);
  return problem === undefined ? (id as string) : invalid(`${at}id`, problem);
}

/**
 * Validates an entries array and copies each entry onto a fresh `{content, priority, status}`.
 * `at` is the array's path (`params.update.entries`), used only when failing.
 */
function readEntries(value: unknown, at: string, limits: ResolvedLimits): ParsedPlanEntry[] | ParseResult {
  if (!Array.isArray(value)) return invalid(at, typeReason(value, 'an array'));
  const length = value.length;
  // Before touching any element: a hostile agent must not make us walk a million entries.
  if (length > limits.maxEntries) return invalid(at, `has ${length} entries; the limit is ${limits.maxEntries}`);
  const { maxContentLength, maxIdLength } = limits;
  // Pre-sized: measurably cheaper than growing by push for 1,000-entry plans; every slot is filled or we fail.
  const entries: ParsedPlanEntry[] = new Array<ParsedPlanEntry>(length);
  for (let i = 0; i < length; i++) {
    const entry: unknown = value[i];
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      return invalid(`${at}[${i}]`, typeReason(entry, 'an object'));
    }
    const content = (entry as Fields).content;
    const priority = (entry as Fields).priority;
    const status = (entry as Fields).status;
    if (typeof content !== 'string') return invalid(`${at}[${i}].content`, typeReason(content, 'a string'));
    if (content.length > maxContentLength) {
      return invalid(`${at}[${i}].content`, lengthReason(content.length, maxContentLength));
    }
    if (typeof priority !== 'string') return invalid(`${at}[${i}].priority`, typeReason(priority, 'a string'));
    if (priority.length > maxIdLength) return invalid(`${at}[${i}].priority`, lengthReason(priority.length, maxIdLength));
    if (typeof status !== 'string') return invalid(`${at}[${i}].status`, typeReason(status, 'a string'));
    if (status.length > maxIdLength) return invalid(`${at}[${i}].status`, lengthReason(status.length, maxIdLength));
    // A fresh literal with exactly these fields: nothing else from the wire survives (prototype-pollution defence).
    entries[i] = { content, priority, status };
  }
  return entries;
}

/** Parses the `{sessionId, update}` params. `base` is `params.` for a notification, `` for params alone. */
function parseParams(params: Fields, base: string, limits: ResolvedLimits): ParseResult {
  const sessionId = params.sessionId;
  const sessionProblem = idProblem(sessionId, limits.maxIdLength);
  if (sessionProblem !== undefined) return invalid(`${base}sessionId`, sessionProblem);

  const update = params.update;
  if (!isFields(update)) return invalid(`${base}update`, typeReason(update, 'an object'));
  const kind = update.sessionUpdate;
  if (typeof kind !== 'string') return invalid(`${base}update.sessionUpdate`, typeReason(kind, 'a string'));

  switch (kind) {
    case 'plan': {
      const entries = readEntries(update.entries, `${base}update.entries`, limits);
      if (!Array.isArray(entries)) return entries;
      return {
        status: 'plan',
        event: { kind: 'items', sessionId: sessionId as string, planId: LEGACY_PLAN_ID, source: 'plan', entries },
      };
    }
    case 'plan_update':
      return parsePlanUpdate(update, sessionId as string, base, limits);
    case 'plan_removed': {
      const planId = readPlanId(update, `${base}update.`, limits.maxIdLength);
      if (typeof planId !== 'string') return planId;
      return { status: 'plan', event: { kind: 'removed', sessionId: sessionId as string, planId, source: 'plan_removed' } };
    }
    default:
      return ignored(`session update ${quote(kind)} is not about plans`);
  }
}

function parsePlanUpdate(update: Fields, sessionId: string, base: string, limits: ResolvedLimits): ParseResult {
  const plan = update.plan;
  const at = `${base}update.plan`;
  if (!isFields(plan)) return invalid(at, typeReason(plan, 'an object'));
  const type = plan.type;
  if (typeof type !== 'string') return invalid(`${at}.type`, typeReason(type, 'a string'));
  if (type !== 'items' && type !== 'markdown' && type !== 'file') {
    // The v2 draft reserves `_`-prefixed types for custom plans: valid traffic this client cannot render.
    if (type.startsWith('_')) return ignored(`custom plan type ${quote(type)} is not rendered by this client`);
    return invalid(`${at}.type`, `unknown plan type ${quote(type)} (expected items, markdown or file)`);
  }
  const planId = readPlanId(plan, `${at}.`, limits.maxIdLength);
  if (typeof planId !== 'string') return planId;

  if (type === 'items') {
    const entries = readEntries(plan.entries, `${at}.entries`, limits);
    if (!Array.isArray(entries)) return entries;
    return { status: 'plan', event: { kind: 'items', sessionId, planId, source: 'plan_update', entries } };
  }
  if (type === 'markdown') {
    const content = plan.content;
    if (typeof content !== 'string') return invalid(`${at}.content`, typeReason(content, 'a string'));
    if (content.length > limits.maxDocumentLength) {
      return invalid(`${at}.content`, lengthReason(content.length, limits.maxDocumentLength));
    }
    return { status: 'plan', event: { kind: 'markdown', sessionId, planId, source: 'plan_update', content } };
  }
  const uri = plan.uri;
  const uriProblem = idProblem(uri, limits.maxIdLength);
  if (uriProblem !== undefined) return invalid(`${at}.uri`, uriProblem);
  return { status: 'plan', event: { kind: 'file', sessionId, planId, source: 'plan_update', uri: uri as string } };
}

function parseUnsafe(input: unknown, limits: PlanInputLimits | undefined): ParseResult {
  const defaults = DEFAULT_PLAN_INPUT_LIMITS;
  let value = input;
  if (typeof value === 'string') {
    const maxInputLength = limits?.maxInputLength ?? defaults.maxInputLength;
    if (value.length > maxInputLength) return invalid('$', lengthReason(value.length, maxInputLength));
    try {
      value = JSON.parse(value) as unknown;
    } catch (error) {
      return invalid('$', `not valid JSON: ${messageOf(error)}`);
    }
  }
  if (!isFields(value)) return invalid('$', typeReason(value, 'an object'));

  const resolved: ResolvedLimits = {
    maxEntries: limits?.maxEntries ?? defaults.maxEntries,
    maxContentLength: limits?.maxContentLength ?? defaults.maxContentLength,
    maxDocumentLength: limits?.maxDocumentLength ?? defaults.maxDocumentLength,
    maxIdLength: limits?.maxIdLength ?? defaults.maxIdLength,
  };

  // A notification is recognised by its JSON-RPC keys, its params by theirs.
  if ('method' in value || 'jsonrpc' in value) {
    const method = value.method;
    if (method === undefined && ('result' in value || 'error' in value)) {
      return ignored('a JSON-RPC response is not a session/update notification');
    }
    if (typeof method !== 'string') return invalid('method', typeReason(method, 'a string'));
    if (method !== 'session/update') return ignored(`method ${quote(method)} is not session/update`);
    const params = value.params;
    if (!isFields(params)) return invalid('params', typeReason(params, 'an object'));
    return parseParams(params, 'params.', resolved);
  }
  if ('sessionId' in value || 'update' in value) return parseParams(value, '', resolved);
  return invalid('$', 'expected a session/update notification or its params (no method, jsonrpc, sessionId or update)');
}

/** A thrown value's message, without trusting the thrown value (it may be a Proxy or throw on access). */
function messageOf(error: unknown): string {
  try {
    const message: unknown = error instanceof Error ? error.message : error;
    return typeof message === 'string' ? message : String(message);
  } catch {
    return 'unknown error';
  }
}

/**
 * Validates untrusted input and turns it into a plan event. Accepts a JSON-RPC `session/update` notification,
 * its `params` (`{sessionId, update}`), or a JSON string of either. Never throws.
 *
 * - `{status: 'plan', event}`: a legacy `plan` (plan id `LEGACY_PLAN_ID`), a `plan_update` (items, markdown or
 *   file; id read as `planId ?? id`) or a `plan_removed`.
 * - `{status: 'ignored', reason}`: valid traffic that is not about plans (another method, a message chunk, a
 *   tool call, a custom `_`-prefixed plan type, a JSON-RPC response).
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
    // Last resort for inputs that fight back (throwing getters, revoked Proxies): validation above is explicit.
    return invalid('$', `could not be read: ${messageOf(error)}`);
  }
}
