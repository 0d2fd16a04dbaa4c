import { Component } from 'react';
import type { RefObject } from 'react';
import { canAnimate, forgetListTimings, listTimings } from './cssTime';
import { shallowEqual } from '../../react/shallowEqual';

/** Layout positions of the list's rows (and the rows) by key, ignoring transforms and the list's scroll. */
type RowTops = Map<string, readonly [top: number, row: HTMLElement]>;

function measureRows(list: HTMLElement): RowTops {
  const tops: RowTops = new Map();
  for (let row = list.firstElementChild as HTMLElement | null; row !== null; row = row.nextElementSibling as HTMLElement | null) {
    const key = row.getAttribute('data-key');
    if (key !== null) tops.set(key, [row.offsetTop, row]);
  }
  return tops;
}

// Identifies our move animations so a newer move can replace an older one on the same row.
const MOVE_ANIMATION_ID = 'acp-plan-move';

/** Props of `<FlipMoves>`. */
export interface FlipMovesProps {
  /** The list whose `data-key` rows slide. */
  listRef: RefObject<HTMLElement | null>;
  /** The rows' keys in order; a commit that changes them (order, additions, removals) may move rows. */
  keys: readonly string[];
  /** Moves nothing while true; a change also drops the list's remembered theme timings (cssTime.ts). */
  reducedMotion: boolean;
}

/**
 * Slides rows to their new place when the keys change (FLIP with the Web Animations API): positions are read
 * right BEFORE the commit's DOM changes (`getSnapshotBeforeUpdate`, which has no hook equivalent) and right
 * after; each row that moved plays a transform from its old offset to none over `--acp-plan-duration` with
 * `--acp-plan-easing`.
 *
 * Reads no layout at mount, nor in a commit that keeps the keys (a status or wording change), nor under reduced
 * motion, nor where Web Animations do not exist; animates nothing when the duration is 0 (no stylesheet or
 * `prefers-reduced-motion`). A class only for `getSnapshotBeforeUpdate`; it renders nothing.
 */
export class FlipMoves extends Component<FlipMovesProps> {
  override getSnapshotBeforeUpdate(previous: FlipMovesProps): RowTops | null {
    const { listRef, keys, reducedMotion } = this.props;
    const list = listRef.current;
    if (reducedMotion || shallowEqual(previous.keys, keys) || !canAnimate(list)) return null;
    return measureRows(list);
  }

  override componentDidUpdate(previous: FlipMovesProps, _state: unknown, before: RowTops | null): void {
    const list = this.props.listRef.current;
    // The theme's timings are read once per list (cssTime.ts); the motion preference may change them.
    if (list && previous.reducedMotion !== this.props.reducedMotion) forgetListTimings(list);
    if (!before || !canAnimate(list)) return;
    const { move: duration, easing } = listTimings(list);
    if (duration === 0) return;
    // Every position is read before the first animation starts, so the reads cost one layout, not one per row.
    for (const [key, [to, row]] of measureRows(list)) {
      const from = before.get(key)?.[0];
      if (from === undefined || from === to) continue;
      for (const running of row.getAnimations?.() ?? []) if (running.id === MOVE_ANIMATION_ID) running.cancel();
      row.animate([{ transform: `translateY(${from - to}px)` }, { transform: 'none' }], { duration, easing, id: MOVE_ANIMATION_ID });
    }
  }

  override render(): null {
    return null;
  }
}
