// The Web Animations of <PlanList>'s rows: sliding to a new place (FLIP) and the status-change flash. Both are
// timed by the theme's custom properties, read with getComputedStyle only where an animation is about to start:
// after the layout reads of a FLIP (style is then clean, so the read is free) and in the flash's animation frame
// before any flash starts. Never in a commit that only changes a status, never under reduced motion.
import { Component, useCallback, useRef } from 'react';
import type { RefObject } from 'react';
import type { PlanEntryState } from '../../store/types';
import { sameEntryKeys } from '../../react/hooks';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';

/** A theme value of `element` (a CSS custom property), trimmed. */
function themeValue(element: Element, property: string): string {
  return getComputedStyle(element).getPropertyValue(property).trim();
}

/** A theme time (`200ms`, `0.2s`) in milliseconds; 0 when unset (no stylesheet), unparsable or negative. */
function themeTime(element: Element, property: string): number {
  const raw = themeValue(element, property);
  const time = Number.parseFloat(raw) * (raw.endsWith('ms') ? 1 : raw.endsWith('s') ? 1000 : Number.NaN);
  return time > 0 && time < Infinity ? time : 0;
}

/** Whether the element can run Web Animations (jsdom and very old webviews cannot). */
function canAnimate(element: Element | null): element is HTMLElement {
  return typeof (element as HTMLElement | null)?.animate === 'function';
}

/** Layout positions of the list's rows (and the rows) by key, ignoring transforms and the list's scroll. */
type RowTops = Map<string, readonly [top: number, row: HTMLElement]>;

function measureRows(list: HTMLElement): RowTops {
  const tops: RowTops = new Map();
  for (const row of list.children as HTMLCollectionOf<HTMLElement>) {
    const key = row.dataset.key;
    if (key !== undefined) tops.set(key, [row.offsetTop, row]);
  }
  return tops;
}

/** Props of `<FlipMoves>`. */
export interface FlipMovesProps {
  /** The list whose `data-key` rows slide. */
  listRef: RefObject<HTMLElement | null>;
  /** The rows in order; a commit that changes their keys (order, additions, removals) may move rows. */
  rows: readonly { readonly key: string }[];
  /** Moves nothing while true. */
  reducedMotion: boolean;
}

/**
 * Slides rows to their new place when the rows' keys change (FLIP with the Web Animations API): positions are read
 * right BEFORE the commit's DOM changes (`getSnapshotBeforeUpdate`, which has no hook equivalent) and right
 * after; each row that moved plays a transform from its old offset to none over `--acp-plan-duration` with
 * `--acp-plan-easing`, as the animation `acp-plan-move`. A newer move of a row needs no cancelling of an older
 * one: started later with the same duration, it overrides the older one until both end.
 *
 * Reads no layout at mount, nor in a commit that keeps the keys (a status or wording change), nor under reduced
 * motion, nor where Web Animations do not exist; animates nothing when the duration is 0 (no stylesheet or
 * `prefers-reduced-motion`). A class only for `getSnapshotBeforeUpdate`; it renders nothing.
 */
export class FlipMoves extends Component<FlipMovesProps> {
  override getSnapshotBeforeUpdate(previous: FlipMovesProps): RowTops | null {
    const { listRef, rows, reducedMotion } = this.props;
    const list = listRef.current;
    return reducedMotion || sameEntryKeys(previous.rows, rows) || !canAnimate(list) ? null : measureRows(list);
  }

  override componentDidUpdate(_previous: FlipMovesProps, _state: unknown, before: RowTops | null): void {
    const list = this.props.listRef.current;
    if (!before || !list) return;
    // Every position is read before the first animation starts, so the reads cost one layout, not one per row.
    const after = measureRows(list);
    const duration = themeTime(list, '--acp-plan-duration');
    const easing = themeValue(list, '--acp-plan-easing') || 'ease-out';
    for (const [key, [to, row]] of after) {
      const from = before.get(key)?.[0];
      if (duration > 0 && from !== undefined && from !== to) {
        row.animate([{ transform: `translateY(${from - to}px)` }, { transform: 'none' }], { duration, easing, id: 'acp-plan-move' });
      }
    }
  }

  override render(): null {
    return null;
  }
}

/**
 * More rows than this changing status in one frame (a backlog replayed, a reconnect) flash none: a storm of
 * highlights tells the reader nothing, and each one costs a style update.
 */
const MAX_FLASHES_PER_FRAME = 8;

// Rows whose flash starts in the next animation frame. Starting a Web Animation on a pseudo-element updates
// style on the spot (measured: most of a status change's commit time while earlier flashes still run); in the
// frame, the browser updates style anyway.
const queued = new Set<HTMLElement>();

function startQueuedFlashes(): void {
  const rows = queued.size > MAX_FLASHES_PER_FRAME ? [] : [...queued].filter((row) => row.isConnected);
  queued.clear();
  // Every duration is read before the first flash starts: one style update for the frame, not one per row.
  const durations = rows.map((row) => themeTime(row.parentElement ?? row, '--acp-plan-flash-duration'));
  rows.forEach((row, i) => {
    if (durations[i]) row.animate([{ opacity: 1 }, { opacity: 0 }], { duration: durations[i], easing: 'ease-out', pseudoElement: '::after' });
  });
}

/**
 * Briefly marks a row whose status just changed: fades the row's `::after` overlay (coloured by the theme's
 * `--acp-plan-flash-bg`) from visible to transparent over `--acp-plan-flash-duration`, starting in the next
 * animation frame (never inside the commit). When more than `MAX_FLASHES_PER_FRAME` rows change status in one
 * frame, none flashes.
 *
 * Keyed on the entry OBJECT: the store keeps an unchanged entry's object, so an identical repeated snapshot
 * never flashes; the first render never flashes; reduced motion and a missing stylesheet never flash.
 * Returns the row's ref callback: it keeps the element and hands it on to `onElement` (the presence ref).
 */
export function useStatusFlash(
  entry: PlanEntryState | undefined,
  reducedMotion: boolean,
  onElement: (element: HTMLElement | null) => void,
): (element: HTMLElement | null) => void {
  const elementRef = useRef<HTMLElement | null>(null);
  const seen = useRef(entry);
  useIsomorphicLayoutEffect(() => {
    if (seen.current === entry) return;
    seen.current = entry;
    const element = elementRef.current;
    if (reducedMotion || entry?.change !== 'status' || !canAnimate(element)) return;
    // The first row of a frame asks for the frame (wherever Web Animations run, animation frames do).
    if (queued.size === 0) requestAnimationFrame(startQueuedFlashes);
    queued.add(element);
  }, [entry, reducedMotion]);
  return useCallback(
    (element: HTMLElement | null) => {
      elementRef.current = element;
      onElement(element);
    },
    [onElement],
  );
}
