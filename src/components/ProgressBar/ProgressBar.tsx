import { forwardRef } from 'react';
import type { CSSProperties, HTMLAttributes } from 'react';

/** Props of `<ProgressBar>`: counts plus any HTML attribute for the outer element. */
export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Tasks completed. Clamped to `0..total`. */
  completed: number;
  /**
   * Tasks in all. With 0 there is nothing to measure: the bar is drawn empty but is no `progressbar` to
   * assistive technology (`aria-hidden`, no role, no values), since a progressbar without a value reads as
   * indeterminate ("busy") and 0 of 0 is no range; say the empty state in text instead ("No tasks yet").
   */
  total: number;
  /**
   * Tasks of `total` that were cancelled: left out of the measure (`aria-valuemax` is `total - cancelled`),
   * said in the default value text. @default 0
   */
  cancelled?: number;
  /**
   * Accessible name of the bar. Give `aria-labelledby` instead to name it by visible text.
   * @default "Plan progress"
   */
  label?: string;
  /**
   * Spoken value, e.g. "3 of 7 tasks completed".
   * @default `${completed} of ${total} tasks completed` (+ `, ${cancelled} cancelled`), or "No tasks" when total is 0
   */
  valueText?: string;
  /**
   * `reduced` turns the fill transition off (it is also off under `prefers-reduced-motion`).
   * @default "auto"
   */
  motion?: 'auto' | 'reduced';
}

/** The default spoken value of a progress bar: "3 of 4 tasks completed", "…, 1 cancelled", "No tasks". */
export function formatProgressValueText(completed: number, total: number, cancelled = 0): string {
  return total === 0
    ? 'No tasks'
    : `${completed} of ${total} ${total === 1 ? 'task' : 'tasks'} completed${cancelled > 0 ? `, ${cancelled} cancelled` : ''}`;
}

/** `count` as a whole number from 0 to `max`; 0 when it is not a finite number. */
const clampCount = (count: number, max: number): number => Math.min(Math.max(Number.isFinite(count) ? Math.floor(count) : 0, 0), max);

/**
 * A determinate progress bar for a plan: `role="progressbar"` with min 0, max = total - cancelled, now = completed;
 * with nothing to measure (total - cancelled is 0), a drawn but hidden empty bar (no role, `data-empty`).
 * Theme with `--acp-plan-accent`, `--acp-plan-track`, `--acp-plan-progress-height`, `--acp-plan-duration`.
 *
 * Data attributes: `data-slot="progress"` on the bar, `data-slot="progress-fill"` on the fill,
 * `data-complete` when every task is done, `data-empty` when there are none, `data-motion="reduced"` when motion is off. `ref` is the bar.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { completed, total, cancelled = 0, label = 'Plan progress', valueText, motion = 'auto', style, ...rest },
  ref,
) {
  const all = clampCount(total, Infinity);
  const left = clampCount(cancelled, all);
  // The measure: cancelled tasks are out of it (3 done and 1 cancelled of 4 is a full bar).
  const safeTotal = all - left;
  const safeCompleted = clampCount(completed, safeTotal);
  const ratio = safeTotal === 0 ? 0 : safeCompleted / safeTotal;
  const empty = safeTotal === 0;
  const { 'aria-labelledby': labelledBy, ...others } = rest;
  const semantics = empty
    ? { 'aria-hidden': true as const }
    : {
        role: 'progressbar',
        'aria-label': labelledBy === undefined ? label : undefined,
        'aria-labelledby': labelledBy,
        'aria-valuemin': 0,
        'aria-valuemax': safeTotal,
        'aria-valuenow': safeCompleted,
        'aria-valuetext': valueText ?? formatProgressValueText(safeCompleted, all, left),
      };
  return (
    <div
      ref={ref}
      {...semantics}
      data-slot="progress"
      data-empty={empty ? '' : undefined}
      data-complete={safeTotal > 0 && safeCompleted === safeTotal ? '' : undefined}
      data-motion={motion === 'reduced' ? 'reduced' : undefined}
      {...others}
      style={{ '--acp-plan-progress-ratio': ratio, ...style } as CSSProperties}
    >
      <div data-slot="progress-fill" aria-hidden="true" />
    </div>
  );
});
