// <PlanList sessionId planId>: every part subscribes to its own slice of the store. The list selects the KEYS
// only (a status change leaves them equal), each row its own entry, the header the progress, the summary and the
// scroll keeper the focus, the announcer nothing at all (it listens to the store outside React rendering).
import { memo, useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { usePlanEntryKeys } from '../../react/hooks';
import { usePlanStore } from '../../react/PlanStoreProvider';
import { shallowEqual } from '../../react/shallowEqual';
import { usePlanStoreSelector } from '../../react/usePlanStoreSelector';
import { EMPTY_PROGRESS } from '../../store/progress';
import type { PlanEntryState, PlanStore } from '../../store/types';
import { LiveRegion } from '../shared/LiveRegion';
import { useAnnouncer } from '../shared/useAnnouncer';
import { usePresenceList } from '../shared/usePresence';
import type { PresenceItem } from '../shared/presenceState';
import type { PlanListLabels } from './labels';
import { describePlanChanges } from './planAnnouncements';
import { PlanEntryList } from './PlanEntryList';
import { usePlanListRowSettings } from './planListContext';
import { PlanListHeader } from './PlanListHeader';
import { PlanListSummary } from './PlanListSummary';
import { selectEntries, selectFocus } from './storeSelectors';
import { StorePlanEntryRow } from './StorePlanEntryRow';
import { PlanListFrame, usePlanListShell } from './usePlanListShell';
import type { PlanListCommonProps, PlanListShell } from './usePlanListShell';
import { useKeepCurrentInView } from './useKeepCurrentInView';

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

const identity = (key: string) => key;

function renderStoreRow(item: PresenceItem<string>) {
  return <StorePlanEntryRow key={item.key} entryKey={item.key} presence={item.presence} presenceRef={item.ref} />;
}

/** Scrolls the list to the current (else next) entry; re-renders alone when that entry changes. */
function StoreKeepCurrentInView({ listRef, active }: { listRef: RefObject<HTMLOListElement | null>; active: boolean }) {
  const { sessionId, planId } = usePlanListRowSettings();
  const select = useCallback(
    (store: PlanStore) => {
      const focus = selectFocus(store, sessionId, planId);
      return focus.currentKey ?? focus.nextKey;
    },
    [sessionId, planId],
  );
  useKeepCurrentInView(listRef, usePlanStoreSelector(select), active);
  return null;
}

interface StorePlanEntryListProps {
  listRef: RefObject<HTMLOListElement | null>;
  titleId: string;
  emptyText: string;
  reducedMotion: boolean;
  expanded: boolean;
}

/** The rows of a store plan, keyed by the store's stable keys. Re-renders only when keys are added, removed or moved. */
export const StorePlanEntryList = memo(function StorePlanEntryList({ listRef, titleId, emptyText, reducedMotion, expanded }: StorePlanEntryListProps) {
  const { sessionId, planId } = usePlanListRowSettings();
  const keys = usePlanEntryKeys(sessionId, planId);
  const presence = usePresenceList(keys, identity, { reducedMotion });
  return (
    <PlanEntryList presence={presence} renderRow={renderStoreRow} listRef={listRef} titleId={titleId} reducedMotion={reducedMotion} emptyText={emptyText}>
      <StoreKeepCurrentInView listRef={listRef} active={expanded} />
    </PlanEntryList>
  );
});

/** The collapsed summary of a store plan: selects the focus entry's content only. */
function StorePlanSummary({ complete, empty }: { complete: boolean; empty: boolean }) {
  const { sessionId, planId } = usePlanListRowSettings();
  const select = useCallback(
    (store: PlanStore) => {
      const { focusContent, inProgressCount } = selectFocus(store, sessionId, planId);
      return { focusContent, inProgressCount };
    },
    [sessionId, planId],
  );
  const { focusContent, inProgressCount } = usePlanStoreSelector(select, shallowEqual);
  return <PlanListSummary focusContent={focusContent} inProgressCount={inProgressCount} complete={complete} empty={empty} />;
}

/** The header of a store plan: selects the progress only (of an item plan: another type shows as empty). */
export const StorePlanListHeader = memo(function StorePlanListHeader({ shell }: { shell: PlanListShell }) {
  const { sessionId, planId } = shell.settings;
  const selectProgress = useCallback(
    (store: PlanStore) => {
      const plan = store.getPlan(sessionId, planId);
      return plan?.type === 'items' ? plan.progress : EMPTY_PROGRESS;
    },
    [sessionId, planId],
  );
  const { completed, total } = usePlanStoreSelector(selectProgress, shallowEqual);
  return (
    <PlanListHeader
      title={shell.title}
      titleId={shell.titleId}
      bodyId={shell.bodyId}
      collapsed={shell.collapsed}
      onToggle={shell.toggle}
      completed={completed}
      total={total}
      labels={shell.labels}
      motion={shell.motion}
      summary={<StorePlanSummary complete={total > 0 && completed === total} empty={total === 0} />}
    />
  );
});

/**
 * Announces status changes of a store plan in its live region. Listens to the store directly, so it compares
 * each update with the previous one (not each render) and never re-renders the list; useAnnouncer coalesces
 * a burst of updates into one message.
 */
function StorePlanAnnouncements({ labels }: { labels: PlanListLabels }) {
  const store = usePlanStore();
  const { sessionId, planId } = usePlanListRowSettings();
  const { announce, message } = useAnnouncer();
  useEffect(() => {
    let previous: readonly PlanEntryState[] = selectEntries(store, sessionId, planId) ?? [];
    return store.subscribe(() => {
      const next = selectEntries(store, sessionId, planId) ?? [];
      if (next === previous) return;
      for (const text of describePlanChanges(previous, next, labels)) announce(text);
      previous = next;
    });
  }, [store, sessionId, planId, labels, announce]);
  return <LiveRegion message={message} data-slot="plan-list-live-region" />;
}

interface RootFacts {
  readonly complete: boolean;
  readonly empty: boolean;
  readonly uniformPriority: boolean;
}

/** `<PlanList>` bound to a store: see `PlanList`. */
export function StorePlanList({ sessionId, planId = 'main', entries: _entries, ...props }: PlanListStoreProps) {
  // O(1) per update: the counts come with the plan, the focus is computed once per entries array.
  const selectFacts = useCallback(
    (store: PlanStore): RootFacts => {
      const plan = store.getPlan(sessionId, planId);
      const { completed, total } = plan?.type === 'items' ? plan.progress : EMPTY_PROGRESS;
      return { complete: total > 0 && completed === total, empty: total === 0, uniformPriority: selectFocus(store, sessionId, planId).uniformPriority };
    },
    [sessionId, planId],
  );
  const facts = usePlanStoreSelector(selectFacts, shallowEqual);
  const shell = usePlanListShell(props, { sessionId, planId }, facts.uniformPriority);
  const listRef = useRef<HTMLOListElement | null>(null);
  return (
    <PlanListFrame
      shell={shell}
      complete={facts.complete}
      empty={facts.empty}
      header={<StorePlanListHeader shell={shell} />}
      list={
        <StorePlanEntryList
          listRef={listRef}
          titleId={shell.titleId}
          emptyText={shell.labels.empty}
          reducedMotion={shell.reducedMotion}
          expanded={!shell.collapsed}
        />
      }
      announcements={<StorePlanAnnouncements labels={shell.labels} />}
    />
  );
}
