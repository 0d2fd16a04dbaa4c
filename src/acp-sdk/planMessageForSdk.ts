// Which form of a plan message the SDK's client may see, decided before its session router can log about it.
//
// Mirrors `@agentclientprotocol/sdk` 2.4.0. Every `ClientApp` registers a `SessionUpdateRouter` as its first
// handler (dist/v1/acp.js for `./unstable`, dist/v1/stable/acp.js for the default entry); its `handleMessage`
// runs `validate.zSessionNotification.parse(params)`. A ZodError thrown there ends the handler chain in
// `Connection.processIncomingMessage` (dist/core/jsonrpc.js), which logs `console.error("Error handling
// notification", {code: -32602, message: "Invalid params"})`: no handler ever sees the message. The schemas
// (dist/v1/schema/zod.gen.js, dist/v1/unstable/schema/zod.gen.js) are exported from no entry, and bringing zod
// into `react-acp-plans/acp` would cost IDEs far more than these few checks, so the rule below restates the
// parts of those schemas a plan message can fail. planMessageForSdk.test.ts checks it against the real schemas.
import type { AnyMessage } from '@agentclientprotocol/sdk/unstable';
import { isFields } from '../acp/parseSessionUpdate';

/**
 * The SDK entry a client was imported from: `./unstable` knows `plan_update` / `plan_removed`, the default does
 * not; `./experimental/v2` (`'v2'`, also for `./experimental/v2/unstable`) validates only `plan_update` of type
 * `items` and passes every other plan shape (markdown, file, custom `_x` types, `plan_removed`, even v1's legacy
 * `plan`) on as an extension it preserves unvalidated (dist/v2/schema/zod.gen.js, `preserveCustomPayload`);
 * `./experimental/v2/unstable` (`'v2-unstable'`) validates `markdown`, `file` (its `uri` must be a URL) and
 * `plan_removed` as well.
 */
export type SdkEntry = 'unstable' | 'default' | 'v2' | 'v2-unstable';

type Fields = Record<string, unknown>;

/**
 * `fields` with its plan id where the SDK wants it: itself when `planId` is a string (`zPlanId`), a copy with
 * `planId` taken from `id` when the store would read `id` (`planId ?? id`, the protocol pages' spelling),
 * `undefined` when neither gives a string.
 */
function withSchemaPlanId(fields: Fields): Fields | undefined {
  if (typeof fields.planId === 'string') return fields;
  return fields.planId == null && typeof fields.id === 'string' ? { ...fields, planId: fields.id } : undefined;
}

/** Whether `plan` has the field its type requires beside `planId` (`zPlanItems`, `zPlanFile`, `zPlanMarkdown`). */
function hasTypeField(plan: Fields): boolean {
  switch (plan.type) {
    // `requiredDefaultOnError(vecSkipError(...))`: any present value passes; bad entries (status "cancelled")
    // are skipped silently and a non-array becomes [], so only a missing `entries` fails.
    case 'items':
      return plan.entries !== undefined;
    case 'file':
      return typeof plan.uri === 'string';
    case 'markdown':
      return typeof plan.content === 'string';
    default:
      // `zPlanUpdateContent` is a closed union: custom `_`-prefixed types fail like unknown ones.
      return false;
  }
}

/**
 * v2's `zPlanUpdateContent`: `items` needs `planId` and an `entries` ARRAY (`vecSkipError`, no default: a
 * non-array fails, bad entries are skipped); any other `type` string needs only `planId`, the rest is kept as is.
 */
function v2PlanFieldsOk(plan: Fields, entry: SdkEntry): boolean {
  if (plan.type === 'items') return Array.isArray(plan.entries);
  if (entry === 'v2-unstable' && plan.type === 'markdown') return typeof plan.content === 'string';
  if (entry === 'v2-unstable' && plan.type === 'file') return typeof plan.uri === 'string' && URL.canParse(plan.uri);
  return typeof plan.type === 'string';
}

/** `update` (a plan update) as the SDK accepts it, or `undefined` when the SDK would reject every form of it. */
function acceptedPlanUpdate(update: Fields, entry: SdkEntry): Fields | undefined {
  if (entry === 'v2' || entry === 'v2-unstable') {
    // v1's `plan` is no v2 variant (nor is `plan_removed` in stable v2): the SDK takes it as a custom update.
    if (update.sessionUpdate === 'plan_removed' && entry === 'v2-unstable') return withSchemaPlanId(update);
    if (update.sessionUpdate !== 'plan_update') return update;
    if (!isFields(update.plan) || !v2PlanFieldsOk(update.plan, entry)) return undefined;
    const plan = withSchemaPlanId(update.plan);
    return plan === update.plan ? update : plan && { ...update, plan };
  }
  if (update.sessionUpdate === 'plan') return update.entries === undefined ? undefined : update;
  // The default entry's `zSessionUpdate` has no `plan_update` / `plan_removed` variant at all.
  if (entry === 'default') return undefined;
  if (update.sessionUpdate === 'plan_removed') return withSchemaPlanId(update);
  if (!isFields(update.plan) || !hasTypeField(update.plan)) return undefined;
  const plan = withSchemaPlanId(update.plan);
  return plan === update.plan ? update : plan && { ...update, plan };
}

/**
 * What to hand the SDK's client for a `session/update` notification, after the store has seen it:
 * - not a plan message (`plan`, `plan_update`, `plan_removed`), or one the `entry`'s schema accepts: `message`
 *   itself, untouched;
 * - a plan message the schema rejects only for spelling its id `id` instead of `planId`: a copy with `planId`;
 * - any other plan message the schema rejects: `undefined`, withhold it (the SDK would log and drop it anyway).
 */
export function planMessageForSdk(message: AnyMessage, entry: SdkEntry): AnyMessage | undefined {
  const params = (message as { params?: unknown }).params;
  if (!isFields(params) || !isFields(params.update)) return message;
  const { sessionUpdate } = params.update;
  if (sessionUpdate !== 'plan' && sessionUpdate !== 'plan_update' && sessionUpdate !== 'plan_removed') return message;
  // `zSessionNotification.sessionId` (`_meta`, here and below, never fails: its errors fall back to undefined).
  const update = typeof params.sessionId === 'string' ? acceptedPlanUpdate(params.update, entry) : undefined;
  if (update === params.update) return message;
  return update && { ...message, params: { ...params, update } };
}
