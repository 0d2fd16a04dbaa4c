// Feeds a plan store from an ACP client built on the official TypeScript SDK (`@agentclientprotocol/sdk` 2.x).
//
// Three SDK behaviours shape this file (see ../shared/spec/PROTOCOL-NOTES.md):
// - Only the `./unstable` entry knows `plan_update` / `plan_removed`. A client from the default entry parses
//   every `session/update` with its schema BEFORE any handler runs (its session router), so it logs and drops
//   them whatever handler we register. Hence the parameter type is the `./unstable` `ClientApp`.
// - A typed handler receives params after the SDK's schema has silently DROPPED entries it considers invalid
//   (status "cancelled", a missing priority). We register with a pass-through params parser instead: the
//   store's own parser validates, keeps unknown statuses, and reports a precise error.
// - Notification handlers may run concurrently (the connection does not await one before starting the next),
//   so the handler applies each update SYNCHRONOUSLY, with no await before `apply`: arrival order is kept.
// - A client from `./experimental/v2` refuses a params parser for a built-in method (it throws "Cannot replace
//   the built-in ACP v2 notification parser"), so there the handler is registered typed. v2's schema keeps what
//   v1's dropped (status "cancelled", custom `_` statuses and priorities, custom plan types, markdown); it still
//   skips an entry without `content` / `priority` / `status`, and strips unknown fields of known shapes.
// The same router also drops updates its schema rejects outright (`plan_update` spelled with `plan.id`, custom
// plan types) before any handler runs; ./withPlanStore.ts taps the stream instead and sees those too.
import { methods, type ClientApp } from '@agentclientprotocol/sdk/unstable';
import type { ClientApp as V2ClientApp } from '@agentclientprotocol/sdk/experimental/v2';
import type { PlanInputError } from '../acp/types';
import type { ApplyResult, PlanStore } from '../store/types';
import { callHost } from '../store/callHost';
import { observed, watchTurns } from './turnEnds';
import { sessionGate, type Refusal, type SessionRule } from './sessionGate';

/** Options of `connectPlanStore`. */
export interface ConnectPlanStoreOptions {
  /**
   * Called for every `session/update` the store rejected (malformed plan traffic), with the store's error
   * (`error.path`, `error.reason`) and the raw params. The last good plan stays shown.
   * @default undefined (rejections are only visible through the store's own `onError`)
   */
  readonly onRejected?: (error: PlanInputError, params: unknown) => void;
  /**
   * Called after every `session/update`, plan or not, with its raw params and what the store did with it.
   * This is where a host handles message chunks and tool calls: the SDK hands each notification to the FIRST
   * handler registered for its method, so a second `session/update` handler on the same client never runs.
   * When `result.status` is not `rejected`, `params` has at least the shape `{sessionId: string, update:
   * {sessionUpdate: string}}`.
   * @default undefined
   */
  readonly onUpdate?: (params: unknown, result: ApplyResult) => void;
  /**
   * Which sessions' updates reach the store: `'any'`, or a predicate of the session id (e.g. "one my IDE
   * opened"). An update for another session is not applied: `onUpdate` gets a `rejected` result (path
   * `sessionId`) every time, `onRejected` the first time for each session. `connectPlanStore` cannot see the
   * client's `session/new` responses, so it has no `'created'` rule: pass a predicate to restrict it (the
   * store's `maxSessions` caps a flood either way).
   * @default 'any'
   */
  readonly sessions?: Exclude<SessionRule, 'created'>;
}

/**
 * The handling of one `session/update`'s params shared by both adapters: the session gate, then the store, then
 * the host's callbacks (whose errors are rethrown outside the SDK).
 * @internal
 */
export function applyParams(
  params: unknown,
  store: Pick<PlanStore, 'apply'>,
  gate: ((params: unknown) => Refusal | undefined) | undefined,
  { onRejected, onUpdate }: ConnectPlanStoreOptions,
): void {
  const refused = gate?.(params);
  const result: ApplyResult = refused ? { status: 'rejected', error: refused.error } : store.apply(params);
  if (result.status === 'rejected' && (refused === undefined || refused.report)) callHost(onRejected, result.error, params);
  callHost(onUpdate, params, result);
}

