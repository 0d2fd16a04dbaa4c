/**
 * Reads a CSS time custom property (`200ms`, `0.2s`) from an element's computed style, in milliseconds.
 * Returns 0 when it is unset (no stylesheet), unparsable or negative: the caller then skips its animation.
 */
export function readCssTime(element: Element, property: string): number {
  if (typeof getComputedStyle !== 'function') return 0;
  const raw = getComputedStyle(element).getPropertyValue(property).trim();
  const match = /^(-?[\d.]+)(ms|s)$/.exec(raw);
  if (!match) return 0;
  const value = Number.parseFloat(match[1]!) * (match[2] === 's' ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Whether the element can run Web Animations (jsdom and very old webviews cannot). */
export function canAnimate(element: Element | null): element is HTMLElement {
  return element !== null && typeof (element as HTMLElement).animate === 'function';
}
