import { useRef } from 'react';
import type { RefObject } from 'react';
import type { PlanEntryState } from '../../store/types';
import { canAnimate, readCssTime } from './cssTime';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';

/**
 * Briefly marks a row whose status just changed: fades the row's `::after` overlay (coloured by the theme's
 * `--acp-plan-flash-bg`) from visible to transparent over `--acp-plan-flash-duration`.
 *
 * Keyed on the entry OBJECT: the store keeps an unchanged entry's object, so an identical repeated snapshot
 * never flashes; the first render never flashes; reduced motion and a missing stylesheet never flash.
 */
export function useStatusFlash(elementRef: RefObject<HTMLElement | null>, entry: PlanEntryState, reducedMotion: boolean): void {
  const seen = useRef(entry);
  useIsomorphicLayoutEffect(() => {
    if (seen.current === entry) return;
    seen.current = entry;
    const element = elementRef.current;
    if (reducedMotion || entry.change !== 'status' || !canAnimate(element)) return;
    const duration = readCssTime(element, '--acp-plan-flash-duration');
    if (duration === 0) return;
    element.animate([{ opacity: 1 }, { opacity: 0 }], { duration, easing: 'ease-out', pseudoElement: '::after' });
  }, [entry, reducedMotion, elementRef]);
}
