// An immutable ReadonlyMap whose "copy with one change" costs O(1) amortised, so a store holding thousands of
// sessions (or a session holding thousands of plans) publishes each update without copying them all.
//
// The maps derived from one `base` share it and an append-only change log: a map is "the base, then the first
// `length` changes". Logged changes are never rewritten, so an older map keeps its own moment. The newest map
// reads a live Map kept equal to base + whole log (O(1) lookups); an older one replays its part of the log once,
// on first read. Once the log is as long as the base, the next change starts a fresh base (a copy the appends
// before it paid for); a change made to an older map starts from a copy of that map.

/** Marks a deleted key in the log. */
const GONE: unique symbol = Symbol('gone');

/** What the maps derived from one base share. */
interface Shared<K, V> {
  readonly base: ReadonlyMap<K, V>;
  /** Changes after `base`, in order. Only ever appended to. */
  readonly log: (readonly [K, V | typeof GONE])[];
  /** base + the whole log, mutated with each change; taken away when a newer base takes it over. */
  live?: Map<K, V>;
}

/**
 * An immutable map: `withEntry` / `withoutEntry` return a new map and leave this one as it is.
 * @internal The store's snapshot maps; not exported from the package. Its own state is in `#` members: the
 * minifier shortens those (it keeps every `this.name`), and they were a tenth of the core bundle's map code.
 */
export class PersistentMap<K, V> implements ReadonlyMap<K, V> {
  readonly #shared: Shared<K, V>;
  /** How many log changes belong to this map. */
  readonly #length: number;
  /** This map as a plain Map (base replayed with its changes), built on first use. */
  #plain?: Map<K, V>;
  readonly size: number;

  private constructor(shared: Shared<K, V>, length: number, size: number) {
    this.#shared = shared;
    this.#length = length;
    this.size = size;
  }

  /** An empty map. */
  static empty<K, V>(): PersistentMap<K, V> {
    return new PersistentMap<K, V>({ base: new Map(), log: [], live: new Map() }, 0, 0);
  }

  /** The live Map when this is the newest map of its log, else undefined. */
  #current(): Map<K, V> | undefined {
    return this.#length === this.#shared.log.length ? this.#shared.live : undefined;
  }

  /** This map's own frozen-in-time copy: what iteration hands out, so a later change never shows through it. */
  #toMap(): Map<K, V> {
    const { base, log } = this.#shared;
    return (this.#plain ??= log
      .slice(0, this.#length)
      .reduce((plain, [key, value]) => (value === GONE ? plain.delete(key) : plain.set(key, value), plain), new Map(base)));
  }

  get(key: K): V | undefined {
    return (this.#current() ?? this.#toMap()).get(key);
  }

  has(key: K): boolean {
    return (this.#current() ?? this.#toMap()).has(key);
  }

  /** A map equal to this one with `key` set to `value` (in place if present, last if new, as `Map#set`). */
  withEntry(key: K, value: V): PersistentMap<K, V> {
    return this.#change(key, value, this.has(key) ? this.size : this.size + 1);
  }

  /** A map equal to this one without `key`; this same map when `key` is absent. */
  withoutEntry(key: K): PersistentMap<K, V> {
    return this.has(key) ? this.#change(key, GONE, this.size - 1) : this;
  }

  #change(key: K, value: V | typeof GONE, size: number): PersistentMap<K, V> {
    let shared = this.#shared;
    let live = this.#current();
    // A change to an older map branches off with copies of its own. On the newest map, once the log is as long
    // as the base, it is folded in (the newest map of the old log replays from now on).
    if (live === undefined || shared.log.length >= Math.max(32, shared.base.size)) {
      if (live === undefined) live = new Map(this.#toMap());
      else shared.live = undefined;
      shared = { base: new Map(live), log: [], live };
    }
    if (value === GONE) live.delete(key);
    else live.set(key, value);
    shared.log.push([key, value]);
    return new PersistentMap(shared, shared.log.length, size);
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.#toMap().forEach((value, key) => callback.call(thisArg, value, key, this));
  }

  entries(): MapIterator<[K, V]> {
    return this.#toMap().entries();
  }

  keys(): MapIterator<K> {
    return this.#toMap().keys();
  }

  values(): MapIterator<V> {
    return this.#toMap().values();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.#toMap().entries();
  }
}
