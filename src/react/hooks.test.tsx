import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type {
  ApplyResult,
  ItemsPlanState,
  PlanEntryState,
  PlanProgress,
  PlanState,
  PlanStore,
  PlanStoreSnapshot,
  SessionPlansState,
} from '../store/types';
// A minimal PlanStore: plans are set directly (no protocol, no reconciliation), so each test controls exactly
// which objects change. The real store is exercised in test/render-count.test.tsx and the SSR test.

const EMPTY: readonly PlanState[] = Object.freeze([]);

/** A PlanStore whose state the test writes with `setPlans` / `setHistory`; counts its listeners. */
interface FakePlanStore extends PlanStore {
  setPlans(sessionId: string, plans: readonly PlanState[]): void;
  setHistory(sessionId: string, planId: string, history: readonly PlanState[]): void;
  readonly listenerCount: () => number;
}

function createFakePlanStore(): FakePlanStore {
  let snapshot: PlanStoreSnapshot = { version: 0, sessions: new Map() };
  const histories = new Map<string, readonly PlanState[]>();
  const listeners = new Set<() => void>();
  const publish = (sessions: Map<string, SessionPlansState>) => {
    snapshot = { version: snapshot.version + 1, sessions };
    listeners.forEach((listener) => listener());
  };
  const getPlans = (sessionId: string) => snapshot.sessions.get(sessionId)?.plans ?? EMPTY;
  const getPlan = (sessionId: string, planId: string) => getPlans(sessionId).find((plan) => plan.planId === planId);
  return {
    apply: (): ApplyResult => ({ status: 'ignored', reason: 'fake store' }),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getPlans,
    getPlan,
    getEntry(sessionId, planId, key) {
      const plan = getPlan(sessionId, planId);
      return plan?.type === 'items' ? plan.entries.find((entry) => entry.key === key) : undefined;
    },
    getHistory: (sessionId, planId) => histories.get(`${sessionId}\u0000${planId}`) ?? EMPTY,
    reset() {
      publish(new Map());
    },
    setPlans(sessionId, plans) {
      const sessions = new Map(snapshot.sessions);
      sessions.set(sessionId, { sessionId, plans });
      publish(sessions);
    },
    setHistory(sessionId, planId, history) {
      histories.set(`${sessionId}\u0000${planId}`, history);
      publish(new Map(snapshot.sessions));
    },
    listenerCount: () => listeners.size,
  };
}

function progressOf(entries: readonly PlanEntryState[]): PlanProgress {
  const completed = entries.filter((entry) => entry.status === 'completed').length;
  const inProgress = entries.filter((entry) => entry.status === 'in_progress').length;
  const pending = entries.filter((entry) => entry.status === 'pending').length;
  const cancelled = entries.filter((entry) => entry.status === 'cancelled').length;
  const total = entries.length;
  const other = total - completed - inProgress - pending - cancelled;
  return { completed, inProgress, pending, cancelled, other, total, ratio: total - cancelled ? completed / (total - cancelled) : 0 };
}

function entry(key: string, status = 'pending', content = `Task ${key}`): PlanEntryState {
  return { key, content, status, priority: 'medium' };
}

function itemsPlan(
  sessionId: string,
  planId: string,
  entries: readonly PlanEntryState[],
  revision = 1,
): ItemsPlanState {
  return {
    sessionId,
    planId,
    type: 'items',
    revision,
    updatedAt: revision,
    entries,
    progress: progressOf(entries),
  };
}
import { PlanStoreProvider } from './PlanStoreProvider';
import { usePlan, usePlanEntry, usePlanEntryKeys, usePlanHistory, usePlanProgress, usePlans } from './hooks';
import { shallowEqual } from './shallowEqual';
import { usePlanStoreSelector } from './usePlanStoreSelector';

function Counter<T>({ use, onRender }: { use: () => T; onRender: (value: T) => void }) {
  const value = use();
  onRender(value);
  return null;
}

/** Renders `use` under a provider; records every render's value. */
function renderHookValues<T>(store: PlanStore, use: () => T) {
  const values: T[] = [];
  const view = render(
    <PlanStoreProvider store={store}>
      <Counter use={use} onRender={(value) => values.push(value)} />
    </PlanStoreProvider>,
  );
  return { values, view };
}

const S = 'session-1';
const P = 'plan-1';

function filePlan(revision: number): PlanState {
  return { sessionId: S, planId: P, type: 'file', uri: 'file:///p.md', revision, updatedAt: revision };
}

