// Keep and restore, first half (issue 16): a compact, versioned JSON of a plan store's plans, keys, times and
// history, and its validation. Data to restore may be old or tampered with, so it is checked like wire input:
// the first problem is reported with a path and a reason, and nothing of a bad snapshot is used.
import { DEFAULT_PLAN_INPUT_LIMITS } from '../acp/parseSessionUpdate';
import { PlanInputError, type PlanInputLimits } from '../acp/types';
import { array, fail, object, text, time, type Json } from './dataChecks';
import type { PlanState, PlanStore, PlanTurnEnded } from '../store/types';
import { parseToolCallSessions, toolCallSessionsData, type ToolCallLogSource, type ToolCallSessionData } from './toolCallData';

/** The `format` field of serialized store data. */
export const PLAN_STORE_DATA_FORMAT = 'react-acp-plans/store';
/** The version of serialized store data this code writes (and the newest it reads). */
export const PLAN_STORE_DATA_VERSION = 1;

/** One entry as kept: the store's key, the wire fields, and the store's times. */
export interface PlanEntryData {
  readonly key: string;
  readonly content: string;
  readonly priority: string;
  readonly status: string;
  readonly startedAt?: number;
  readonly completedAt?: number;
}

interface PlanRevisionDataBase {
  readonly revision: number;
  readonly updatedAt: number;
  readonly turnEnded?: PlanTurnEnded;
}

/** One revision of a plan as kept (progress is recomputed on restore; transient change marks are not kept). */
export type PlanRevisionData = PlanRevisionDataBase &
  (
    | { readonly type: 'items'; readonly entries: readonly PlanEntryData[] }
    | { readonly type: 'markdown'; readonly content: string }
    | { readonly type: 'file'; readonly uri: string }
    | { readonly type: 'unknown'; readonly planType: string; readonly content: unknown }
  );

/** A plan as kept: its current revision and its earlier ones, oldest first. */
export interface PlanData {
  readonly planId: string;
  readonly current: PlanRevisionData;
  readonly history: readonly PlanRevisionData[];
}

/** A plan store as kept: versioned JSON, sessions and their plans in order. */
export interface PlanStoreData {
  readonly format: typeof PLAN_STORE_DATA_FORMAT;
  readonly version: number;
  readonly sessions: readonly { readonly sessionId: string; readonly plans: readonly PlanData[] }[];
  /**
   * The tool-call log's sessions (`serializePlanStore(store, { toolCallLog })`), least recently active first;
   * absent when no log was given. Optional in version 1: a reader that does not know it ignores it.
   */
  readonly toolCalls?: readonly ToolCallSessionData[];
}

/** Options of `serializePlanStore`. */
export interface SerializePlanStoreOptions {
  /** A tool-call log (`createToolCallLog`) to keep with the plans; `createToolCallLog({ restore })` brings it back. @default none */
  readonly toolCallLog?: ToolCallLogSource;
}

function revisionData(plan: PlanState): PlanRevisionData {
  const base = { revision: plan.revision, updatedAt: plan.updatedAt, ...(plan.turnEnded ? { turnEnded: plan.turnEnded } : {}) };
  switch (plan.type) {
    case 'items':
      return {
        ...base,
        type: 'items',
        entries: plan.entries.map(({ key, content, priority, status, startedAt, completedAt }) => ({
          key,
          content,
          priority,
          status,
          ...(startedAt === undefined ? {} : { startedAt }),
          ...(completedAt === undefined ? {} : { completedAt }),
        })),
      };
    case 'markdown':
      return { ...base, type: 'markdown', content: plan.content };
    case 'file':
      return { ...base, type: 'file', uri: plan.uri };
    default:
      return { ...base, type: 'unknown', planType: plan.planType, content: plan.content };
  }
}

/**
 * A store's plans (every session, every plan, its keys, times and kept history) as plain JSON-ready data, for a
 * host to persist (`JSON.stringify` it); with `toolCallLog`, the log's calls too. Reads only the public APIs.
 */
