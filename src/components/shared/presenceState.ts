// The pure part of `usePresenceList`: how a keyed list plus its leaving items changes with new input or with
// finished animations. No React, no DOM; `usePresence.ts` wires it to state, refs and the Web Animations API.

/** Where an item is in its life: animating in, settled, or animating out (still rendered). */
export type Presence = 'entering' | 'present' | 'exiting';

/** One row to render: the item, its presence, and the ref to put on its element. */
export interface PresenceItem<T> {
  /** The item's key; use it as the React `key`. */
  readonly key: string;
  /** The item; for an exiting item, the last value it had before it was removed. */
  readonly item: T;
  /** Render as `data-presence={presence === 'present' ? undefined : presence}`. */
  readonly presence: Presence;
  /** Put on the element that animates; stable for a key, so memoised rows can take it as a prop. */
  readonly ref: (element: HTMLElement | null) => void;
}

/** A row plus the id of its current entering/exiting phase (0 when present), so stale finishes are ignored. */
export interface TrackedItem<T> {
  readonly view: PresenceItem<T>;
  readonly phase: number;
}

/** Everything `usePresenceList` keeps between renders. Immutable. */
export interface PresenceListState<T> {
  /** The `items` array this state was derived from. */
  readonly source: readonly T[];
  readonly reducedMotion: boolean;
  readonly tracked: readonly TrackedItem<T>[];
  /** `tracked` as the public list; the same array while nothing in it changed. */
  readonly list: readonly PresenceItem<T>[];
}

/** What derivation needs from its host: keys, refs and fresh phase ids. */
export interface PresenceEnvironment<T> {
  readonly getKey: (item: T) => string;
  readonly reducedMotion: boolean;
  /** The stable ref callback of a key. */
  readonly refFor: (key: string) => (element: HTMLElement | null) => void;
  /** A new phase id, never 0. */
  readonly nextPhase: () => number;
}

function view<T>(key: string, item: T, presence: Presence, env: PresenceEnvironment<T>): PresenceItem<T> {
  return { key, item, presence, ref: env.refFor(key) };
}

function settled<T>(key: string, item: T, env: PresenceEnvironment<T>): TrackedItem<T> {
  return { view: view(key, item, 'present', env), phase: 0 };
}

function withList<T>(
  previous: PresenceListState<T> | undefined,
  source: readonly T[],
  reducedMotion: boolean,
  tracked: readonly TrackedItem<T>[],
): PresenceListState<T> {
  const old = previous?.tracked;
  const same = old !== undefined && old.length === tracked.length && tracked.every((entry, i) => entry === old[i]);
  if (same) return { source, reducedMotion, tracked: old, list: previous!.list };
  return { source, reducedMotion, tracked, list: tracked.map((entry) => entry.view) };
}

/**
 * Derives the next state from the previous one (undefined on first mount: everything is present) and new items.
 * O(N) with Maps. New keys enter, missing keys exit and stay at their old position (after the nearest earlier
 * item that is still there), returning keys become present again. Under reduced motion nothing enters and
 * exiting items are dropped. Items with a duplicate key are skipped (the first one wins).
 */
export function derivePresence<T>(
  previous: PresenceListState<T> | undefined,
  items: readonly T[],
  env: PresenceEnvironment<T>,
): PresenceListState<T> {
  const { getKey, reducedMotion } = env;
  const nextByKey = new Map<string, T>();
  const ordered: [string, T][] = [];
  for (const item of items) {
    const key = getKey(item);
    if (nextByKey.has(key)) continue;
    nextByKey.set(key, item);
    ordered.push([key, item]);
  }

  const previousByKey = new Map<string, TrackedItem<T>>();
  // Items that left, grouped by the key of the item they follow (null: before every remaining item).
  const leavingAfter = new Map<string | null, TrackedItem<T>[]>();
  let anchor: string | null = null;
  for (const entry of previous?.tracked ?? []) {
    const key = entry.view.key;
    previousByKey.set(key, entry);
    if (nextByKey.has(key)) {
      anchor = key;
      continue;
    }
    if (reducedMotion) continue;
    const leaving =
      entry.view.presence === 'exiting'
        ? entry
        : { view: view(key, entry.view.item, 'exiting', env), phase: env.nextPhase() };
    const group = leavingAfter.get(anchor);
    if (group) group.push(leaving);
    else leavingAfter.set(anchor, [leaving]);
  }

  const tracked: TrackedItem<T>[] = [...(leavingAfter.get(null) ?? [])];
  for (const [key, item] of ordered) {
    const old = previousByKey.get(key);
    let next: TrackedItem<T>;
    if (!old) {
      next =
        previous === undefined || reducedMotion
          ? settled(key, item, env)
          : { view: view(key, item, 'entering', env), phase: env.nextPhase() };
    } else if (old.view.presence === 'exiting' || (old.view.presence === 'entering' && reducedMotion)) {
      next = settled(key, item, env);
    } else if (Object.is(old.view.item, item)) {
      next = old;
    } else {
      next = { view: { ...old.view, item }, phase: old.phase };
    }
    tracked.push(next);
    const group = leavingAfter.get(key);
    if (group) tracked.push(...group);
  }
  return withList(previous, items, reducedMotion, tracked);
}

/**
 * Applies finished animations: `finished` maps a key to the phase whose animations ended. An entering item
 * becomes present, an exiting item is dropped; a finish for an older phase (the item changed since) is ignored.
 */
export function finishPresence<T>(
  state: PresenceListState<T>,
  finished: ReadonlyMap<string, number>,
): PresenceListState<T> {
  let changed = false;
  const tracked: TrackedItem<T>[] = [];
  for (const entry of state.tracked) {
    const phase = finished.get(entry.view.key);
    if (phase === undefined || entry.phase === 0 || phase !== entry.phase) {
      tracked.push(entry);
      continue;
    }
    changed = true;
    if (entry.view.presence === 'entering') {
      tracked.push({ view: { ...entry.view, presence: 'present' }, phase: 0 });
    }
  }
  return changed ? withList(state, state.source, state.reducedMotion, tracked) : state;
}
