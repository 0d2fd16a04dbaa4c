// Turn ends (issue 16): a plan left with steps pending or in progress when the agent's turn ended is stale. The
// turn ends when the agent answers the client's `session/prompt` request, with a `stopReason`. Both adapters watch
// the stream for that pair (a request written by the client, its response read back) and tell the store.
import { isFields, own } from '../acp/parseSessionUpdate';
import type { PlanStore } from '../store/types';

/** Prompts awaiting an answer that we remember at most: a client that never gets answers cannot grow this. */
const MAX_OPEN_PROMPTS = 1000;

/** A field of a message, read from its own fields only and never throwing (a custom transport may yield anything). */
export function fieldOf(value: unknown, key: string): unknown {
  try {
    return isFields(value) ? own(value, key) : undefined;
  } catch {
    return undefined;
  }
}

/** What the adapters call for each message they see go out (`sent`) and come in (`received`). */
export interface TurnWatch {
  readonly sent: (message: unknown) => void;
  readonly received: (message: unknown) => void;
}

/**
 * Pairs the client's `session/prompt` requests with their responses and calls `store.endTurn(sessionId,
 * stopReason)` for each: the response's `stopReason` (`end_turn`, `cancelled`, ...), or `error` for an error
 * response (the turn is over either way). A store without `endTurn` (a host's own) is left alone.
 */
export function watchTurns(store: Pick<PlanStore, 'endTurn'>, active: () => boolean = () => true): TurnWatch {
  /** Request id -> session id of the prompts sent and not yet answered, oldest first. */
  const open = new Map<unknown, string>();
  return {
    sent(message) {
      const sessionId = fieldOf(fieldOf(message, 'params'), 'sessionId');
      const id = fieldOf(message, 'id');
      if (fieldOf(message, 'method') !== 'session/prompt' || typeof sessionId !== 'string' || id === undefined) return;
      if (open.size >= MAX_OPEN_PROMPTS) open.delete(open.keys().next().value);
      open.set(id, sessionId);
    },
    received(message) {
      if (open.size === 0 || fieldOf(message, 'method') !== undefined) return;
      const id = fieldOf(message, 'id');
      const sessionId = open.get(id);
      if (sessionId === undefined) return;
      open.delete(id);
      const stopReason = fieldOf(fieldOf(message, 'result'), 'stopReason');
      if (!active()) return;
      try {
        store.endTurn?.(sessionId, typeof stopReason === 'string' ? stopReason : fieldOf(message, 'error') === undefined ? undefined : 'error');
      } catch (error) {
        // A host's own store: its bug must not error the stream (that would close the connection).
        queueMicrotask(() => {
          throw error;
        });
      }
    },
  };
}

/** `writable` with `observe` called on each message before it is written; closing and aborting pass through. */
export function observed<T>(writable: WritableStream<T>, observe: (message: T) => void): WritableStream<T> {
  let writer: WritableStreamDefaultWriter<T> | undefined;
  // The lock is taken on first use, not now: until the SDK writes, the host may still use the stream as it is.
  const target = () => (writer ??= writable.getWriter());
  return new WritableStream<T>({
    write(message) {
      observe(message);
      return target().write(message);
    },
    close: () => target().close(),
    abort: (reason) => target().abort(reason),
  });
}
