// The theme's timings of a list, read from its CSS custom properties. getComputedStyle forces a style
// recalculation of whatever changed since the last frame; per flash that was one forced recalculation per changed
// row (a burst of updates paid it a thousand times in one commit). The timings are the same for every row of a
// list, so they are read once per list, the first time a move or a flash needs them.

/** The theme's timings for the animations of one list, in milliseconds; 0 turns an animation off. */
export interface ListTimings {
  /** `--acp-plan-duration`: rows sliding to a new place. */
  readonly move: number;
  /** `--acp-plan-easing` (`ease-out` when unset). */
  readonly easing: string;
  /** `--acp-plan-flash-duration`: the highlight of a row whose status changed. */
  readonly flash: number;
}

const timingsByList = new WeakMap<Element, ListTimings>();

/** A CSS time (`200ms`, `0.2s`) in milliseconds; 0 when unset (no stylesheet), unparsable or negative. */
function cssTime(raw: string): number {
  const time = Number.parseFloat(raw) * (raw.endsWith('ms') ? 1 : raw.endsWith('s') ? 1000 : Number.NaN);
  return time > 0 && time < Infinity ? time : 0;
}

/** The timings of `list`, read once and then remembered until `forgetListTimings(list)`. */
export function listTimings(list: Element): ListTimings {
  let timings = timingsByList.get(list);
  if (!timings) {
    // Only asked for where Web Animations run (canAnimate), so getComputedStyle exists.
    const style = getComputedStyle(list);
    const read = (property: string) => style.getPropertyValue(property).trim();
    timings = {
      move: cssTime(read('--acp-plan-duration')),
      easing: read('--acp-plan-easing') || 'ease-out',
      flash: cssTime(read('--acp-plan-flash-duration')),
    };
    timingsByList.set(list, timings);
  }
  return timings;
}

/** Drops the remembered timings of `list` (the motion preference changed: they may have). */
export function forgetListTimings(list: Element): void {
  timingsByList.delete(list);
}

/** Whether the element can run Web Animations (jsdom and very old webviews cannot). */
export function canAnimate(element: Element | null): element is HTMLElement {
  return element !== null && typeof (element as HTMLElement).animate === 'function';
}
