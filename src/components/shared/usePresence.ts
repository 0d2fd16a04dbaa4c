import { useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';
import type { Dispatch, SetStateAction } from 'react';
import { derivePresence, finishPresence } from './presenceState';
import type { PresenceEnvironment, PresenceItem, PresenceListState, TrackedItem } from './presenceState';

export type { Presence, PresenceItem } from './presenceState';

/** Options of `usePresenceList`. */
export interface PresenceListOptions {
  /** No entering phase, and removed items leave at once (pass `useReducedMotion(motion)`). */
  readonly reducedMotion: boolean;
}

type SetPresenceState<T> = Dispatch<SetStateAction<PresenceListState<T>>>;

// Layout effects are what let an item without animations leave before the browser paints it again;
// on the server there is no layout (and React 18 warns about useLayoutEffect there).

/** Animations that will end by themselves: an infinite one (a pulsing highlight) must not hold an exit forever. */
function finiteAnimations(element: HTMLElement | null): Animation[] {
  if (!element || typeof element.getAnimations !== 'function') return [];
  return element.getAnimations().filter((animation) => {
    const end = animation.effect?.getComputedTiming().endTime;
    return typeof end !== 'number' || Number.isFinite(end);
  });
}

interface PresenceRecord {
  readonly ref: (element: HTMLElement | null) => void;
  element: HTMLElement | null;
  /** The phase whose animations are being waited for. */
  watched: number;
}

/**
 * The mutable side of one `usePresenceList`: a stable ref callback and element per key, and the waits on
 * running animations. Render code only calls `refFor` (idempotent); everything else runs after commit.
 */
class PresenceRegistry<T> {
  private readonly records = new Map<string, PresenceRecord>();
  private lastPhase = 0;
  private pendingFinishes = new Map<string, number>();
  private flushQueued = false;
  private setState: SetPresenceState<T> | undefined;

  /** While connected (mounted), finished animations update the state; returns the disconnect function. */
  connect(setState: SetPresenceState<T>): () => void {
    this.setState = setState;
    return () => {
      this.setState = undefined;
    };
  }

  refFor = (key: string): PresenceRecord['ref'] => {
    let record = this.records.get(key);
    if (!record) {
      const created: PresenceRecord = {
        ref: (element) => {
          created.element = element;
        },
        element: null,
        watched: 0,
      };
      record = created;
      this.records.set(key, record);
    }
    return record.ref;
  };

  nextPhase = (): number => ++this.lastPhase;

  /** After a commit: start waiting on the animations of every item that just entered a phase, forget dropped keys. */
  sync(tracked: readonly TrackedItem<T>[]): void {
    const finishedNow = new Map<string, number>();
    for (const { view, phase } of tracked) {
      if (phase === 0) continue;
      const record = this.records.get(view.key);
      if (!record || record.watched === phase) continue;
      record.watched = phase;
      const animations = finiteAnimations(record.element);
      if (animations.length === 0) {
        finishedNow.set(view.key, phase);
        continue;
      }
      // allSettled: a cancelled animation (its CSS rule stopped matching) rejects `finished`, and still ends the wait.
      void Promise.allSettled(animations.map((animation) => animation.finished)).then(() =>
        this.finishLater(view.key, phase),
      );
    }
    if (this.records.size > tracked.length) {
      const live = new Set(tracked.map((entry) => entry.view.key));
      for (const key of this.records.keys()) if (!live.has(key)) this.records.delete(key);
    }
    if (finishedNow.size > 0) this.setState?.((state) => finishPresence(state, finishedNow));
  }

  /** Animations end one promise at a time; gather those of one microtask into one state update. */
  private finishLater(key: string, phase: number): void {
    if (!this.setState) return;
    this.pendingFinishes.set(key, phase);
    if (this.flushQueued) return;
    this.flushQueued = true;
    queueMicrotask(() => {
      this.flushQueued = false;
      const batch = this.pendingFinishes;
      this.pendingFinishes = new Map();
      if (batch.size > 0) this.setState?.((state) => finishPresence(state, batch));
    });
  }
}

/**
 * Enter/exit bookkeeping for a keyed list, so rows can animate in and out with CSS.
 *
 * Items present at first mount are `present`. Items added later are `entering` until the animations on their
 * element finish, then `present`. Removed items stay in the returned list at their previous position, `exiting`,
 * with their last value, until their animations finish; then they are dropped. A removed item that comes back
 * while exiting is `present` again. "Animations" are the element's own finite Web Animations (CSS animations and
 * transitions) right after `data-presence` is committed; with none (no stylesheet, `animation: none`, no
 * `getAnimations`, no element given to `ref`) the phase ends at once. Under `reducedMotion` nothing enters and
 * removed items are dropped in the same render.
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
  { reducedMotion }: PresenceListOptions,
): readonly PresenceItem<T>[] {
  const [registry] = useState(() => new PresenceRegistry<T>());
  const environment = (): PresenceEnvironment<T> => ({
    getKey,
    reducedMotion,
    refFor: registry.refFor,
    nextPhase: registry.nextPhase,
  });
  const [state, setState] = useState(() => derivePresence(undefined, items, environment()));
  if (state.source !== items || state.reducedMotion !== reducedMotion) {
    // React's "adjust state while rendering": it re-renders at once with the derived state, before children.
    // An updater (not a value) so that finishes queued at another priority are rebased correctly.
    setState((current) =>
      current.source === items && current.reducedMotion === reducedMotion
        ? current
        : derivePresence(current, items, environment()),
    );
  }

  // Declared first so it is connected before the first sync (layout effects run in order).
  useIsomorphicLayoutEffect(() => registry.connect(setState), [registry]);
  useIsomorphicLayoutEffect(() => {
    registry.sync(state.tracked);
  }, [registry, state.tracked]);

  return state.list;
}
