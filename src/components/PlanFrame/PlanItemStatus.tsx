import { statusName, DEFAULT_PLAN_LIST_LABELS } from '../PlanList/labels';
import type { PlanListLabels } from '../PlanList/labels';
import { PlanStatusIcon, statusIconKind } from '../PlanList/PlanStatusIcon';
import { VisuallyHidden } from '../shared/VisuallyHidden';

/** Props of `<PlanItemStatus>`. */
export interface PlanItemStatusProps {
  /** The entry's status (a custom `_x` one too). */
  status: string;
  /**
   * Whether the status counts as done (a custom one the host counts as done gets the completed icon).
   * @default only `completed`
   */
  done?: boolean;
  /** Words for the statuses. @default DEFAULT_PLAN_LIST_LABELS */
  labels?: Pick<PlanListLabels, 'statuses'>;
}

/**
 * A row's status: the icon, and the status in words (visually hidden where the icon says it; shown, cut with an
 * ellipsis, for a custom status, whose icon is neutral). The same icons in item plans and markdown task lists.
 *
 * Data attributes: `data-slot="plan-entry-icon"` (`data-status-icon`), `data-slot="plan-entry-status"`
 * (`data-visible` when shown).
 */
export function PlanItemStatus({ status, done = false, labels = DEFAULT_PLAN_LIST_LABELS }: PlanItemStatusProps) {
  const known = statusIconKind(status) !== 'unknown';
  const statusText = statusName(labels, status);
  // The icon and the hidden text are called, not rendered as components: no hooks, and one row of a long plan
  // then costs a few elements, not a component (a fiber, a props object) per element.
  return (
    <>
      {PlanStatusIcon({ status: known || !done ? status : 'completed' })}
      {known ? (
        VisuallyHidden({ 'data-slot': 'plan-entry-status', children: `${statusText}: ` })
      ) : (
        <span data-slot="plan-entry-status" data-visible="" title={statusText} dir="auto">
          {statusText}
          {VisuallyHidden({ children: ': ' })}
        </span>
      )}
    </>
  );
}
