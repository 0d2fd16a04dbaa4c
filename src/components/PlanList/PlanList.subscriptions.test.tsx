// The cost model of a store-bound <PlanList> per update, counted (not timed): a status change in a 1,000-entry
// plan reads a handful of entries, not one per row, and the list holds a few store subscriptions, not one or
// two per row. Timings belong to `npm run bench`.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { countStoreListeners } from '../../../test/countStoreListeners';
import { countPlanEntryHubs } from '../../react/planEntrySubscriptions';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanStore } from '../../store/types';
import { PlanList } from './PlanList';

const SESSION = 'sess_subscriptions';
const SIZE = 1000;

type Wire = { content: string; priority: string; status: string };

interface CountedStore extends PlanStore {
  /** Store-level listeners subscribed right now. */
  readonly listeners: () => number;
  /** `getEntry` calls so far. */
  readonly entryReads: () => number;
}

/** The real store, with its store-level subscriptions and entry reads counted. */
function countedStore(): CountedStore {
  const store = createPlanStore();
  const listeners = countStoreListeners(store);
  let entryReads = 0;
  const { getEntry } = store;
  return Object.assign(store, {
    getEntry(sessionId: string, planId: string, key: string) {
      entryReads++;
      return getEntry(sessionId, planId, key);
    },
    listeners,
    entryReads: () => entryReads,
  });
}

function plan(entries: readonly Wire[]) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan', entries } };
}

function mount() {
  const store = countedStore();
  let entries: Wire[] = Array.from({ length: SIZE }, (_, i) => ({
    content: `Task number ${i}`,
    priority: i % 3 === 0 ? 'high' : 'medium',
    status: i === 0 ? 'in_progress' : 'pending',
  }));
  store.apply(plan(entries));
  const view = render(
    <PlanStoreProvider store={store}>
      <PlanList sessionId={SESSION} />
    </PlanStoreProvider>,
  );
  const setStatus = (index: number, status: string) => {
    entries = entries.map((entry, i) => (i === index ? { ...entry, status } : entry));
    act(() => void store.apply(plan(entries)));
  };
  return { store, view, setStatus };
}

// Mounting 1,000 rows in jsdom takes seconds on a busy 2-core CI machine: a ceiling, not a timing assertion.
describe('store-bound <PlanList> subscriptions (1,000 entries)', { timeout: 30_000 }, () => {
  it('holds a few store subscriptions, not one per row, and none after unmount', () => {
    const { store, view } = mount();
    expect(screen.getAllByRole('listitem')).toHaveLength(SIZE);
    // The keys, the root facts, the header, the summary, the scroll keeper, the announcer, and one hub for
    // every row together.
    expect(store.listeners()).toBeLessThanOrEqual(10);
    expect(countPlanEntryHubs(store)).toBe(1);
    view.unmount();
    expect(store.listeners()).toBe(0);
    expect(countPlanEntryHubs(store)).toBe(0);
  });

  it('reads a handful of entries for one status change, not one per row', () => {
    const { store, setStatus } = mount();
    const before = store.entryReads();
    setStatus(500, 'completed');
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('data-status', 'completed');
    // The changed row's snapshot, read by React's change check and its render: a few calls, independent of N.
    expect(store.entryReads() - before).toBeGreaterThan(0);
    expect(store.entryReads() - before).toBeLessThanOrEqual(8);
  });

  it('moves the "next" marker through the keyed channel', () => {
    const { setStatus } = mount();
    const rows = () => screen.getAllByRole('listitem');
    expect(rows().filter((row) => row.hasAttribute('data-next'))).toHaveLength(0);
    setStatus(0, 'completed');
    expect(rows().filter((row) => row.hasAttribute('data-next'))).toEqual([rows()[1]]);
    setStatus(1, 'completed');
    expect(rows().filter((row) => row.hasAttribute('data-next'))).toEqual([rows()[2]]);
    setStatus(700, 'in_progress');
    expect(rows().filter((row) => row.hasAttribute('data-next'))).toHaveLength(0);
    expect(rows()[700]).toHaveAttribute('aria-current', 'step');
  });
});
