import { useState } from 'react';
import { focusFirst, holdsFocus } from './moveFocus';
import { sameItems } from '../../react/shallowEqual';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';

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

/** `usePresenceList`'s `getKey` for items that carry their own key (plan entries, markdown blocks). */
export const keyOf = (item: { readonly key: string }): string => item.key;

/** Options of `usePresenceList`. */
export interface PresenceListOptions {
  /** No entering phase, and removed items leave at once (pass `useReducedMotion(motion)`). */
  readonly reducedMotion: boolean;
  /**
   * Where focus goes when it is inside an item that leaves (it becomes `inert`, or is removed at once): the
   * returned element, or the first focusable thing inside it. Read once, at mount. Without it the browser drops
   * focus to `<body>`.
   */
  readonly focusTarget?: (leaving: HTMLElement) => Element | null | undefined;
}

/**
 * How long past its animations' own end an item waits for them at most. `finished` settles only when frames
 * are drawn: in a page the browser throttles (one that opened a popup draws about one frame a second) or
 * stops drawing (an iframe hidden with `visibility: hidden`), an exit would otherwise last seconds, or forever.
 */
const FRAME_SLACK_MS = 50;

/** Everything `usePresenceList` keeps between renders. Immutable. */
interface PresenceListState<T> {
  /** The `items` array this state was derived from. */
  readonly source: readonly T[];
  readonly reducedMotion: boolean;
  /** The same array while nothing in it changed. */
  readonly list: readonly PresenceItem<T>[];
}

/**
 * The next state from the previous one (undefined on first mount: everything is present) and new items. O(N)
 * with Maps. New keys enter, missing keys exit and stay at their old position (after the nearest earlier item
 * that is still there), returning keys become present again. Under reduced motion nothing enters and exiting
 * items are dropped. Items with a duplicate key are skipped (the first one wins).
 */
function derivePresence<T>(
  previous: PresenceListState<T> | undefined,
  items: readonly T[],
  getKey: (item: T) => string,
  reducedMotion: boolean,
  refFor: (key: string) => PresenceItem<T>['ref'],
): PresenceListState<T> {
  const next = new Map<string, T>();
  for (const item of items) {
    const key = getKey(item);
    if (!next.has(key)) next.set(key, item);
  }
  const old = new Map<string, PresenceItem<T>>();
  // Items that left, grouped by the key of the item they follow (undefined: before every remaining item).
  const leavingAfter = new Map<string | undefined, PresenceItem<T>[]>();
  let anchor: string | undefined;
  for (const view of previous?.list ?? []) {
    old.set(view.key, view);
    if (next.has(view.key)) anchor = view.key;
    else if (!reducedMotion) {
      const leaving: PresenceItem<T> = view.presence === 'exiting' ? view : { ...view, presence: 'exiting' };
      const group = leavingAfter.get(anchor);
      if (group) group.push(leaving);
      else leavingAfter.set(anchor, [leaving]);
    }
  }
  const list = [...(leavingAfter.get(undefined) ?? [])];
  for (const [key, item] of next) {
    const view = old.get(key);
    // A view that keeps its phase: present, or entering while motion is allowed.
    const kept = view && view.presence !== 'exiting' && !(reducedMotion && view.presence === 'entering');
    list.push(
      kept
        ? Object.is(view.item, item)
          ? view
          : { ...view, item }
        : { key, item, presence: view || !previous || reducedMotion ? 'present' : 'entering', ref: refFor(key) },
    );
    list.push(...(leavingAfter.get(key) ?? []));
  }
  // Nothing changed (a new-but-equal input): the same list, so memoised consumers skip their work.
  const oldList = previous?.list;
  return { source: items, reducedMotion, list: oldList && sameItems(oldList, list) ? oldList : list };
}

/**
 * Applies finished animations: each finished view that is still in the list (not replaced since) ends its
 * phase: an entering item becomes present, an exiting item is dropped.
 */
function finishPresence<T>(state: PresenceListState<T>, finished: Pick<ReadonlySet<PresenceItem<T>>, 'has'>): PresenceListState<T> {
  if (!state.list.some((view) => finished.has(view))) return state;
  const list = state.list.flatMap((view): PresenceItem<T>[] =>
    !finished.has(view) ? [view] : view.presence === 'entering' ? [{ ...view, presence: 'present' }] : [],
  );
  return { ...state, list };
}

