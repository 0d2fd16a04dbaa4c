import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { lineIcon } from '../shared/lineIcon';
import { usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameStatus>`: the counts, plus any attribute of a `<span>`. */
export interface PlanFrameStatusProps extends HTMLAttributes<HTMLSpanElement> {
  /** Tasks completed. */
  completed: number;
  /** Tasks in all. */
  total: number;
  /** Tasks of `total` cancelled. @default 0 */
  cancelled?: number;
}

/**
 * How the plan stands, beside the count: "1 cancelled" while some tasks were cancelled, "All done" (with a check)
 * when every task that counts is completed, "All cancelled" when every task was cancelled (ended, not done);
 * nothing otherwise.
 *
 * Data attributes: `data-slot="<prefix>-cancelled"` on the cancelled count; `data-slot="<prefix>-complete"` with
 * `data-kind="done" | "cancelled"` on the end state; both `data-part="status"`. `ref` is the end state's `<span>`.
 */
export const PlanFrameStatus = forwardRef<HTMLSpanElement, PlanFrameStatusProps>(function PlanFrameStatus(
  { completed, total, cancelled = 0, ...rest },
  ref,
) {
  const { slot, labels } = usePlanFrameContext('PlanFrameStatus');
  const measured = total - cancelled;
  const complete = measured > 0 && completed === measured;
  const ended = total > 0 && measured === 0;
  // "1 cancelled" beside the count while the plan runs or is done; an all-cancelled plan says "All cancelled" only.
  const cancelledCount =
    cancelled > 0 && !ended ? (
      <span data-slot={`${slot}-cancelled`} data-part="status">
        {labels.cancelledCount(cancelled)}
      </span>
    ) : null;
  if (!complete && !ended) return cancelledCount;
  return (
    <>
      {cancelledCount}
      <span ref={ref} data-slot={`${slot}-complete`} data-part="status" data-kind={complete ? 'done' : 'cancelled'} {...rest}>
        <svg {...lineIcon} strokeWidth="1.75">
          <path d={complete ? 'M3.5 8.5l3 3 6-7' : 'M5 5l6 6M11 5l-6 6'} />
        </svg>
        {complete ? labels.allDone : labels.allCancelled}
      </span>
    </>
  );
});
