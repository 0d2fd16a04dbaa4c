// What was done for each step (issue 16, section 5), data half: the session's tool calls, kept bounded, each
// attributed to the plan steps in progress when it started. The protocol links no tool call to a step; the store
// knows which steps were in progress. Fed from the same traffic as the store (`onUpdate` of the SDK adapters), so
// ./core does not grow. The UI half is <PlanStepWork>; keep and restore ride in the store's JSON (toolCallData.ts).
import { PlanInputError } from '../acp/types';
import type { PlanStore } from '../store/types';
import { array, fail, text } from './dataChecks';
import { report } from './restorePlanStore';
import { storeDataRoot } from './storeData';
import { MAX_KIND, MAX_PATH, MAX_PATHS, MAX_TEXT, parseToolCallSessions } from './toolCallData';

/** One tool call as kept. */
export interface ToolCallRecord {
  readonly toolCallId: string;
  readonly title: string;
  /** ACP `kind`: `read`, `edit`, `delete`, `move`, `search`, `execute`, `think`, `fetch`, `other` (or a new one). */
  readonly kind: string;
  /** ACP `status`: `pending`, `in_progress`, `completed`, `failed`. */
  readonly status: string;
  /** The `locations` paths, in order, without repeats. */
  readonly paths: readonly string[];
  /** The log's clock (the store's `now`) when the call started. */
  readonly startedAt: number;
  /** The steps in progress when it started, as `planId\nkey`; several means the attribution is ambiguous. */
  readonly steps: readonly string[];
}

/** Options of `createToolCallLog`. */
export interface ToolCallLogOptions {
  /** The plan store whose in-progress steps the calls are attributed to. */
  readonly store: Pick<PlanStore, 'getPlans'>;
  /** The clock: the store's `now`. @default Date.now */
  readonly now?: () => number;
  /** Calls kept per session; the oldest go first. @default 500 */
  readonly maxCallsPerSession?: number;
  /** Sessions kept; the least recently active goes first. @default 100 */
  readonly maxSessions?: number;
  /**
   * Kept data to start from: what `serializePlanStore(store, { toolCallLog })` returned (the object or its JSON
   * text), the same value the store was restored from. Untrusted: checked like wire input and used only whole (a
   * rejection goes to `onError` and the log starts empty), and only for the sessions `store` holds plans of: when
   * its `restorePlanStore` refused the data, no call comes back either. The last `maxSessions` sessions and
   * `maxCallsPerSession` calls of each are kept. @default nothing
   */
  readonly restore?: unknown;
  /** Called with the path and reason when `restore` is rejected. @default none */
  readonly onError?: (error: PlanInputError) => void;
}

/** What `observe` did with one `session/update`'s params. */
export type ToolCallObservation = { readonly status: 'recorded' | 'updated' | 'ignored' } | { readonly status: 'rejected'; readonly error: PlanInputError };

/** The tool-call log of a plan store's sessions. */
export interface ToolCallLog {
  /** Takes one `session/update`'s params (untrusted): keeps a `tool_call`, applies a `tool_call_update`. Never throws. */
  observe(params: unknown): ToolCallObservation;
  /** The calls of a session, oldest first. */
  getCalls(sessionId: string): readonly ToolCallRecord[];
  /** The sessions with calls, least recently active first (what `serializePlanStore` keeps, in order). */
  getSessionIds(): readonly string[];
  /** The calls attributed to one step, and whether any of them is shared with another step (ambiguous). */
  callsForStep(sessionId: string, planId: string, key: string): { readonly calls: readonly ToolCallRecord[]; readonly ambiguous: boolean };
  subscribe(listener: () => void): () => void;
}


type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const own = (value: Fields, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

function optionalText(value: unknown, path: string, max = MAX_TEXT): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') fail(path, 'expected a string');
  return value.length > max ? value.slice(0, max) : value;
}
function paths(value: unknown, path: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const found = new Set<string>();
  const locations = array(value, path);
  for (let i = 0; i < locations.length && found.size < MAX_PATHS; i++) {
    const location = locations[i];
    if (!isFields(location)) fail(`${path}[${i}]`, 'expected an object');
    found.add(text(own(location, 'path'), `${path}[${i}].path`, MAX_PATH, true));
  }
  return [...found];
}

