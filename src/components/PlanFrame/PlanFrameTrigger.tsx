import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { lineIcon } from '../shared/lineIcon';
import { openState, usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameTrigger>`: any attribute of a `<button>`. */
export type PlanFrameTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The button that collapses and expands the frame's content, with a chevron before its children. Named
 * "Hide <title> steps" / "Show <title> steps" from hidden words (distinct from the region "<title>", the list
 * "<title> steps" and the bar "<title> progress", and containing the visible title, WCAG 2.5.3).
 * `<PlanFrameTitle>` puts one around the title by itself; use it alone for another layout (a status bar).
 * The caller's `onClick` runs first; `event.preventDefault()` keeps the state.
 *
 * Data attributes: `data-slot="<prefix>-toggle"`, `data-part="trigger"`, `data-state="open" | "closed"`; the
 * chevron `data-slot="<prefix>-chevron"`. `ref` is the `<button>`.
 */
export const PlanFrameTrigger = forwardRef<HTMLButtonElement, PlanFrameTriggerProps>(function PlanFrameTrigger(
  { onClick, children, ...rest },
  ref,
) {
  const { slot, collapsed, setCollapsed, contentId, titleId, nameId, labels } = usePlanFrameContext('PlanFrameTrigger');
  return (
    <button
      ref={ref}
      type="button"
      data-slot={`${slot}-toggle`}
      data-part="trigger"
      data-state={openState(collapsed)}
      aria-expanded={!collapsed}
      aria-controls={contentId}
      aria-labelledby={`${nameId}-action ${titleId} ${nameId}-steps`}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setCollapsed(!collapsed);
      }}
      {...rest}
    >
      <svg {...lineIcon} data-slot={`${slot}-chevron`} data-part="chevron">
        <path d="M4 6l4 4 4-4" />
      </svg>
      {children}
      <span id={`${nameId}-action`} hidden>
        {collapsed ? labels.show : labels.hide}
      </span>
    </button>
  );
});
