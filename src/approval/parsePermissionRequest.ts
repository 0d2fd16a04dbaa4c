// Reads the untrusted params of `session/request_permission` (the agent's JSON) into the few fields the approval
// UI needs, or a precise error (path + reason), like the plan parser does for `session/update`.
import { isFields, own, quote } from '../acp/parseSessionUpdate';
import { PlanInputError } from '../acp/types';
import type { PermissionOptionState } from './types';

/** A permission request as the agent sent it, checked. */
export interface ParsedPermissionRequest {
  readonly sessionId: string;
  readonly toolCallId: string;
  readonly question: string;
  readonly toolKind: string | undefined;
  readonly options: readonly PermissionOptionState[];
  /** The plan the request names, if any: `plan-review:<planId>` (Codex) or `_meta.planId`. */
  readonly namedPlanId: string | undefined;
  /** Whether it is about leaving plan mode without naming a plan (Claude Code's `ExitPlanMode`). */
  readonly leavesPlanMode: boolean;
}

/** Codex's prefix of the plan review tool call id: `plan-review:<planId>`. */
export const PLAN_REVIEW_PREFIX = 'plan-review:';

/** Longest label, question or id kept: an agent must not be able to flood the page through one request. */
const MAX_TEXT = 10_000;

function fail(path: string, reason: string): never {
  throw new PlanInputError(path, reason);
}

function got(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** A required string field, non-empty when `nonEmpty`, at most `MAX_TEXT` long. */
function text(value: unknown, path: string, nonEmpty: boolean): string {
  if (typeof value !== 'string') fail(path, value === undefined ? 'is missing; expected a string' : `expected a string, got ${got(value)}`);
  if (nonEmpty && value === '') fail(path, 'expected a non-empty string');
  if (value.length > MAX_TEXT) fail(path, `is ${value.length} characters long; at most ${MAX_TEXT} are accepted`);
  return value;
}

/** An optional string field: undefined when absent or null. */
function optionalText(value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : text(value, path, false);
}

/** `_meta.planId` of an object, when it is a non-empty string. */
function metaPlanId(fields: Record<string, unknown>): string | undefined {
  const meta = own(fields, '_meta');
  const planId = isFields(meta) ? own(meta, 'planId') : undefined;
  return typeof planId === 'string' && planId !== '' && planId.length <= MAX_TEXT ? planId : undefined;
}

/**
 * Checks `params` of a `session/request_permission`. Throws a `PlanInputError` (path + reason) for a shape the
 * protocol does not allow; unknown option kinds and extra fields are kept / ignored, not errors.
 */
export function parsePermissionRequest(params: unknown, maxOptions: number): ParsedPermissionRequest {
  if (!isFields(params)) fail('$', `expected an object, got ${got(params)}`);
  const sessionId = text(own(params, 'sessionId'), 'sessionId', true);
  const toolCall = own(params, 'toolCall');
  if (!isFields(toolCall)) fail('toolCall', toolCall === undefined ? 'is missing; expected an object' : `expected an object, got ${got(toolCall)}`);
  const toolCallId = text(own(toolCall, 'toolCallId'), 'toolCall.toolCallId', true);
  const question = optionalText(own(toolCall, 'title'), 'toolCall.title') ?? '';
  const toolKind = optionalText(own(toolCall, 'kind'), 'toolCall.kind');
  const rawInput = own(toolCall, 'rawInput');
  const rawOptions = own(params, 'options');
  if (!Array.isArray(rawOptions)) fail('options', rawOptions === undefined ? 'is missing; expected an array' : `expected an array, got ${got(rawOptions)}`);
  if (rawOptions.length > maxOptions) fail('options', `has ${rawOptions.length} options; at most ${maxOptions} are accepted (maxOptions)`);
  const seen = new Set<string>();
  const options = rawOptions.map((option: unknown, i): PermissionOptionState => {
    const at = `options[${i}]`;
    if (!isFields(option)) fail(at, `expected an object, got ${got(option)}`);
    const optionId = text(own(option, 'optionId'), `${at}.optionId`, true);
    if (seen.has(optionId)) fail(`${at}.optionId`, `repeats the option id ${quote(optionId)}`);
    seen.add(optionId);
    return Object.freeze({
      optionId,
      name: text(own(option, 'name'), `${at}.name`, false),
      kind: text(own(option, 'kind'), `${at}.kind`, true),
    });
  });
  const reviewed = toolCallId.startsWith(PLAN_REVIEW_PREFIX) ? toolCallId.slice(PLAN_REVIEW_PREFIX.length) : '';
  return {
    sessionId,
    toolCallId,
    question,
    toolKind,
    options: Object.freeze(options),
    namedPlanId: reviewed || metaPlanId(toolCall) || metaPlanId(params),
    leavesPlanMode: toolKind === 'switch_mode' || (isFields(rawInput) && typeof own(rawInput, 'plan') === 'string'),
  };
}