/** Creates a tool-call log for `store`'s sessions: `withPlanStore(stream, store, { onUpdate: (params) => log.observe(params) })`. */
export function createToolCallLog({ store, now = Date.now, maxCallsPerSession = 500, maxSessions = 100, restore, onError }: ToolCallLogOptions): ToolCallLog {
  /** sessionId -> toolCallId -> record; Map order is age (sessions: last activity; calls: start). */
  const sessions = new Map<string, Map<string, ToolCallRecord>>();
  const listeners = new Set<() => void>();
  if (restore !== undefined) {
    try {
      // All checked before any is kept. The plans are the store's to check (with its own caps): only the calls of
      // sessions it holds plans for are kept, so when it refused the data (it then holds none) the calls go too,
      // and the two never come back half. Then only the newest that fit the log's bounds.
      const root = storeDataRoot(restore, Infinity);
      const saved = root.toolCalls === undefined ? [] : parseToolCallSessions(root.toolCalls);
      for (const { sessionId, calls } of saved.filter(({ sessionId }) => store.getPlans(sessionId).length > 0).slice(-maxSessions)) {
        if (calls.length > 0) sessions.set(sessionId, new Map(calls.slice(-maxCallsPerSession).map((call) => [call.toolCallId, call])));
      }
    } catch (error) {
      // A hostile object (a throwing getter, a Proxy) still never throws; nor does a host's throwing onError.
      report(onError, error instanceof PlanInputError ? error : new PlanInputError('$', 'could not be read'));
    }
  }

  function inProgressSteps(sessionId: string): string[] {
    const steps: string[] = [];
    for (const plan of store.getPlans(sessionId)) {
      if (plan.type !== 'items' || plan.turnEnded !== undefined) continue;
      for (const entry of plan.entries) if (entry.status === 'in_progress') steps.push(`${plan.planId}\n${entry.key}`);
    }
    return steps;
  }

  function observeUnsafe(params: unknown): ToolCallObservation {
    if (!isFields(params)) fail('$', 'expected an object');
    const update = own(params, 'update');
    if (!isFields(update)) fail('update', 'expected an object');
    const kind = own(update, 'sessionUpdate');
    if (kind !== 'tool_call' && kind !== 'tool_call_update') return { status: 'ignored' };
    const sessionId = own(params, 'sessionId');
    if (typeof sessionId !== 'string' || sessionId === '') fail('sessionId', 'expected a non-empty string');
    const toolCallId = own(update, 'toolCallId');
    if (typeof toolCallId !== 'string' || toolCallId === '' || toolCallId.length > MAX_TEXT) fail('update.toolCallId', 'expected a non-empty string');
    const fields = {
      title: optionalText(own(update, 'title'), 'update.title'),
      kind: optionalText(own(update, 'kind'), 'update.kind', MAX_KIND),
      status: optionalText(own(update, 'status'), 'update.status', MAX_KIND),
      paths: paths(own(update, 'locations'), 'update.locations'),
    };
    let calls = sessions.get(sessionId);
    const known = calls?.get(toolCallId);
    if (kind === 'tool_call_update' && known === undefined && calls === undefined) return { status: 'ignored' };
    if (calls === undefined) {
      if (sessions.size >= maxSessions) sessions.delete(sessions.keys().next().value!);
      calls = new Map();
    }
    sessions.delete(sessionId);
    sessions.set(sessionId, calls);
    if (known !== undefined) {
      calls.set(toolCallId, Object.freeze({
        ...known,
        ...(fields.title === undefined ? {} : { title: fields.title }),
        ...(fields.kind === undefined ? {} : { kind: fields.kind }),
        ...(fields.status === undefined ? {} : { status: fields.status }),
        ...(fields.paths === undefined ? {} : { paths: [...new Set([...known.paths, ...fields.paths])].slice(0, MAX_PATHS) }),
      }));
    } else {
      // A `tool_call_update` for a call we never saw (it started before we listened) starts it now.
      if (calls.size >= maxCallsPerSession) calls.delete(calls.keys().next().value!);
      calls.set(toolCallId, Object.freeze({
        toolCallId,
        title: fields.title ?? '',
        kind: fields.kind ?? 'other',
        status: fields.status ?? 'pending',
        paths: fields.paths ?? [],
        startedAt: now(),
        steps: inProgressSteps(sessionId),
      }));
    }
    for (const listener of Array.from(listeners)) listener();
    return { status: known === undefined ? 'recorded' : 'updated' };
  }

  return {
    observe(params) {
      try {
        return observeUnsafe(params);
      } catch (error) {
        return { status: 'rejected', error: error instanceof PlanInputError ? error : new PlanInputError('$', 'could not be read') };
      }
    },
    getCalls: (sessionId) => [...(sessions.get(sessionId)?.values() ?? [])],
    getSessionIds: () => [...sessions.keys()],
    callsForStep(sessionId, planId, key) {
      const step = `${planId}\n${key}`;
      const calls = [...(sessions.get(sessionId)?.values() ?? [])].filter((call) => call.steps.includes(step));
      return { calls, ambiguous: calls.some((call) => call.steps.length > 1) };
    },
    subscribe(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => void listeners.delete(subscription);
    },
  };
}

/** Words for a step's tool calls, for translation. */
export interface ToolCallSummaryLabels {
  /** A group of calls of one kind. @default (kind, count) => "3 edits" / "1 command" / "2 reads" / "1 other" */
  readonly group: (kind: string, count: number) => string;
}

const KIND_WORDS: Record<string, [string, string]> = {
  edit: ['edit', 'edits'],
  execute: ['command', 'commands'],
  read: ['read', 'reads'],
  delete: ['deletion', 'deletions'],
  move: ['move', 'moves'],
  search: ['search', 'searches'],
  fetch: ['fetch', 'fetches'],
  think: ['thought', 'thoughts'],
};

/** The default (English) words of `summarizeToolCalls`. */
export const DEFAULT_TOOL_CALL_SUMMARY_LABELS: ToolCallSummaryLabels = {
  group: (kind, count) => {
    const [one, many] = KIND_WORDS[kind] ?? [`${kind} call`, `${kind} calls`];
    return `${count} ${count === 1 ? one : many}`;
  },
};

/** One line of what the agent did: "3 edits: src/parser.ts, test/parser.test.ts; 1 command". */
export function summarizeToolCalls(calls: readonly ToolCallRecord[], labels: Partial<ToolCallSummaryLabels> = {}): string {
  const { group } = { ...DEFAULT_TOOL_CALL_SUMMARY_LABELS, ...labels };
  const byKind = new Map<string, { count: number; paths: Set<string> }>();
  for (const call of calls) {
    const entry = byKind.get(call.kind) ?? { count: 0, paths: new Set<string>() };
    entry.count++;
    for (const path of call.paths) entry.paths.add(path);
    byKind.set(call.kind, entry);
  }
  return [...byKind]
    .map(([kind, { count, paths: files }]) => (files.size > 0 ? `${group(kind, count)}: ${[...files].join(', ')}` : group(kind, count)))
    .join('; ');
}