export function serializePlanStore(store: Pick<PlanStore, 'getSnapshot' | 'getHistory'>, { toolCallLog }: SerializePlanStoreOptions = {}): PlanStoreData {
  return {
    format: PLAN_STORE_DATA_FORMAT,
    version: PLAN_STORE_DATA_VERSION,
    sessions: [...store.getSnapshot().sessions.values()].map(({ sessionId, plans }) => ({
      sessionId,
      plans: plans.map((plan) => ({
        planId: plan.planId,
        current: revisionData(plan),
        history: store.getHistory(sessionId, plan.planId).map(revisionData),
      })),
    })),
    ...(toolCallLog ? { toolCalls: toolCallSessionsData(toolCallLog) } : {}),
  };
}

/** What `parsePlanStoreData` found: the data, or the first problem with its path. */
export type PlanStoreDataResult = { readonly status: 'valid'; readonly data: PlanStoreData } | { readonly status: 'invalid'; readonly error: PlanInputError };

function optionalTime(json: Json, field: string, path: string): { [field: string]: number } {
  return json[field] === undefined ? {} : { [field]: time(json[field], `${path}.${field}`) };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const field of Object.values(value)) deepFreeze(field);
    Object.freeze(value);
  }
  return value;
}

/** Caps on store data besides the parser's input limits: a store's `maxSessions` and `maxPlansPerSession`. */
export interface PlanStoreDataLimits extends PlanInputLimits {
  /** Most sessions. @default no cap */
  readonly maxSessions?: number;
  /** Most plans in one session. @default no cap */
  readonly maxPlansPerSession?: number;
}

function parseRevision(value: unknown, path: string, limits: Required<PlanInputLimits>): PlanRevisionData {
  const json = object(value, path);
  const planCap = Math.min(limits.maxPlanCharacters, limits.maxInputLength);
  const revision = json.revision;
  if (typeof revision !== 'number' || !Number.isSafeInteger(revision) || revision < 1) fail(`${path}.revision`, 'expected a positive integer');
  const base: { revision: number; updatedAt: number; turnEnded?: PlanTurnEnded } = { revision, updatedAt: time(json.updatedAt, `${path}.updatedAt`) };
  if (json.turnEnded !== undefined) {
    const mark = object(json.turnEnded, `${path}.turnEnded`);
    const unfinished = mark.unfinished;
    if (typeof unfinished !== 'number' || !Number.isSafeInteger(unfinished) || unfinished < 1) fail(`${path}.turnEnded.unfinished`, 'expected a positive integer');
    base.turnEnded = { stopReason: text(mark.stopReason, `${path}.turnEnded.stopReason`, limits.maxIdLength, true), unfinished, at: time(mark.at, `${path}.turnEnded.at`) };
  }
  switch (json.type) {
    case 'items': {
      const keys = new Set<string>();
      const entries = array(json.entries, `${path}.entries`, limits.maxEntries).map((item, i): PlanEntryData => {
        const at = `${path}.entries[${i}]`;
        const entry = object(item, at);
        const key = text(entry.key, `${at}.key`, limits.maxIdLength, true);
        if (keys.has(key)) fail(`${at}.key`, `repeats the key ${JSON.stringify(key)}`);
        keys.add(key);
        return {
          key,
          content: text(entry.content, `${at}.content`, limits.maxContentLength),
          priority: text(entry.priority, `${at}.priority`, limits.maxIdLength),
          status: text(entry.status, `${at}.status`, limits.maxIdLength),
          ...optionalTime(entry, 'startedAt', at),
          ...optionalTime(entry, 'completedAt', at),
        };
      });
      // The plan's text cap, as on the wire: each kept revision is as bounded as a live one.
      const characters = entries.reduce((sum, entry) => sum + entry.content.length + entry.priority.length + entry.status.length, 0);
      if (characters > planCap) fail(`${path}.entries`, `hold ${characters} characters; the limit is ${planCap}`);
      return { ...base, type: 'items', entries };
    }
    case 'markdown': {
      const content = text(json.content, `${path}.content`, Math.min(limits.maxDocumentLength, planCap));
      return { ...base, type: 'markdown', content };
    }
    case 'file':
      return { ...base, type: 'file', uri: text(json.uri, `${path}.uri`, limits.maxIdLength, true) };
    case 'unknown': {
      // A deep copy through JSON (no getters, no shared objects), within the plan's character cap, frozen.
      const copy = JSON.stringify(json.content ?? null);
      if (copy.length > planCap) fail(`${path}.content`, `longer than ${planCap} characters as JSON`);
      return { ...base, type: 'unknown', planType: text(json.planType, `${path}.planType`, limits.maxIdLength, true), content: deepFreeze(JSON.parse(copy)) };
    }
    default:
      return fail(`${path}.type`, 'expected "items", "markdown", "file" or "unknown"');
  }
}

