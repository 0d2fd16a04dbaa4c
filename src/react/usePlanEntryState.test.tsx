// The keyed entry hooks with the real store: what they return, when they re-render, and that a thousand of
// them hold a single store subscription.
import { act, render } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { countStoreListeners } from '../../test/countStoreListeners';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanEntryState, PlanStore } from '../store/types';
import { usePlanEntry, usePlanEntryKeys, usePlanProgress } from './hooks';
import { PlanStoreProvider } from './PlanStoreProvider';
import { usePlanEntryRowState } from './usePlanEntryState';
import type { PlanEntryRowState } from './usePlanEntryState';

const S = 'sess';
type Wire = { content: string; priority: string; status: string };
const wire = (content: string, status = 'pending'): Wire => ({ content, priority: 'medium', status });

function plan(entries: readonly Wire[]) {
  return { sessionId: S, update: { sessionUpdate: 'plan', entries } };
}

function keysOf(store: PlanStore): string[] {
  const current = store.getPlan(S, 'main');
  return current?.type === 'items' ? current.entries.map((entry) => entry.key) : [];
}

function RowProbe({ entryKey, keepLast, seen }: { entryKey: string; keepLast: boolean; seen: PlanEntryRowState[] }) {
  const state = usePlanEntryRowState(S, 'main', entryKey, keepLast);
  seen.push(state);
  return null;
}

function EntryProbe({ entryKey, seen }: { entryKey: string; seen: Map<string, Array<PlanEntryState | undefined>> }) {
  const entry = usePlanEntry(S, 'main', entryKey);
  seen.set(entryKey, [...(seen.get(entryKey) ?? []), entry]);
  return null;
}

describe('usePlanEntry through keyed notifications', () => {
  it('holds one store subscription for a thousand rows and re-renders only the changed one', () => {
    const store = createPlanStore();
    const listeners = countStoreListeners(store);
    let entries = Array.from({ length: 1000 }, (_, i) => wire(`Task ${i}`));
    store.apply(plan(entries));
    const keys = keysOf(store);
    const seen = new Map<string, Array<PlanEntryState | undefined>>();
    const view = render(
      <PlanStoreProvider store={store}>
        {keys.map((key) => (
          <EntryProbe key={key} entryKey={key} seen={seen} />
        ))}
      </PlanStoreProvider>,
    );
    expect(listeners()).toBe(1);
    entries = entries.map((entry, i) => (i === 400 ? { ...entry, status: 'completed' } : entry));
    act(() => void store.apply(plan(entries)));
    const rerendered = [...seen].filter(([, values]) => values.length > 1).map(([key]) => key);
    expect(rerendered).toEqual([keys[400]]);
    expect(seen.get(keys[400]!)!.at(-1)?.status).toBe('completed');
    view.unmount();
    expect(listeners()).toBe(0);
  });
});

// A list built from the public hooks alone, as a host (or <PlanList>'s parts) would: the keys for the list, one
// memo row per key on its entry, the progress for the header. Each part holds a <Profiler> that counts its
// commits, so what renders is measured without reaching into any component.
const commits = new Map<string, number>();
const countCommit = (id: string) => void commits.set(id, (commits.get(id) ?? 0) + 1);

const HookRow = memo(function HookRow({ entryKey }: { entryKey: string }) {
  const entry = usePlanEntry(S, 'main', entryKey);
  // Inside the memo row: it commits only when the row itself rendered.
  return (
    <Profiler id={entryKey} onRender={countCommit}>
      <li data-status={entry?.status}>{entry?.content}</li>
    </Profiler>
  );
});

function HookHeader() {
  const progress = usePlanProgress(S, 'main');
  return <p>{`${progress?.completed}/${progress?.total}`}</p>;
}

function HookList() {
  const keys = usePlanEntryKeys(S, 'main');
  return (
    <ol>
      {keys.map((key) => (
        <HookRow key={key} entryKey={key} />
      ))}
    </ol>
  );
}

