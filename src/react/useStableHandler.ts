import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * A stable stand-in for a host callback that always calls the latest one (and returns what it returns). Hosts
 * often pass inline arrows; putting those in a context or a memoised renderer would re-render every row of a
 * 1,000-entry plan on each parent render, and an effect that depends on one would re-run (a file plan would
 * reload). Returns `undefined` while there is no handler, since whether one exists changes the markup (a routed
 * link has no `target`).
 */
export function useStableHandler<Args extends unknown[], Result = void>(
  handler: ((...args: Args) => Result) | undefined,
): ((...args: Args) => Result) | undefined {
  const latest = useRef(handler);
  useIsomorphicLayoutEffect(() => {
    latest.current = handler;
  });
  // Handed out only while there is a handler, so `current` is one unless a stale reference outlives it.
  const stable = useCallback((...args: Args) => latest.current?.(...args) as Result, []);
  return handler ? stable : undefined;
}
