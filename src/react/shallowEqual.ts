import { sameItems } from '../components/shared/sameItems';

/**
 * Compares two values one level deep: equal when they are the same value, or arrays with the same elements
 * (`Object.is`), or plain objects with the same own keys and values. The usual `isEqual` for selectors that
 * build a new array or object from unchanged parts.
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return sameItems(a, b as unknown as readonly unknown[]);
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