describe('a list built from usePlanEntryKeys, usePlanEntry and usePlanProgress', () => {
  it('renders only the changed row and the header for a status change, and the list only for a new key', () => {
    const store = createPlanStore();
    let entries = Array.from({ length: 100 }, (_, i) => wire(`Task ${i}`));
    store.apply(plan(entries));
    const keys = keysOf(store);
    const view = render(
      <PlanStoreProvider store={store}>
        <Profiler id="header" onRender={countCommit}>
          <HookHeader />
        </Profiler>
        <Profiler id="list" onRender={countCommit}>
          <HookList />
        </Profiler>
      </PlanStoreProvider>,
    );
    commits.clear();
    entries = entries.map((entry, i) => (i === 40 ? { ...entry, status: 'completed' } : entry));
    act(() => void store.apply(plan(entries)));
    // The list's Profiler commits because a row inside it rendered; no other row did.
    expect(Object.fromEntries(commits)).toEqual({ [keys[40]!]: 1, header: 1, list: 1 });
    expect(view.getByText('1/100')).toBeInTheDocument();

    commits.clear();
    // A task starts: the counts the header shows (completed/total) are compared field by field, so it re-renders
    // for inProgress only, and the row; nothing else.
    entries = entries.map((entry, i) => (i === 41 ? { ...entry, status: 'in_progress' } : entry));
    act(() => void store.apply(plan(entries)));
    expect(Object.fromEntries(commits)).toEqual({ [keys[41]!]: 1, header: 1, list: 1 });

    commits.clear();
    act(() => void store.apply(plan([...entries, wire('Ship it')])));
    expect(commits.get('list')).toBe(1);
    expect(keys.filter((key) => commits.has(key))).toEqual([]);
    expect(view.getAllByRole('listitem')).toHaveLength(101);
  });
});

describe('usePlanEntryRowState', () => {
  it('keeps the last entry once it leaves the plan with keepLast, and gives undefined without', () => {
    const store = createPlanStore();
    store.apply(plan([wire('A'), wire('B', 'in_progress')]));
    const [, keyB] = keysOf(store);
    const kept: PlanEntryRowState[] = [];
    const plain: PlanEntryRowState[] = [];
    render(
      <PlanStoreProvider store={store}>
        <RowProbe entryKey={keyB!} keepLast seen={kept} />
        <RowProbe entryKey={keyB!} keepLast={false} seen={plain} />
      </PlanStoreProvider>,
    );
    const last = kept.at(-1)!.entry;
    expect(last?.content).toBe('B');
    act(() => void store.apply(plan([wire('A')])));
    expect(kept.at(-1)!.entry).toBe(last);
    expect(plain.at(-1)!.entry).toBeUndefined();
  });

  it('follows the "next" flag and returns the same object while nothing about the row changed', () => {
    const store = createPlanStore();
    store.apply(plan([wire('A', 'in_progress'), wire('B'), wire('C')]));
    const [, keyB] = keysOf(store);
    const seen: PlanEntryRowState[] = [];
    render(
      <PlanStoreProvider store={store}>
        <RowProbe entryKey={keyB!} keepLast seen={seen} />
      </PlanStoreProvider>,
    );
    expect(seen.at(-1)!.isNext).toBe(false);
    act(() => void store.apply(plan([wire('A', 'completed'), wire('B'), wire('C')])));
    expect(seen.at(-1)!.isNext).toBe(true);
    const renders = seen.length;
    // C changes: B's state object is untouched, so B does not re-render.
    act(() => void store.apply(plan([wire('A', 'completed'), wire('B'), wire('C', 'cancelled')])));
    expect(seen).toHaveLength(renders);
    act(() => void store.apply(plan([wire('A', 'completed'), wire('B', 'in_progress'), wire('C', 'cancelled')])));
    expect(seen.at(-1)).toMatchObject({ isNext: false, entry: { status: 'in_progress' } });
  });
});
