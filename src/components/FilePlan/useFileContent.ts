import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LoadFile } from '../../react/PlanStoreProvider';

/** Where loading a file plan's content stands. */
export type FileContentState =
  /** No loader (or no uri): nothing to load. */
  | { readonly status: 'idle' }
  /** Loading; `previous` is the last content of the same uri, still shown while a reload runs. */
  | { readonly status: 'loading'; readonly previous: string | undefined; readonly skeleton: boolean }
  | { readonly status: 'error'; readonly message: string }
  | { readonly status: 'loaded'; readonly text: string };

/** Options of `useFileContent`. */
export interface FileContentOptions {
  readonly uri: string;
  /** The host's loader; `undefined` means nothing is loaded. */
  readonly loadFile: LoadFile | undefined;
  /** Don't load (the uri's scheme is not allowed). */
  readonly blocked: boolean;
  /** Any change reloads (the store's revision: the agent rewrote the file). */
  readonly reloadKey: unknown;
  /** Milliseconds a load may take before the skeleton shows, so fast loads never flash one. */
  readonly skeletonDelayMs: number;
}

/** What `useFileContent` returns: the state and a function that loads again. */
export interface FileContent {
  readonly state: FileContentState;
  readonly retry: () => void;
}

interface LoadRequest {
  readonly uri: string;
  readonly loadFile: LoadFile;
}

type LoadResult = { readonly status: 'loaded'; readonly text: string } | { readonly status: 'error'; readonly message: string };

interface Settled {
  readonly request: LoadRequest;
  readonly result: LoadResult;
}

/** A thrown value's message, without trusting the value (its getters may throw too). */
function messageOf(error: unknown): string {
  try {
    const message = error instanceof Error ? error.message : String(error);
    return message.trim() === '' ? 'Unknown error' : message;
  } catch {
    return 'Unknown error';
  }
}

/**
 * Loads a file plan's text with the host's `loadFile`. Every load has its own AbortController: a newer load
 * (new uri, new `reloadKey`, retry, new loader) and unmounting abort the one running, and a response is applied
 * only if it belongs to the current request, so a slow stale response never overwrites a newer one.
 * The loading state is derived (no state is set synchronously when a load starts).
 */
export function useFileContent({ uri, loadFile, blocked, reloadKey, skeletonDelayMs }: FileContentOptions): FileContent {
  const [attempt, setAttempt] = useState(0);
  const request = useMemo<LoadRequest | undefined>(
    () => (loadFile && !blocked && uri !== '' ? { uri, loadFile } : undefined),
    // `reloadKey` and `attempt` are not read: a change of either must still make a new request object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [uri, loadFile, blocked, reloadKey, attempt],
  );
  const [settled, setSettled] = useState<Settled | undefined>(undefined);
  const [slowRequest, setSlowRequest] = useState<LoadRequest | undefined>(undefined);
  const loading = request !== undefined && settled?.request !== request;

  useEffect(() => {
    if (!request) return undefined;
    const controller = new AbortController();
    let pending: Promise<string>;
    try {
      pending = Promise.resolve(request.loadFile(request.uri, { signal: controller.signal }));
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (text) => {
        if (controller.signal.aborted) return;
        setSettled({ request, result: { status: 'loaded', text: typeof text === 'string' ? text : String(text ?? '') } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({ request, result: { status: 'error', message: messageOf(error) } });
      },
    );
    return () => controller.abort();
  }, [request]);

  useEffect(() => {
    if (!loading || !request) return undefined;
    const timer = setTimeout(() => setSlowRequest(request), Math.max(0, skeletonDelayMs));
    return () => clearTimeout(timer);
  }, [loading, request, skeletonDelayMs]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  let state: FileContentState;
  if (!request) {
    state = { status: 'idle' };
  } else if (loading) {
    const previous =
      settled?.result.status === 'loaded' && settled.request.uri === request.uri ? settled.result.text : undefined;
    state = { status: 'loading', previous, skeleton: slowRequest === request };
  } else {
    state = settled!.result;
  }
  return { state, retry };
}
