// The performance contract of the store-bound <PlanList> (DESIGN.md, house style): the list subscribes to the
// KEYS only, each memo row to its own entry, the header to the progress. One status change in a 1,000-entry
// plan re-renders that row and the header, nothing else. Plain text never runs the markdown parser.
// Render counts come from thin counting wrappers around the real components (vi.mock).
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import type { FunctionComponent, NamedExoticComponent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';
import type * as StorePlanEntryRowModule from './StorePlanEntryRow';
import type * as PlanEntryListModule from './PlanEntryList';
import type * as PlanListHeaderModule from './PlanListHeader';
import type * as ParseModule from '../InlineMarkdown/parseInlineMarkdown';

const counts = vi.hoisted(() => ({ rows: new Map<string, number>(), list: 0, header: 0, parses: 0 }));

/** The function inside a `memo(...)` component. */
function inner<P>(component: unknown): FunctionComponent<P> {
  return (component as { type: FunctionComponent<P> }).type;
}

vi.mock('./StorePlanEntryRow', async (importOriginal) => {
  const actual = await importOriginal<typeof StorePlanEntryRowModule>();
  const Row = inner<Parameters<typeof actual.StorePlanEntryRow>[0]>(actual.StorePlanEntryRow);
  return {
    ...actual,
    StorePlanEntryRow: memo(function CountedRow(props: Parameters<typeof Row>[0]) {
      counts.rows.set(props.entryKey, (counts.rows.get(props.entryKey) ?? 0) + 1);
      return Row(props);
    }) as NamedExoticComponent<Parameters<typeof Row>[0]>,
  };
});

vi.mock('./PlanEntryList', async (importOriginal) => {
  const actual = await importOriginal<typeof PlanEntryListModule>();
  return {
    ...actual,
    PlanEntryList: function CountedList(props: Parameters<typeof actual.PlanEntryList>[0]) {
      counts.list++;
      return actual.PlanEntryList(props);
    },
  };
});

vi.mock('./PlanListHeader', async (importOriginal) => {
  const actual = await importOriginal<typeof PlanListHeaderModule>();
  const Header = inner<Parameters<typeof actual.PlanListHeader>[0]>(actual.PlanListHeader);
  return {
    ...actual,
    PlanListHeader: memo(function CountedHeader(props: Parameters<typeof Header>[0]) {
      counts.header++;
      return Header(props);
    }),
  };
});

vi.mock('../InlineMarkdown/parseInlineMarkdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ParseModule>();
  return {
    ...actual,
    parseInlineMarkdown: (text: string) => {
      counts.parses++;
      return actual.parseInlineMarkdown(text);
    },
  };
});

const SESSION = 'sess_renders';
const SIZE = 1000;

type Wire = { content: string; priority: string; status: string };

function plan(entries: readonly Wire[]) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan', entries } };
}

function withStatus(entries: readonly Wire[], index: number, status: string): Wire[] {
  return entries.map((entry, i) => (i === index ? { ...entry, status } : entry));
}

function resetCounts() {
  counts.rows.clear();
  counts.list = 0;
  counts.header = 0;
  counts.parses = 0;
}

function totalRowRenders() {
  let total = 0;
  for (const value of counts.rows.values()) total += value;
  return total;
}

function mountLargePlan() {
  const store = createPlanStore();
  let entries: Wire[] = Array.from({ length: SIZE }, (_, i) => ({
    content: `Task number ${i} of the long plan`,
    priority: i % 3 === 0 ? 'high' : 'medium',
    status: i === 0 ? 'in_progress' : 'pending',
  }));
  store.apply(plan(entries));
  render(
    <PlanStoreProvider store={store}>
      <PlanList sessionId={SESSION} />
    </PlanStoreProvider>,
  );
  const current = store.getPlan(SESSION, 'main');
  const keys = current?.type === 'items' ? current.entries.map((entry) => entry.key) : [];
  const update = (next: Wire[]) => {
    entries = next;
    act(() => void store.apply(plan(entries)));
  };
  return { store, keys, get entries() { return entries; }, update };
}

describe('render counts of a 1,000-entry store plan', () => {
  beforeEach(resetCounts);

  it('re-renders no row when the host re-renders with a new inline link handler', () => {
    const store = createPlanStore();
    store.apply(plan(Array.from({ length: SIZE }, (_, i) => ({ content: `Task ${i}`, priority: 'medium', status: 'pending' }))));
    const host = (onLinkClick: () => void) => (
      <PlanStoreProvider store={store}>
        <PlanList sessionId={SESSION} onLinkClick={onLinkClick} />
      </PlanStoreProvider>
    );
    const { rerender } = render(host(() => {}));
    resetCounts();
    rerender(host(() => {}));
    expect(totalRowRenders()).toBe(0);
  });

  it('mounts every row once and parses no plain-text content', () => {
    mountLargePlan();
    expect(counts.rows.size).toBe(SIZE);
    expect(totalRowRenders()).toBe(SIZE);
    expect(counts.parses).toBe(0);
    expect(screen.getAllByRole('listitem')).toHaveLength(SIZE);
  });

  it('re-renders only the changed row and the header on one status change', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.update(withStatus(plan1000.entries, 500, 'completed'));
    expect([...counts.rows.entries()]).toEqual([[plan1000.keys[500], 1]]);
    expect(counts.header).toBe(1);
    expect(counts.list).toBe(0);
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('data-status', 'completed');
  });

  it('re-renders only the row when a task starts: the header shows nothing that changed', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.update(withStatus(plan1000.entries, 500, 'in_progress'));
    expect([...counts.rows.entries()]).toEqual([[plan1000.keys[500], 1]]);
    expect(counts.header).toBe(0);
    expect(counts.list).toBe(0);
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('aria-current', 'step');
  });

  it('also re-renders the rows whose "next" marker moved, and nothing for an identical snapshot', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    // The only in-progress task is done: task 1 becomes "next" (two rows change), the list does not re-render.
    plan1000.update(withStatus(plan1000.entries, 0, 'completed'));
    expect(new Set(counts.rows.keys())).toEqual(new Set([plan1000.keys[0], plan1000.keys[1]]));
    expect(totalRowRenders()).toBe(2);
    expect(counts.list).toBe(0);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-next');

    resetCounts();
    plan1000.update([...plan1000.entries]);
    expect(totalRowRenders()).toBe(0);
    expect(counts.header).toBe(0);
    expect(counts.list).toBe(0);
  });

  it('re-renders the list (not the rows) when an entry is added, and parses only markdown content', () => {
    const plan1000 = mountLargePlan();
    resetCounts();
    plan1000.update([...plan1000.entries, { content: 'Ship **it** with `npm publish`', priority: 'medium', status: 'pending' }]);
    expect(counts.list).toBeGreaterThanOrEqual(1);
    // Only the new row renders: once entering, once present (jsdom runs no animation, so that is at once).
    expect(counts.rows.size).toBe(1);
    expect(counts.rows.has(plan1000.keys[0]!)).toBe(false);
    expect(totalRowRenders()).toBeLessThanOrEqual(2);
    expect(counts.parses).toBe(1);
  });
});
