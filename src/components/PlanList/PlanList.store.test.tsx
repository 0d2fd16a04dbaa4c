// <PlanList sessionId planId>: bound to a real store, fed real-shaped ACP traffic.
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readFixture } from '../../../test/fixtures';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanStore } from '../../store/types';
import { PlanList } from './PlanList';
import type { PlanListStoreProps } from './StorePlanList';

const SESSION = 'sess_store';

interface WireEntry {
  content: string;
  priority: string;
  status: string;
}

function legacyPlan(entries: readonly WireEntry[], sessionId = SESSION) {
  return { jsonrpc: '2.0', method: 'session/update', params: { sessionId, update: { sessionUpdate: 'plan', entries } } };
}

function planUpdate(planId: string, entries: readonly WireEntry[]) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries } } };
}

const e = (content: string, status: string, priority = 'medium'): WireEntry => ({ content, status, priority });

function renderBound(store: PlanStore, props: Partial<PlanListStoreProps> = {}) {
  return render(
    <PlanStoreProvider store={store}>
      <PlanList sessionId={SESSION} {...props} />
    </PlanStoreProvider>,
  );
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

describe('<PlanList sessionId> bound to a store', () => {
  it('shows the legacy plan as plan "main" by default, and a plan_update plan by id', () => {
    const store = createPlanStore();
    store.apply(legacyPlan([e('Legacy task', 'in_progress')]));
    store.apply(planUpdate('checklist', [e('Checklist task', 'pending', 'high'), e('Other', 'pending', 'low')]));
    renderBound(store, { title: 'Main' });
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId={SESSION} planId="checklist" title="Checklist" />
      </PlanStoreProvider>,
    );
    expect(within(screen.getByRole('region', { name: 'Main' })).getByRole('listitem')).toHaveTextContent('Legacy task');
    const checklist = within(screen.getByRole('region', { name: 'Checklist' })).getAllByRole('listitem');
    expect(checklist.map((row) => row.getAttribute('data-priority'))).toEqual(['high', 'low']);
  });

  it('renders an empty plan for a missing plan or a plan of another type', () => {
    const store = createPlanStore();
    store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'md', content: '- [ ] a' } } });
    renderBound(store, { planId: 'md' });
    expect(screen.getByRole('region')).toHaveAttribute('data-empty');
    expect(screen.getByText('No tasks yet')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('follows the store: highlight, N/M, aria-valuenow, complete state', () => {
    const store = createPlanStore();
    renderBound(store);
    expect(screen.getByText('No tasks yet')).toBeInTheDocument();
    act(() => void store.apply(legacyPlan([e('A', 'in_progress'), e('B', 'pending')])));
    expect(rows()[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    act(() => void store.apply(legacyPlan([e('A', 'completed'), e('B', 'in_progress')])));
    expect(rows().map((row) => row.getAttribute('aria-current'))).toEqual([null, 'step']);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('region').querySelector('[data-slot="plan-list-count"]')).toHaveTextContent('1/2');
    act(() => void store.apply(legacyPlan([e('A', 'completed'), e('B', 'completed')])));
    expect(screen.getByRole('region')).toHaveAttribute('data-complete');
    expect(screen.getByText('All done')).toBeInTheDocument();
  });

  it('keeps the row element of a reworded entry (the store keeps its key)', () => {
    const store = createPlanStore();
    store.apply(legacyPlan([e('Read the test', 'completed'), e('Fix the tokenizer', 'in_progress'), e('Run the suite', 'pending')]));
    renderBound(store, { motion: 'reduced' });
    const [, fix] = rows();
    act(() => void store.apply(legacyPlan([e('Read the test', 'completed'), e('Fix the boundary check in the tokenizer', 'in_progress'), e('Run the suite', 'pending')])));
    expect(rows()[1]).toBe(fix);
    expect(fix).toHaveTextContent('Fix the boundary check in the tokenizer');
  });

  it('replays the Claude TodoWrite fixture: reword, add, reorder, remove, all done', () => {
    const store = createPlanStore();
    renderBound(store, { motion: 'reduced', sessionId: 'sess_todo_7f3a' });
    const lines = readFixture('claude-todowrite');
    for (const line of lines) act(() => void store.apply(line));
    const items = rows();
    expect(items.map((row) => row.getAttribute('data-status'))).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(items.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Read the failing test in parser.test.ts'),
      expect.stringContaining('Find the off-by-one in the tokenizer'),
      expect.stringContaining('Fix the boundary check in nextToken()'),
      expect.stringContaining('Run the test suite'),
    ]);
    expect(screen.getByRole('region')).toHaveAttribute('data-complete');
  });

  it('announces the net change of a burst of store updates once, after the burst', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      store.apply(legacyPlan([e('A', 'in_progress'), e('B', 'pending'), e('C', 'pending')]));
      renderBound(store);
      const region = screen.getByRole('status');
      await act(async () => {
        store.apply(legacyPlan([e('A', 'completed'), e('B', 'in_progress'), e('C', 'pending')]));
        store.apply(legacyPlan([e('A', 'completed'), e('B', 'in_progress'), e('C', 'pending')]));
        store.apply(legacyPlan([e('A', 'completed'), e('B', 'completed'), e('C', 'in_progress')]));
      });
      expect(region).toHaveTextContent(/^$/);
      act(() => vi.advanceTimersByTime(1000));
      // B started and was completed within the burst: it is news as completed only.
      expect(region.textContent?.trim()).toBe('Completed: A. Completed: B. Started: C.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces the net change per task of updates in separate tasks (events) within one burst', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      store.apply(legacyPlan([e('A', 'in_progress'), e('B', 'pending')]));
      renderBound(store);
      await act(async () => void store.apply(legacyPlan([e('A', 'completed'), e('B', 'in_progress')])));
      await act(async () => void store.apply(legacyPlan([e('A', 'completed'), e('B', 'completed')])));
      act(() => vi.advanceTimersByTime(1000));
      // B started and completed within the burst: "Completed" only, never "Started: B" and "Completed: B".
      expect(screen.getByRole('status').textContent?.trim()).toBe('Completed: A. Completed: B. All tasks completed.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not compare a store update inside the update: the comparison waits for the end of the burst', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      store.apply(legacyPlan([e('A', 'in_progress')]));
      const completed = vi.fn((task: string) => `Done: ${task}`);
      // A module constant in a real host; stable here for the same reason (a new object re-renders every row).
      const labels = { completed };
      renderBound(store, { labels });
      let calledDuringUpdate = true;
      await act(async () => {
        store.apply(legacyPlan([e('A', 'completed')]));
        calledDuringUpdate = completed.mock.calls.length > 0;
      });
      expect(calledDuringUpdate).toBe(false);
      expect(completed).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(400));
      expect(completed).toHaveBeenCalledExactlyOnceWith('A');
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists three changes and counts the rest when one update changes many tasks', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      const pending = ['A', 'B', 'C', 'D', 'E'].map((name) => e(name, 'pending'));
      store.apply(legacyPlan(pending));
      renderBound(store);
      await act(async () => void store.apply(legacyPlan(pending.map((entry) => ({ ...entry, status: 'completed' })))));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status').textContent?.trim()).toBe(
        'Completed: A. Completed: B. Completed: C. And 2 more changes. All tasks completed.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces nothing when the host switches to another session: its state is not a change of this plan', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      store.apply(legacyPlan([e('Write tests', 'in_progress'), e('Ship', 'pending')]));
      store.apply(legacyPlan([e('Refactor', 'completed'), e('Deploy', 'completed')], 'other'));
      const { rerender } = renderBound(store);
      rerender(
        <PlanStoreProvider store={store}>
          <PlanList sessionId="other" />
        </PlanStoreProvider>,
      );
      act(() => vi.advanceTimersByTime(1000));
      expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['completed', 'completed']);
      expect(screen.getByRole('status').textContent).toBe('');
      // Changes of the session now shown are announced again.
      await act(async () => void store.apply(legacyPlan([e('Refactor', 'completed'), e('Deploy', 'in_progress')], 'other')));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('status').textContent?.trim()).toBe('Started: Deploy.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces nothing for a finished plan replayed into a list mounted before it', async () => {
    vi.useFakeTimers();
    try {
      const store = createPlanStore();
      renderBound(store);
      await act(async () => void store.apply(legacyPlan([e('Old task', 'completed')])));
      act(() => vi.advanceTimersByTime(1000));
      expect(rows()).toHaveLength(1);
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders 100 updates applied in one tick in one commit', async () => {
    const { Profiler } = await import('react');
    const store = createPlanStore();
    const entries = Array.from({ length: 200 }, (_, i) => e(`Task ${i}`, 'pending'));
    store.apply(legacyPlan(entries));
    let commits = 0;
    render(
      <PlanStoreProvider store={store}>
        <Profiler id="plan" onRender={() => commits++}>
          <PlanList sessionId={SESSION} />
        </Profiler>
      </PlanStoreProvider>,
    );
    commits = 0;
    act(() => {
      for (let i = 0; i < 100; i++) {
        store.apply(legacyPlan(entries.map((entry, j) => (j <= i ? { ...entry, status: 'completed' } : entry))));
      }
    });
    expect(commits).toBe(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
