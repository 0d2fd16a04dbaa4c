// Keyboard reach of <PlanList>'s rows: a roving tabindex. The list has one tab stop, a row: the one the reader
// last moved to, else the current (in-progress) task, else the next, else the first. Up / Down / Home / End move
// between rows. Rows render `tabIndex={-1}` once and for all; the tab stop (`tabindex="0"`) is moved here, in the
// DOM, so a move touches the two rows whose tabindex changes and re-renders no row at all.
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';


/** The rows a reader can move between: the list's entries, not those on their way out. */
function rowsOf(list: HTMLElement): HTMLElement[] {
  // Every element child has a `dataset` (HTML, SVG and MathML alike): no type test needed.
  return (Array.from(list.children) as HTMLElement[]).filter((child) => child.dataset.slot === 'plan-entry' && child.dataset.presence !== 'exiting');
}

/**
 * Makes `row` the list's tab stop; the previous one (if another) goes back to -1. Two writes at most. It looks
 * at the list's children only: a selector query (`:scope > [tabindex="0"]`) walks every element inside the list,
 * and a sliced mount of 5,000 rows of dense markdown (5 million elements) ran it once per slice (issue 20).
 */
function setTabStop(list: HTMLElement, row: HTMLElement): void {
  for (const other of list.children as HTMLCollectionOf<HTMLElement>) {
    if (other.tabIndex === 0 && other !== row && other.dataset.slot === 'plan-entry') other.tabIndex = -1;
  }
  if (row.tabIndex !== 0) row.tabIndex = 0;
}

/**
 * The roving tabindex of the rows (see the file's comment), for `<PlanList>`'s list and a host's own list markup
 * (`usePlanListState`): rows are the list's direct children with `data-slot="plan-entry"` and `data-key`
 * (`usePlanEntryRow`'s `rowProps` give both). `focusKey` is the row that has the list's attention
 * (`selectFocusKey`); `rows` changing checks the tab stop again. A row's links stay in the page's tab order: Tab
 * from a focused row goes to its links (and on to the next rows' links), Shift+Tab back; arrow keys are for rows
 * only (a list, not a grid).
 */
export function useRovingRows(listRef: RefObject<HTMLElement | null>, focusKey: string | undefined, rows: unknown): void {
  // The row the reader moved to: it keeps the tab stop while it is in the list.
  const chosen = useRef<string | undefined>(undefined);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const candidates = rowsOf(list);
    if (candidates.length === 0) return;
    // A focused row is the tab stop already; the reader's choice stays; else the current task (or the next, or
    // the first row) takes it.
    const focused = candidates.find((row) => row === document.activeElement);
    const byKey = (key: string | undefined) => (key === undefined ? undefined : candidates.find((row) => row.dataset.key === key));
    const target = focused ?? byKey(chosen.current) ?? byKey(focusKey) ?? candidates[0]!;
    setTabStop(list, target);
  }, [listRef, focusKey, rows]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const from = event.target as HTMLElement;
      // Only from a row itself: a focused link inside a row keeps its keys.
      if (from.parentElement !== list || from.dataset.slot !== 'plan-entry') return;
      const candidates = rowsOf(list);
      const index = candidates.indexOf(from);
      const last = candidates.length - 1;
      const to =
        event.key === 'ArrowDown' ? Math.min(index + 1, last)
        : event.key === 'ArrowUp' ? Math.max(index - 1, 0)
        : event.key === 'Home' ? 0
        : event.key === 'End' ? last
        : undefined;
      if (to === undefined) return;
      // The list scrolls to the row by focus; arrow keys must not scroll it (or the page) as well.
      event.preventDefault();
      const row = candidates[to];
      if (!row || row === from) return;
      chosen.current = row.dataset.key;
      setTabStop(list, row);
      row.focus();
    };
    list.addEventListener('keydown', onKeyDown);
    return () => list.removeEventListener('keydown', onKeyDown);
  }, [listRef]);

}
