import { Fragment, memo, startTransition, useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode, RefObject } from 'react';
import { sameEntryKeys } from '../../react/hooks';
import { planFocus } from '../../store/planFocus';
import type { PlanEntryState } from '../../store/types';
import { MAX_FORMATTED } from '../InlineMarkdown/parseInlineMarkdown';
import { closestSection } from '../shared/moveFocus';
import { keyOf, usePresenceList } from '../shared/usePresence';
import type { PresenceItem } from '../shared/usePresence';
import { deriveRowChunks } from './rowChunks';
import type { RowChunkState } from './rowChunks';
import { useDerivedState } from '../../react/useDerivedState';
import { useIsomorphicLayoutEffect } from '../../react/useIsomorphicLayoutEffect';
import { FlipMoves } from './rowMotion';
import { PlanEntryRow } from './PlanEntryRow';
import { selectFocusKey, usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';
import { StorePlanEntryRow } from './StorePlanEntryRow';
import { useKeepCurrentInView } from './useKeepCurrentInView';
import { useRovingRows } from './RovingRows';

/** Props of the `<ol>` part of `<PlanList>`. */
export interface PlanEntryListProps {
  /** The plan whose rows to render. */
  source: PlanListSource;
  /** The ids that name the list ("<title> steps"). */
  labelledBy: string;
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
function useScrollableMark(listRef: RefObject<HTMLElement | null>, rows: readonly Row[], complete: boolean): void {
  // In a commit that added, removed or moved rows, decide at once: the observer reports a frame later, and a
  // list that just started to overflow must not be unfocusable meanwhile (axe's scrollable-region-focusable).
  // Never at mount and never for a status-only commit, which keep the no-layout-read guarantee.
  const seenRows = useRef<readonly Row[] | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (seenRows.current !== undefined && seenRows.current !== rows) markScrollable(list);
    seenRows.current = rows;
    if (typeof ResizeObserver !== 'function') return;
    // Observed from the next frame (its first report comes after that frame's layout, as it would have): a mount
    // does not pay for the observer inside its commit.
    let observer: ResizeObserver | undefined;
    const frame = requestAnimationFrame(() => {
      observer = new ResizeObserver(() => markScrollable(list));
      observer.observe(list);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
    // `complete`: the last slice of a sliced mount is observed afresh too (it may overflow a list at its maximum).
  }, [listRef, rows, complete]);
}

/**
 * Rows a client mount commits at once, at most: more than a screenful of the list at its default maximum height,
 * and every row of a plan of the size agents really send. A longer plan (or one of long rows) mounts the rest in
 * slices, one transition commit each, so no single commit blocks the main thread for long and the first rows
 * show at once.
 */
export const FIRST_MOUNT_ROWS = 32;
/**
 * Estimated work one commit of a sliced mount may add, in about DOM nodes (see `rowWork`). A slice is sized by
 * its rows' content, not their number nor a timer (issue 20): 8,000 nodes are ~350 rows of 60 characters, or ~70
 * rows of 4,000 characters of dense inline markdown (at most `MAX_TEXT_NODES` each); 1,000 rows of short text took ~35 ms of commit in production
 * React on a quiet 2-core VM, so a slice stays near half of that. Not smaller: each slice also pays a render of
 * the list and a frame's layout of all its rows so far. A slice holds at least one row.
 */
export const ROW_WORK_PER_COMMIT = 8_000;
/** The nodes of a row whatever its text: the item, the status icon and its words, the text box, the priority badge. */
const ROW_NODES = 16;
/**
 * Characters of an entry's text per node it may render: dense inline markdown (`**b** \`c\` [l](u)`) renders a
 * node for every 5-6 characters, prose one per line of text; so this overcounts prose, never dense text by much.
 */
const CHARS_PER_ROW_NODE = 5;

/**
 * Nodes a row's text renders at most: a formatted span, its text and the text after it for each of the
 * `MAX_FORMATTED` spans a line may have (parseInlineMarkdown); the rest of a longer line is one text node. So a
 * slice may hold ~70 rows of 4,000 characters: their text is laid out only as they come into view in a long plan
 * (`content-visibility: auto` on `data-long`; the quiet bench measured 1-4 ms of style and layout per frame).
 */
const MAX_TEXT_NODES = 3 * MAX_FORMATTED;

/** Estimated nodes of one row (about what it renders; see `CHARS_PER_ROW_NODE` and `MAX_TEXT_NODES`). */
export function rowWork(entry: Pick<PlanEntryState, 'content'>): number {
  return ROW_NODES + Math.min(entry.content.length / CHARS_PER_ROW_NODE, MAX_TEXT_NODES);
}

/** The end of the slice of `rows` that starts at `from`: rows up to `budget` of work, at least one. */
export function sliceEnd(rows: readonly { readonly item: Pick<PlanEntryState, 'content'> }[], from: number, budget: number): number {
  let end = from;
  for (let work = 0; end < rows.length && (end === from || work + rowWork(rows[end]!.item) <= budget); end++) work += rowWork(rows[end]!.item);
  return end;
}

/**
 * From this many rows a plan is long: its rows out of view skip their contents (`content-visibility: auto`, in
 * the stylesheet on `data-long`). Below it the skipping saves nothing worth its cost (every row a containment
 * boundary; blank rows in full-page screenshots).
 */
export const LONG_PLAN_ROWS = 50;

const noSubscription = () => () => {};
/**
 * True while rendering on the server or hydrating: then every row is rendered at once, so `renderToString`
 * has the whole plan and hydration finds the markup it expects.
 */
function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/**
 * How many rows of `rows` to render: all of them on the server and after hydration; on a client mount the
 * first rows up to `FIRST_MOUNT_ROWS` and `ROW_WORK_PER_COMMIT`, then one slice of `ROW_WORK_PER_COMMIT` of
 * estimated work per commit, until every row is in (Infinity from then on: rows added later render at once).
 */
function useMountedRowLimit(rows: readonly Row[]): number {
  const whole = useServerOrHydrating();
  const [limit, setLimit] = useState(() => {
    const first = Math.min(FIRST_MOUNT_ROWS, sliceEnd(rows, 0, ROW_WORK_PER_COMMIT));
    return whole || first >= rows.length ? Infinity : first;
  });
  const next = limit < rows.length ? sliceEnd(rows, limit, ROW_WORK_PER_COMMIT) : Infinity;
  // A layout effect, not a passive one: development React counts the commits in a row each caused by an update set
  // in the last one's passive effects, and past 50 logs "Maximum update depth exceeded" (5,000 rows of long text
  // are 71 slices); in layout effects it counts only urgent updates, not transitions.
  useIsomorphicLayoutEffect(() => {
    if (next === Infinity) return;
    // A transition: a store update meanwhile (sync) goes first, and React yields between rows while rendering.
    // The slice that reaches the end makes the limit infinite, so rows added later render at once.
    startTransition(() => setLimit(next));
  }, [next]);
  return limit;
}

type Row = PresenceItem<PlanEntryState>;

const deriveChunks = (previous: RowChunkState<Row> | undefined, rows: readonly Row[]) => deriveRowChunks(previous, rows, keyOf);

const selectEntries = (data: PlanListData) => data.entries;

/**
 * The row that has the list's attention (the current task, else the next), for the scroll keeper and the roving
 * tab stop: one subscription for both. A component of its own, so a new current task re-renders it alone, not the
 * list. Renders nothing.
 */
function ListFocus({ source, listRef, rows, active }: { source: PlanListSource; listRef: RefObject<HTMLElement | null>; rows: readonly Row[]; active: boolean }): null {
  const focusKey = usePlanListSlice(source, selectFocusKey);
  useKeepCurrentInView(listRef, focusKey, active);
  useRovingRows(listRef, focusKey, rows);
  return null;
}

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
 * update does not grow with the length of the list. A long plan mounts in slices (`FIRST_MOUNT_ROWS`, then
 * `MOUNT_SLICE_ROWS` per transition commit); on the server and when hydrating every row renders at once.
 *
 * Data attributes: `data-slot="plan-list-items"`, `data-scrollable` while it overflows, `data-long` from
 * `LONG_PLAN_ROWS` rows; `data-slot="plan-list-empty"`
 * on the empty message.
 */
export function PlanEntryList({ source, labelledBy, reducedMotion, emptyText, expanded }: PlanEntryListProps) {
  const listRef = useRef<HTMLOListElement | null>(null);
  const { keyed } = source;
  // Store rows select their own entry by key, so the list follows the keys only: a status change leaves the
  // previous array in place and renders nothing here. Rows given entries take them from here.
  const entries = usePlanListSlice(source, selectEntries, keyed ? sameEntryKeys : undefined);
  const presence = usePresenceList(entries, keyOf, { reducedMotion, focusTarget: closestSection });
  const limit = useMountedRowLimit(presence);
  const complete = limit >= presence.length;
  const rows = useMemo(() => (complete ? presence : presence.slice(0, limit)), [presence, limit, complete]);
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
  // The rows grouped in sticky chunks (rowChunks.ts), derived from the last commit's chunks only when the rows
  // change, in this same render (no state set during render: issue 21).
  const rowChunks = useDerivedState(rows, deriveChunks);
  useScrollableMark(listRef, presence, complete);
  if (presence.length === 0) {
    return <p data-slot="plan-list-empty">{emptyText}</p>;
  }
  return (
    <>
      <ol ref={listRef} data-slot="plan-list-items" aria-labelledby={labelledBy} data-long={presence.length >= LONG_PLAN_ROWS ? '' : undefined}>
        {rowChunks.chunks.map((chunk) => (
          <RowChunkView key={chunk.id} items={chunk.items} renderRow={renderRow} />
        ))}
      </ol>
      <FlipMoves listRef={listRef} rows={presence} reducedMotion={reducedMotion} />
      {/* In the same commit as the <ol>, so the scroll keeper and the tab stop find the list element when they mount. */}
      <ListFocus source={source} listRef={listRef} rows={rows} active={expanded && complete} />
    </>
  );
}