/**
 * The mutable side of one `usePresenceList`: the state of the last commit, a stable ref callback and element per
 * key, and the waits on running animations. Render code only calls `derive` (a memo of a pure derivation from
 * the committed state) and `refFor` (idempotent); `sync` runs after commit. No state is set during render
 * (issue 21): a new `items` is derived in the render that brings it, without a second pass.
 * A wait belongs to one view object: a view replaced since (the item came back, or changed while entering)
 * is not finished by it, and the new view is waited on by itself. A wait that ends after unmount updates
 * nothing (React ignores updates of an unmounted component); waits that end together are one render, as
 * React batches the updates.
 */
function createPresenceRegistry<T>(focusTarget: PresenceListOptions['focusTarget']) {
  // The state of the last commit with the finishes since applied, and the last derivation (reset to it).
  let committed: PresenceListState<T> | undefined;
  let last: PresenceListState<T> | undefined;
  let synced: readonly PresenceItem<T>[] | undefined;
  // Views whose phase ended: a commit of a render derived before they ended must not bring them back.
  const finished = new WeakSet<PresenceItem<T>>();
  const refs = new Map<string, PresenceItem<T>['ref']>();
  const elements = new Map<string, HTMLElement | null>();
  const watched = new WeakSet<PresenceItem<T>>();
  // The elements this list made inert, read here instead of the DOM: every commit that changes the list visits every
  // view, and an attribute read per row was ~350 ms of a 1 MB task list's mount (hundreds of commits, issue 20).
  // So the list no longer undoes what a host does to the attribute: an `inert` the host sets on a present row stays,
  // and one the host takes off an exiting row is not put back.
  const inert = new WeakSet<HTMLElement>();
  // The exits' fallback timers, and whether the list is mounted: a phase that ends after unmount touches no state
  // (its timer is cleared; an animation settling late is ignored), or a test's torn-down DOM meets a React update.
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let live = true;
  // Before an element goes inert or away with focus inside: move focus where the list's owner says.
  const keepFocus = (element: HTMLElement) => {
    if (focusTarget && holdsFocus(element)) focusFirst(focusTarget(element));
  };
  const refFor = (key: string): PresenceItem<T>['ref'] => {
    let ref = refs.get(key);
    if (!ref) {
      ref = (element) => {
        // Called with null while the old element is still in the document (React detaches refs first): an
        // item dropped without an exit (reduced motion) hands focus on here.
        const old = elements.get(key);
        if (!element && old) keepFocus(old);
        elements.set(key, element);
      };
      refs.set(key, ref);
    }
    return ref;
  };

  return {
    /** The state for `items`: derived again only for new items, a new motion setting, or a commit or finish since. */
    derive(items: readonly T[], getKey: (item: T) => string, reducedMotion: boolean): PresenceListState<T> {
      if (last?.source !== items || last.reducedMotion !== reducedMotion) last = derivePresence(committed, items, getKey, reducedMotion, refFor);
      return last;
    },
    /**
     * After a commit: make exiting elements inert (and returning ones not), wait on the animations of every
     * view that just began a phase, forget dropped keys; `rerender` when a phase ended.
     */
    sync(state: PresenceListState<T>, rerender: () => void): void {
      const finish = (views: ReadonlySet<PresenceItem<T>>) => {
        for (const view of views) finished.add(view);
        const next = finishPresence(committed!, finished);
        if (next === committed) return;
        committed = last = next;
        rerender();
      };
      // A render derived before a phase ended may be the one committed: it renders again without them.
      committed = last = state;
      finish(new Set());
      const { list } = state;
      // New items that left the list as it was (equal input): nothing to wait on or mark.
      if (list === synced) return;
      synced = list;
      const done = new Set<PresenceItem<T>>();
      for (const view of list) {
        const element = elements.get(view.key);
        const exiting = view.presence === 'exiting';
        // A leaving item is out of the tab order, the accessibility tree and find-in-page at once, whether or not
        // its animation runs. An attribute, not the `inert` property: React 18 knows neither, jsdom only this.
        if (element && inert.has(element) !== exiting) {
          if (exiting) {
            keepFocus(element);
            inert.add(element);
          } else inert.delete(element);
          element.toggleAttribute('inert', exiting);
        }
        if (view.presence === 'present' || watched.has(view)) continue;
        watched.add(view);
        // Only while the browser draws the element: not in a hidden document (a background tab), not under a
        // `display: none`, `content-visibility: hidden` (a closed `<details>`) or skipped `content-visibility: auto`
        // ancestor (an offscreen chat message); elsewhere animations do not run, so nothing is worth waiting for.
        // Only animations that end by themselves at a known time: an infinite one (a pulsing highlight) must not hold
        // an exit forever, and one without an effect (made in script) has no end to wait for (a timer of NaN ms).
        const drawn = element && element.ownerDocument.visibilityState !== 'hidden' && element.checkVisibility?.({ contentVisibilityAuto: true }) !== false;
        const animations = (drawn ? (element.getAnimations?.() ?? []) : []).filter((animation) =>
          Number.isFinite(animation.effect?.getComputedTiming().endTime),
        );
        if (animations.length === 0) {
          done.add(view);
          continue;
        }
        // Whichever comes first: the animations settle (allSettled: a cancelled one rejects `finished`, and still
        // ends the wait), or their time is up although no frame was drawn. Ending twice changes nothing.
        // Milliseconds until the last one ends, from now.
        const left = animations.map((animation) => Number(animation.effect?.getComputedTiming().endTime) - Number(animation.currentTime));
        const end = () => {
          clearTimeout(timer);
          timers.delete(timer);
          if (live) finish(new Set([view]));
        };
        const timer = setTimeout(end, Math.max(...left) + FRAME_SLACK_MS);
        timers.add(timer);
        void Promise.allSettled(animations.map((animation) => animation.finished)).then(end);
      }
      if (refs.size > list.length) {
        const live = new Set(list.map((view) => view.key));
        for (const key of refs.keys()) {
          if (!live.has(key)) {
            refs.delete(key);
            elements.delete(key);
          }
        }
      }
      if (done.size > 0) finish(done);
    },
    /** The list's component mounted (again, under StrictMode) or unmounted: pending exits then end nothing. */
    setLive(mounted: boolean): void {
      live = mounted;
      if (mounted) return;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * Enter/exit bookkeeping for a keyed list, so rows can animate in and out with CSS.
 *
 * Items present at first mount are `present`. Items added later are `entering` until the animations on their
 * element finish, then `present`. Removed items stay in the returned list at their previous position, `exiting`,
 * with their last value and their element `inert`, until their animations finish; then they are dropped. A removed
 * item that comes back while exiting is `present` again. "Animations" are the element's own finite Web Animations
 * (CSS animations and transitions) right after `data-presence` is committed; with none (no stylesheet,
 * `animation: none`, no `getAnimations`, no element given to `ref`), or when the browser is not drawing the
 * element (hidden document or ancestor), the phase ends at once, before the browser paints. A phase never
 * outlasts its animations' time by more than a few frames' worth, even if no frame is drawn. Under
 * `reducedMotion` nothing enters and removed items are dropped in the same render. Focus inside a leaving item
 * moves to `focusTarget`.
 *
 * Render each item with `key={p.key}`, `ref={p.ref}` and
 * `data-presence={p.presence === 'present' ? undefined : p.presence}`. The list and each unchanged item keep
 * their identity between renders; a render with the same `items` array does no work. Duplicate keys are skipped.
 * In a memoised row component that takes the item as a prop, destructure it (`const { ref, item, presence } = p`):
 * the React Compiler lint reads `ref={p.ref}` as "p is a ref" and then flags every other `p.x` read in render.
 */
export function usePresenceList<T>(
  items: readonly T[],
  getKey: (item: T) => string,
  { reducedMotion, focusTarget }: PresenceListOptions,
): readonly PresenceItem<T>[] {
  const [registry] = useState(() => createPresenceRegistry<T>(focusTarget));
  // Only ever set after a commit (a phase ended): it renders the list again from the registry's committed state.
  const [, setVersion] = useState(0);
  const state = registry.derive(items, getKey, reducedMotion);
  // A layout effect lets an item without animations leave before the browser paints it again.
  useIsomorphicLayoutEffect(() => registry.sync(state, () => setVersion((version) => version + 1)), [registry, state]);
  useIsomorphicLayoutEffect(() => {
    registry.setLive(true);
    return () => registry.setLive(false);
  }, [registry]);
  return state.list;
}
