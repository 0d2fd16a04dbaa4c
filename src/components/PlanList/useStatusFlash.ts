import { useRef } from 'react';
import type { RefObject } from 'react';
import type { PlanEntryState } from '../../store/types';
import { canAnimate, listTimings } from './cssTime';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';

/**
 * More rows than this changing status in one frame (a backlog replayed, a reconnect) flash none: a storm of
 * highlights tells the reader nothing, and each one costs a style update.
 */
export const MAX_FLASHES_PER_FRAME = 8;

// Rows whose flash starts in the next animation frame. Starting a Web Animation on a pseudo-element updates
// style on the spot (measured: most of a status change's commit time while earlier flashes still run); in the
// frame, the browser updates style anyway.
const queued = new Set<HTMLElement>();

function startQueuedFlashes(): void {
  const rows = [...queued];
  queued.clear();
  if (rows.length > MAX_FLASHES_PER_FRAME) return;
  for (const row of rows) {
    if (!row.isConnected) continue;
    // Read once per list, not per flash (cssTime.ts).
    const duration = listTimings(row.parentElement ?? row).flash;
    if (duration === 0) continue;
    row.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: 'ease-out', pseudoElement: '::after' });
  }
}

function queueFlash(row: HTMLElement): void {
  // The first row of a frame asks for the frame.
  if (queued.size === 0) {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(startQueuedFlashes);
    else queueMicrotask(startQueuedFlashes);
  }
  queued.add(row);
}

/**
 * Briefly marks a row whose status just changed: fades the row's `::after` overlay (coloured by the theme's
 * `--acp-plan-flash-bg`) from visible to transparent over `--acp-plan-flash-duration`, starting in the next
 * animation frame (never inside the commit). When more than `MAX_FLASHES_PER_FRAME` rows change status in one
 * frame, none flashes.
 *
 * Keyed on the entry OBJECT: the store keeps an unchanged entry's object, so an identical repeated snapshot
 * never flashes; the first render never flashes; reduced motion and a missing stylesheet never flash. The
 * duration is read from the theme once per list (cssTime.ts).
 */
export function useStatusFlash(elementRef: RefObject<HTMLElement | null>, entry: PlanEntryState, reducedMotion: boolean): void {
  const seen = useRef(entry);
  useIsomorphicLayoutEffect(() => {
    if (seen.current === entry) return;
    seen.current = entry;
    const element = elementRef.current;
    if (reducedMotion || entry.change !== 'status' || !canAnimate(element)) return;
    queueFlash(element);
  }, [entry, reducedMotion, elementRef]);
}
