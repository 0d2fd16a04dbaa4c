// <PlanList sessionId planId>: every part subscribes to its own slice of the store (planListSource.ts). The list
// follows the KEYS only (a status change leaves them equal), each row its own entry, the header the progress,
// the summary and the scroll keeper the focus, the announcer nothing at all (it listens outside rendering).
import { useMemo } from 'react';
import { usePlanStore } from '../../react/PlanStoreProvider';
import { EMPTY_PROGRESS, statusIsDone } from '../../store/progress';
import type { PlanStore } from '../../store/types';
import type { PlanListData, PlanListSource } from './planListSource';
import { PlanListView } from './PlanListView';
import type { PlanListCommonProps, PlanListViewProps } from './PlanListView';

/** Props of `<PlanList>` bound to a store. */
export interface PlanListStoreProps extends PlanListCommonProps {
  /** The session whose plan to show (from the nearest `<PlanStoreProvider>`). */
  sessionId: string;
  /**
   * The plan to show; the legacy `plan` update is the plan `"main"`.
   * @default "main"
   */
  planId?: string;
  entries?: undefined;
}

// A missing plan, or one of another type, shows as an empty list.
const NO_PLAN: PlanListData = { entries: [], progress: EMPTY_PROGRESS };

/** `<PlanList>` bound to a store: see `PlanList`. */
export function StorePlanList({ sessionId, planId = 'main', entries: _entries, ...props }: PlanListStoreProps & Pick<PlanListViewProps, 'rootRef'>) {
  const source = useStorePlanListSource(usePlanStore(), sessionId, planId);
  return <PlanListView {...props} source={source} sessionId={sessionId} planId={planId} />;
}

/** The source of a list bound to a store: one per binding (the parts subscribe through it). */
export function useStorePlanListSource(store: PlanStore, sessionId: string, planId: string): PlanListSource {
  return useMemo<PlanListSource>(
    () => ({
      keyed: true,
      store,
      planKey: `${sessionId}\n${planId}`,
      // The store's methods may be unbound.
      subscribe: (onChange) => store.subscribe(onChange),
      read: () => {
        const plan = store.getPlan(sessionId, planId);
        return plan?.type === 'items' ? plan : NO_PLAN;
      },
      // The store's, so what the rows and the announcements call done is what its progress counts.
      isDone: (status) => (store.isDone ?? statusIsDone)(status),
    }),
    [store, sessionId, planId],
  );
}
