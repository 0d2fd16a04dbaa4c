// The baseline: how a simple client renders an ACP plan. One component holds the latest entries in useState,
// maps them with index keys, memoises nothing and re-renders every row on every update.
//
// `NaivePlan` shows what <PlanList> shows, with the same DOM: it renders the library's own leaf parts (status
// icon, visually hidden status text, inline-markdown content, priority badge, progress bar) under the same
// elements and data attributes, so the theme styles it the same and the two renderers differ only in HOW they
// render (keys, memoisation, subscriptions), which is what the ratio is meant to measure. `BareNaivePlan` is a
// lighter reference (three plain elements per row, no icon, no markdown, no stylesheet match): the issue's "bare
// naive" renderer, the one the speed targets compare against. `FloorPlan` is React's floor for the same markup:
// memoised rows, each subscribed to its own entry in an external store.
import { memo, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { PlanEntry } from '../../src/acp/types';
import { InlineMarkdown } from '../../src/components/InlineMarkdown';
import { DEFAULT_PLAN_LIST_LABELS as LABELS } from '../../src/components/PlanList/labels';
import { lineIcon } from '../../src/components/shared/lineIcon';
import { statusIconKind } from '../../src/components/PlanList/statusIconKind';
import { ProgressBar } from '../../src/components/ProgressBar';
import { VisuallyHidden } from '../../src/components/shared/VisuallyHidden';

/** Where a naive client's updates come from: the agent connection calls `push` with each update's entries. */
export interface NaiveFeed<T> {
  push(value: T): void;
  subscribe(listener: (value: T) => void): () => void;
}

/** A minimal event source standing in for the client's connection callback. */
export function createNaiveFeed<T>(): NaiveFeed<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    push: (value) => listeners.forEach((listener) => listener(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** How many entries are completed: what a simple client computes for its header on every render. */
function countCompleted(entries: readonly PlanEntry[]): number {
  return entries.filter((entry) => entry.status === 'completed').length;
}

/**
 * The naive item plan with <PlanList>'s markup: the whole plan is one component's state; header and rows are
 * rendered again, unmemoised and index-keyed, on every update.
 */
export function NaivePlan({ initialEntries, feed }: { initialEntries: readonly PlanEntry[]; feed: NaiveFeed<readonly PlanEntry[]> }) {
  const [entries, setEntries] = useState(initialEntries);
  useEffect(() => feed.subscribe(setEntries), [feed]);
  const completed = countCompleted(entries);
  const total = entries.length;
  return (
    <section aria-labelledby="naive-title" data-slot="plan-list" data-complete={total > 0 && completed === total ? '' : undefined}>
      <div data-slot="plan-list-header">
        <div data-slot="plan-list-title-row">
          <button type="button" data-slot="plan-list-toggle" aria-expanded="true" aria-controls="naive-body">
            <svg {...lineIcon} data-slot="plan-list-chevron">
              <path d="M4 6l4 4 4-4" />
            </svg>
            <span id="naive-title" data-slot="plan-list-title">
              Plan
            </span>
          </button>
          <span data-slot="plan-list-count">{LABELS.count(completed, total)}</span>
        </div>
        <ProgressBar completed={completed} total={total} aria-labelledby="naive-title" valueText={LABELS.progressValue(completed, total, 0)} />
      </div>
      <div id="naive-body" data-slot="plan-list-body">
        <ol data-slot="plan-list-items" aria-labelledby="naive-title">
          {entries.map((entry, index) => {
            const { status, priority } = entry;
            const current = status === 'in_progress';
            const statusText = LABELS.statuses[status] ?? status;
            const priorityText = LABELS.priorities[priority] ?? priority;
            const spokenPriority = priority === '' ? '' : `, ${LABELS.priority(priorityText)}`;
            return (
              <li
                key={index}
                data-slot="plan-entry"
                data-status={status}
                data-priority={priority}
                data-current={current ? '' : undefined}
                aria-current={current ? 'step' : undefined}
              >
                {statusIconKind(status) !== 'unknown' ? (
                  <span data-slot="plan-entry-status" data-status-icon={status}>
                    {`${statusText}${spokenPriority}: `}
                  </span>
                ) : (
                  <>
                    <span data-slot="plan-entry-icon" data-status-icon="unknown" aria-hidden="true" />
                    <span data-slot="plan-entry-status" data-visible="">
                      {statusText}
                      <VisuallyHidden>{`${spokenPriority}: `}</VisuallyHidden>
                    </span>
                  </>
                )}
                <span data-slot="plan-entry-content">
                  <InlineMarkdown content={entry.content} />
                </span>
                {priority === '' ? null : (
                  <span data-slot="plan-entry-priority" data-priority={priority} aria-hidden="true">
                    {priorityText}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** The bare naive item plan: the same architecture as `NaivePlan` with three plain elements per row. */
export function BareNaivePlan({ initialEntries, feed }: { initialEntries: readonly PlanEntry[]; feed: NaiveFeed<readonly PlanEntry[]> }) {
  const [entries, setEntries] = useState(initialEntries);
  useEffect(() => feed.subscribe(setEntries), [feed]);
  const completed = countCompleted(entries);
  return (
    <section>
      <header>
        <progress max={entries.length} value={completed} />
        <span>
          {completed}/{entries.length}
        </span>
      </header>
      <ol>
        {entries.map((entry, index) => (
          <li key={index} data-status={entry.status} data-priority={entry.priority}>
            <span>{LABELS.statuses[entry.status] ?? entry.status}</span> <span>{entry.content}</span> <span>{entry.priority}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The naive markdown plan: react-markdown with GFM over the whole document on every snapshot. */
export function NaiveMarkdown({ initialContent, feed }: { initialContent: string; feed: NaiveFeed<string> }) {
  const [content, setContent] = useState(initialContent);
  useEffect(() => feed.subscribe(setContent), [feed]);
  return <Markdown remarkPlugins={[remarkGfm]}>{content}</Markdown>;
}

/**
 * The external store of React's floor: the plan's entries by position, one set of listeners per position and
 * one for the header. `set` takes a full replacement list of fresh objects (as the wire hands it over), keeps
 * the old object of every entry whose fields are unchanged (one field compare per entry: the least any renderer
 * of a full-replacement protocol must do to find what changed), and notifies only the changed positions and,
 * when the completed count or the length changed, the header. No keys, no reword matching, no progress object.
 */
export interface FloorStore {
  set(entries: readonly PlanEntry[]): void;
  entry(index: number): PlanEntry;
  length(): number;
  completed(): number;
  subscribeEntry(index: number, listener: () => void): () => void;
  subscribeHeader(listener: () => void): () => void;
}

/** Creates a `FloorStore` holding `initial`. */
export function createFloorStore(initial: readonly PlanEntry[]): FloorStore {
  let entries = [...initial];
  let completed = countCompleted(entries);
  const entryListeners = new Map<number, Set<() => void>>();
  const headerListeners = new Set<() => void>();
  const add = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    set(next) {
      const changed: number[] = [];
      const kept = next.map((entry, index) => {
        const old = entries[index];
        if (old && old.status === entry.status && old.content === entry.content && old.priority === entry.priority) return old;
        changed.push(index);
        return entry;
      });
      const lengthChanged = kept.length !== entries.length;
      let nextCompleted = completed;
      for (const index of changed) {
        nextCompleted += (kept[index]?.status === 'completed' ? 1 : 0) - (entries[index]?.status === 'completed' ? 1 : 0);
      }
      entries = kept;
      const headerChanged = lengthChanged || nextCompleted !== completed;
      completed = nextCompleted;
      for (const index of changed) entryListeners.get(index)?.forEach((listener) => listener());
      if (headerChanged) headerListeners.forEach((listener) => listener());
    },
    entry: (index) => entries[index] as PlanEntry,
    length: () => entries.length,
    completed: () => completed,
    subscribeEntry(index, listener) {
      let set = entryListeners.get(index);
      if (!set) entryListeners.set(index, (set = new Set()));
      return add(set, listener);
    },
    subscribeHeader: (listener) => add(headerListeners, listener),
  };
}

/** One row of React's floor: memoised, subscribed to its own position only; the bare renderer's markup. */
const FloorRow = memo(function FloorRow({ store, index }: { store: FloorStore; index: number }) {
  const subscribe = useCallback((listener: () => void) => store.subscribeEntry(index, listener), [store, index]);
  const getEntry = useCallback(() => store.entry(index), [store, index]);
  const entry = useSyncExternalStore(subscribe, getEntry);
  return (
    <li data-status={entry.status} data-priority={entry.priority}>
      <span>{LABELS.statuses[entry.status] ?? entry.status}</span> <span>{entry.content}</span> <span>{entry.priority}</span>
    </li>
  );
});

/** The floor's header: the bare renderer's, subscribed to the counts only. */
const FloorHeader = memo(function FloorHeader({ store }: { store: FloorStore }) {
  const completed = useSyncExternalStore(store.subscribeHeader, store.completed);
  const total = useSyncExternalStore(store.subscribeHeader, store.length);
  return (
    <header>
      <progress max={total} value={completed} />
      <span>
        {completed}/{total}
      </span>
    </header>
  );
});

/**
 * React's floor for an item plan: the bare renderer's markup, but memoised rows each subscribed to its own entry
 * in an external store, so an update re-renders only the changed rows and (when the counts change) the header.
 * The list itself re-renders only when the length changes. No renderer that goes through React does less.
 */
export function FloorPlan({ store }: { store: FloorStore }) {
  const length = useSyncExternalStore(store.subscribeHeader, store.length);
  const rows = [];
  for (let index = 0; index < length; index++) rows.push(<FloorRow key={index} store={store} index={index} />);
  return (
    <section>
      <FloorHeader store={store} />
      <ol>{rows}</ol>
    </section>
  );
}
