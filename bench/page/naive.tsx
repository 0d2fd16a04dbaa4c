// The baseline: how a simple client renders an ACP plan. One component holds the latest entries in useState,
// maps them with index keys, memoises nothing and re-renders every row on every update. The markup weighs
// about what <PlanList> emits per row (li with data attributes, status text, content, priority).
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import type { PlanEntry } from '../../src/acp/types';

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

const STATUS_TEXT: Record<string, string> = { pending: 'Pending', in_progress: 'In progress', completed: 'Completed' };

/** The naive item plan: the whole plan is one component's state. */
export function NaivePlan({ initialEntries, feed }: { initialEntries: readonly PlanEntry[]; feed: NaiveFeed<readonly PlanEntry[]> }) {
  const [entries, setEntries] = useState(initialEntries);
  useEffect(() => feed.subscribe(setEntries), [feed]);
  const completed = entries.filter((entry) => entry.status === 'completed').length;
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
            <span>{STATUS_TEXT[entry.status] ?? entry.status}</span> <span>{entry.content}</span> <span>{entry.priority}</span>
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

/** A store holding one entry: the least a React binding to an external store can subscribe to. */
export interface FloorStore {
  set(entry: PlanEntry): void;
  get(): PlanEntry;
  subscribe(listener: () => void): () => void;
}

/** Creates a `FloorStore` holding `initial`. */
export function createFloorStore(initial: PlanEntry): FloorStore {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    set(next) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * React's floor: one memoised row subscribed to an external store, showing the entry an update changed (its
 * status as text and attribute, its content). No renderer that goes through React commits an update for less.
 */
export const ReactFloorRow = memo(function ReactFloorRow({ store }: { store: FloorStore }) {
  const entry = useSyncExternalStore(store.subscribe, store.get);
  return (
    <ol>
      <li data-status={entry.status}>
        <span>{STATUS_TEXT[entry.status] ?? entry.status}</span> <span>{entry.content}</span>
      </li>
    </ol>
  );
});
