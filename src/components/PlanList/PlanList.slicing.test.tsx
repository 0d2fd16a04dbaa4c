// A long plan mounts in slices on the client (PlanEntryList: FIRST_MOUNT_ROWS, then MOUNT_SLICE_ROWS per
// commit), but the server renders every row and hydration keeps them. Counted: rows per commit, not timings.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { FIRST_MOUNT_ROWS, MAX_SLICE_ROWS, MOUNT_SLICE_ROWS } from './PlanEntryList';
import { PlanList } from './PlanList';

const SIZE = 1000;

function storeWith(size: number) {
  const store = createPlanStore();
  const entries = Array.from({ length: size }, (_, i) => ({ content: `Task ${i}`, priority: 'medium', status: i === 700 ? 'in_progress' : 'pending' }));
  store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } });
  return store;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

describe('sliced mounting of a long plan', { timeout: 30_000 }, () => {
  it('commits the first rows at once and the rest in slices, each commit adding a bounded slice', async () => {
    // As a host mounts it (no act(): React's scheduler runs the later slices in tasks of their own).
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const store = storeWith(SIZE);
    const container = document.createElement('div');
    document.body.append(container);
    onTestFinished(() => container.remove());
    const rowsPerCommit: number[] = [];
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Profiler id="list" onRender={() => void rowsPerCommit.push(container.querySelectorAll('li').length)}>
          <PlanStoreProvider store={store}>
            <PlanList sessionId="s" />
          </PlanStoreProvider>
        </Profiler>,
      ),
    );
    expect(container.querySelectorAll('li')).toHaveLength(FIRST_MOUNT_ROWS);
    const deadline = Date.now() + 20_000;
    while (container.querySelectorAll('li').length < SIZE && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(container.querySelectorAll('li')).toHaveLength(SIZE);
    // Slices after the first are sized by how long the one before took, within bounds.
    const added = rowsPerCommit.map((count, i) => count - (rowsPerCommit[i - 1] ?? 0)).filter((count) => count > 0);
    expect(added.slice(0, 2)).toEqual([FIRST_MOUNT_ROWS, MOUNT_SLICE_ROWS]);
    expect(Math.max(...added)).toBeLessThanOrEqual(MAX_SLICE_ROWS);
    // The rows mounted late are live: they show the store's current state.
    act(() => void store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [] } }));
    root.unmount();
  });

  it('mounts a plan of a real size in one commit', () => {
    let commits = 0;
    render(
      <Profiler id="list" onRender={() => void commits++}>
        <PlanStoreProvider store={storeWith(FIRST_MOUNT_ROWS)}>
          <PlanList sessionId="s" />
        </PlanStoreProvider>
      </Profiler>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_MOUNT_ROWS);
    expect(commits).toBe(1);
  });

  it('renders every row on the server, and hydration keeps them all', async () => {
    const store = storeWith(SIZE);
    const tree = (
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s" />
      </PlanStoreProvider>
    );
    const html = renderToString(tree);
    expect(html.match(/<li /g)).toHaveLength(SIZE);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, tree));
    expect(container.querySelectorAll('li')).toHaveLength(SIZE);
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Task 700');
    act(() => root.unmount());
    container.remove();
  });
});
