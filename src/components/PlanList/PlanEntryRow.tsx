import { memo, useCallback, useRef } from 'react';
import type { Presence } from '../shared/usePresence';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { usePlanEntryExtras } from '../shared/planEntryExtras';
import { InlineMarkdown } from '../InlineMarkdown';
import type { PlanEntryState } from '../../store/types';
import { priorityName, statusName } from './labels';
import type { PlanListLabels } from './labels';
import { usePlanListRowSettings } from './planListContext';
import { PlanStatusIcon, statusIconKind } from './PlanStatusIcon';
import { useStatusFlash } from './rowMotion';

/** Props of one row of `<PlanList>`. */
export interface PlanEntryRowProps {
  /** The entry to show. A new object means a change; the same object renders nothing new. */
  entry: PlanEntryState;
  /** True on the first pending entry when none is in progress (an exiting row is never marked). */
  isNext: boolean;
  /** Enter / exit state from `usePresenceList`. */
  presence: Presence;
  /** The presence ref of this key (stable per key). */
  presenceRef: (element: HTMLElement | null) => void;
}

/**
 * The priority badge: its name shown, "<name> priority" said. Memoised: a status change does not render it.
 * The stylesheet cuts a long name with an ellipsis; the tooltip and the spoken text keep all of it, and `dir="auto"`
 * isolates it from the row around it.
 */
const PriorityBadge = memo(function PriorityBadge({ priority, labels }: { priority: string; labels: PlanListLabels }) {
  const priorityText = priorityName(labels, priority);
  return (
    <span data-slot="plan-entry-priority" data-priority={priority} title={priorityText} dir="auto">
      <span aria-hidden="true">{priorityText}</span>
      <VisuallyHidden>{`, ${labels.priority(priorityText)}`}</VisuallyHidden>
    </span>
  );
});

/**
 * One task: status icon, status in words, the content as inline markdown, a "Next" marker, a priority badge.
 * Memoised on its props: a row re-renders only when its own entry object (or its `next` / presence state) changes.
 *
 * Data attributes on the `<li>`: `data-slot="plan-entry"`, `data-key` (the store's stable key), `data-status` (the raw status: `cancelled`, a custom `_x`),
 * `data-priority`, `data-current` + `aria-current="step"` when in progress, `data-next`,
 * `data-presence="entering" | "exiting"` while animating. `tabindex="-1"`, and `0` on the list's one tab stop.
 */
export const PlanEntryRow = memo(function PlanEntryRow({ entry, isNext: nextTask, presence, presenceRef }: PlanEntryRowProps) {
  const isNext = nextTask && presence !== 'exiting';
  const { labels, hidePriority, urlTransform, onLinkClick, reducedMotion, isDone, stale } = usePlanListRowSettings();
  const extras = usePlanEntryExtras();
  const elementRef = useRef<HTMLLIElement | null>(null);
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      elementRef.current = element;
      presenceRef(element);
    },
    [presenceRef],
  );
  useStatusFlash(elementRef, entry, reducedMotion);

  const { status, priority } = entry;
  // A turn that ended with the plan unfinished left no step under way (issue 16).
  const current = status === 'in_progress' && !stale;
  const known = statusIconKind(status) !== 'unknown';
  const statusText = statusName(labels, status);
  return (
    <li
      ref={ref}
      data-slot="plan-entry"
      data-key={entry.key}
      data-status={status}
      data-priority={priority}
      data-current={current ? '' : undefined}
      aria-current={current ? 'step' : undefined}
      data-next={isNext ? '' : undefined}
      data-presence={presence === 'present' ? undefined : presence}
      // Reachable by arrow keys inside the list (RovingRows moves the one tab stop, in the DOM: no re-render).
      tabIndex={-1}
    >
      {extras?.start?.(entry)}
      {/* A custom status the host counts as done gets the completed icon; its name stays shown beside it. */}
      <PlanStatusIcon status={known || !isDone(status) ? status : 'completed'} />
      {/* The icon says a known status; an unknown one has only a neutral icon, so its name is shown (cut with an
          ellipsis when long: the tooltip and the spoken text keep all of it). */}
      {known ? (
        <VisuallyHidden data-slot="plan-entry-status">{`${statusText}: `}</VisuallyHidden>
      ) : (
        <span data-slot="plan-entry-status" data-visible="" title={statusText} dir="auto">
          {statusText}
          <VisuallyHidden>: </VisuallyHidden>
        </span>
      )}
      {/* dir="auto": a task in a right-to-left language reads in its own direction, isolated from the row. */}
      <span data-slot="plan-entry-content" dir="auto">
        <InlineMarkdown content={entry.content} urlTransform={urlTransform} onLinkClick={onLinkClick} />
      </span>
      {isNext ? (
        <span data-slot="plan-entry-next">
          <VisuallyHidden>, </VisuallyHidden>
          {labels.next}
        </span>
      ) : null}
      {hidePriority || priority === '' ? null : <PriorityBadge priority={priority} labels={labels} />}
      {extras?.end?.(entry)}
    </li>
  );
});
