import type { Ref, RefCallback } from 'react';

/**
 * Runs the caller's event handler first, then ours unless the caller called `event.preventDefault()`
 * (Radix's rule: the caller can always opt out of the built-in behaviour).
 */
export function composeEventHandlers<E extends { readonly defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: ((event: E) => void) | undefined,
): (event: E) => void {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours?.(event);
  };
}

type RefCleanup = () => void;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): RefCleanup | undefined {
  if (typeof ref === 'function') {
    const cleanup: unknown = ref(value);
    return typeof cleanup === 'function' ? (cleanup as RefCleanup) : undefined;
  }
  if (ref) (ref as { current: T | null }).current = value;
  return undefined;
}

/**
 * One callback ref that fills several refs (object refs and callback refs). React 19 ref cleanups returned by
 * callback refs are honoured; refs without a cleanup are called with `null` on detach.
 */
export function mergeRefs<T>(...refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return (value: T | null) => {
    const cleanups = refs.map((ref) => setRef(ref, value));
    // React 18 ignores the returned cleanup and calls us with null instead, which reaches every ref above.
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (cleanup) cleanup();
        else setRef(ref, null);
      });
    };
  };
}
