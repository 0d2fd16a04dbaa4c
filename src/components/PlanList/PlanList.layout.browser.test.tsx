// Layout reads inside a commit force the browser to lay out the whole list before its own frame: that made the
// mount of a 1,000-entry plan several times slower. These tests spy on every layout-reading API while React
// commits (render() and act() run the commit and its effects synchronously; animation frames come after).
import '../../styles.css';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParsedPlanEntry } from '../../acp/types';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';

const e = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

const LAYOUT_GETTERS: ReadonlyArray<[object, string]> = [
  [HTMLElement.prototype, 'offsetTop'],
  [HTMLElement.prototype, 'offsetLeft'],
  [HTMLElement.prototype, 'offsetHeight'],
  [HTMLElement.prototype, 'offsetWidth'],
  [HTMLElement.prototype, 'offsetParent'],
  [Element.prototype, 'scrollHeight'],
  [Element.prototype, 'scrollTop'],
  [Element.prototype, 'clientHeight'],
  [Element.prototype, 'clientWidth'],
];
const LAYOUT_METHODS: ReadonlyArray<[object, string]> = [
  [Element.prototype, 'getBoundingClientRect'],
  [Element.prototype, 'getClientRects'],
  [window, 'getComputedStyle'],
];

/** Counts calls of the layout-reading APIs by name, while installed. */
const reads = new Map<string, number>();
const restore: Array<() => void> = [];

function count(name: string): void {
  reads.set(name, (reads.get(name) ?? 0) + 1);
}

beforeEach(() => {
  reads.clear();
  for (const [target, name] of LAYOUT_GETTERS) {
    const descriptor = Object.getOwnPropertyDescriptor(target, name)!;
    Object.defineProperty(target, name, {
      ...descriptor,
      get(this: Element) {
        count(name);
        return descriptor.get!.call(this);
      },
    });
    restore.push(() => Object.defineProperty(target, name, descriptor));
  }
  for (const [target, name] of LAYOUT_METHODS) {
    const original = (target as Record<string, (...args: unknown[]) => unknown>)[name]!;
    (target as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
      count(name);
      return original.apply(this, args);
    };
    restore.push(() => {
      (target as Record<string, unknown>)[name] = original;
    });
  }
});

afterEach(() => {
  for (const undo of restore.splice(0)) undo();
});

/** A long store plan with a current task, in a bounded list (so it scrolls and keeps the task in view). */
function mountStorePlan(size: number, motion: 'auto' | 'reduced' = 'auto') {
  const store = createPlanStore();
  let entries = Array.from({ length: size }, (_, i) => e(`Task ${i}`, i < size / 2 ? 'completed' : i === size / 2 ? 'in_progress' : 'pending', ['high', 'medium', 'low'][i % 3]));
  store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } });
  reads.clear();
  render(
    <PlanStoreProvider store={store}>
      <PlanList sessionId="s" motion={motion} style={{ ['--acp-plan-list-max-height' as string]: '12rem' }} />
    </PlanStoreProvider>,
  );
  // Taken before any query: Testing Library's role queries read computed styles themselves.
  const readsAtMount = Object.fromEntries(reads);
  /** Applies an update in act() and returns the layout reads of that commit and its effects. */
  const apply = (next: ParsedPlanEntry[]) => {
    entries = next;
    reads.clear();
    act(() => void store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries } }));
    return Object.fromEntries(reads);
  };
  return { readsAtMount, get entries() { return entries; }, apply };
}

describe('layout reads of <PlanList>', () => {
  it('reads no layout while mounting a 300-entry plan', () => {
    const { readsAtMount } = mountStorePlan(300);
    expect(readsAtMount).toEqual({});
    expect(screen.getAllByRole('listitem')).toHaveLength(300);
  });

  it('reads no layout in a commit that only changes a status, and does read it for a reorder (the spy works)', async () => {
    const plan = mountStorePlan(300);
    // Let the mount's deferred work (scroll into view, scrollable check) run first.
    await nextFrame();
    await nextFrame();
    const statusReads = plan.apply(plan.entries.map((entry, i) => (i === 200 ? { ...entry, status: 'completed' } : entry)));
    expect(statusReads).toEqual({});
    expect(screen.getAllByRole('listitem')[200]).toHaveAttribute('data-status', 'completed');

    // Moving a task: FLIP measures positions before and after this commit.
    const moved = [...plan.entries];
    moved.splice(10, 0, ...moved.splice(250, 1));
    const moveReads = plan.apply(moved);
    expect(moveReads.offsetTop ?? 0).toBeGreaterThan(0);
  });

  it('scrolls the current task into view after the commit, in the next frame', async () => {
    // Reduced motion: the list scrolls instantly, so scrollTop shows when the scroll happened.
    mountStorePlan(300, 'reduced');
    const list = screen.getByRole('list');
    expect(list.scrollTop).toBe(0);
    await nextFrame();
    await waitFor(() => expect(list.scrollTop).toBeGreaterThan(0));
  });
});
