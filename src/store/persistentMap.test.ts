import { describe, expect, it } from 'vitest';
import { PersistentMap } from './persistentMap';

/** The same changes on a plain Map: the model a PersistentMap must match, order included. */
function replay(changes: readonly (readonly [string, number | undefined])[]) {
  const plain = new Map<string, number>();
  let map = PersistentMap.empty<string, number>();
  const versions = [{ map, copy: new Map(plain) }];
  for (const [key, value] of changes) {
    if (value === undefined) {
      plain.delete(key);
      map = map.withoutEntry(key);
    } else {
      plain.set(key, value);
      map = map.withEntry(key, value);
    }
    versions.push({ map, copy: new Map(plain) });
  }
  return versions;
}

describe('PersistentMap', () => {
  it('reads like a Map with the same changes, in the same order, and every older version stays as it was', () => {
    const changes: [string, number | undefined][] = [];
    for (let n = 0; n < 400; n++) changes.push([`k${(n * 7) % 23}`, n % 5 === 0 ? undefined : n]);
    for (const { map, copy } of replay(changes)) {
      expect([...map]).toEqual([...copy]);
      expect(map.size).toBe(copy.size);
      for (let k = 0; k < 23; k++) {
        expect(map.get(`k${k}`)).toBe(copy.get(`k${k}`));
        expect(map.has(`k${k}`)).toBe(copy.has(`k${k}`));
      }
    }
  });

  it('moves a key deleted and set again to the end, as Map does; a missing key deletes nothing', () => {
    const a = PersistentMap.empty<string, number>().withEntry('a', 1).withEntry('b', 2);
    expect([...a.withoutEntry('a').withEntry('a', 3).keys()]).toEqual(['b', 'a']);
    expect([...a.withEntry('a', 4).values()]).toEqual([4, 2]);
    expect(a.withoutEntry('zzz')).toBe(a);
  });

  it('branches from an older version without changing the newer one', () => {
    const base = PersistentMap.empty<string, number>().withEntry('a', 1);
    const newer = base.withEntry('b', 2);
    const branch = base.withEntry('c', 3);
    expect([...newer.keys()]).toEqual(['a', 'b']);
    expect([...branch.keys()]).toEqual(['a', 'c']);
    expect(newer.has('c')).toBe(false);
  });

  it('implements forEach with the map as third argument', () => {
    const map = PersistentMap.empty<string, number>().withEntry('a', 1);
    const seen: unknown[] = [];
    map.forEach((value, key, self) => seen.push(value, key, self === map));
    expect(seen).toEqual([1, 'a', true]);
  });
});
