import { useEffect, useMemo, useReducer, useState } from 'react';
import type { LoadFile } from '../../react/PlanStoreProvider';
import { messageOf } from '../../acp/parseSessionUpdate';
import { useStableHandler } from '../../react/useStableHandler';

/** Options of `useFileContent`. */
export interface FileContentOptions {
  readonly uri: string;
  /**
   * The host's loader; `undefined` means nothing is loaded. May be a new function on every render: loads call the
   * latest one, and only gaining or losing a loader starts a load, never a new identity.
   */
  readonly loadFile: LoadFile | undefined;
  /** Don't load (the uri's scheme is not allowed). */
  readonly blocked: boolean;
  /** Any change reloads (the store's revision: the agent rewrote the file). */
  readonly reloadKey: unknown;
  /** Milliseconds a load may take before the skeleton shows, so fast loads never flash one. */
  readonly skeletonDelayMs: number;
}

/** How a finished load ended. */
interface LoadResult {
  readonly status: 'loaded' | 'error';
  /** The file's text (`loaded`). */
  readonly text?: string;
  /** The loader's error message (`error`). */
  readonly message?: string;
}

/** Where loading a file plan's content stands, and a function that loads again. */
export interface FileContent extends Omit<LoadResult, 'status'> {
  /**
   * `idle`: no loader (or no uri), nothing to load; `blocked`: the scheme is not allowed; `loading` (`text` is
   * then the last content of the same uri, still shown while a reload runs); `error`; `loaded`.
   */
  readonly status: 'idle' | 'blocked' | 'loading' | LoadResult['status'];
  /** Loading has taken longer than the skeleton delay. */
  readonly skeleton?: boolean;
  readonly retry: () => void;
}

interface LoadRequest {
  readonly uri: string;
  readonly loadFile: LoadFile;
}

const increment = (count: number) => count + 1;

/** The error shown when `loadFile` resolves to something that is not a string. */
const NOT_TEXT = 'the loader did not return text';

/**
 * Loads a file plan's text with the host's `loadFile`. Every load has its own AbortController: a newer load
 * (new uri, new `reloadKey`, retry) and unmounting abort the one running, and a response is applied
 * only if it belongs to the current request, so a slow stale response never overwrites a newer one.
 * The loading state is derived (no state is set synchronously when a load starts).
 */
export function useFileContent({ uri, loadFile, blocked, reloadKey, skeletonDelayMs }: FileContentOptions): FileContent {
  const [attempt, retry] = useReducer(increment, 0);
  // Stable while there is a loader: an inline `loadFile` (a new arrow on each parent render) must not make a new
  // request, or every render would abort the running load and start another, and a busy panel never shows the file.
  const load = useStableHandler(loadFile);
  const request = useMemo<LoadRequest | undefined>(
    () => (load && !blocked && uri !== '' ? { uri, loadFile: load } : undefined),
    // `reloadKey` and `attempt` are not read: a change of either must still make a new request object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [uri, load, blocked, reloadKey, attempt],
  );
  const [settled, setSettled] = useState<{ readonly request: LoadRequest; readonly result: LoadResult }>();
  const [slowRequest, setSlowRequest] = useState<LoadRequest>();

  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    // A negative delay is 0 to setTimeout itself.
    const timer = setTimeout(() => setSlowRequest(request), skeletonDelayMs);
    const settle = (result: LoadResult) => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      setSettled({ request, result });
    };
    // The executor also turns a loader that throws synchronously into a rejection.
    new Promise<unknown>((resolve) => resolve(request.loadFile(request.uri, { signal: controller.signal }))).then(
      // Only a string is text: `String()` of what a buggy loader resolves to may throw (`Object.create(null)`),
      // which here would be an unhandled rejection and a plan stuck loading.
      (text) =>
        settle(typeof text === 'string' ? { status: 'loaded', text } : { status: 'error', message: NOT_TEXT }),
      (error: unknown) => {
        const message = messageOf(error, '');
        settle({ status: 'error', message: message.trim() === '' ? 'Unknown error' : message });
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
    // A running load keeps the skeleton delay it started with: a new delay must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (blocked) return { status: 'blocked', retry };
  if (!request) return { status: 'idle', retry };
  if (settled?.request === request) return { ...settled.result, retry };
  return {
    status: 'loading',
    text: settled?.request.uri === request.uri ? settled.result.text : undefined,
    skeleton: slowRequest === request,
    retry,
  };
}
