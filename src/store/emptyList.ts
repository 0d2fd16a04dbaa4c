/**
 * The one empty list the package hands out (no plans, no history, no removed keys, no entries or keys of a
 * missing plan). Frozen and shared, so an empty answer is the same array every time and selectors comparing by
 * identity see no change.
 * @internal Shared by the store and the React hooks; not exported from the package.
 */
export const EMPTY_LIST: readonly never[] = Object.freeze([]);
