// The scroll keeper of <PlanList> (the file keeps the name of the hook it started as: tests import its constant).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { planFocus } from '../../store/planFocus';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

/** How long after the reader last scrolled the list we leave its scroll position alone. */
export const USER_SCROLL_GRACE_MS = 2000;

function selectCurrentKey({ entries }: PlanListData): string | undefined {
  const { currentKey, nextKey } = planFocus(entries);
  return currentKey ?? nextKey;
}

/** Props of `<KeepCurrentInView>`. */
export interface KeepCurrentInViewProps {
  source: PlanListSource;
  /** The list, mounted in the same commit as this component (the listeners are installed once per list). */
  listRef: RefObject<HTMLElement | null>;
  /** The list is shown (not collapsed). */
  active: boolean;
}

/**
 * Scrolls the list (only the list: its own `scrollTop`, never `scrollIntoView`, which would scroll the host page
 * too) so that the current task (else the next one) is visible, centred when it was out of view. Runs in the
 * animation frame after that task changes or `active` becomes true (the list is expanded), never inside a commit.
 * A component of its own, so a new current task re-renders it alone, not the list. Renders nothing.
 *
 * Never fights the reader: while the pointer is over the list, focus is inside it, or the reader scrolled it
 * (wheel, touch, keys, scrollbar) in the last `USER_SCROLL_GRACE_MS`, the scroll waits, and happens once the
 * pointer leaves, focus leaves, or the grace period ends.
 */
export function KeepCurrentInView({ source, listRef, active }: KeepCurrentInViewProps): null {
  const currentKey = usePlanListSlice(source, selectCurrentKey);
  const currentKeyRef = useRef(currentKey);
  // Asks for a scroll in the next frame; returns the cancel function. Set by the listeners' effect.
  const request = useRef<() => (() => void) | undefined>(() => undefined);

  // Installs the reader-activity listeners once per list element.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let pending = false;
    let hovering = false;
    let focusInside = false;
    let lastUserScroll = -Infinity;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const scrollToCurrent = () => {
      const key = currentKeyRef.current;
      if (key === undefined || list.offsetParent === null || list.scrollHeight <= list.clientHeight) return;
      const row = Array.from(list.children).find((child) => (child as HTMLElement).dataset.key === key) as HTMLElement | undefined;
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
      if (!pending || hovering || focusInside) return;
      const wait = lastUserScroll + USER_SCROLL_GRACE_MS - performance.now();
      if (wait > 0) {
        retry ??= setTimeout(() => {
          retry = undefined;
          tryScroll();
        }, wait);
        return;
      }
      pending = false;
      scrollToCurrent();
    };
    request.current = () => {
      pending = true;
      // In the next frame, not now: the caller may run inside the commit (a flushSync update flushes effects
      // synchronously), where reading the row's position would force a layout of the whole list.
      if (typeof requestAnimationFrame !== 'function') return void tryScroll();
      const frame = requestAnimationFrame(tryScroll);
      return () => cancelAnimationFrame(frame);
    };

    const onUserScroll = () => {
      lastUserScroll = performance.now();
    };
    // One signal removes every listener, so adding one cannot leave it behind on unmount. None of them ever
    // calls preventDefault, so all can be passive.
    const listeners = new AbortController();
    const on = <E extends Event>(type: string, listener: (event: E) => void) =>
      list.addEventListener(type, listener as EventListener, { passive: true, signal: listeners.signal });
    on('wheel', onUserScroll);
    on('touchmove', onUserScroll);
    on('pointerdown', onUserScroll);
    on('keydown', (event: KeyboardEvent) => {
      if (/^(Arrow|Page|Home|End| )/.test(event.key)) onUserScroll();
    });
    on('pointerenter', () => {
      hovering = true;
    });
    on('pointerleave', () => {
      hovering = false;
      tryScroll();
    });
    on('focusin', () => {
      focusInside = true;
    });
    on('focusout', (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && list.contains(event.relatedTarget)) return;
      focusInside = false;
      tryScroll();
    });
    return () => {
      clearTimeout(retry);
      request.current = () => undefined;
      listeners.abort();
    };
  }, [listRef]);

  useEffect(() => {
    currentKeyRef.current = currentKey;
    if (active && currentKey !== undefined) return request.current();
  }, [currentKey, active]);
  return null;
}
