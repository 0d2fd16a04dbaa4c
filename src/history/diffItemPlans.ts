import { DEFAULT_DIFF_BUDGET, longestIncreasingRun } from './diffSequences';
import { diffWords } from './textDiff';
import type { DiffEntry, EntryChange, EntryRemoved, ItemPlanDiff } from './types';

/** Options of the diff functions. */
export interface DiffOptions {
  /**
   * Work cap of each text comparison (beyond a few passes over the text, which every size gets); past it, the
   * stretch not yet compared is shown deleted and inserted whole, still exact (a markdown diff says `replaced`).
   * @default 200000
   */
  readonly budget?: number;
}

/**
 * The difference between two revisions of an item plan, matched by entry key (the store keeps a reworded or
 * moved entry's key): added, removed, reworded (with a word diff), moved, status and priority changes. Keys must
 * be unique within each list, as the store's are. Pure; bounded work (see `DiffOptions.budget`).
 */
export function diffItemPlans(
  before: { readonly entries: readonly DiffEntry[] },
  after: { readonly entries: readonly DiffEntry[] },
  options: DiffOptions = {},
): ItemPlanDiff {
  const budget = options.budget ?? DEFAULT_DIFF_BUDGET;
  const oldIndex = new Map<string, number>();
  before.entries.forEach((entry, index) => oldIndex.set(entry.key, index));
  const newKeys = new Set(after.entries.map((entry) => entry.key));

  // Kept entries in their new order, by old position: those off a longest increasing run are the ones that moved.
  const kept = after.entries.filter((entry) => oldIndex.has(entry.key));
  const stayed = new Set(longestIncreasingRun(kept.map((entry) => oldIndex.get(entry.key)!)));
  const moved = new Set(kept.filter((_, position) => !stayed.has(position)).map((entry) => entry.key));

  // Each removed entry is listed after the entry it followed in the old list (the nearest one that is kept).
  const removedAfter = new Map<string | undefined, EntryRemoved[]>();
  let anchor: string | undefined;
  before.entries.forEach((entry, fromIndex) => {
    if (newKeys.has(entry.key)) {
      anchor = entry.key;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push({ change: 'removed', key: entry.key, fromIndex, entry });
    removedAfter.set(anchor, list);
  });

  const changes: EntryChange[] = [...(removedAfter.get(undefined) ?? [])];
  after.entries.forEach((entry, index) => {
    const from = oldIndex.get(entry.key);
    if (from === undefined) {
      changes.push({ change: 'added', key: entry.key, index, entry });
    } else {
      const old = before.entries[from]!;
      if (moved.has(entry.key)) changes.push({ change: 'moved', key: entry.key, fromIndex: from, index });
      if (old.content !== entry.content) {
        changes.push({ change: 'reworded', key: entry.key, from: old.content, to: entry.content, words: diffWords(old.content, entry.content, budget) });
      }
      if (old.status !== entry.status) changes.push({ change: 'status', key: entry.key, from: old.status, to: entry.status });
      if (old.priority !== entry.priority) changes.push({ change: 'priority', key: entry.key, from: old.priority, to: entry.priority });
    }
    changes.push(...(removedAfter.get(entry.key) ?? []));
  });
  return { type: 'items', changes };
}
