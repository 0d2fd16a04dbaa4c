// Wide content (a code block, a table, a preformatted file) scrolls inside its own box rather than widening the
// plan. A box that scrolls must be reachable by keyboard (WCAG 2.1.1; axe: scrollable-region-focusable) and say
// what it is; a box that does not scroll must not be an empty tab stop. Which one it is, only layout knows.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const REGION_ATTRIBUTES = ['tabindex', 'role', 'aria-label', 'aria-labelledby', 'data-scrollable'];

/**
 * While `element` overflows (either axis), makes it a named, focusable group: `tabindex="0"`, `role="group"`,
 * `aria-label` (or `aria-labelledby` when `labelledBy` is given) and `data-scrollable`; otherwise removes all of
 * them. A name without the role would be prohibited on a `<div>` or `<pre>`, hence all or nothing. A group, not a
 * region: a region is a landmark, and every wide table of a plan in the landmark list (two of them sharing the
 * name "Table", or a file's text sharing its plan's name: axe landmark-unique) would bury the real landmarks.
 */
export function markScrollRegion(element: HTMLElement, label: string, labelledBy?: string): void {
  const scrollable = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
  if (!scrollable) {
    for (const attribute of REGION_ATTRIBUTES) element.removeAttribute(attribute);
    return;
  }
  element.tabIndex = 0;
  element.setAttribute('role', 'group');
  element.setAttribute('data-scrollable', '');
  // One kind of name: a stale one of the other kind would win (aria-labelledby) or linger.
  element.removeAttribute(labelledBy ? 'aria-label' : 'aria-labelledby');
  if (labelledBy) element.setAttribute('aria-labelledby', labelledBy);
  else element.setAttribute('aria-label', label);
}

/**
 * A ref for a box that scrolls its overflow: the box is a focusable group named `label` (or by the element with
 * id `labelledBy`) exactly while it overflows (see `markScrollRegion`). The attributes are written to the DOM, not
 * rendered: React never sets them, so they never disagree with layout, and server HTML has none (no tab stop
 * before the browser has measured anything).
 *
 * Measured by a ResizeObserver, after layout, never inside a commit: it observes the box (the panel resizing) and
 * its first child (a table growing a column). It observes afresh after every render, because content can grow
 * wider without resizing either box (a longer code line), and a new observation always reports once.
 */
export function useScrollRegion<T extends HTMLElement>(label: string, labelledBy?: string): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => markScrollRegion(element, label, labelledBy));
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  });
  return ref;
}
