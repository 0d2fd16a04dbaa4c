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

// The caps of a kept call: the ones `observe` applies to live traffic.
/** A call's id and title. */
export const MAX_TEXT = 1000;
/** A call's kind and status. */
export const MAX_KIND = 64;
/** One `locations` path. */
export const MAX_PATH = 4096;
/** Paths kept per call. */
export const MAX_PATHS = 50;
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
  // The records are frozen plain data already: kept as they are.
  return log.getSessionIds().map((sessionId) => ({ sessionId, calls: log.getCalls(sessionId) }));
}

/** Each item a non-empty string within `max` characters (a repeat is harmless: paths and steps are read as sets). */
function texts(value: unknown, path: string, maxItems: number, max: number): string[] {
  return array(value, path, maxItems).map((item, i) => text(item, `${path}[${i}]`, max, true));
}

function parseCall(value: unknown, path: string): ToolCallRecord {
  const call = object(value, path);
  const startedAt = time(call.startedAt, `${path}.startedAt`);
  // A step that names no step of the store (`planId\nkey`) is harmless: no step's calls ever include it.
  const steps = texts(call.steps, `${path}.steps`, MAX_STEPS, MAX_STEP);
  return Object.freeze({
    toolCallId: text(call.toolCallId, `${path}.toolCallId`, MAX_TEXT, true),
    title: text(call.title, `${path}.title`, MAX_TEXT),
    kind: text(call.kind, `${path}.kind`, MAX_KIND),
    status: text(call.status, `${path}.status`, MAX_KIND),
    paths: texts(call.paths, `${path}.paths`, MAX_PATHS, MAX_PATH),
    startedAt,
    steps,
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
