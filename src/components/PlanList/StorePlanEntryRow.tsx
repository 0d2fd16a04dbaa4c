import { memo } from 'react';
import { usePlanEntryRowState } from '../../react/usePlanEntryState';
import type { Presence } from '../shared/usePresence';
import { usePlanEntryRowElement } from './PlanEntryRow';
import { usePlanListRowSettings } from './planListContext';

/** Props of a store-bound row: only its key and presence, so its parent never has to know the entry. */
export interface StorePlanEntryRowProps {
  entryKey: string;
  presence: Presence;
  presenceRef: (element: HTMLElement | null) => void;
}

/**
 * A row that reads its own entry from the store by key (O(1)) and whether it is the next task, both through
 * the entry's keyed channel: a change of another entry does not even run this row's snapshots. An exiting row
 * keeps showing its last entry. It renders the row's markup itself (one memo component per row, not two).
 */
export const StorePlanEntryRow = memo(function StorePlanEntryRow({ entryKey, presence, presenceRef }: StorePlanEntryRowProps) {
  const { sessionId, planId } = usePlanListRowSettings();
  const { entry, isNext } = usePlanEntryRowState(sessionId, planId, entryKey, true);
  return usePlanEntryRowElement(entry, isNext, presence, presenceRef);
});
