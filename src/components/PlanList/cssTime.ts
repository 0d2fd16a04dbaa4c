/** Parses a CSS time (`200ms`, `0.2s`) in milliseconds; 0 when empty, unparsable or negative. */
export function parseCssTime(raw: string): number {
  const match = /^(-?[\d.]+)(ms|s)$/.exec(raw.trim());
  if (!match) return 0;
  const value = Number.parseFloat(match[1]!) * (match[2] === 's' ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

// Computed custom properties per list. getComputedStyle forces a style recalculation of whatever changed
// since the last frame; per flash that is one forced recalculation per changed row (a burst of updates paid
// it a thousand times in one commit). Theme timings are the same for every row of a list, so read them once.
const valuesByScope = new WeakMap<Element, Map<string, string>>();

/**
 * A custom property's computed value on `element` (trimmed; '' when unset), read once per `scope` (the list
 * the element belongs to) and then remembered until `forgetCssValues(scope)`.
 */
export function readScopedCssValue(scope: Element, element: Element, property: string): string {
  let values = valuesByScope.get(scope);
  let value = values?.get(property);
  if (value !== undefined) return value;
  value = typeof getComputedStyle === 'function' ? getComputedStyle(element).getPropertyValue(property).trim() : '';
  if (values === undefined) {
    values = new Map();
    valuesByScope.set(scope, values);
  }
  values.set(property, value);
  return value;
}

/** Drops what `readScopedCssValue` remembered for `scope` (the motion preference changed: timings may have). */
export function forgetCssValues(scope: Element): void {
  valuesByScope.delete(scope);
}

/**
 * Reads a CSS time custom property (`200ms`, `0.2s`) in milliseconds, once per `scope` (see
 * `readScopedCssValue`). Returns 0 when it is unset (no stylesheet), unparsable or negative: the caller then
 * skips its animation.
 */
export function readScopedCssTime(scope: Element, element: Element, property: string): number {
  return parseCssTime(readScopedCssValue(scope, element, property));
}

/** Whether the element can run Web Animations (jsdom and very old webviews cannot). */
export function canAnimate(element: Element | null): element is HTMLElement {
  return element !== null && typeof (element as HTMLElement).animate === 'function';
}
