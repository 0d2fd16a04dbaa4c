// Replays every traffic fixture through a store with a fake clock and checks the end state concretely.
import { describe, expect, it, vi } from 'vitest';
import { createPlanStore, type ApplyResult, type ItemsPlanState, type MarkdownPlanState } from '../src/store';
import { readFixture, type FixtureName } from './fixtures';

/** Replays a fixture; the clock reads 1000 + 100 x the line index, so timestamps name the line that set them. */
function replay(name: FixtureName) {
  let line = 0;
  const onError = vi.fn();
  const store = createPlanStore({ now: () => 1000 + line * 100, onError });
  const listener = vi.fn();
  store.subscribe(listener);
  const results: ApplyResult['status'][] = [];
  const notified: boolean[] = [];
  for (const [index, input] of readFixture(name).entries()) {
    line = index;
    const calls = listener.mock.calls.length;
    results.push(store.apply(input).status);
    notified.push(listener.mock.calls.length > calls);
  }
  return { store, results, notified, onError };
}

const rows = (plan: ItemsPlanState) => plan.entries.map((e) => [e.key, e.content, e.status]);

describe('fixture replay', () => {
  it('claude-todowrite: keys survive rewording, reordering and removal', () => {
    const { store, results, notified, onError } = replay('claude-todowrite');
    expect(results).toEqual(['ignored', 'applied', 'unchanged', 'ignored', 'applied', 'applied', 'applied', 'applied']);
    // The repeated snapshot (line 3) notified nobody; every applied line did.
    expect(notified).toEqual(results.map((status) => status === 'applied'));
    expect(onError).not.toHaveBeenCalled();

    expect(store.getPlans('sess_todo_7f3a').map((p) => p.planId)).toEqual(['main']);
    const plan = store.getPlan('sess_todo_7f3a', 'main') as ItemsPlanState;
    expect(plan.revision).toBe(5);
    expect(rows(plan)).toEqual([
      ['k1', 'Read the failing test in `parser.test.ts`', 'completed'],
      ['k2', 'Find the off-by-one in the tokenizer', 'completed'],
      // Was "Fix the tokenizer" (k3): reworded in place, kept its key.
      ['k3', 'Fix the boundary check in `nextToken()`', 'completed'],
      ['k4', 'Run the test suite', 'completed'],
    ]);
    // "Add a regression test for empty input" came as k5 and went with the last snapshot.
    expect(store.getEntry('sess_todo_7f3a', 'main', 'k5')).toBeUndefined();
    expect((store.getHistory('sess_todo_7f3a', 'main').at(-1) as ItemsPlanState).entries.map((entry) => entry.key)).toContain('k5');
    expect(plan.progress).toEqual({ completed: 4, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 4, ratio: 1 });

    const [read, find, fix, run] = plan.entries;
    expect(read).toMatchObject({ startedAt: 1100, completedAt: 1400 });
    expect(find).toMatchObject({ startedAt: 1400, completedAt: 1500 });
    expect(fix).toMatchObject({ startedAt: 1500, completedAt: 1600 });
    expect(run).toMatchObject({ startedAt: 1600, completedAt: 1700, change: 'status', previousStatus: 'in_progress' });
    // Unchanged since line 5: the very objects of that revision.
    expect(read).toBe((store.getHistory('sess_todo_7f3a', 'main')[1] as ItemsPlanState).entries[0]);

    const history = store.getHistory('sess_todo_7f3a', 'main') as ItemsPlanState[];
    expect(history.map((p) => p.revision)).toEqual([1, 2, 3, 4]);
    // Line 6: k1 unchanged since line 5 (same object, its old change), k3 reworded and started, k5 added,
    // k4 untouched since line 2.
    expect(history[2]!.entries.map((e) => [e.key, e.change])).toEqual([
      ['k1', 'status'],
      ['k2', 'status'],
      ['k3', 'status'],
      ['k5', 'added'],
      ['k4', undefined],
    ]);
    expect(history[2]!.entries[0]).toBe(history[1]!.entries[0]);
    expect(history[2]!.entries[4]).toBe(history[0]!.entries[3]);
    // The reorder on line 7 moved k4 above k5 without touching k5's object.
    expect(history[3]!.entries.map((e) => e.key)).toEqual(['k1', 'k2', 'k3', 'k4', 'k5']);
    expect(history[3]!.entries[4]).toBe(history[2]!.entries[3]);
  });

  it('codex-update-plan: one step at a time, a step appended midway, all completed', () => {
    const { store, results, onError } = replay('codex-update-plan');
    expect(results).toEqual(['applied', 'applied', 'applied', 'applied', 'applied']);
    expect(onError).not.toHaveBeenCalled();
    const plan = store.getPlan('sess_codex_19c2', 'main') as ItemsPlanState;
    expect(plan.revision).toBe(5);
    expect(rows(plan)).toEqual([
      ['k1', 'Inspect the build configuration', 'completed'],
      ['k2', 'Upgrade the bundler to the new major version', 'completed'],
      ['k3', 'Fix the changed plugin API calls', 'completed'],
      ['k4', 'Rebuild and compare bundle sizes', 'completed'],
    ]);
    expect(plan.progress).toMatchObject({ completed: 4, total: 4, ratio: 1 });
    const appended = (store.getHistory('sess_codex_19c2', 'main')[2] as ItemsPlanState).entries[3];
    expect(appended).toMatchObject({ key: 'k4', change: 'added', status: 'pending' });
    expect(plan.entries[3]).toMatchObject({ startedAt: 1300, completedAt: 1400 });
    // Each step was in progress exactly between two lines.
    expect(plan.entries.map((e) => [e.startedAt, e.completedAt])).toEqual([
      [1000, 1100],
      [1100, 1200],
      [1200, 1300],
      [1300, 1400],
    ]);
  });

  it('multi-plan: three plan types in one session, updates to each, removals in both id spellings', () => {
    const { store, results, onError } = replay('multi-plan');
    expect(results).toEqual([
      'applied', // checklist (items)
      'applied', // strategy (markdown)
      'applied', // design-doc (file, spelled `id`)
      'ignored', // agent_thought_chunk
      'applied', // checklist update
      'applied', // strategy update
      'applied', // the same file plan again: the file may have changed
      'removed', // plan_removed planId: strategy
      'removed', // plan_removed id: design-doc
    ]);
    expect(onError).not.toHaveBeenCalled();
    const session = 'sess_ops_4410';
    expect(store.getPlans(session).map((p) => p.planId)).toEqual(['checklist']);
    expect(store.getPlan(session, 'strategy')).toBeUndefined();
    expect(store.getPlan(session, 'design-doc')).toBeUndefined();
    expect(store.getHistory(session, 'strategy')).toEqual([]);

    const checklist = store.getPlan(session, 'checklist') as ItemsPlanState;
    expect(checklist.revision).toBe(2);
    expect(checklist.entries.map((e) => [e.key, e.content, e.priority, e.status, e.change])).toEqual([
      ['k1', 'Analyze the existing codebase structure', 'high', 'completed', 'status'],
      ['k2', 'Identify components that need refactoring', 'high', 'completed', 'status'],
      ['k4', 'Fix circular dependency in auth module', 'high', 'in_progress', 'added'],
      ['k3', 'Create unit tests for critical functions', 'medium', 'pending', undefined],
    ]);
    expect(checklist.progress).toEqual({ completed: 2, inProgress: 1, pending: 1, cancelled: 0, other: 0, total: 4, ratio: 0.5 });

    // Six applied updates and two removals: eight new snapshots.
    expect(store.getSnapshot().version).toBe(8);
  });

  it('multi-plan: the states just before the removals', () => {
    const inputs = readFixture('multi-plan');
    const store = createPlanStore({ now: () => 0 });
    inputs.slice(0, 7).forEach((input) => store.apply(input));
    const session = 'sess_ops_4410';
    expect(store.getPlans(session).map((p) => [p.planId, p.type, p.revision])).toEqual([
      ['checklist', 'items', 2],
      ['strategy', 'markdown', 2],
      ['design-doc', 'file', 2],
    ]);
    const strategy = store.getPlan(session, 'strategy') as MarkdownPlanState;
    expect(strategy.progress).toEqual({ completed: 2, inProgress: 0, pending: 1, cancelled: 0, other: 0, total: 3, ratio: 2 / 3 });
    expect(store.getPlan(session, 'design-doc')).toMatchObject({ uri: 'file:///workspace/docs/refactor-plan.md' });
  });

  it('markdown-streaming: a growing document, then one task checked', () => {
    const inputs = readFixture('markdown-streaming');
    const store = createPlanStore({ now: () => 0 });
    const totals: [number, number][] = [];
    const progressObjects: unknown[] = [];
    for (const input of inputs) {
      expect(store.apply(input).status).toBe('applied');
      const plan = store.getPlan('sess_md_88e1', 'plan-mode') as MarkdownPlanState;
      totals.push([plan.progress.completed, plan.progress.total]);
      progressObjects.push(plan.progress);
    }
    expect(totals).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 4],
      [0, 4],
      [0, 4],
      [1, 4],
    ]);
    // While the table streams in, the counts do not move and neither does the progress object.
    expect(progressObjects[7]).toBe(progressObjects[6]);
    expect(progressObjects[9]).toBe(progressObjects[6]);
    const plan = store.getPlan('sess_md_88e1', 'plan-mode') as MarkdownPlanState;
    expect(plan.revision).toBe(11);
    expect(plan.content).toContain('- [x] Add a `RateLimiter` middleware');
    expect(plan.progress).toEqual({ completed: 1, inProgress: 0, pending: 3, cancelled: 0, other: 0, total: 4, ratio: 0.25 });
    expect(store.apply(inputs[inputs.length - 1]).status).toBe('unchanged');
  });

  it('v2-plans: cancelled and custom statuses counted, unknown plan types kept, removed like any plan', () => {
    const { store, results } = replay('v2-plans');
    expect(results).toEqual(['applied', 'applied', 'ignored', 'applied', 'unchanged', 'applied', 'applied', 'removed']);
    const main = store.getPlan('sess_v2', 'main') as ItemsPlanState;
    expect(main.entries.map((entry) => [entry.key, entry.status, entry.priority])).toEqual([
      ['k1', 'completed', 'high'],
      ['k2', 'cancelled', 'low'],
      ['k3', '_verified', 'medium'],
      ['k4', 'completed', '_urgent'],
    ]);
    // Without an isDone option `_verified` is not done: 2 of the 3 that count.
    expect(main.progress).toEqual({ completed: 2, inProgress: 0, pending: 0, cancelled: 1, other: 1, total: 4, ratio: 2 / 3 });
    expect(store.getPlans('sess_v2').map((plan) => [plan.planId, plan.type])).toEqual([
      ['main', 'items'],
      ['later', 'unknown'],
    ]);
    expect(store.getPlan('sess_v2', 'later')).toMatchObject({ planType: 'timeline', content: { milestones: [{ at: '2026-12-01', title: 'Beta' }] } });
    // With the host's isDone, the same traffic is all done.
    const counting = createPlanStore({ isDone: (status) => status === '_verified' });
    for (const line of readFixture('v2-plans')) counting.apply(line);
    expect((counting.getPlan('sess_v2', 'main') as ItemsPlanState).progress).toMatchObject({ completed: 3, cancelled: 1, ratio: 1 });
  });
});