describe('usePlans', () => {
  it('returns the plans of one session and re-renders only for that session', () => {
    const store = createFakePlanStore();
    const plan = itemsPlan(S, P, [entry('a')]);
    store.setPlans(S, [plan]);
    const { values } = renderHookValues(store, () => usePlans(S));
    expect(values.at(-1)).toEqual([plan]);
    act(() => store.setPlans('other', [itemsPlan('other', P, [])]));
    expect(values).toHaveLength(1);
    act(() => store.setPlans(S, [plan]));
    // A new array with the same plans is the same slice.
    expect(values).toHaveLength(1);
    const next = itemsPlan(S, P, [entry('a', 'completed')], 2);
    act(() => store.setPlans(S, [next]));
    expect(values).toHaveLength(2);
    expect(values.at(-1)).toEqual([next]);
  });

  it('gives the same empty array for an unknown session', () => {
    const store = createFakePlanStore();
    const { values } = renderHookValues(store, () => usePlans('nobody'));
    act(() => store.setPlans(S, [itemsPlan(S, P, [])]));
    expect(values).toHaveLength(1);
    expect(values[0]).toEqual([]);
  });
});

describe('usePlan', () => {
  it('follows one plan: new revisions re-render, other plans do not, removal gives undefined', () => {
    const store = createFakePlanStore();
    const mine = itemsPlan(S, P, [entry('a')]);
    const theirs = itemsPlan(S, 'plan-2', [entry('x')]);
    store.setPlans(S, [mine, theirs]);
    const { values } = renderHookValues(store, () => usePlan(S, P));
    expect(values).toEqual([mine]);
    act(() => store.setPlans(S, [mine, itemsPlan(S, 'plan-2', [entry('x', 'completed')], 2)]));
    expect(values).toHaveLength(1);
    const mine2 = itemsPlan(S, P, [entry('a', 'in_progress')], 2);
    act(() => store.setPlans(S, [mine2]));
    expect(values).toEqual([mine, mine2]);
    act(() => store.setPlans(S, []));
    expect(values).toEqual([mine, mine2, undefined]);
  });
});

describe('usePlanEntry', () => {
  it('re-renders only when its own entry object changes', () => {
    const store = createFakePlanStore();
    const a = entry('a');
    store.setPlans(S, [itemsPlan(S, P, [a, entry('b')])]);
    const { values } = renderHookValues(store, () => usePlanEntry(S, P, 'a'));
    act(() => store.setPlans(S, [itemsPlan(S, P, [a, entry('b', 'completed')], 2)]));
    expect(values).toEqual([a]);
    const a2 = entry('a', 'in_progress');
    act(() => store.setPlans(S, [itemsPlan(S, P, [a2], 3)]));
    expect(values).toEqual([a, a2]);
    act(() => store.setPlans(S, [filePlan(4)]));
    expect(values).toEqual([a, a2, undefined]);
  });
});

describe('usePlanEntryKeys', () => {
  it('re-renders when entries are added, removed or moved, not when one changes', () => {
    const store = createFakePlanStore();
    store.setPlans(S, [itemsPlan(S, P, [entry('a'), entry('b')])]);
    const { values } = renderHookValues(store, () => usePlanEntryKeys(S, P));
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('a', 'completed'), entry('b')], 2)]));
    expect(values).toEqual([['a', 'b']]);
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('b'), entry('a')], 3)]));
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('b')], 4)]));
    expect(values).toEqual([['a', 'b'], ['b', 'a'], ['b']]);
  });

  it('is a stable empty array for a missing or non-item plan', () => {
    const store = createFakePlanStore();
    const { values } = renderHookValues(store, () => usePlanEntryKeys(S, P));
    const markdown: PlanState = { ...filePlan(1), type: 'markdown', content: '', progress: progressOf([]) };
    act(() => store.setPlans(S, [markdown]));
    expect(values).toEqual([[]]);
  });
});

describe('usePlanProgress', () => {
  it('compares progress field by field and is undefined for file or missing plans', () => {
    const store = createFakePlanStore();
    store.setPlans(S, [itemsPlan(S, P, [entry('a'), entry('b', 'completed')])]);
    const { values } = renderHookValues(store, () => usePlanProgress(S, P));
    expect(values.at(-1)).toMatchObject({ completed: 1, total: 2, ratio: 0.5 });
    // A reworded entry: a new plan and a new (equal) progress object, so no re-render.
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('a', 'pending', 'Reworded'), entry('b', 'completed')], 2)]));
    expect(values).toHaveLength(1);
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('a', 'completed'), entry('b', 'completed')], 3)]));
    expect(values).toHaveLength(2);
    expect(values.at(-1)).toMatchObject({ completed: 2, ratio: 1 });
    act(() => store.setPlans(S, [filePlan(4)]));
    expect(values.at(-1)).toBeUndefined();
  });
});

