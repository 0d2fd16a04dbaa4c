import { memo, useCallback, useRef } from 'react';
import type { Presence } from '../shared/usePresence';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { PlanEntryState } from '../../store/types';
import { PlanItem } from '../PlanFrame/PlanItem';
import { PlanItemPriority } from '../PlanFrame/PlanItemPriority';
import { PlanItemStatus } from '../PlanFrame/PlanItemStatus';
import { PlanItemText } from '../PlanFrame/PlanItemText';
import { usePlanListRowSettings } from './planListContext';
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
 * One task of the `<PlanList>` preset, built from the item parts: `<PlanItem>` (the `<li>` and the row extras),
 * `<PlanItemStatus>`, `<PlanItemText>`, a "Next" marker, `<PlanItemPriority>`. Memoised on its props: a row
 * re-renders only when its own entry object (or its `next` / presence state) changes.
 *
 * Data attributes: `<PlanItem>`'s (`data-slot="plan-entry"`, `data-key`, `data-status`, `data-priority`,
 * `data-current` + `aria-current="step"`, `data-next`, `data-presence`). `tabindex="-1"`, and `0` on the list's
 * one tab stop.
 */
export const PlanEntryRow = memo(function PlanEntryRow({ entry, isNext: nextTask, presence, presenceRef }: PlanEntryRowProps) {
  const isNext = nextTask && presence !== 'exiting';
  const { labels, hidePriority, urlTransform, onLinkClick, onOpenFile, reducedMotion, isDone, stale } = usePlanListRowSettings();
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
  return (
    // A turn that ended with the plan unfinished left no step under way (issue 16).
    <PlanItem ref={ref} entry={entry} isNext={isNext} presence={presence} active={!stale}>
      <PlanItemStatus status={status} done={isDone(status)} labels={labels} />
      <PlanItemText content={entry.content} urlTransform={urlTransform} onLinkClick={onLinkClick} onOpenFile={onOpenFile} />
      {isNext ? (
        <span data-slot="plan-entry-next">
          <VisuallyHidden>, </VisuallyHidden>
          {labels.next}
        </span>
      ) : null}
      {hidePriority ? null : <PlanItemPriority priority={priority} labels={labels} />}
    </PlanItem>
  );
});
