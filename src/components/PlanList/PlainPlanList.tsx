// <PlanList entries>: the same parts as the store-bound list, fed from a prop. Entries without keys get the
// store's keys and object identity (derivePlainEntries), so rows are memoised and animated the same way.
import { useMemo } from 'react';
import { useDerivedState } from '../../react/useDerivedState';
import { computeEntriesProgress, statusIsDone } from '../../store/progress';
import { derivePlainEntries } from './plainEntries';
import type { PlainEntriesState } from './plainEntries';
import type { PlanListEntryInput } from './plainEntries';
import type { PlanListSource } from './planListSource';
import { PlanListView } from './PlanListView';
import type { PlanListCommonProps, PlanListViewProps } from './PlanListView';

/** Props of `<PlanList>` given its entries directly (no store). */
export interface PlanListEntriesProps extends PlanListCommonProps {
  /**
   * The plan's entries: wire-shaped `{content, priority, status}` objects (keys are derived and kept stable
   * across updates, like the store does) or the store's keyed `PlanEntryState`s.
   */
  entries: readonly PlanListEntryInput[];
  /**
   * Whether a custom status (`_verified`) counts as done, in the progress and the announcements; a store-bound
   * list uses its store's `isDone` option instead. Keep it stable. @default only `completed` is done
   */
  isDone?: (status: string) => boolean;
  sessionId?: undefined;
  planId?: undefined;
}

// A prop never changes by itself: a new one renders the list again, with a new source.
const noSubscription = () => () => {};

/** `<PlanList>` given entries: see `PlanList`. */
export function PlainPlanList({ entries: input, isDone: doneOption, sessionId: _sessionId, planId: _planId, ...props }: PlanListEntriesProps & Pick<PlanListViewProps, 'rootRef'>) {
  return <PlanListView {...props} source={usePlainPlanListSource(input, doneOption)} />;
}

/** The source of a list given entries: keys derived and kept across updates, a new source per new entries. */
export function usePlainPlanListSource(input: readonly PlanListEntryInput[], doneOption: ((status: string) => boolean) | undefined): PlanListSource {
  // Keys derived from the last commit's keys, in this same render (no state set during render: issue 21).
  const { entries } = useDerivedState<unknown, PlainEntriesState>(input, derivePlainEntries);
  return useMemo<PlanListSource>(() => {
    const data = { entries, progress: computeEntriesProgress(entries, undefined, doneOption) };
    return { keyed: false, subscribe: noSubscription, read: () => data, isDone: (status) => statusIsDone(status, doneOption) };
  }, [entries, doneOption]);
}
