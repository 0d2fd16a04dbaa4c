import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * For a diff's "show more" buttons: a button that showed the last of what it hid goes away, so after the render a
 * click caused, focus is kept in the diff's list rather than dropped to <body>. Call `revealed()` in the click.
 */
export function useFocusAfterReveal(list: RefObject<HTMLElement | null>): () => void {
  const clicked = useRef(false);
  useLayoutEffect(() => {
    if (!clicked.current) return;
    clicked.current = false;
    if (!document.activeElement || document.activeElement === document.body) list.current?.focus();
  });
  return () => {
    clicked.current = true;
  };
}
