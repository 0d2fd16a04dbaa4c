import type { HTMLAttributes } from 'react';

/** Props of `<PlanItemElapsed>`: the times, plus any attribute of a `<time>`. */
export interface PlanItemElapsedProps extends Omit<HTMLAttributes<HTMLTimeElement>, 'children'> {
  /** When the step started (ms since the epoch, the store's `startedAt`); without it, nothing renders. */
  startedAt?: number | undefined;
  /** When it ended (`completedAt`); without it, `now`. */
  completedAt?: number | undefined;
  /**
   * The time to measure a running step to (no `completedAt`); without it a running step shows nothing. The part
   * does not tick or read the clock by itself (rendering stays pure): the host passes the time from its own timer,
   * so a plan of many rows does not run many timers.
   */
  now?: number;
  /** Formats the duration shown. @default "45 s", "3 min 5 s", "1 h 2 min" */
  format?: (ms: number) => string;
}

/** A duration for reading: seconds under a minute, minutes and seconds under an hour, then hours and minutes. */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min${seconds % 60 ? ` ${seconds % 60} s` : ''}`;
  return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
}

/**
 * The elapsed slot of a row: how long a step ran (or has been running), as `<time datetime="PT…S">`. Not part of
 * the `<PlanList>` preset (a separate import): a host adds it to its own rows, or to `<PlanList>`'s through the
 * row extras (`PlanEntryExtrasContext`'s `end`).
 *
 * Data attributes: `data-slot="plan-entry-elapsed"`, `data-running` while the step has no end.
 */
export function PlanItemElapsed({ startedAt, completedAt, now, format = formatElapsed, ...rest }: PlanItemElapsedProps) {
  const end = completedAt ?? now;
  if (startedAt === undefined || end === undefined || !Number.isFinite(startedAt)) return null;
  const ms = Math.max(0, end - startedAt);
  return (
    <time dateTime={`PT${Math.round(ms / 1000)}S`} data-slot="plan-entry-elapsed" data-running={completedAt === undefined ? '' : undefined} {...rest}>
      {format(ms)}
    </time>
  );
}
