import { Fragment, memo, useCallback, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { sameEntryKeys } from '../../react/hooks';
import { planFocus } from '../../store/planFocus';
import type { PlanEntryState } from '../../store/types';
import { closestSection } from '../shared/moveFocus';
import { keyOf, usePresenceList } from '../shared/usePresence';
import type { PresenceItem } from '../shared/usePresence';
import { deriveRowChunks } from './rowChunks';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';
import { FlipMoves } from './rowMotion';
import { PlanEntryRow } from './PlanEntryRow';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';
import { StorePlanEntryRow } from './StorePlanEntryRow';
import { KeepCurrentInView } from './useKeepCurrentInView';

/** Props of the `<ol>` part of `<PlanList>`. */
export interface PlanEntryListProps {
  /** The plan whose rows to render. */
  source: PlanListSource;
  titleId: string;
  reducedMotion: boolean;
  /** Shown instead of the list when there are no rows at all. */
  emptyText: string;
  /** The list is shown: only then does it keep the current task scrolled into view. */
  expanded: boolean;
}

/** Marks the list scrollable (focusable, so keyboard users can scroll it) or not. */
function markScrollable(list: HTMLElement): void {
  const scrollable = list.scrollHeight > list.clientHeight + 1;
  if (scrollable === list.hasAttribute('data-scrollable')) return;
  list.toggleAttribute('data-scrollable', scrollable);
  if (scrollable) list.tabIndex = 0;
  else list.removeAttribute('tabindex');
}

/**
 * Keeps `data-scrollable` and `tabindex="0"` on the list while it overflows its bounded height. Never reads
 * layout in a commit (that would force a layout of every row before the browser's own): a ResizeObserver
 * reports after layout, when the read is cheap. It observes afresh when the rows change, because rows can
 * overflow a list already at its maximum height without resizing it, and a new observation always reports once.
 * Written to the DOM directly, not through state: a flag that follows layout would otherwise cost a second
 * commit after the one that changed the rows.
 */
function useScrollableMark(listRef: RefObject<HTMLElement | null>, rows: readonly Row[]): void {
  // In a commit that added, removed or moved rows, decide at once: the observer reports a frame later, and a
  // list that just started to overflow must not be unfocusable meanwhile (axe's scrollable-region-focusable).
  // Never at mount and never for a status-only commit, which keep the no-layout-read guarantee.
  const mounted = useRef(false);
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (mounted.current) markScrollable(list);
    mounted.current = true;
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => markScrollable(list));
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, rows]);
}

type Row = PresenceItem<PlanEntryState>;

const selectEntries = (data: PlanListData) => data.entries;

interface RowChunkViewProps {
  items: readonly Row[];
  renderRow: (item: Row) => ReactNode;
}

/** One chunk's rows, rendered straight into the list (no element of its own); skipped while its rows are the same. */
const RowChunkView = memo(function RowChunkView({ items, renderRow }: RowChunkViewProps) {
  // A KEYED fragment, so it stays a fiber of its own: when another chunk's row updates, React completes this
  // chunk by looking at its direct children only, and that is then one fragment, not its 64 rows.
  return <Fragment key="rows">{items.map(renderRow)}</Fragment>;
});

/**
 * The ordered list of rows: animates moves (FLIP), is the scroll container of a long plan
 * (`--acp-plan-list-max-height`) and becomes keyboard-focusable while it overflows, so keyboard users can scroll it.
 * Rows are rendered in sticky chunks (rowChunks.ts), invisible in the DOM, so that React's work for one row's
 * update does not grow with the length of the list.
 *
 * Data attributes: `data-slot="plan-list-items"`, `data-scrollable` while it overflows; `data-slot="plan-list-empty"`
 * on the empty message.
 */
export function PlanEntryList({ source, titleId, reducedMotion, emptyText, expanded }: PlanEntryListProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const { keyed } = source;
  // Store rows select their own entry by key, so the list follows the keys only: a status change leaves the
  // previous array in place and renders nothing here. Rows given entries take them from here.
  const entries = usePlanListSlice(source, selectEntries, keyed ? sameEntryKeys : undefined);
  const presence = usePresenceList(entries, keyOf, { reducedMotion, focusTarget: closestSection });
  const nextKey = keyed ? undefined : planFocus(entries).nextKey;
  const renderRow = useCallback(
    ({ key, item, presence: state, ref }: Row) =>
      keyed ? (
        <StorePlanEntryRow key={key} entryKey={key} presence={state} presenceRef={ref} />
      ) : (
        <PlanEntryRow key={key} entry={item} isNext={key === nextKey} presence={state} presenceRef={ref} />
      ),
    [keyed, nextKey],
  );
  // The rows grouped in sticky chunks (rowChunks.ts), derived again only when the rows change: React's "adjust
  // state while rendering", so the chunks follow the rows before any chunk renders.
  const [chunkState, setChunkState] = useState(() => deriveRowChunks(undefined, presence, keyOf));
  let rowChunks = chunkState;
  if (chunkState.source !== presence) {
    rowChunks = deriveRowChunks(chunkState, presence, keyOf);
    setChunkState(rowChunks);
  }
  useScrollableMark(listRef, presence);
  if (presence.length === 0) {
    return <p data-slot="plan-list-empty">{emptyText}</p>;
  }
  return (
    <>
      <ol ref={listRef} data-slot="plan-list-items" aria-labelledby={titleId}>
        {rowChunks.chunks.map((chunk) => (
          <RowChunkView key={chunk.id} items={chunk.items} renderRow={renderRow} />
        ))}
      </ol>
      <FlipMoves listRef={listRef} rows={presence} reducedMotion={reducedMotion} />
      {/* In the same commit as the <ol>, so the scroll keeper finds the list element when it mounts. */}
      <KeepCurrentInView source={source} listRef={listRef} active={expanded} />
    </>
  );
}
