// Keep and restore for the tool-call log (issue 16, sections 4 and 5): the log's calls ride in the same versioned
// JSON as the store (`serializePlanStore(store, { toolCallLog })`, a `toolCalls` field), so a host persists one
// value. Restored calls are untrusted like wire input: checked field by field against the live log's own caps.
import { array, fail, object, text, time } from './dataChecks';
import type { ToolCallRecord } from './toolCallLog';

/** One session's kept tool calls, oldest first (the `toolCalls` field of `PlanStoreData`). */
export interface ToolCallSessionData {
  readonly sessionId: string;
  readonly calls: readonly ToolCallRecord[];
}

/** The caps of a kept call: the ones `observe` applies to live traffic. */
export const TOOL_CALL_CAPS: { readonly text: number; readonly kind: number; readonly path: number; readonly paths: number } = { text: 1000, kind: 64, path: 4096, paths: 50 };
/** A step reference is `planId\nkey`: two ids. */
const MAX_STEP = 2 * 4096 + 1;
/** Steps in progress when one call started; no plan store holds more entries in one session by default. */
const MAX_STEPS = 5000;

/** What a `toolCallLog` option of `serializePlanStore` must offer. */
export interface ToolCallLogSource {
  /** The sessions with calls, least recently active first. */
  getSessionIds(): readonly string[];
  getCalls(sessionId: string): readonly ToolCallRecord[];
}

/** The log's sessions and calls as plain JSON-ready data, in the log's order (so eviction order survives). */
export function toolCallSessionsData(log: ToolCallLogSource): ToolCallSessionData[] {
  return log.getSessionIds().map((sessionId) => ({ sessionId, calls: log.getCalls(sessionId).map((call) => ({ ...call })) }));
}

/** Each item a unique string within `max` characters. */
function uniqueTexts(value: unknown, path: string, maxItems: number, max: number): string[] {
  const seen = new Set<string>();
  return array(value, path, maxItems).map((item, i) => {
    const at = `${path}[${i}]`;
    const string = text(item, at, max, true);
    if (seen.has(string)) fail(at, `repeats ${JSON.stringify(string)}`);
    seen.add(string);
    return string;
  });
}

function parseCall(value: unknown, path: string): ToolCallRecord {
  const call = object(value, path);
  const { text: maxText, kind: maxKind } = TOOL_CALL_CAPS;
  const startedAt = time(call.startedAt, `${path}.startedAt`);
  const steps = uniqueTexts(call.steps, `${path}.steps`, MAX_STEPS, MAX_STEP);
  steps.forEach((step, i) => {
    if (!/^[^\n]+\n[^\n]+$/.test(step)) fail(`${path}.steps[${i}]`, 'expected "planId\\nkey"');
  });
  return Object.freeze({
    toolCallId: text(call.toolCallId, `${path}.toolCallId`, maxText, true),
    title: text(call.title, `${path}.title`, maxText),
    kind: text(call.kind, `${path}.kind`, maxKind),
    status: text(call.status, `${path}.status`, maxKind),
    paths: Object.freeze(uniqueTexts(call.paths, `${path}.paths`, TOOL_CALL_CAPS.paths, TOOL_CALL_CAPS.path)),
    startedAt,
    steps: Object.freeze(steps),
  });
}

/**
 * Checks the `toolCalls` field of kept store data (untrusted): unique sessions and call ids, every field within the
 * live log's caps. Throws a `PlanInputError` with the path of the first problem (`toolCalls[0].calls[3].paths[1]:
 * expected a string`). Every call is checked; which ones are kept (the last `maxCallsPerSession`) is the log's choice.
 */
export function parseToolCallSessions(value: unknown, path = 'toolCalls'): ToolCallSessionData[] {
  const sessionIds = new Set<string>();
  return array(value, path).map((item, s) => {
    const at = `${path}[${s}]`;
    const session = object(item, at);
    const sessionId = text(session.sessionId, `${at}.sessionId`, 4096, true);
    if (sessionIds.has(sessionId)) fail(`${at}.sessionId`, `repeats the session ${JSON.stringify(sessionId)}`);
    sessionIds.add(sessionId);
    const callIds = new Set<string>();
    const calls = array(session.calls, `${at}.calls`).map((call, c) => {
      const record = parseCall(call, `${at}.calls[${c}]`);
      if (callIds.has(record.toolCallId)) fail(`${at}.calls[${c}].toolCallId`, `repeats the call ${JSON.stringify(record.toolCallId)}`);
      callIds.add(record.toolCallId);
      return record;
    });
    return { sessionId, calls };
  });
}
