import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * A stable stand-in for a host callback that always calls the latest one. Hosts often pass inline arrows;
 * putting those in a context or a memoised renderer would re-render every row of a 1,000-entry plan on each
 * parent render. Returns `undefined` while there is no handler, since whether one exists changes the markup
 * (a routed link has no `target`).
 */
export function useStableHandler<Args extends unknown[]>(
  handler: ((...args: Args) => void) | undefined,
): ((...args: Args) => void) | undefined {
  const latest = useRef(handler);
  useIsomorphicLayoutEffect(() => {
    latest.current = handler;
  });
  const stable = useCallback((...args: Args) => latest.current?.(...args), []);
  return handler ? stable : undefined;
}
