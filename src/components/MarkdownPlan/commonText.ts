// Where two versions of a document start and stop differing, found cheaply: slices of CHUNK characters are
// compared natively (`startsWith` / `endsWith` at an offset, a memcmp), and only the last chunk char by char.
// An edit in the middle of a 1 MB document then costs a few hundred native comparisons, not a pass of ours.

const CHUNK = 4_096;

/** How many characters `a` and `b` have in common at their start. */
export function commonPrefixLength(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  while (at + CHUNK <= length && b.startsWith(a.slice(at, at + CHUNK), at)) at += CHUNK;
  while (at < length && a.charCodeAt(at) === b.charCodeAt(at)) at++;
  return at;
}

/** How many characters `a` and `b` have in common at their end, at most `limit` (so it never overlaps a common prefix). */
export function commonSuffixLength(a: string, b: string, limit = Math.min(a.length, b.length)): number {
  const length = Math.min(a.length, b.length, limit);
  let at = 0;
  while (at + CHUNK <= length && b.endsWith(a.slice(a.length - at - CHUNK, a.length - at), b.length - at)) at += CHUNK;
  while (at < length && a.charCodeAt(a.length - 1 - at) === b.charCodeAt(b.length - 1 - at)) at++;
  return at;
}
