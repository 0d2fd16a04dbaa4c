// An immutable ReadonlyMap whose "copy with one change" costs O(1) amortised, so a store holding thousands of
// sessions (or a session holding thousands of plans) publishes each update without copying them all.
//
// Every map derived from the same `base` shares it and one append-only change log; a map is "the base, then the
// first `length` changes of the log". Entries already logged are never rewritten, so an older map keeps reading
// its own moment. A change made to the newest map appends; once the log is as long as the base (or a change is
// made to an older map), the next map starts over from a fresh copy, whose cost the appends before it paid for.
// Lookups go through a per-key list of log positions: O(1) on the newest map. Iteration builds a plain Map once
// per map (on first use): readers that list everything pay O(size), once, not every update.

/** Marks a deleted key in the log. */
const GONE: unique symbol = Symbol('gone');

/** What the maps derived from one base share. */
interface Shared<K, V> {
  readonly base: ReadonlyMap<K, V>;
  /** Changes after `base`, in order: `[key, value]` or `[key, GONE]`. Only ever appended to. */
  readonly log: [K, V | typeof GONE][];
  /** key -> its positions in `log`, ascending. */
  readonly positions: Map<K, number[]>;
}

/**
 * An immutable map: `withEntry` / `withoutEntry` return a new map and leave this one as it is.
 * @internal The store's snapshot maps; not exported from the package.
 */
export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  /** The plain Map this one equals, built on first iteration. */
  private plain?: Map<K, V>;

  private constructor(
    private readonly shared: Shared<K, V>,
    /** How many log changes belong to this map. */
    private readonly length: number,
    /** Number of entries. */
    readonly size: number,
  ) {}

  /** An empty map. */
  static empty<K, V>(): PersistentMap<K, V> {
    return new PersistentMap<K, V>({ base: new Map(), log: [], positions: new Map() }, 0, 0);
  }

  /** The value of `key` in this map, `GONE` when absent. */
  private find(key: K): V | typeof GONE {
    const { base, log, positions } = this.shared;
    const at = positions.get(key);
    if (at !== undefined) {
      // Newest first: on the newest map the last position is the answer.
      for (let i = at.length - 1; i >= 0; i--) if (at[i]! < this.length) return log[at[i]!]![1];
    }
    return base.has(key) ? base.get(key)! : GONE;
  }

  get(key: K): V | undefined {
    const value = this.find(key);
    return value === GONE ? undefined : value;
  }

  has(key: K): boolean {
    return this.find(key) !== GONE;
  }

  /** A map equal to this one with `key` set to `value` (in place if present, last if new, as `Map#set`). */
  withEntry(key: K, value: V): PersistentMap<K, V> {
    return this.change(key, value, this.has(key) ? this.size : this.size + 1);
  }

  /** A map equal to this one without `key`; this same map when `key` is absent. */
  withoutEntry(key: K): PersistentMap<K, V> {
    return this.has(key) ? this.change(key, GONE, this.size - 1) : this;
  }

  private change(key: K, value: V | typeof GONE, size: number): PersistentMap<K, V> {
    let shared = this.shared;
    // Appending is only right at the end of the log; and a log as long as its base is folded into a new base.
    if (this.length !== shared.log.length || shared.log.length >= Math.max(32, shared.base.size)) {
      shared = { base: this.toMap(), log: [], positions: new Map() };
    }
    const at = shared.positions.get(key);
    if (at === undefined) shared.positions.set(key, [shared.log.length]);
    else at.push(shared.log.length);
    shared.log.push([key, value]);
    return new PersistentMap(shared, shared.log.length, size);
  }

  /** This map as a plain Map, built once: the base replayed with this map's changes (`Map` order rules). */
  private toMap(): Map<K, V> {
    if (this.plain === undefined) {
      const { base, log } = this.shared;
      const plain = new Map(base);
      for (let i = 0; i < this.length; i++) {
        const [key, value] = log[i]!;
        if (value === GONE) plain.delete(key);
        else plain.set(key, value);
      }
      this.plain = plain;
    }
    return this.plain;
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.toMap().forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): MapIterator<[K, V]> {
    return this.toMap().entries();
  }

  keys(): MapIterator<K> {
    return this.toMap().keys();
  }

  values(): MapIterator<V> {
    return this.toMap().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.toMap().entries();
  }
}
