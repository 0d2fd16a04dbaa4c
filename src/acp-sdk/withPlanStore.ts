// The stream-level alternative to connectPlanStore. The SDK's client runs its own session router BEFORE any
// handler, and that router drops (and logs "Invalid params" for) every `session/update` its schema does not
// accept: `plan_update` spelled with `plan.id` (the protocol pages' spelling), custom plan types (`_x`), any
// `plan_update` on the default entry. Tapping the message stream sees every notification first, so the store
// gets all of them, accepts both spellings and reports the rest precisely.
import type { AnyMessage } from '@agentclientprotocol/sdk/unstable';
import type { PlanStore } from '../store/types';
import type { ConnectPlanStoreOptions } from './connectPlanStore';

/** The shape of an SDK `Stream` (from either entry): JSON-RPC messages in both directions. */
export interface MessageStream {
  readonly writable: WritableStream<AnyMessage>;
  readonly readable: ReadableStream<AnyMessage>;
}

function isSessionUpdate(message: AnyMessage): boolean {
  return 'method' in message && message.method === 'session/update' && !('id' in message);
}

/**
 * Returns `stream` with its incoming `session/update` notifications applied to `store` as they arrive, in
 * order, before the SDK sees them: `client().connect(withPlanStore(ndJsonStream(out, in), store))`. Messages
 * pass on unchanged. Works with a client from either SDK entry. Options as for `connectPlanStore`.
 */
export function withPlanStore<S extends MessageStream>(
  stream: S,
  store: Pick<PlanStore, 'apply'>,
  options: ConnectPlanStoreOptions = {},
): S {
  const { onRejected, onUpdate } = options;
  const tap = new TransformStream<AnyMessage, AnyMessage>({
    transform(message, controller) {
      if (isSessionUpdate(message)) {
        const params = (message as { params?: unknown }).params;
        const result = store.apply(params);
        try {
          if (result.status === 'rejected') onRejected?.(result.error, params);
          onUpdate?.(params, result);
        } catch (error) {
          // A host callback's bug must not error the stream (that would close the connection): report it.
          queueMicrotask(() => {
            throw error;
          });
        }
      }
      controller.enqueue(message);
    },
  });
  return { ...stream, readable: stream.readable.pipeThrough(tap) };
}
