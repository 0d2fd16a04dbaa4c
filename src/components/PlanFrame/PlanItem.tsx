import { forwardRef } from 'react';
import type { LiHTMLAttributes, Ref } from 'react';
import type { PlanEntryState } from '../../store/types';
import { usePlanEntryExtras } from '../shared/planEntryExtras';
import type { PlanEntryExtras } from '../shared/planEntryExtras';
import type { Presence } from '../shared/usePresence';

/** Props of `<PlanItem>`: the entry, its place in the plan, plus any attribute of an `<li>`. */
export interface PlanItemProps extends LiHTMLAttributes<HTMLLIElement> {
  /** The entry this row shows (its key, status and priority become data attributes). */
  entry: PlanEntryState;
  /**
   * The first pending entry while none is in progress (`planFocus(entries).nextKey === entry.key`).
   * @default false
   */
  isNext?: boolean;
  /**
   * Enter / exit state from `usePresenceList`.
   * @default "present"
   */
  presence?: Presence;
  /**
   * Whether the plan's work is under way. `false` when the turn ended with the plan unfinished (`store.endTurn`):
   * its in-progress steps then stay in progress in words and `data-status`, but none is the current step.
   * @default true
   */
  active?: boolean;
}

/**
 * One row of a plan: the `<li>` that carries the DOM contract (`data-status`, `aria-current="step"` in progress,
 * `data-next`, `data-presence`), reachable by the list's arrow keys (`tabIndex` -1; the roving tab stop sets 0).
 * The row extras of the nearest `PlanEntryExtrasContext` come first and last (`extras.start(entry)`,
 * `extras.end(entry)`), so features (selection, step times) appear in a host's own rows too.
 *
 * Data attributes: `data-slot="plan-entry"`, `data-key`, `data-status`, `data-priority`, `data-current`,
 * `data-next`, `data-presence="entering" | "exiting"`. `ref` is the `<li>`.
 */
export const PlanItem = forwardRef<HTMLLIElement, PlanItemProps>(function PlanItem(props, ref) {
  return renderPlanItem(props, ref, usePlanEntryExtras());
});

/**
 * The `<li>` of `<PlanItem>` with the row extras given: `<PlanList>`'s rows render it straight, without a
 * component (and its fiber) between the row and its `<li>`.
 * @internal Not exported from the package.
 */
export function renderPlanItem(
  { entry, isNext = false, presence = 'present', active = true, children, ...rest }: PlanItemProps,
  ref: Ref<HTMLLIElement>,
  extras: PlanEntryExtras | null,
) {
  const { status } = entry;
  const current = active && status === 'in_progress';
  return (
    <li
      ref={ref}
      data-slot="plan-entry"
      data-key={entry.key}
      data-status={status}
      data-priority={entry.priority}
      data-current={current ? '' : undefined}
      aria-current={current ? 'step' : undefined}
      data-next={isNext && presence !== 'exiting' ? '' : undefined}
      data-presence={presence === 'present' ? undefined : presence}
      tabIndex={-1}
      {...rest}
    >
      {extras?.start?.(entry)}
      {children}
      {extras?.end?.(entry)}
    </li>
  );
}
