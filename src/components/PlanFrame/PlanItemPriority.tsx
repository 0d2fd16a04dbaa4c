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
}

/**
 * The priority badge: its name shown, "<name> priority" said. Memoised: a status change does not render it.
 * The stylesheet cuts a long name with an ellipsis; the tooltip and the spoken text keep all of it, and
 * `dir="auto"` isolates it from the row around it.
 *
 * Data attributes: `data-slot="plan-entry-priority"`, `data-priority`.
 */
export const PlanItemPriority = memo(function PlanItemPriority({ priority, labels = DEFAULT_PLAN_LIST_LABELS }: PlanItemPriorityProps) {
  if (priority === '') return null;
  const priorityText = priorityName(labels, priority);
  return (
    <span data-slot="plan-entry-priority" data-priority={priority} title={priorityText} dir="auto">
      <span aria-hidden="true">{priorityText}</span>
      <VisuallyHidden>{`, ${labels.priority(priorityText)}`}</VisuallyHidden>
    </span>
  );
});
