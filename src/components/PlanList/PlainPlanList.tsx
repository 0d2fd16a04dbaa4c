// <PlanList entries>: the same parts as the store-bound list, fed from a prop. Entries without keys get the
// store's keys and object identity (derivePlainEntries), so rows are memoised and animated the same way.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { computeEntriesProgress } from '../../store/progress';
import type { PlanEntryState } from '../../store/types';
import { LiveRegion } from '../shared/LiveRegion';
import { useAnnouncer } from '../shared/useAnnouncer';
import { usePresenceList } from '../shared/usePresence';
import type { PresenceItem } from '../shared/presenceState';
import type { PlanListLabels } from './labels';
import { describePlanChanges } from './planAnnouncements';
import { planFocus } from './planDerivations';
import { PlanEntryList } from './PlanEntryList';
import { PlanEntryRow } from './PlanEntryRow';
import { PlanListHeader } from './PlanListHeader';
import { PlanListSummary } from './PlanListSummary';
import { derivePlainEntries } from './plainEntries';
import type { PlanListEntryInput } from './plainEntries';
import { PlanListFrame, usePlanListShell } from './usePlanListShell';
import type { PlanListCommonProps } from './usePlanListShell';
import { useKeepCurrentInView } from './useKeepCurrentInView';

/** Props of `<PlanList>` given its entries directly (no store). */
export interface PlanListEntriesProps extends PlanListCommonProps {
  /**
   * The plan's entries: wire-shaped `{content, priority, status}` objects (keys are derived and kept stable
   * across updates, like the store does) or the store's keyed `PlanEntryState`s.
   */
  entries: readonly PlanListEntryInput[];
  sessionId?: undefined;
  planId?: undefined;
}

const entryKey = (entry: PlanEntryState) => entry.key;
const NO_BINDING = { sessionId: '', planId: '' };

function KeepCurrentInView(props: { listRef: RefObject<HTMLOListElement | null>; currentKey: string | undefined; active: boolean }) {
  useKeepCurrentInView(props.listRef, props.currentKey, props.active);
  return null;
}

/** Announces the status changes between successive `entries` props. */
function PlainPlanAnnouncements({ entries, labels }: { entries: readonly PlanEntryState[]; labels: PlanListLabels }) {
  const { announce, message } = useAnnouncer();
  const previous = useRef<readonly PlanEntryState[] | undefined>(undefined);
  useEffect(() => {
    for (const text of describePlanChanges(previous.current, entries, labels)) announce(text);
    previous.current = entries;
  }, [entries, labels, announce]);
  return <LiveRegion message={message} data-slot="plan-list-live-region" />;
}

/** `<PlanList>` given entries: see `PlanList`. */
export function PlainPlanList({ entries: input, sessionId: _sessionId, planId: _planId, ...props }: PlanListEntriesProps) {
  const [derived, setDerived] = useState(() => derivePlainEntries(undefined, input));
  let current = derived;
  if (derived.source !== input) {
    // React's "adjust state while rendering": keys are derived from the previous keys, before any child renders.
    current = derivePlainEntries(derived, input);
    setDerived(current);
  }
  const { entries } = current;
  const progress = useMemo(() => computeEntriesProgress(entries), [entries]);
  const focus = planFocus(entries);
  const shell = usePlanListShell(props, NO_BINDING, focus.uniformPriority);
  const presence = usePresenceList(entries, entryKey, { reducedMotion: shell.reducedMotion });
  const listRef = useRef<HTMLOListElement | null>(null);
  const { completed, total } = progress;
  const complete = total > 0 && completed === total;
  const { nextKey } = focus;
  const renderRow = (item: PresenceItem<PlanEntryState>) => (
    <PlanEntryRow
      key={item.key}
      entry={item.item}
      isNext={item.key === nextKey && item.presence !== 'exiting'}
      presence={item.presence}
      presenceRef={item.ref}
    />
  );
  return (
    <PlanListFrame
      shell={shell}
      complete={complete}
      empty={total === 0}
      header={
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
          summary={
            <PlanListSummary
              focusContent={focus.focusContent}
              inProgressCount={focus.inProgressCount}
              complete={complete}
              empty={total === 0}
            />
          }
        />
      }
      list={
        <PlanEntryList
          presence={presence}
          renderRow={renderRow}
          listRef={listRef}
          titleId={shell.titleId}
          reducedMotion={shell.reducedMotion}
          emptyText={shell.labels.empty}
        >
          <KeepCurrentInView listRef={listRef} currentKey={focus.currentKey ?? focus.nextKey} active={!shell.collapsed} />
        </PlanEntryList>
      }
      announcements={<PlainPlanAnnouncements entries={entries} labels={shell.labels} />}
    />
  );
}
