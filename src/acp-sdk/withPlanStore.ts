// The stream-level alternative to connectPlanStore. The SDK's client runs its own session router BEFORE any
// handler, and that router drops (and logs "Invalid params" for) every `session/update` its schema does not
// accept: `plan_update` spelled with `plan.id` (the protocol pages' spelling), custom plan types (`_x`), any
// `plan_update` on the default entry. Tapping the message stream sees every notification first, so the store
// gets all of them, accepts both spellings and reports the rest precisely. The SDK then gets each plan message
// in a form its router accepts, or not at all (./planMessageForSdk.ts), so it never logs about plan traffic
// the store has already taken.
import type { AnyMessage } from '@agentclientprotocol/sdk/unstable';
import type { PlanStore } from '../store/types';
import { applyParams, type ConnectPlanStoreOptions } from './connectPlanStore';
import { sessionGate, type SessionRule } from './sessionGate';
import { planMessageForSdk, type SdkEntry } from './planMessageForSdk';
import { isFields, own } from '../acp/parseSessionUpdate';
import { fieldOf, observed, watchTurns } from './turnEnds';

/** The shape of an SDK `Stream` (from either entry): JSON-RPC messages in both directions. */
export interface MessageStream {
  readonly writable: WritableStream<AnyMessage>;
  readonly readable: ReadableStream<AnyMessage>;
}

/** Options of `withPlanStore`: those of `connectPlanStore`, and the SDK entry of the client reading the stream. */
export interface WithPlanStoreOptions extends Omit<ConnectPlanStoreOptions, 'sessions'> {
  /**
   * Which sessions' updates reach the store. `'created'`: the sessions this client opened or named, as the
   * stream shows them: a `sessionId` in the result of any of its requests (`session/new`, `session/fork`) or in
   * the params of any request or notification it sends (`session/load`, `session/resume`, `session/prompt`...).
   * An agent's updates for a session before the client learns its id (before the `session/new` response) are
   * ignored too. `'any'`: every session. Or a predicate of the session id. An update for another session is
   * not applied: `onUpdate` gets a `rejected` result (path `sessionId`) every time, `onRejected` the first time
   * for each session; the SDK still gets the message.
   * @default 'created'
   */
  readonly sessions?: SessionRule;
  /**
   * The `@agentclientprotocol/sdk` entry the client that reads the stream comes from: `'unstable'` for
   * `@agentclientprotocol/sdk/unstable`, `'default'` for `@agentclientprotocol/sdk`, `'v2'` for
   * `@agentclientprotocol/sdk/experimental/v2`, `'v2-unstable'` for `.../experimental/v2/unstable`. It decides
   * which plan messages that client's schema rejects, and so which ones are withheld from it: with `'default'`,
   * every `plan_update` and `plan_removed` (that entry does not know them); with `'v2'`, only a `plan_update`
   * without a string `type` / `planId` or an `items` plan without an `entries` array (v2 keeps the rest).
   * @default 'unstable'
   */
  readonly sdkEntry?: SdkEntry;
}

/**
 * Whether `message` is a `session/update` notification, from its own fields only. A custom transport may yield
 * anything (`null`, a number, an object with a throwing getter): that is never one, and never an exception here,
 * which would error the stream and close the connection.
 */
function isSessionUpdate(message: unknown): boolean {
  try {
    return isFields(message) && own(message, 'method') === 'session/update' && !Object.hasOwn(message, 'id');
  } catch {
    return false;
  }
}

/**
 * Returns `stream` with its incoming `session/update` notifications applied to `store` as they arrive, in
 * order, before the SDK sees them: `client().connect(withPlanStore(ndJsonStream(out, in), store))`. Options as
 * for `connectPlanStore`, plus `sdkEntry` (which SDK entry the client comes from; `'unstable'` by default).
 *
 * The SDK then gets every message in the same order, untouched, except plan messages (`plan`, `plan_update`,
 * `plan_removed`) its own schema would reject, log "Invalid params" for and drop: one spelling its plan id `id`
 * reaches it with `planId` as well; any other (a custom `_x` plan type, a missing field, a `plan_update` for a
 * default-entry client) is withheld. So the SDK never logs about plan traffic, and its handlers receive every
 * message they would have received without the tap.
 *
 * Turn ends: when the agent answers one of the client's `session/prompt` requests, the tap calls
 * `store.endTurn(sessionId, stopReason)` (`error` for an error response), so a plan left unfinished gets its
 * `turnEnded` mark with no host code. A store without `endTurn` is left alone.
 *
 * The result is a new plain object: `stream`'s own properties, its `writable`, and the tapped `readable`. So any
 * stream object works, a class instance such as a `TransformStream` too (its methods and prototype stay behind).
 */
