// Progress counts of a plan. Runs on every update of every item plan (1,000-entry plans at 10,000+ updates/s),
// so it is one plain loop with no allocation unless the counts actually changed.
import type { PlanEntryStatus } from '../acp/types';
import type { PlanProgress } from './types';

/** The progress of a plan without tasks. Frozen and shared. */
export const EMPTY_PROGRESS: PlanProgress = Object.freeze({
  completed: 0,
  inProgress: 0,
  pending: 0,
  cancelled: 0,
  other: 0,
  total: 0,
  ratio: 0,
});

/** Whether a status counts as done: `completed`, or a status `isDone` (the store's option) accepts. */
export function statusIsDone(status: string, isDone?: (status: string) => boolean): boolean {
  return status === 'completed' || (status !== 'pending' && status !== 'in_progress' && status !== 'cancelled' && isDone?.(status) === true);
}

/**
 * `computeProgress` over entries (anything with a `status`), without building an array of statuses first.
 * Returns `previous` itself when every count is the same, so a selector comparing by identity sees no change.
 */
export function computeEntriesProgress(
  entries: readonly { readonly status: PlanEntryStatus }[],
  previous?: PlanProgress,
  isDone?: (status: string) => boolean,
): PlanProgress {
  let completed = 0;
  let inProgress = 0;
  let pending = 0;
  let cancelled = 0;
  for (let i = 0; i < entries.length; i++) {
    const status = entries[i]!.status;
    if (status === 'completed') completed++;
    else if (status === 'in_progress') inProgress++;
    else if (status === 'pending') pending++;
    else if (status === 'cancelled') cancelled++;
    else if (isDone?.(status) === true) completed++;
  }
  const total = entries.length;
  if (
    previous?.total === total &&
    previous.completed === completed &&
    previous.inProgress === inProgress &&
    previous.pending === pending &&
    previous.cancelled === cancelled
  ) {
    return previous;
  }
  const measured = total - cancelled;
  return total === 0
    ? EMPTY_PROGRESS
    : Object.freeze({
        completed,
        inProgress,
        pending,
        cancelled,
        other: total - completed - inProgress - pending - cancelled,
        total,
        ratio: measured === 0 ? 0 : completed / measured,
      });
}

/**
 * Counts statuses into a progress object. `pending`, `in_progress`, `completed` and `cancelled` count as
 * themselves; any other status (a future or custom one) counts in `other`, never as done, unless `isDone`
 * accepts it (then in `completed`). `ratio` is `completed / (total - cancelled)`, 0 when that is 0. Returns
 * `previous` itself when nothing in it would change.
 */
export function computeProgress(
  statuses: readonly PlanEntryStatus[],
  previous?: PlanProgress,
  isDone?: (status: string) => boolean,
): PlanProgress {
  // Not a hot path (the store counts entries, markdown plans have few tasks): wrapping keeps one counting
  // loop, monomorphic for the store.
  return computeEntriesProgress(
    statuses.map((status) => ({ status })),
    previous,
    isDone,
  );
}
