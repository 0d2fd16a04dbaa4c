/**
 * Whether two arrays hold the same items (`===`) in the same order: how a derivation decides to hand back its
 * previous array, so memoised consumers skip their work.
 * @internal Shared by `usePresenceList` and `<PlanList>`'s row chunks; not exported from the package.
 */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
