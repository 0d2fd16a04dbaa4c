// The two implementations every case runs, behind one interface: the library ("ours": store -> hooks ->
// <PlanList> / <MarkdownPlan>) and the naive renderer. `prepare` does the untimed setup (for ours: the store
// already holds the first plan), `render` is the timed mount, `update` hands over one update without flushing.
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type { PlanEntry } from '../../src/acp/types';
import { createPlanStore } from '../../src/store';
import { PlanStoreProvider } from '../../src/react';
import { PlanList } from '../../src/components/PlanList';
import { MarkdownPlan } from '../../src/components/MarkdownPlan';
import { useEffect, useState } from 'react';
import { BareNaivePlan, createFloorStore, createNaiveFeed, FloorPlan, NaiveMarkdown, NaivePlan, type NaiveFeed } from './naive';

/**
 * Which implementation a case measures: the library, the naive renderer with the library's DOM, the bare naive
 * renderer (three plain elements per row: the baseline) or React's floor (memoised rows over an external
 * store, bare markup). The store and markdown cases know only `ours` and `naive`.
 */
export type Implementation = 'ours' | 'naive' | 'bare' | 'floor';

/** One mounted (or about to be mounted) implementation. */
export interface Subject<T> {
  /** Mounts into `container` and commits synchronously (this is what "first render" times). */
  render(container: HTMLElement): void;
  /** Hands one update to the implementation the way its client would, without flushing React. */
  update(value: T): void;
  unmount(): void;
}

const SESSION_ID = 'bench-session';
const PLAN_ID = 'main';
/** The store's default cap is 5,000 entries (a safety limit); the 10,000-entry cases need a larger one. */
const MAX_ENTRIES = 100_000;

/** The `params` of a legacy `plan` session update carrying `entries`, as an ACP client receives it. */
export function planParams(entries: readonly PlanEntry[]) {
  return { sessionId: SESSION_ID, update: { sessionUpdate: 'plan', entries } };
}

function mount(container: HTMLElement, element: React.ReactNode): Root {
  const root = createRoot(container);
  flushSync(() => root.render(element));
  return root;
}

/**
 * An item plan: ours is <PlanList> bound to a store that already holds `initial`; naive is <NaivePlan>, bare is
 * <BareNaivePlan>, floor is <FloorPlan> over its store (which also already holds `initial`).
 */
export function prepareItems(implementation: Implementation, initial: readonly PlanEntry[]): Subject<readonly PlanEntry[]> {
  let root: Root | undefined;
  if (implementation === 'ours') {
    const store = createPlanStore({ maxEntries: MAX_ENTRIES });
    const first = store.apply(planParams(initial));
    if (first.status !== 'applied') throw new Error(`The store did not take the initial plan: ${JSON.stringify(first)}`);
    return {
      render(container) {
        root = mount(
          container,
          <PlanStoreProvider store={store}>
            <PlanList sessionId={SESSION_ID} planId={PLAN_ID} />
          </PlanStoreProvider>,
        );
      },
      update(entries) {
        const result = store.apply(planParams(entries));
        if (result.status !== 'applied') throw new Error(`The store did not apply an update: ${result.status}`);
      },
      unmount: () => root?.unmount(),
    };
  }
  if (implementation === 'floor') {
    const store = createFloorStore(initial);
    return {
      render(container) {
        root = mount(container, <FloorPlan store={store} />);
      },
      update: (entries) => store.set(entries),
      unmount: () => root?.unmount(),
    };
  }
  return prepareNaiveItems(implementation === 'bare' ? BareNaivePlan : NaivePlan, initial);
}

function prepareNaiveItems(Plan: typeof NaivePlan, initial: readonly PlanEntry[]): Subject<readonly PlanEntry[]> {
  let root: Root | undefined;
  const feed = createNaiveFeed<readonly PlanEntry[]>();
  return {
    render(container) {
      root = mount(container, <Plan initialEntries={initial} feed={feed} />);
    },
    update: (entries) => feed.push(entries),
    unmount: () => root?.unmount(),
  };
}

/** Holds the latest markdown snapshot for <MarkdownPlan content>, fed like the naive client feeds its state. */
function OurMarkdown({ initialContent, feed }: { initialContent: string; feed: NaiveFeed<string> }) {
  const [content, setContent] = useState(initialContent);
  useEffect(() => feed.subscribe(setContent), [feed]);
  return <MarkdownPlan content={content} />;
}

/**
 * A markdown plan: ours is <MarkdownPlan content>, naive is react-markdown + remark-gfm over the whole
 * document. Both get each snapshot through the same state holder, so only the renderers differ.
 */
export function prepareMarkdown(implementation: Implementation, initial: string): Subject<string> {
  let root: Root | undefined;
  const feed = createNaiveFeed<string>();
  const Renderer = implementation === 'ours' ? OurMarkdown : NaiveMarkdown;
  return {
    render(container) {
      root = mount(container, <Renderer initialContent={initial} feed={feed} />);
    },
    update: (content) => feed.push(content),
    unmount: () => root?.unmount(),
  };
}

/** The store alone, or the naive client's equivalent (keep the array, count what is done). */
export interface StoreSubject {
  apply(entries: readonly PlanEntry[]): void;
  /** How many updates changed the state: the case checks that every timed update was a real change. */
  revisions(): number;
}

/** Prepares the store case: the plan is already applied; `apply` is what gets timed. */
export function prepareStore(implementation: Implementation, initial: readonly PlanEntry[]): StoreSubject {
  if (implementation === 'ours') {
    const store = createPlanStore({ maxEntries: MAX_ENTRIES });
    store.apply(planParams(initial));
    return {
      apply(entries) {
        store.apply(planParams(entries));
      },
      revisions: () => (store.getPlan(SESSION_ID, PLAN_ID)?.revision ?? 0) - 1,
    };
  }
  const state = { entries: initial, completed: 0, revisions: 0 };
  return {
    apply(entries) {
      state.entries = entries;
      state.completed = entries.reduce((sum, entry) => sum + (entry.status === 'completed' ? 1 : 0), 0);
      state.revisions += 1;
    },
    revisions: () => state.revisions,
  };
}
