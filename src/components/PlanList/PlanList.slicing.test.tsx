// A long plan mounts in slices on the client (PlanEntryList: FIRST_MOUNT_ROWS, then slices sized by their rows'
// content, ROW_WORK_PER_COMMIT per commit), but the server renders every row and hydration keeps them. Counted:
// rows and DOM nodes per commit, not timings.
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { FIRST_MOUNT_ROWS, ROW_WORK_PER_COMMIT, rowWork } from './PlanEntryList';
import { PlanList } from './PlanList';
import { capSizedEntries } from '../../../test/fuzz/arbitraries';
import { MAX_FORMATTED } from '../InlineMarkdown/parseInlineMarkdown';

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
    // Slices after the first are sized by their rows' content: as many rows as fit in one commit's work.
    const added = rowsPerCommit.map((count, i) => count - (rowsPerCommit[i - 1] ?? 0)).filter((count) => count > 0);
    const perSlice = Math.floor(ROW_WORK_PER_COMMIT / rowWork({ content: 'Task 100' }));
    expect(added[0]).toBe(FIRST_MOUNT_ROWS);
    expect(Math.max(...added)).toBeLessThanOrEqual(perSlice + 1);
    expect(added[1]).toBeGreaterThanOrEqual(perSlice - 1);
    // The rows mounted late are live: they show the store's current state.
    act(() => void store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [] } }));
    root.unmount();
  });

  it('sizes slices by content: 5,000 entries of 4,000 characters of dense inline markdown (passed as an object) add a bounded number of DOM nodes per commit', async () => {
    // Issue 20: these mounted 32 rows (~20,000 elements) in the first commit, seconds of main thread.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const entries = capSizedEntries(5_000, 4_000);
    const container = document.createElement('div');
    document.body.append(container);
    onTestFinished(() => container.remove());
    const nodesPerCommit: number[] = [];
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Profiler id="list" onRender={() => void nodesPerCommit.push(container.getElementsByTagName('*').length)}>
          <PlanList entries={entries} motion="reduced" />
        </Profiler>,
      ),
    );
    const deadline = Date.now() + 20_000;
    while (nodesPerCommit.length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const rows = container.querySelectorAll('li').length;
    root.unmount();
    expect(nodesPerCommit.length).toBeGreaterThanOrEqual(4);
    expect(rows).toBeGreaterThanOrEqual(4);
    const added = nodesPerCommit.map((count, i) => count - (nodesPerCommit[i - 1] ?? 0));
    // Elements only (the estimate counts text nodes too), so the estimate itself is the bound.
    for (const count of added) expect(count).toBeLessThanOrEqual(ROW_WORK_PER_COMMIT);
  });

  it('renders a row of 4,000 characters of dense inline markdown with at most its estimated nodes, the rest as text', () => {
    // Issue 20: such a row rendered ~900 nodes (5,000 of them: 5 million nodes, whose garbage collection blocked
    // the page for seconds). Past MAX_FORMATTED spans its text is one text node, and rowWork counts no more.
    const [entry] = capSizedEntries(1, 4_000);
    render(<PlanList entries={[entry!]} motion="reduced" />);
    const row = screen.getByRole('listitem');
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    expect(nodes).toBeLessThanOrEqual(rowWork(entry!));
    expect(rowWork(entry!)).toBeLessThan(4_000 / 5);
    expect(row.querySelectorAll('strong, code, a')).toHaveLength(MAX_FORMATTED);
    // Nothing is lost: the row shows every character of the entry's end, markup included.
    expect(row.textContent).toContain(entry!.content.slice(-200));
  });

  it('keeps the roving tab stop with a look at the rows only, never a query of every element inside the list, in each slice', async () => {
    // Issue 20: a selector query on the <ol> walks every element of every row; once per slice, it made a sliced
    // mount of 5,000 dense rows (5 million elements) quadratic. Counted: subtree queries asked of the list.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const entries = capSizedEntries(400, 400);
    const container = document.createElement('div');
    document.body.append(container);
    onTestFinished(() => container.remove());
    const queries: string[] = [];
    const queryAll = Element.prototype.querySelectorAll;
    const query = Element.prototype.querySelector;
    const onList = (element: Element) => element.getAttribute('data-slot') === 'plan-list-items';
    Element.prototype.querySelectorAll = function (this: Element, selectors: string) {
      if (onList(this)) queries.push(selectors);
      return queryAll.call(this, selectors);
    } as typeof queryAll;
    Element.prototype.querySelector = function (this: Element, selectors: string) {
      if (onList(this)) queries.push(selectors);
      return query.call(this, selectors);
    } as typeof query;
    onTestFinished(() => {
      Element.prototype.querySelectorAll = queryAll;
      Element.prototype.querySelector = query;
    });
    let commits = 0;
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <Profiler id="list" onRender={() => void commits++}>
          <PlanList entries={entries} motion="reduced" />
        </Profiler>,
      ),
    );
    const deadline = Date.now() + 20_000;
    while (container.querySelectorAll('li').length < entries.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const rows = [...container.querySelectorAll<HTMLElement>('li')];
    root.unmount();
    expect(rows).toHaveLength(entries.length);
    expect(commits).toBeGreaterThan(4);
    // One tab stop, on the next task (the first pending one, 134: its slice came after the first).
    const firstPending = rows.findIndex((row) => row.dataset.status === 'pending');
    expect(firstPending).toBeGreaterThan(32);
    expect(rows.filter((row) => row.tabIndex === 0)).toEqual([rows[firstPending]]);
    expect(queries).toEqual([]);
  });

  it('gives a long row out of view the height of its text, not one line, until it is drawn', () => {
    // Issue 20: with one-line placeholders, scrolling to the current task at the end of a sliced mount of dense
    // rows brought ~30 of them into view at once (31,764 elements styled and laid out in one frame, in a trace).
    const entries = [{ content: 'Short task', priority: 'medium', status: 'pending' }, ...capSizedEntries(2, 4_000)];
    render(<PlanList entries={entries} motion="reduced" />);
    const [short, long] = screen.getAllByRole('listitem');
    expect(short!.style.getPropertyValue('--acp-plan-row-lines')).toBe('');
    expect(Number(long!.style.getPropertyValue('--acp-plan-row-lines'))).toBeCloseTo(4_000 / 70, 0);
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
