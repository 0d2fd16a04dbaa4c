import { useRef } from 'react';
import type { RefObject } from 'react';
import { canAnimate, readCssTime } from './cssTime';
import { sameKeys } from './planDerivations';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';

/** The layout position of a row inside the list, ignoring transforms and the list's scroll. */
function layoutTop(row: HTMLElement): number {
  return row.offsetTop;
}

function measureRows(list: HTMLElement): Map<string, number> {
  const tops = new Map<string, number>();
  for (const child of Array.from(list.children)) {
    const key = (child as HTMLElement).dataset.key;
    if (key !== undefined) tops.set(key, layoutTop(child as HTMLElement));
  }
  return tops;
}

// Identifies our move animations so a newer move can replace an older one on the same row.
const MOVE_ANIMATION_ID = 'acp-plan-move';

/**
 * Slides rows to their new place when the order of `keys` changes (FLIP with the Web Animations API): positions
 * are measured after each commit that changed the order and compared with the positions of the last such commit;
 * each row that moved plays a transform from its old offset to none over `--acp-plan-duration` with
 * `--acp-plan-easing`.
 *
 * Does nothing when only entry contents or statuses change (no layout read at all), under reduced motion, when
 * the duration is 0 (no stylesheet or `prefers-reduced-motion`), or where Web Animations do not exist.
 */
export function useFlipMoves(listRef: RefObject<HTMLElement | null>, keys: readonly string[], reducedMotion: boolean): void {
  const lastKeys = useRef<readonly string[] | undefined>(undefined);
  const lastTops = useRef<Map<string, number> | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    const previousKeys = lastKeys.current;
    lastKeys.current = keys;
    if (!list || reducedMotion) {
      lastTops.current = undefined;
      return;
    }
    if (previousKeys !== undefined && sameKeys(previousKeys, keys) && lastTops.current !== undefined) return;
    const before = lastTops.current;
    const after = measureRows(list);
    lastTops.current = after;
    if (!before || !canAnimate(list)) return;
    const duration = readCssTime(list, '--acp-plan-duration');
    if (duration === 0) return;
    const easing = getComputedStyle(list).getPropertyValue('--acp-plan-easing').trim() || 'ease-out';
    for (const child of Array.from(list.children)) {
      const row = child as HTMLElement;
      const key = row.dataset.key;
      const from = key === undefined ? undefined : before.get(key);
      const to = key === undefined ? undefined : after.get(key);
      if (from === undefined || to === undefined || from === to || !canAnimate(row)) continue;
      for (const running of row.getAnimations?.() ?? []) if (running.id === MOVE_ANIMATION_ID) running.cancel();
      const animation = row.animate([{ transform: `translateY(${from - to}px)` }, { transform: 'none' }], { duration, easing });
      animation.id = MOVE_ANIMATION_ID;
    }
  }, [listRef, keys, reducedMotion]);
}
