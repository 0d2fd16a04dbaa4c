/**
 * Whether two arrays hold the same items (`Object.is`) in the same order: how a derivation decides to hand back its
 * previous array, so memoised consumers skip their work.
 * @internal Shared by `usePresenceList`, `<PlanList>`'s row chunks and `shallowEqual`; not exported from the package.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}
