// The performance contract of the store-bound <PlanList> (DESIGN.md, house style): the list follows the KEYS
// only, each memo row its own entry, the header the progress. One status change in a 1,000-entry plan renders
// that row and changes the header's DOM, nothing else. Measured through the public API and the DOM only, so files
// can move: row renders through the row extras seam (its slots are called once per row render), commits through
// React's <Profiler>, and what changed on screen through a MutationObserver.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanEntryExtras } from '../shared/planEntryExtras';
import { PlanEntryExtrasContext } from '../shared/planEntryExtras';
import { PlanList } from './PlanList';

const SESSION = 'sess_renders';
const SIZE = 1000;

type Wire = { content: string; priority: string; status: string };

function plan(entries: readonly Wire[]) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan', entries } };
}

function withStatus(entries: readonly Wire[], index: number, status: string): Wire[] {
  return entries.map((entry, i) => (i === index ? { ...entry, status } : entry));
}

/** Row renders by entry key, and commits of the whole <PlanList>; reset between the phases of a test. */
const counts = { rows: new Map<string, number>(), commits: 0 };

function resetCounts() {
  counts.rows.clear();
  counts.commits = 0;
}

function totalRowRenders() {
  let total = 0;
  for (const value of counts.rows.values()) total += value;
  return total;
}

// Stable (module-level): a new extras value would re-render every row by itself.
const COUNTING_EXTRAS: PlanEntryExtras = {
  start(entry) {
    counts.rows.set(entry.key, (counts.rows.get(entry.key) ?? 0) + 1);
    return null;
  },
};

function countCommits() {
  counts.commits++;
}

/** The elements whose subtree a DOM change touched, by what they are: a row (its key), the header, or elsewhere. */
function observeChanges(root: Element) {
  const changed = { rows: new Set<string>(), header: 0, elsewhere: 0 };
  const handle = (records: MutationRecord[]) => {
    for (const { target } of records) {
      const element = target instanceof Element ? target : target.parentElement;
      const row = element?.closest('[data-slot="plan-entry"]');
      if (row) changed.rows.add(row.getAttribute('data-key')!);
      else if (element?.closest('[data-slot="plan-list-header"]')) changed.header++;
      else changed.elsewhere++;
    }
  };
  const observer = new MutationObserver(handle);
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  return {
    /** What changed since the last call (pending records included). */
    take() {
      handle(observer.takeRecords());
      const result = { rows: [...changed.rows], header: changed.header, elsewhere: changed.elsewhere };
      changed.rows.clear();
      changed.header = changed.elsewhere = 0;
      return result;
    },
    stop: () => observer.disconnect(),
  };
}

function mountLargePlan() {
  const store = createPlanStore();
  let entries: Wire[] = Array.from({ length: SIZE }, (_, i) => ({
    content: `Task number ${i} of the long plan`,
    priority: i % 3 === 0 ? 'high' : 'medium',
    status: i === 0 ? 'in_progress' : 'pending',
  }));
  store.apply(plan(entries));
  const view = render(
    <PlanEntryExtrasContext.Provider value={COUNTING_EXTRAS}>
      <PlanStoreProvider store={store}>
        <Profiler id="plan" onRender={countCommits}>
          <PlanList sessionId={SESSION} />
        </Profiler>
      </PlanStoreProvider>
    </PlanEntryExtrasContext.Provider>,
  );
  const current = store.getPlan(SESSION, 'main');
  const keys = current?.type === 'items' ? current.entries.map((entry) => entry.key) : [];
  const update = (next: Wire[]) => {
    entries = next;
    act(() => void store.apply(plan(entries)));
  };
  return {
    keys,
    changes: observeChanges(view.container),
    get entries() {
      return entries;
    },
    update,
  };
}

// Mounting 1,000 rows in jsdom takes seconds on a busy 2-core CI machine: a ceiling, not a timing assertion.
describe('render counts of a 1,000-entry store plan', { timeout: 60_000 }, () => {
  beforeEach(resetCounts);

  it('re-renders no row when the host re-renders with a new inline link handler', () => {
    const store = createPlanStore();
    store.apply(plan(Array.from({ length: SIZE }, (_, i) => ({ content: `Task ${i}`, priority: 'medium', status: 'pending' }))));
    const host = (onLinkClick: () => void) => (
      <PlanEntryExtrasContext.Provider value={COUNTING_EXTRAS}>
        <PlanStoreProvider store={store}>
          <PlanList sessionId={SESSION} onLinkClick={onLinkClick} />
        </PlanStoreProvider>
      </PlanEntryExtrasContext.Provider>
    );
    const { rerender } = render(host(() => {}));
    expect(totalRowRenders()).toBe(SIZE);
    resetCounts();
    rerender(host(() => {}));
    expect(totalRowRenders()).toBe(0);
  });

  it('mounts every row once, and plain text stays plain', () => {
    mountLargePlan();
    expect(counts.rows.size).toBe(SIZE);
    expect(totalRowRenders()).toBe(SIZE);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(SIZE);
    expect(rows[7]!.querySelector('[data-slot="plan-entry-content"]')?.children).toHaveLength(0);
  });

  it('renders only the changed row, in one commit, and changes the header on one status change', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.changes.take();
    plan1000.update(withStatus(plan1000.entries, 500, 'completed'));
    expect([...counts.rows.entries()]).toEqual([[plan1000.keys[500], 1]]);
    expect(counts.commits).toBe(1);
    const changed = plan1000.changes.take();
    expect(changed.rows).toEqual([plan1000.keys[500]]);
    expect(changed.header).toBeGreaterThan(0);
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('data-status', 'completed');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('renders only the row when a task starts: nothing in the header changes', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.changes.take();
    plan1000.update(withStatus(plan1000.entries, 500, 'in_progress'));
    expect([...counts.rows.entries()]).toEqual([[plan1000.keys[500], 1]]);
    expect(counts.commits).toBe(1);
    const changed = plan1000.changes.take();
    expect(changed.rows).toEqual([plan1000.keys[500]]);
    expect(changed.header).toBe(0);
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('aria-current', 'step');
  });

  it('also renders the rows whose "next" marker moved, and nothing at all for an identical snapshot', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.changes.take();
    // The only in-progress task is done: task 1 becomes "next" (two rows change).
    plan1000.update(withStatus(plan1000.entries, 0, 'completed'));
    expect(new Set(counts.rows.keys())).toEqual(new Set([plan1000.keys[0], plan1000.keys[1]]));
    expect(totalRowRenders()).toBe(2);
    expect(new Set(plan1000.changes.take().rows)).toEqual(new Set([plan1000.keys[0], plan1000.keys[1]]));
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-next');

    resetCounts();
    plan1000.update([...plan1000.entries]);
    // No commit: no component of the list rendered at all.
    expect(counts.commits).toBe(0);
    expect(totalRowRenders()).toBe(0);
    expect(plan1000.changes.take()).toEqual({ rows: [], header: 0, elsewhere: 0 });
  });

  it('renders only the new row when an entry is added, and renders its markdown', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.update([...plan1000.entries, { content: 'Ship **it** with `npm publish`', priority: 'medium', status: 'pending' }]);
    // Only the new row renders: once entering, once present (jsdom runs no animation, so that is at once).
    expect(counts.rows.size).toBe(1);
    expect(counts.rows.has(plan1000.keys[0]!)).toBe(false);
    expect(totalRowRenders()).toBeLessThanOrEqual(2);
    const added = screen.getAllByRole('listitem')[SIZE]!;
    expect(added.querySelector('strong')).toHaveTextContent('it');
    expect(added.querySelector('code')).toHaveTextContent('npm publish');
  });
});
