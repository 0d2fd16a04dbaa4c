import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { planFocus } from '../../store/planFocus';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

/** How long after the reader last scrolled the list we leave its scroll position alone. */
export const USER_SCROLL_GRACE_MS = 2000;

function findRow(list: HTMLElement, key: string): HTMLElement | undefined {
  for (const child of Array.from(list.children)) {
    if ((child as HTMLElement).dataset.key === key) return child as HTMLElement;
  }
  return undefined;
}

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

    const readerBusy = () => hovering || focusInside || performance.now() - lastUserScroll < USER_SCROLL_GRACE_MS;
    const tryScroll = () => {
      if (!pending.current) return;
      if (readerBusy()) {
        if (retry === undefined && !hovering && !focusInside) {
          retry = setTimeout(() => {
            retry = undefined;
            tryScroll();
          }, USER_SCROLL_GRACE_MS);
        }
        return;
      }
      pending.current = false;
      scrollToCurrent();
    };
    const scrollToCurrent = () => {
      const key = currentKeyRef.current;
      if (key === undefined || list.offsetParent === null) return;
      if (list.scrollHeight <= list.clientHeight) return;
      const row = findRow(list, key);
      if (!row) return;
      const top = rowTopInList(list, row);
      const bottom = top + row.offsetHeight;
      if (top >= list.scrollTop && bottom <= list.scrollTop + list.clientHeight) return;
      const centred = top - (list.clientHeight - row.offsetHeight) / 2;
      list.scrollTop = Math.max(0, Math.min(centred, list.scrollHeight - list.clientHeight));
    };
    scrollNow.current = tryScroll;

    const onUserScroll = () => {
      lastUserScroll = performance.now();
    };
    const onKey = (event: KeyboardEvent) => {
      if (/^(Arrow|Page|Home|End| )/.test(event.key)) onUserScroll();
    };
    const onEnter = () => {
      hovering = true;
    };
    const onLeave = () => {
      hovering = false;
      tryScroll();
    };
    const onFocusIn = () => {
      focusInside = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && list.contains(event.relatedTarget)) return;
      focusInside = false;
      tryScroll();
    };
    // One signal removes every listener, so adding one cannot leave it behind on unmount.
    const listeners = new AbortController();
    const { signal } = listeners;
    list.addEventListener('wheel', onUserScroll, { passive: true, signal });
    list.addEventListener('touchmove', onUserScroll, { passive: true, signal });
    list.addEventListener('pointerdown', onUserScroll, { signal });
    list.addEventListener('keydown', onKey, { signal });
    list.addEventListener('pointerenter', onEnter, { signal });
    list.addEventListener('pointerleave', onLeave, { signal });
    list.addEventListener('focusin', onFocusIn, { signal });
    list.addEventListener('focusout', onFocusOut, { signal });
    return () => {
      if (retry !== undefined) clearTimeout(retry);
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
