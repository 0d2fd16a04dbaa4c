import { statusName, DEFAULT_PLAN_LIST_LABELS } from '../PlanList/labels';
import type { PlanListLabels } from '../PlanList/labels';
import { statusIconKind } from '../PlanList/statusIconKind';
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
  /**
   * More words to say after the status, before the task ("High priority"): the `<PlanList>` row says its
   * priority here and shows the badge with `<PlanItemPriority said={false}>`, one element less per row.
   * @default none
   */
  also?: string | undefined;
}

/**
 * A row's status in words, drawn as its icon by the stylesheet: one element, `data-status-icon` naming the icon.
 * The stylesheet draws the icon in the element's 16px box and places the words below it, clipped (screen readers
 * still read them). Without the stylesheet the words show ("Completed: "). A custom status, whose icon is neutral, is shown
 * as a badge (cut with an ellipsis), after an empty `aria-hidden` icon element. Markdown task lists show the same
 * icons as `<PlanStatusIcon>`, the same drawing as an inline SVG.
 *
 * Data attributes: `data-slot="plan-entry-status"` with `data-status-icon` (the icon kind) for a known status;
 * for a custom one `data-slot="plan-entry-icon"` (`data-status-icon`), then `data-slot="plan-entry-status"`
 * with `data-visible`.
 */
export function PlanItemStatus({ status, done = false, labels = DEFAULT_PLAN_LIST_LABELS, also }: PlanItemStatusProps) {
  const kind = statusIconKind(status);
  const statusText = statusName(labels, status);
  const spoken = also ? `, ${also}: ` : ': ';
  // One element per row for a known status: an SVG icon and hidden words were five (svg, circle, path, span, text)
  // with ~20 attribute and style writes, most of a row's cost at mount (issue 18).
  if (kind !== 'unknown') {
    return (
      <span data-slot="plan-entry-status" data-status-icon={kind}>
        {statusText + spoken}
      </span>
    );
  }
  return (
    <>
      <span data-slot="plan-entry-icon" data-status-icon={done ? 'completed' : kind} aria-hidden="true" />
      <span data-slot="plan-entry-status" data-visible="" title={statusText} dir="auto">
        {statusText}
        {VisuallyHidden({ children: spoken })}
      </span>
    </>
  );
}
