import { memo } from 'react';
import type { CSSProperties } from 'react';
import type { Presence } from '../shared/usePresence';
import { usePlanEntryExtras } from '../shared/planEntryExtras';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import type { PlanEntryState } from '../../store/types';
import { renderPlanItem } from '../PlanFrame/PlanItem';
import { renderPlanItemPriority } from '../PlanFrame/PlanItemPriority';
import { PlanItemStatus } from '../PlanFrame/PlanItemStatus';
import { PlanItemText } from '../PlanFrame/PlanItemText';
import { priorityName } from './labels';
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
 * `<PlanItemStatus>` (saying the priority too), `<PlanItemText>`, a "Next" marker, `<PlanItemPriority said={false}>`.
 * Memoised on its props: a row re-renders only when its own entry object (or its `next` / presence state) changes.
 *
 * Data attributes: `<PlanItem>`'s (`data-slot="plan-entry"`, `data-key`, `data-status`, `data-priority`,
 * `data-current` + `aria-current="step"`, `data-next`, `data-presence`). `tabindex="-1"`, and `0` on the list's
 * one tab stop.
 */
export const PlanEntryRow = memo(function PlanEntryRow({ entry, isNext, presence, presenceRef }: PlanEntryRowProps) {
  return usePlanEntryRowElement(entry, isNext, presence, presenceRef);
});

/**
 * The row's markup, for `<PlanEntryRow>` and the store-bound row, which render it themselves. The parts without
 * hooks are called rather than rendered as components, and the `<li>` is `<PlanItem>`'s without the component:
 * a row is one component and its elements, so a plan mounts (and a status change renders) fewer fibers per row.
 * Renders nothing without an entry.
 */
export function usePlanEntryRowElement(
  entry: PlanEntryState | undefined,
  nextTask: boolean,
  presence: Presence,
  // Not named `…Ref`: the hooks lint would take it for a ref object read during render.
  onElement: (element: HTMLElement | null) => void,
) {
  const isNext = nextTask && presence !== 'exiting';
  const { labels, hidePriority, urlTransform, onLinkClick, onOpenFile, reducedMotion, isDone, stale } = usePlanListRowSettings();
  const extras = usePlanEntryExtras();
  const attach = useStatusFlash(entry, reducedMotion, onElement);
  if (!entry) return null;
  const { status, priority } = entry;
  // The row says its priority with its status ("In progress, High priority: …"), so the badge is one element.
  const spokenPriority = hidePriority || priority === '' ? undefined : labels.priority(priorityName(labels, priority));
  // A turn that ended with the plan unfinished left no step under way (issue 16).
  return renderPlanItem(
    {
      entry,
      isNext,
      presence,
      active: !stale,
      // Out of view in a long list, a row is one line tall until first drawn (content-visibility): a long text
      // (4,000 characters are ~60 lines) then says how tall it will be, or scrolling to it (the scroll keeper, at
      // the end of a sliced mount) brings a screenful of one-line rows into view at once and lays out ~30 rows of
      // dense markdown in one frame instead of ~3 (issue 20). PlanList.css reads it.
      style: entry.content.length > 300 ? ({ '--acp-plan-row-lines': entry.content.length / 70 } as CSSProperties) : undefined,
      children: (
        <>
          {PlanItemStatus({ status, done: isDone(status), labels, also: spokenPriority })}
          {PlanItemText({ content: entry.content, urlTransform, onLinkClick, onOpenFile })}
          {isNext ? (
            <span data-slot="plan-entry-next">
              {VisuallyHidden({ children: ', ' })}
              {labels.next}
            </span>
          ) : null}
          {hidePriority ? null : renderPlanItemPriority({ priority, labels, said: false })}
        </>
      ),
    },
    attach,
    extras,
  );
}
