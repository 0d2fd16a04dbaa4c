import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { planFocus } from '../../store/planFocus';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

/** How long after the reader last scrolled the list we leave its scroll position alone. */
export const USER_SCROLL_GRACE_MS = 2000;

/** The row's top inside the list's scrolled content, from layout offsets (not affected by running transforms). */
function rowTopInList(list: HTMLElement, row: HTMLElement): number {
  return row.offsetParent === list ? row.offsetTop : row.offsetTop - list.offsetTop - list.clientTop;
}

/**
 * Scrolls the list (only the list: its own `scrollTop`, never `scrollIntoView`, which would scroll the host page
 * too) so that the row of `currentKey` is visible, centred when it was out of view. Runs in the animation frame
 * after `currentKey` changes or `active` becomes true (the list is expanded), never inside a commit.
 *
 * Never fights the reader: while the pointer is over the list, focus is inside it, or the reader scrolled it
 * (wheel, touch, keys, scrollbar) in the last `USER_SCROLL_GRACE_MS`, the scroll waits, and happens once the
 * pointer leaves, focus leaves, or the grace period ends.
 */
export function useKeepCurrentInView(listRef: RefObject<HTMLElement | null>, currentKey: string | undefined, active: boolean): void {
  const pending = useRef(false);
  const scrollNow = useRef<() => void>(() => {});
  const currentKeyRef = useRef(currentKey);

  // Installs the reader-activity listeners once per list element.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let hovering = false;
    let focusInside = false;
    let lastUserScroll = -Infinity;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const scrollToCurrent = () => {
      const key = currentKeyRef.current;
      if (key === undefined || list.offsetParent === null || list.scrollHeight <= list.clientHeight) return;
      const row = Array.from(list.children).find((child) => (child as HTMLElement).dataset.key === key) as HTMLElement | undefined;
      if (!row) return;
      const top = rowTopInList(list, row);
      const { scrollTop, clientHeight } = list;
      if (top >= scrollTop && top + row.offsetHeight <= scrollTop + clientHeight) return;
      const centred = top - (clientHeight - row.offsetHeight) / 2;
      list.scrollTop = Math.max(0, Math.min(centred, list.scrollHeight - clientHeight));
    };
    // Pointer and focus retry when they leave; a recent scroll by the reader retries when its grace period ends.
    const tryScroll = () => {
      if (!pending.current || hovering || focusInside) return;
      const wait = lastUserScroll + USER_SCROLL_GRACE_MS - performance.now();
      if (wait > 0) {
        retry ??= setTimeout(() => {
          retry = undefined;
          tryScroll();
        }, wait);
        return;
      }
      pending.current = false;
      scrollToCurrent();
    };
    scrollNow.current = tryScroll;

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
      scrollNow.current = () => {};
      listeners.abort();
    };
    // Mounted in the same commit as the list element (see PlanEntryList), so the ref is already set here.
  }, [listRef]);

  useEffect(() => {
    currentKeyRef.current = currentKey;
    if (!active || currentKey === undefined) return;
    pending.current = true;
    // In the next frame, not now: this effect may run inside the commit (a flushSync update flushes effects
    // synchronously), where reading the row's position would force a layout of the whole list.
    if (typeof requestAnimationFrame !== 'function') {
      scrollNow.current();
      return;
    }
    const frame = requestAnimationFrame(() => scrollNow.current());
    return () => cancelAnimationFrame(frame);
  }, [currentKey, active]);
}

function selectCurrentKey({ entries }: PlanListData): string | undefined {
  const { currentKey, nextKey } = planFocus(entries);
  return currentKey ?? nextKey;
}

/** Props of `<KeepCurrentInView>`. */
export interface KeepCurrentInViewProps {
  source: PlanListSource;
  listRef: RefObject<HTMLElement | null>;
  /** The list is shown (not collapsed). */
  active: boolean;
}

/**
 * `useKeepCurrentInView` for the current (else next) task of a plan: a component of its own, so a new current
 * task re-renders it alone, not the list. Renders nothing.
 */
export function KeepCurrentInView({ source, listRef, active }: KeepCurrentInViewProps): null {
  useKeepCurrentInView(listRef, usePlanListSlice(source, selectCurrentKey), active);
  return null;
}
