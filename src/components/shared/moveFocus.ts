// Where focus goes when what holds it disappears: a removed row, a dismissed plan, a "Try again" button that
// re-renders the plan. Without this the browser drops focus to <body>, and a keyboard or screen-reader user
// starts again from the top of the page.

/** What can take focus here: controls, links, and elements given a tabindex (a plan's `tabIndex={-1}` section). */
const FOCUSABLE = 'button:not([disabled]),[href],input:not([disabled]),select,textarea,[tabindex]';

/** Focuses `root` when it can take focus, else the first thing inside it that can, without scrolling the page. */
export function focusFirst(root: Element | null | undefined): void {
  const target = root?.matches(FOCUSABLE) ? root : root?.querySelector(FOCUSABLE);
  (target as HTMLElement | null | undefined)?.focus({ preventScroll: true });
}

/** `usePresenceList`'s `focusTarget` for a row or block: its plan's section (the title button of a list). */
export const closestSection = (element: Element): Element | null => element.closest('section');

/** Whether focus is inside `element` (or on it). */
export function holdsFocus(element: Element): boolean {
  return element.contains(element.ownerDocument.activeElement);
}
