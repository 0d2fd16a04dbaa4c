import { useSyncExternalStore } from 'react';

/** How much motion a component may use: `auto` follows the user's system setting, `reduced` turns motion off. */
export type MotionPreference = 'auto' | 'reduced';

/** The media query browsers match when the user asked the system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// One list per `matchMedia` function: a mount then asks the browser once, not on every snapshot read (a plan's
// mount read it three times). Tests (and odd hosts) may replace `window.matchMedia`: a new function gets a new list.
// jsdom and some embedded webviews have no matchMedia; the server has no window at all.
let cached: [Window['matchMedia'], MediaQueryList] | undefined;
function getQueryList(): MediaQueryList | undefined {
  const match = typeof window === 'undefined' ? undefined : window.matchMedia;
  if (typeof match !== 'function') return undefined;
  if (cached?.[0] !== match) cached = [match, match.call(window, REDUCED_MOTION_QUERY)];
  return cached[1];
}

function subscribe(onChange: () => void): () => void {
  const list = getQueryList();
  if (!list) return () => {};
  if (typeof list.addEventListener === 'function') {
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }
  // Safari before 14 only has the deprecated listener API.
  list.addListener(onChange);
  return () => list.removeListener(onChange);
}

function getSnapshot(): boolean {
  return getQueryList()?.matches ?? false;
}

/**
 * Whether motion should be reduced: `true` when `motion` is `reduced` or the user's system asks for reduced
 * motion (`prefers-reduced-motion: reduce`). Follows changes of the system setting live; `false` on the server
 * and where `matchMedia` does not exist.
 */
export function useReducedMotion(motion: MotionPreference = 'auto'): boolean {
  // The server cannot know the user's setting: it renders with motion allowed, hydration then corrects it.
  const prefersReduced = useSyncExternalStore(subscribe, getSnapshot, () => false);
  return motion === 'reduced' || prefersReduced;
}
