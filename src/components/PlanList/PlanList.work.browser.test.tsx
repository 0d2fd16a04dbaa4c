// Work counted, not timed (timings belong to `npm run bench`): DOM mutations per status change, measured with a
// MutationObserver in real Chromium with the real stylesheet, at a real plan's size and at 1,000 entries.
import '../../styles.css';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ParsedPlanEntry } from '../../acp/types';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';

const MAX_MUTATIONS = 8;
const CYCLE = ['pending', 'in_progress', 'completed'];

function plan(size: number): ParsedPlanEntry[] {
  // A third completed, one in progress, the rest pending: as the benchmark's plans.
  const done = Math.floor(size / 3);
  return Array.from({ length: size }, (_, i) => ({
    content: `Task ${i}: update the parser`,
    priority: ['high', 'medium', 'low'][i % 3]!,
    status: i < done ? 'completed' : i === done ? 'in_progress' : 'pending',
  }));
}

function legacyPlan(entries: readonly ParsedPlanEntry[]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries } };
}

/** Mounts a store-bound list and returns a function that applies one status change and counts its mutations. */
function mount(size: number) {
  const store = createPlanStore();
  let entries = plan(size);
  store.apply(legacyPlan(entries));
  const { container } = render(
    <PlanStoreProvider store={store}>
      <PlanList sessionId="s" motion="reduced" />
    </PlanStoreProvider>,
  );
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((batch) => records.push(...batch));
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const change = (index: number, status: string) => {
    entries = entries.map((entry, i) => (i === index ? { ...entry, status } : entry));
    observer.takeRecords();
    records.length = 0;
    act(() => void store.apply(legacyPlan(entries)));
    records.push(...observer.takeRecords());
    return records.length;
  };
  return { container, change };
}

describe.each([10, 1000])('one status change at %i entries', (size) => {
  it(`makes at most ${MAX_MUTATIONS} DOM mutations for a task that starts or reopens, rewriting its status element in place`, () => {
    const { container, change } = mount(size);
    const index = Math.floor(size / 3) + 2; // pending
    const row = () => container.querySelectorAll('li')[index]!;
    const status = row().querySelector('[data-slot="plan-entry-status"]');
    // pending -> in progress: the row's status, its current-step marks, the status element's icon and words.
    expect(change(index, 'in_progress')).toBeLessThanOrEqual(MAX_MUTATIONS);
    expect(row()).toHaveAttribute('aria-current', 'step');
    expect(row().querySelector('[data-slot="plan-entry-status"]')).toBe(status);
    expect(status).toHaveAttribute('data-status-icon', 'in_progress');
    expect(status).toHaveTextContent(/^In progress/);
    // completed -> pending: the row, and the header's count and progress bar.
    change(index, 'completed');
    expect(change(index, 'pending')).toBeLessThanOrEqual(MAX_MUTATIONS);
    expect(row()).toHaveAttribute('data-status', 'pending');
  });

  it('keeps a full cycle of status changes within 8 mutations in the median', () => {
    const { change } = mount(size);
    const counts: number[] = [];
    const index = Math.floor(size / 3) + 4;
    let at = 0;
    for (let step = 0; step < 9; step++) counts.push(change(index, CYCLE[++at % 3]!));
    counts.sort((a, b) => a - b);
    expect(counts[4]).toBeLessThanOrEqual(MAX_MUTATIONS);
  });
});

/** What a mount writes into the DOM: elements, attributes and inline style declarations (each is a DOM call). */
function mountWrites(root: Element) {
  const elements = [root, ...root.querySelectorAll('*')];
  return {
    elements: elements.length,
    writes: elements.reduce((sum, element) => sum + element.attributes.length + ((element as HTMLElement).style?.length ?? 0), 0),
  };
}

describe('what a mount writes (issue 18: mount pays for its DOM)', () => {
  // Measured on the benchmark's plan shape (mixed priorities, so every row has its badge): a budget per row and
  // per plan, so an attribute added to every row or to the frame is a decision, not an accident. At mount the
  // browser's attribute and style writes are most of what a small plan costs beyond React's own work (CPU
  // profile of `npm run bench` firstRender at 10 entries). Before this test: 48.8 per row (the icon's IE-only
  // `focusable`) and 82 for the frame (the live region's ten-property hiding style); then 9 elements and 48 writes
  // per row until the status icon became the stylesheet's drawing on the status words (one element, not an SVG of
  // three and a hidden span) and the priority badge one element: 4 and 14.
  it('writes at most 4 elements and 14 attributes or style declarations per row, and 16 / 73 for the frame', () => {
    const sizes = [10, 20].map((size) => {
      const store = createPlanStore();
      store.apply(legacyPlan(plan(size)));
      const { container, unmount } = render(
        <PlanStoreProvider store={store}>
          <PlanList sessionId="s" />
        </PlanStoreProvider>,
      );
      const writes = mountWrites(container.firstElementChild!);
      unmount();
      return writes;
    });
    const perRow = { elements: (sizes[1]!.elements - sizes[0]!.elements) / 10, writes: (sizes[1]!.writes - sizes[0]!.writes) / 10 };
    const frame = { elements: sizes[0]!.elements - 10 * perRow.elements, writes: sizes[0]!.writes - 10 * perRow.writes };
    expect(perRow.elements).toBeLessThanOrEqual(4);
    expect(perRow.writes).toBeLessThanOrEqual(14);
    expect(frame.elements).toBeLessThanOrEqual(16);
    expect(frame.writes).toBeLessThanOrEqual(73);
  });
});
