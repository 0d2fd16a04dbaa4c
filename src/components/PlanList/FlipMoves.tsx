import { Component } from 'react';
import type { RefObject } from 'react';
import { canAnimate, readScopedCssTime, readScopedCssValue } from './cssTime';
import { shallowEqual } from '../../react/shallowEqual';

/** Layout positions of the list's rows by key, ignoring transforms and the list's scroll. */
type RowTops = Map<string, number>;

function measureRows(list: HTMLElement): RowTops {
  const tops: RowTops = new Map();
  for (let row = list.firstElementChild; row !== null; row = row.nextElementSibling) {
    const key = row.getAttribute('data-key');
    if (key !== null) tops.set(key, (row as HTMLElement).offsetTop);
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

  override componentDidUpdate(_previous: FlipMovesProps, _state: unknown, before: RowTops | null): void {
    const list = this.props.listRef.current;
    if (!before || !canAnimate(list)) return;
    const duration = readScopedCssTime(list, list, '--acp-plan-duration');
    if (duration === 0) return;
    const easing = readScopedCssValue(list, list, '--acp-plan-easing') || 'ease-out';
    const after = measureRows(list);
    for (let child = list.firstElementChild; child !== null; child = child.nextElementSibling) {
      const row = child as HTMLElement;
      const key = row.getAttribute('data-key');
      const from = key === null ? undefined : before.get(key);
      const to = key === null ? undefined : after.get(key);
      if (from === undefined || to === undefined || from === to || !canAnimate(row)) continue;
      for (const running of row.getAnimations?.() ?? []) if (running.id === MOVE_ANIMATION_ID) running.cancel();
      const animation = row.animate([{ transform: `translateY(${from - to}px)` }, { transform: 'none' }], { duration, easing });
      animation.id = MOVE_ANIMATION_ID;
    }
  }

  override render(): null {
    return null;
  }
}