describe('usePlanHistory', () => {
  it('returns earlier revisions and a stable empty array when there are none', () => {
    const store = createFakePlanStore();
    const { values } = renderHookValues(store, () => usePlanHistory(S, P));
    expect(values).toEqual([[]]);
    const first = itemsPlan(S, P, [entry('a')]);
    act(() => store.setHistory(S, P, [first]));
    expect(values).toEqual([[], [first]]);
    act(() => store.setHistory(S, P, [first]));
    expect(values).toHaveLength(2);
  });
});

describe('usePlanStoreSelector', () => {
  it('keeps the previous value while a new selection is equal, even with an inline selector', () => {
    const store = createFakePlanStore();
    store.setPlans(S, [itemsPlan(S, P, [entry('a', 'completed'), entry('b')])]);
    const useDoneKeys = () =>
      usePlanStoreSelector(
        (s) =>
          (s.getPlan(S, P) as ItemsPlanState | undefined)?.entries
            .filter((e) => e.status === 'completed')
            .map((e) => e.key) ?? [],
        shallowEqual,
      );
    const { values, view } = renderHookValues(store, useDoneKeys);
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('a', 'completed'), entry('b', 'in_progress')], 2)]));
    expect(values).toHaveLength(1);
    // A parent re-render with a new selector function still returns the committed array.
    view.rerender(
      <PlanStoreProvider store={store}>
        <Counter use={useDoneKeys} onRender={(value) => values.push(value)} />
      </PlanStoreProvider>,
    );
    expect(values).toHaveLength(2);
    expect(values[1]).toBe(values[0]);
    act(() => store.setPlans(S, [itemsPlan(S, P, [entry('a', 'completed'), entry('b', 'completed')], 3)]));
    expect(values.at(-1)).toEqual(['a', 'b']);
  });

  it('runs the selector once per snapshot, not once per render', () => {
    const store = createFakePlanStore();
    const selector = vi.fn((s: PlanStore) => s.getPlans(S).length);
    function Probe({ tick }: { tick: number }) {
      return <span>{`${tick}:${usePlanStoreSelector(selector)}`}</span>;
    }
    const { rerender } = render(
      <PlanStoreProvider store={store}>
        <Probe tick={0} />
      </PlanStoreProvider>,
    );
    const callsAfterMount = selector.mock.calls.length;
    rerender(
      <PlanStoreProvider store={store}>
        <Probe tick={1} />
      </PlanStoreProvider>,
    );
    expect(selector.mock.calls.length).toBe(callsAfterMount);
    act(() => store.setPlans(S, [itemsPlan(S, P, [])]));
    expect(selector.mock.calls.length).toBe(callsAfterMount + 1);
    expect(screen.getByText('1:1')).toBeInTheDocument();
  });

  it('uses a custom equality, works with unbound store methods and unsubscribes on unmount', () => {
    const fake = createFakePlanStore();
    // Methods copied off the object: the hook must not rely on `this`.
    const store: PlanStore = { ...fake, subscribe: fake.subscribe, getSnapshot: fake.getSnapshot };
    const { values, view } = renderHookValues(store, () =>
      usePlanStoreSelector((s) => s.getPlans(S).length, (a, b) => a > 0 === b > 0),
    );
    expect(fake.listenerCount()).toBe(1);
    act(() => fake.setPlans(S, [itemsPlan(S, P, [])]));
    act(() => fake.setPlans(S, [itemsPlan(S, P, []), itemsPlan(S, 'p2', [])]));
    expect(values).toEqual([0, 1]);
    view.unmount();
    expect(fake.listenerCount()).toBe(0);
  });
});

describe('shallowEqual', () => {
  it('compares arrays and plain objects one level deep', () => {
    const shared = { x: 1 };
    expect(shallowEqual([1, shared], [1, shared])).toBe(true);
    expect(shallowEqual([1, { x: 1 }], [1, { x: 1 }])).toBe(false);
    expect(shallowEqual([1], [1, 2])).toBe(false);
    expect(shallowEqual({ a: 1, b: shared }, { b: shared, a: 1 })).toBe(true);
    expect(shallowEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(shallowEqual({ a: undefined }, { b: undefined } as object)).toBe(false);
    expect(shallowEqual<unknown>([], {})).toBe(false);
    expect(shallowEqual<unknown>(undefined, {})).toBe(false);
    expect(shallowEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
