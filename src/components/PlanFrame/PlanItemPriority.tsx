import { memo } from 'react';
import { DEFAULT_PLAN_LIST_LABELS, priorityName } from '../PlanList/labels';
import type { PlanListLabels } from '../PlanList/labels';
import { VisuallyHidden } from '../shared/VisuallyHidden';

/** Props of `<PlanItemPriority>`. */
export interface PlanItemPriorityProps {
  /** The entry's priority; an empty one renders nothing. */
  priority: string;
  /** Words for priorities. @default DEFAULT_PLAN_LIST_LABELS */
  labels?: Pick<PlanListLabels, 'priorities' | 'priority'>;
  /**
   * Whether the badge says "<name> priority" to screen readers itself. `false` when the row says it elsewhere
   * (`<PlanItemStatus also>`, as `<PlanList>`'s rows do): the badge is then one `aria-hidden` element.
   * @default true
   */
  said?: boolean;
}

/**
 * The priority badge: its name shown, "<name> priority" said (unless `said={false}`: the row says it). Memoised:
 * a status change does not render it.
 * The stylesheet cuts a long name with an ellipsis; the tooltip and the spoken text keep all of it, and
 * `dir="auto"` isolates it from the row around it.
 *
 * Data attributes: `data-slot="plan-entry-priority"`, `data-priority`.
 */
export const PlanItemPriority = memo(function PlanItemPriority(props: PlanItemPriorityProps) {
  return renderPlanItemPriority(props);
});

/**
 * `<PlanItemPriority>`'s markup without the component: `<PlanList>`'s rows call it, one fiber less per row.
 * @internal Not exported from the package.
 */
export function renderPlanItemPriority({ priority, labels = DEFAULT_PLAN_LIST_LABELS, said = true }: PlanItemPriorityProps) {
  if (priority === '') return null;
  const priorityText = priorityName(labels, priority);
  return (
    <span data-slot="plan-entry-priority" data-priority={priority} title={priorityText} dir="auto" aria-hidden={said ? undefined : 'true'}>
      {said ? (
        <>
          <span aria-hidden="true">{priorityText}</span>
          <VisuallyHidden>{`, ${labels.priority(priorityText)}`}</VisuallyHidden>
        </>
      ) : (
        priorityText
      )}
    </span>
  );
}
