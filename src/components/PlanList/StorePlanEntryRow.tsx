import { memo, useCallback } from 'react';
import { usePlanStoreSelector } from '../../react/usePlanStoreSelector';
import type { PlanStore } from '../../store/types';
import type { Presence } from '../shared/presenceState';
import { PlanEntryRow } from './PlanEntryRow';
import { usePlanListRowSettings } from './planListContext';
import { keepLastEntry, selectFocus } from './storeSelectors';

/** Props of a store-bound row: only its key and presence, so its parent never has to know the entry. */
export interface StorePlanEntryRowProps {
  entryKey: string;
  presence: Presence;
  presenceRef: (element: HTMLElement | null) => void;
}

/**
 * A row that selects its own entry from the store by key (O(1)) and whether it is the next task. A status
 * change of another entry does not re-render it; an exiting row keeps showing its last entry.
 */
export const StorePlanEntryRow = memo(function StorePlanEntryRow({ entryKey, presence, presenceRef }: StorePlanEntryRowProps) {
  const { sessionId, planId } = usePlanListRowSettings();
  const selectEntry = useCallback((store: PlanStore) => store.getEntry(sessionId, planId, entryKey), [sessionId, planId, entryKey]);
  const entry = usePlanStoreSelector(selectEntry, keepLastEntry);
  const selectIsNext = useCallback(
    (store: PlanStore) => selectFocus(store, sessionId, planId).nextKey === entryKey,
    [sessionId, planId, entryKey],
  );
  const isNext = usePlanStoreSelector(selectIsNext);
  if (!entry) return null;
  return <PlanEntryRow entry={entry} isNext={isNext && presence !== 'exiting'} presence={presence} presenceRef={presenceRef} />;
});
