import { useMemo, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import type { PresenceItem } from '../shared/presenceState';
import { useFlipMoves } from './useFlipMoves';
import { useIsomorphicLayoutEffect } from '../shared/useIsomorphicLayoutEffect';

/** Props of the `<ol>` part of `<PlanList>`, shared by the store-bound and the plain-data list. */
export interface PlanEntryListProps<T> {
  /** The rows to render, exiting ones included (from `usePresenceList`). */
  presence: readonly PresenceItem<T>[];
  /** Renders one row; must return a keyed element (`key={item.key}`). */
  renderRow: (item: PresenceItem<T>) => ReactNode;
  listRef: RefObject<HTMLOListElement | null>;
  titleId: string;
  reducedMotion: boolean;
  /** Shown instead of the list when there are no rows at all. */
  emptyText: string;
  /** Rendered after the `<ol>`, in the same commit (the keep-current-in-view tracker). */
  children?: ReactNode;
}

/** Whether the list overflows its bounded height, kept up to date as rows come and go or the list resizes. */
function useIsScrollable(listRef: RefObject<HTMLElement | null>, keys: readonly string[]): boolean {
  const [scrollable, setScrollable] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const check = () => setScrollable(list.scrollHeight > list.clientHeight + 1);
    check();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(check);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, keys]);
  return scrollable;
}

/**
 * The ordered list of rows: animates moves (FLIP), is the scroll container of a long plan
 * (`--acp-plan-list-max-height`) and becomes keyboard-focusable while it overflows, so keyboard users can scroll it.
 *
 * Data attributes: `data-slot="plan-list-items"`, `data-scrollable` while it overflows; `data-slot="plan-list-empty"`
 * on the empty message.
 */
export function PlanEntryList<T>({ presence, renderRow, listRef, titleId, reducedMotion, emptyText, children }: PlanEntryListProps<T>) {
  const keys = useMemo(() => presence.map((item) => item.key), [presence]);
  useFlipMoves(listRef, keys, reducedMotion);
  const scrollable = useIsScrollable(listRef, keys);
  if (presence.length === 0) {
    return <p data-slot="plan-list-empty">{emptyText}</p>;
  }
  return (
    <>
      <ol
        ref={listRef}
        data-slot="plan-list-items"
        aria-labelledby={titleId}
        tabIndex={scrollable ? 0 : undefined}
        data-scrollable={scrollable ? '' : undefined}
      >
        {presence.map(renderRow)}
      </ol>
      {children}
    </>
  );
}
