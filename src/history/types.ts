// The shapes of a diff between two revisions of a plan. Pure data: computed on demand (never on the store's update
// path), rendered by <PlanHistory>, and exact: `applyPlanDiff(diff, before)` gives `after` back.
import type { PlanEntryPriority, PlanEntryStatus } from '../acp/types';
import type { TextDiffPart } from './textDiff';

/** What a diff needs of an entry: the store's `PlanEntryState` fits, and so does plain data with keys. */
export interface DiffEntry {
  readonly key: string;
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
}

/** An entry of the new revision that the old one did not have, at `index` in the new list. */
export interface EntryAdded {
  readonly change: 'added';
  readonly key: string;
  readonly index: number;
  readonly entry: DiffEntry;
}

/** An entry of the old revision that the new one dropped; `fromIndex` is its place in the old list. */
export interface EntryRemoved {
  readonly change: 'removed';
  readonly key: string;
  readonly fromIndex: number;
  readonly entry: DiffEntry;
}

/** An entry whose text changed: the old and new text, and the word-level difference. */
export interface EntryReworded {
  readonly change: 'reworded';
  readonly key: string;
  readonly from: string;
  readonly to: string;
  readonly words: readonly TextDiffPart[];
}

/**
 * An entry that changed place relative to the others (not one merely shifted by an insertion or removal): the
 * fewest moves that explain the new order (entries off a longest increasing run of old positions).
 */
export interface EntryMoved {
  readonly change: 'moved';
  readonly key: string;
  readonly fromIndex: number;
  readonly index: number;
}

/** An entry whose status changed. */
export interface EntryStatusChanged {
  readonly change: 'status';
  readonly key: string;
  readonly from: PlanEntryStatus;
  readonly to: PlanEntryStatus;
}

/** An entry whose priority changed (outside DESIGN.md's five kinds: a diff must not lose it). */
export interface EntryPriorityChanged {
  readonly change: 'priority';
  readonly key: string;
  readonly from: PlanEntryPriority;
  readonly to: PlanEntryPriority;
}

/** One change to one entry; an entry can have several (reworded and completed, say), listed together. */
export type EntryChange = EntryAdded | EntryRemoved | EntryReworded | EntryMoved | EntryStatusChanged | EntryPriorityChanged;

/**
 * The difference between two revisions of an item plan, matched by entry key. `changes` are in reading order:
 * the new list's order, each removed entry after the entry it followed in the old list.
 */
export interface ItemPlanDiff {
  readonly type: 'items';
  readonly changes: readonly EntryChange[];
}

/** One line of a markdown diff: kept, added, removed, or reworded (a changed line, with its word diff). */
export type MarkdownLineChange =
  | { readonly change: 'unchanged'; readonly text: string }
  | { readonly change: 'added'; readonly text: string }
  | { readonly change: 'removed'; readonly text: string }
  | { readonly change: 'reworded'; readonly from: string; readonly to: string; readonly words: readonly TextDiffPart[] };

/**
 * The line diff of two markdown revisions. `replaced` when some stretch of them was too far apart to compare within
 * the work cap: that stretch's old lines are all removed and its new ones all added (the rest is line by line).
 */
export interface MarkdownPlanDiff {
  readonly type: 'markdown';
  readonly lines: readonly MarkdownLineChange[];
  readonly replaced: boolean;
}

/** A file plan's revisions differ by their file (or only by time: the file itself may have changed). */
export interface FilePlanDiff {
  readonly type: 'file';
  readonly from: string;
  readonly to: string;
}

/** Two revisions of different types (or of an unknown type): nothing finer to say. */
export interface ReplacedPlanDiff {
  readonly type: 'replaced';
  readonly fromType: string;
  readonly toType: string;
}

/** The difference between two revisions of a plan, by the plan's type. */
export type PlanDiff = ItemPlanDiff | MarkdownPlanDiff | FilePlanDiff | ReplacedPlanDiff;
