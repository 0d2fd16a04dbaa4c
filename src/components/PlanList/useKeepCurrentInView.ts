// The scroll keeper of <PlanList> (the file keeps the name of the hook it started as: tests import its constant).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** How long after the reader last scrolled the list we leave its scroll position alone. */
export const USER_SCROLL_GRACE_MS = 2000;


/**
 * Scrolls the list (only the list: its own `scrollTop`, never `scrollIntoView`, which would scroll the host page
 * too) so that the current task (else the next one) is visible, centred when it was out of view. Runs in the
 * animation frame after that task changes or `active` becomes true (the list is expanded), never inside a commit.
 * `currentKey` is the row to keep in view (`selectFocusKey`). For `<PlanList>`'s list and a host's own list
 * markup (`usePlanListState`).
 *
 * Never fights the reader: while the pointer is over the list, focus is inside it, or the reader scrolled it
 * (wheel, touch, keys, scrollbar) in the last `USER_SCROLL_GRACE_MS`, the scroll waits, and happens once the
 * pointer leaves, focus leaves, or the grace period ends.
 */
export function useKeepCurrentInView(listRef: RefObject<HTMLElement | null>, currentKey: string | undefined, active: boolean): void {
  // What the reader is doing with the list, kept across the effect's runs (one per current task).
  const readerRef = useRef({ hovering: false, lastUserScroll: -Infinity });

  useEffect(() => {
    const list = listRef.current;
    const reader = readerRef.current;
    if (!list) return;
    let pending = active && currentKey !== undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const scrollToCurrent = () => {
      if (list.offsetParent === null || list.scrollHeight <= list.clientHeight) return;
      const row = Array.from(list.children).find((child) => (child as HTMLElement).dataset.key === currentKey) as HTMLElement | undefined;
      if (!row) return;
      // The row's top inside the list's scrolled content, from layout offsets (not affected by running transforms).
      const top = row.offsetParent === list ? row.offsetTop : row.offsetTop - list.offsetTop - list.clientTop;
      const { scrollTop, clientHeight } = list;
      if (top >= scrollTop && top + row.offsetHeight <= scrollTop + clientHeight) return;
      const centred = top - (clientHeight - row.offsetHeight) / 2;
      list.scrollTop = Math.max(0, Math.min(centred, list.scrollHeight - clientHeight));
    };
    // Pointer and focus retry when they leave; a recent scroll by the reader retries when its grace period ends.
    const tryScroll = () => {
      // Asked of the document, not tracked from focusin/focusout: when the focused row is removed, some browsers
      // move focus to the body without a focusout, and a flag would then hold the scroll back for good.
      if (!pending || reader.hovering || list.contains(list.ownerDocument.activeElement)) return;
      const wait = reader.lastUserScroll + USER_SCROLL_GRACE_MS - performance.now();
      clearTimeout(retry);
      if (wait > 0) retry = setTimeout(tryScroll, wait);
      else {
        pending = false;
        scrollToCurrent();
      }
    };

    const onUserScroll = () => {
      reader.lastUserScroll = performance.now();
    };
    // One signal removes every listener, so adding one cannot leave it behind. None of them ever calls
    // preventDefault, so all can be passive. Added in the frame, with the first try: a mount (of every list of a
    // session) does not pay for them inside its commit, and no reader can touch the list before it is painted.
    const listeners = new AbortController();
    const listen = () => {
      const on = <E extends Event>(type: string, listener: (event: E) => void) =>
        list.addEventListener(type, listener as EventListener, { passive: true, signal: listeners.signal });
      on('wheel', onUserScroll);
      on('touchmove', onUserScroll);
      on('pointerdown', onUserScroll);
      on('keydown', (event: KeyboardEvent) => {
        if (/^(Arrow|Page|Home|End| )/.test(event.key)) onUserScroll();
      });
      on('pointerenter', () => {
        reader.hovering = true;
      });
      on('pointerleave', () => {
        reader.hovering = false;
        tryScroll();
      });
      on('focusout', (event: FocusEvent) => {
        // Focus leaving the list: the scroll it held back can happen (activeElement is the body meanwhile).
        if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) tryScroll();
      });
    };
    // In the next frame, not now: the effect may run inside the commit (a flushSync update flushes effects
    // synchronously), where reading the row's position would force a layout of the whole list.
    const frame = requestAnimationFrame(() => {
      listen();
      tryScroll();
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(retry);
      listeners.abort();
    };
  }, [listRef, currentKey, active]);
}