/** Kept data's root object (JSON text parsed), its format and version checked; throws a `PlanInputError`. */
export function storeDataRoot(input: unknown, maxInputLength: number): Json {
  if (typeof input === 'string') {
    if (input.length > maxInputLength) fail('$', `longer than ${maxInputLength} characters`);
    try {
      input = JSON.parse(input) as unknown;
    } catch {
      fail('$', 'not valid JSON');
    }
  }
  const root = object(input, '$');
  if (root.format !== PLAN_STORE_DATA_FORMAT) fail('format', `expected "${PLAN_STORE_DATA_FORMAT}"`);
  const version = root.version;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) fail('version', 'expected a positive integer');
  if (version > PLAN_STORE_DATA_VERSION) fail('version', `${version} is newer than this library reads (${PLAN_STORE_DATA_VERSION})`);
  return root;
}

/**
 * Checks untrusted store data (an object, or its JSON text) like wire input: the format and version, every
 * session, plan, revision and entry, unique ids and keys, revisions increasing, the parser's input caps. Never
 * throws: `invalid` carries the first problem's path and reason (`sessions[0].plans[1].current.entries[2].key:
 * repeats the key "k3"`), and then none of the data may be used.
 */
export function parsePlanStoreData(input: unknown, limits: PlanStoreDataLimits = {}): PlanStoreDataResult {
  const caps = { ...DEFAULT_PLAN_INPUT_LIMITS };
  // Only the limits given: an explicit `undefined` keeps the default.
  for (const [name, value] of Object.entries(limits)) if (typeof value === 'number') (caps as Record<string, number>)[name] = value;
  const { maxSessions = Infinity, maxPlansPerSession = Infinity } = limits;
  try {
    const root = storeDataRoot(input, caps.maxInputLength);
    const version = root.version as number;
    const sessionIds = new Set<string>();
    const sessions = array(root.sessions, 'sessions', maxSessions).map((value, s) => {
      const at = `sessions[${s}]`;
      const session = object(value, at);
      const sessionId = text(session.sessionId, `${at}.sessionId`, caps.maxIdLength, true);
      if (sessionIds.has(sessionId)) fail(`${at}.sessionId`, `repeats the session ${JSON.stringify(sessionId)}`);
      sessionIds.add(sessionId);
      const planIds = new Set<string>();
      const plans = array(session.plans, `${at}.plans`, maxPlansPerSession).map((item, p): PlanData => {
        const planAt = `${at}.plans[${p}]`;
        const plan = object(item, planAt);
        const planId = text(plan.planId, `${planAt}.planId`, caps.maxIdLength, true);
        if (planIds.has(planId)) fail(`${planAt}.planId`, `repeats the plan ${JSON.stringify(planId)}`);
        planIds.add(planId);
        const history = array(plan.history, `${planAt}.history`, Number.MAX_SAFE_INTEGER).map((revision, h) => parseRevision(revision, `${planAt}.history[${h}]`, caps));
        const current = parseRevision(plan.current, `${planAt}.current`, caps);
        [...history, current].reduce((previous, revision, h) => {
          if (revision.revision <= previous) fail(h < history.length ? `${planAt}.history[${h}].revision` : `${planAt}.current.revision`, 'must be greater than the revision before it');
          return revision.revision;
        }, 0);
        return { planId, current, history };
      });
      return { sessionId, plans };
    });
    // Checked here too, so a bad tool-call part keeps the plans out as well: a snapshot is restored whole or not at all.
    const toolCalls = root.toolCalls === undefined ? undefined : parseToolCallSessions(root.toolCalls);
    return { status: 'valid', data: { format: PLAN_STORE_DATA_FORMAT, version, sessions, ...(toolCalls ? { toolCalls } : {}) } };
  } catch (error) {
    if (error instanceof PlanInputError) return { status: 'invalid', error };
    // A hostile object (a throwing getter, a Proxy): still never throw.
    return { status: 'invalid', error: new PlanInputError('$', `could not be read: ${error instanceof Error ? error.message : String(error)}`) };
  }
}
