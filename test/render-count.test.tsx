// DESIGN.md "House style": rows are memo components that select their own entry by key, so one status change
// re-renders one row and the header. This proves it on a 1,000-entry plan with the real store.
import { act, render, screen } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanStore } from '../src/store/types';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { usePlanEntry, usePlanEntryKeys, usePlanProgress } from '../src/react/hooks';

const SESSION = 'sess_render_count';
const PLAN = 'main';
const SIZE = 1000;

interface WireEntry {
  content: string;
  priority: string;
  status: string;
}

const counts = { header: 0, list: 0, commits: 0, rows: new Map<string, number>() };

/** Counts a render of a part; a function so the counting stays out of the components' own logic. */
function rendered(part: 'header' | 'list') {
  counts[part]++;
}

function renderedRow(key: string) {
  counts.rows.set(key, (counts.rows.get(key) ?? 0) + 1);
}

function Header() {
  rendered('header');
  const progress = usePlanProgress(SESSION, PLAN);
  return <p data-testid="header">{progress ? `${progress.completed}/${progress.total}` : 'no plan'}</p>;
}

const Row = memo(function Row({ entryKey }: { entryKey: string }) {
  renderedRow(entryKey);
  const entry = usePlanEntry(SESSION, PLAN, entryKey);
  return <li data-status={entry?.status}>{entry?.content}</li>;
});

function Rows() {
  rendered('list');
  const keys = usePlanEntryKeys(SESSION, PLAN);
  return (
    <ol>
      {keys.map((key) => (
        <Row key={key} entryKey={key} />
      ))}
    </ol>
  );
}

function Harness({ store }: { store: PlanStore }) {
  return (
    <PlanStoreProvider store={store}>
      <Profiler id="plan" onRender={() => counts.commits++}>
        <Header />
        <Rows />
      </Profiler>
    </PlanStoreProvider>
  );
}

/** A full-replacement legacy `plan` update, as agents send it (entries carry no ids). */
function planUpdate(entries: readonly WireEntry[], sessionId = SESSION) {
  const update = { sessionUpdate: 'plan', entries };
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update } };
}

let store: PlanStore;
let entries: WireEntry[];

function keyAt(index: number): string {
  const plan = store.getPlan(SESSION, PLAN);
  if (plan?.type !== 'items') throw new Error('expected an item plan');
  return plan.entries[index]!.key;
}

function setStatus(index: number, status: string) {
  entries = entries.map((entry, i) => (i === index ? { ...entry, status } : entry));
  return store.apply(planUpdate(entries));
}

function snapshotCounts() {
  return { header: counts.header, list: counts.list, commits: counts.commits, rows: new Map(counts.rows) };
}

/** The keys whose row rendered since `before`, and how often. */
function rowsRenderedSince(before: ReturnType<typeof snapshotCounts>): Map<string, number> {
  const changed = new Map<string, number>();
  for (const [key, count] of counts.rows) {
    const delta = count - (before.rows.get(key) ?? 0);
    if (delta !== 0) changed.set(key, delta);
  }
  return changed;
}

beforeEach(() => {
  counts.header = 0;
  counts.list = 0;
  counts.commits = 0;
  counts.rows.clear();
  store = createPlanStore({ now: () => 1 });
  entries = Array.from({ length: SIZE }, (_, i) => ({
    content: `Step ${i}: ${['parse', 'render', 'test', 'ship'][i % 4]} module ${i}`,
    priority: 'medium',
    status: 'pending',
  }));
  expect(store.apply(planUpdate(entries)).status).toBe('applied');
  render(<Harness store={store} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(SIZE);
  expect(counts.rows.size).toBe(SIZE);
});

describe('render count of a 1,000-entry plan', () => {
  it('re-renders exactly the changed row and the header for one status change', () => {
    const before = snapshotCounts();
    const key = keyAt(500);
    act(() => {
      expect(setStatus(500, 'in_progress').status).toBe('applied');
    });
    expect(keyAt(500)).toBe(key);
    expect(rowsRenderedSince(before)).toEqual(new Map([[key, 1]]));
    expect(counts.header - before.header).toBe(1);
    expect(counts.list - before.list).toBe(0);
    expect(counts.commits - before.commits).toBe(1);
    expect(screen.getAllByRole('listitem')[500]).toHaveAttribute('data-status', 'in_progress');

    const afterFirst = snapshotCounts();
    act(() => {
      setStatus(500, 'completed');
    });
    expect(rowsRenderedSince(afterFirst)).toEqual(new Map([[key, 1]]));
    expect(screen.getByTestId('header')).toHaveTextContent('1/1000');
  });

  it('re-renders nothing for an identical snapshot or a change elsewhere in the store', () => {
    const before = snapshotCounts();
    act(() => {
      expect(store.apply(planUpdate(entries)).status).toBe('unchanged');
      expect(store.apply(planUpdate([{ content: 'Other', priority: 'low', status: 'pending' }], 'other')).status).toBe(
        'applied',
      );
    });
    expect(rowsRenderedSince(before).size).toBe(0);
    expect(counts.header).toBe(before.header);
    expect(counts.list).toBe(before.list);
    expect(counts.commits).toBe(before.commits);
  });

  it('commits once for 100 applies in one act, rendering each changed row once', () => {
    const before = snapshotCounts();
    const changedKeys = Array.from({ length: 100 }, (_, i) => keyAt(i * 10));
    act(() => {
      for (let i = 0; i < 100; i++) setStatus(i * 10, 'completed');
    });
    expect(counts.commits - before.commits).toBe(1);
    expect(rowsRenderedSince(before)).toEqual(new Map(changedKeys.map((key) => [key, 1])));
    expect(counts.header - before.header).toBe(1);
    expect(screen.getByTestId('header')).toHaveTextContent('100/1000');
  });

  describe('outside act (as in an app: updates arrive from a socket)', () => {
    const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    let actEnvironment: boolean | undefined;
    beforeEach(() => {
      actEnvironment = globals.IS_REACT_ACT_ENVIRONMENT;
      globals.IS_REACT_ACT_ENVIRONMENT = false;
    });
    afterEach(() => {
      globals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    });

    it('commits once for 100 applies in one synchronous tick', async () => {
      const before = snapshotCounts();
      for (let i = 0; i < 100; i++) setStatus(i, 'in_progress');
      expect(counts.commits).toBe(before.commits);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(counts.commits - before.commits).toBe(1);
      expect(rowsRenderedSince(before).size).toBe(100);
      expect(screen.getAllByRole('listitem')[99]).toHaveAttribute('data-status', 'in_progress');
    });
  });
});