/** Identity parser: the store, not the SDK, validates session updates (see the file comment). */
function passThrough(params: unknown): unknown {
  return params;
}

/**
 * Makes a client's `session/update` notifications feed `store`, in arrival order: registers a handler for
 * `session/update` on a `ClientApp` from `@agentclientprotocol/sdk/unstable` or
 * `@agentclientprotocol/sdk/experimental/v2` (either v2 entry; call it before `connect` /
 * `connectWith`) that passes each notification's raw params to `store.apply` at once. Every session the agent
 * names lands in the store, unless `options.sessions` restricts them.
 *
 * Returns a function that stops feeding the store. The SDK cannot unregister a handler, so after disposal the
 * handler stays registered but does nothing (and `onUpdate` / `onRejected` are no longer called).
 *
 * Turn ends: a stream later given to the client's `connect` / `connectWith` is watched for the agent's answers to
 * `session/prompt`, and `store.endTurn(sessionId, stopReason)` is called for each (a store without `endTurn` is
 * left alone; an in-process `AgentApp` connection has no stream: call `store.endTurn` yourself there).
 *
 * Updates the SDK's own schema rejects (`plan.id` instead of `plan.planId`, custom plan types) never reach any
 * handler; use `withPlanStore` on the connection's stream to receive those as well.
 */
export function connectPlanStore(
  client: ClientApp | V2ClientApp,
  store: Pick<PlanStore, 'apply'> & Partial<Pick<PlanStore, 'endTurn'>>,
  options: ConnectPlanStoreOptions = {},
): () => void {
  let connected = true;
  const { onRejected, onUpdate, sessions = 'any' } = options;
  const gate = typeof sessions === 'function' ? sessionGate(sessions) : undefined;
  const handler = ({ params }: { params: unknown }) => {
    if (connected) applyParams(params, store, gate, { onRejected, onUpdate });
  };
  try {
    (client as ClientApp).onNotification(methods.client.session.update, passThrough, handler);
  } catch (error) {
    // A v2 client (see the file comment): nothing was registered, so register the typed handler instead.
    if (!(error instanceof TypeError)) throw error;
    (client as V2ClientApp).onNotification(methods.client.session.update, handler);
  }
  if (store.endTurn) watchConnections(client, watchTurns(store, () => connected));
  return () => {
    connected = false;
  };
}

/** The shape of a transport stream (`ndJsonStream`'s result), as opposed to an in-process agent app. */
function isStream(target: unknown): target is { readable: ReadableStream<unknown>; writable: WritableStream<unknown> } {
  return typeof target === 'object' && target !== null && (target as { readable?: unknown }).readable instanceof ReadableStream && (target as { writable?: unknown }).writable instanceof WritableStream;
}

/**
 * Turn ends: handlers see no responses to the client's own requests, so the client's `connect` / `connectWith`
 * are wrapped (on this instance only) to watch the stream they are given for `session/prompt` and its answer.
 * A direct in-process connection to an `AgentApp` has no stream to watch: its host calls `store.endTurn` itself.
 */
function watchConnections(client: ClientApp | V2ClientApp, turns: ReturnType<typeof watchTurns>): void {
  const app = client as unknown as Record<'connect' | 'connectWith', (target: unknown, ...rest: unknown[]) => unknown>;
  for (const method of ['connect', 'connectWith'] as const) {
    const original = app[method];
    if (typeof original !== 'function') continue;
    app[method] = function (this: unknown, target: unknown, ...rest: unknown[]) {
      if (!isStream(target)) return original.call(this, target, ...rest);
      const tap = new TransformStream<unknown, unknown>({
        transform(message, controller) {
          controller.enqueue(message);
          // The SDK hands the notifications read before this answer to the handler a few microtasks later (and
          // the pipe reads ahead): the turn ends after them, from a task.
          setTimeout(() => turns.received(message), 0);
        },
      });
      const watched = { ...target, readable: target.readable.pipeThrough(tap), writable: observed(target.writable, turns.sent) };
      return original.call(this, watched, ...rest);
    };
  }
}