export function withPlanStore<S extends MessageStream>(
  stream: S,
  store: Pick<PlanStore, 'apply'> & Partial<Pick<PlanStore, 'endTurn'>>,
  options: WithPlanStoreOptions = {},
): S {
  const { onRejected, onUpdate, sdkEntry = 'unstable', sessions = 'created' } = options;
  /** Sessions the client opened or named (`'created'`). Grows with the client's own traffic only. */
  const created = new Set<string>();
  /** Ids of the client's requests still waiting for a response: a response's `sessionId` is only taken from those. */
  const pending = new Set<unknown>();
  const gate =
    sessions === 'any' ? undefined : sessionGate(sessions === 'created' ? (id) => created.has(id) : sessions);
  // Turn ends: a `session/prompt` response marks the session's unfinished plans stale (`store.endTurn`).
  const turns = store.endTurn ? watchTurns(store) : undefined;
  const tap = new TransformStream<AnyMessage, AnyMessage>({
    transform(message, controller) {
      if (sessions === 'created') noteResponse(message, pending, created);
      turns?.received(message);
      // Anything else (other messages, and whatever a custom transport yields that is not a JSON-RPC object)
      // goes on untouched: the SDK's connection answers it as it would without the tap.
      if (!isSessionUpdate(message)) {
        controller.enqueue(message);
        return;
      }
      let params: unknown;
      try {
        params = own(message as unknown as Record<string, unknown>, 'params');
      } catch {
        // A throwing getter (an in-memory stream; JSON never has one): the SDK judges the message as before.
        controller.enqueue(message);
        return;
      }
      // A host callback's bug must not error the stream (that would close the connection): applyParams
      // rethrows it outside.
      applyParams(params, store, gate, { onRejected, onUpdate });
      let forSdk: AnyMessage | undefined = message;
      try {
        forSdk = planMessageForSdk(message, sdkEntry);
      } catch {
        // Unreadable (a hostile getter on an in-memory stream; JSON never has one): the SDK judges it as before.
      }
      if (forSdk) controller.enqueue(forSdk);
    },
  });
  // `writable` by name: a class instance (a TransformStream) has it as a getter, which a spread does not copy.
  // Outgoing messages are only looked at: which sessions the client opens (the 'created' rule), which prompts
  // it sends (turn ends).
  const writable =
    sessions === 'created' || turns
      ? observed(stream.writable, (message) => {
          if (sessions === 'created') noteRequest(message, pending, created);
          turns?.sent(message);
        })
      : stream.writable;
  return { ...stream, readable: stream.readable.pipeThrough(tap), writable };
}

/** Notes an outgoing message: a request's id (its response may name a new session), any `params.sessionId`. */
function noteRequest(message: unknown, pending: Set<unknown>, created: Set<string>): void {
  const sessionId = fieldOf(fieldOf(message, 'params'), 'sessionId');
  if (typeof sessionId === 'string') created.add(sessionId);
  const id = fieldOf(message, 'id');
  if (id !== undefined && typeof fieldOf(message, 'method') === 'string') pending.add(id);
}

/** Notes an incoming response to one of the client's requests: a `sessionId` in its result is the client's. */
function noteResponse(message: unknown, pending: Set<unknown>, created: Set<string>): void {
  const id = fieldOf(message, 'id');
  if (id === undefined || fieldOf(message, 'method') !== undefined || !pending.delete(id)) return;
  const sessionId = fieldOf(fieldOf(message, 'result'), 'sessionId');
  if (typeof sessionId === 'string') created.add(sessionId);
}
