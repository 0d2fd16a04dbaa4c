import { formatDuration as formatDurationText } from './duration';
import { DEFAULT_DIFF_SUMMARY_LABELS, type DiffSummaryLabels } from './summarizeDiff';

/** Texts of `<PlanHistory>`, overridable for translation. Plan text is the agent's own. */
export interface PlanHistoryLabels {
  /** The history's accessible name. @default "Plan history" */
  readonly title: string;
  /** A revision's name. @default (revision) => `Revision ${revision}` */
  readonly revision: (revision: number) => string;
  /** Marks the plan's current revision. @default "current" */
  readonly current: string;
  /** Summary of the oldest revision kept (nothing earlier to compare with). @default "First kept revision" */
  readonly first: string;
  /** Shown while no revision is chosen. @default "Choose a revision to see it, or two to compare them." */
  readonly hint: string;
  /** Heading of one chosen revision. @default (revision) => `Revision ${revision}` */
  readonly showing: (revision: number) => string;
  /** Heading of a comparison. @default (from, to) => `Changes from revision ${from} to ${to}` */
  readonly comparing: (from: number, to: number) => string;
  /** The time between two compared revisions. @default (duration) => `${duration} later` */
  readonly later: (duration: string) => string;
  /** A duration in words, from milliseconds. @default "2 min 10 s" */
  readonly duration: (milliseconds: number) => string;
  /** A time of day, from the store clock's milliseconds. @default the browser's locale, hours to seconds */
  readonly time: (milliseconds: number) => string;
  /** Status names; unknown statuses show their raw text. */
  readonly statuses: Readonly<Record<string, string>>;
  readonly added: string;
  readonly removed: string;
  readonly reworded: string;
  /** @default (from, to) => `Moved from ${from} to ${to}` (1-based positions) */
  readonly moved: (from: number, to: number) => string;
  /** @default (from, to) => `${from} → ${to}` */
  readonly statusChanged: (from: string, to: string) => string;
  /** @default (from, to) => `Priority ${from} → ${to}` */
  readonly priorityChanged: (from: string, to: string) => string;
  /** A file plan's file. @default "File" */
  readonly file: string;
  /** A file plan sent again with the same file (it may have changed). @default "Same file, sent again" */
  readonly sameFile: string;
  /** Two revisions of different plan types. @default (from, to) => `Plan replaced (${from} → ${to})` */
  readonly replaced: (fromType: string, toType: string) => string;
  /** A markdown diff too large to compare line by line. @default "Too different to compare line by line" */
  readonly tooDifferent: string;
  /**
   * A fold of unchanged markdown lines: the button that shows `count` of the `hidden` lines (a long run opens a page
   * at a time). @default (count, hidden) => `Show 1,234 unchanged lines`, or `Show 500 of 1,234 unchanged lines`
   */
  readonly unchangedLines: (count: number, hidden: number) => string;
  /** The button under a long markdown diff shown in part: `count` changed lines not shown yet. @default (count) => `Show more changes (12 left)` */
  readonly moreChanges: (count: number) => string;
  /** No revisions at all. @default "No revisions yet." */
  readonly empty: string;
  /** The one-line summaries. */
  readonly summary: DiffSummaryLabels;
}

/** The default (English) labels of `<PlanHistory>`. */
export const DEFAULT_PLAN_HISTORY_LABELS: PlanHistoryLabels = {
  title: 'Plan history',
  revision: (revision) => `Revision ${revision}`,
  current: 'current',
  first: 'First kept revision',
  hint: 'Choose a revision to see it, or two to compare them.',
  showing: (revision) => `Revision ${revision}`,
  comparing: (from, to) => `Changes from revision ${from} to ${to}`,
  later: (duration) => `${duration} later`,
  duration: (milliseconds) => formatDurationText(milliseconds),
  time: (milliseconds) => new Date(milliseconds).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
  statuses: { pending: 'Pending', in_progress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
  added: 'Added',
  removed: 'Removed',
  reworded: 'Reworded',
  moved: (from, to) => `Moved from ${from} to ${to}`,
  statusChanged: (from, to) => `${from} → ${to}`,
  priorityChanged: (from, to) => `Priority ${from} → ${to}`,
  file: 'File',
  sameFile: 'Same file, sent again',
  replaced: (from, to) => `Plan replaced (${from} → ${to})`,
  tooDifferent: 'Too different to compare line by line',
  unchangedLines: (count, hidden) => `Show ${count < hidden ? `${count.toLocaleString()} of ` : ''}${hidden.toLocaleString()} unchanged line${hidden === 1 ? '' : 's'}`,
  moreChanges: (count) => `Show more changes (${count.toLocaleString()} left)`,
  empty: 'No revisions yet.',
  summary: DEFAULT_DIFF_SUMMARY_LABELS,
};

/** Overrides for `PlanHistoryLabels`; `statuses` and `summary` merge key by key with the defaults. */
export type PlanHistoryLabelOverrides = Partial<Omit<PlanHistoryLabels, 'statuses' | 'summary'>> & {
  readonly statuses?: Readonly<Record<string, string>>;
  readonly summary?: Partial<DiffSummaryLabels>;
};

/** The labels with overrides applied. */
export function resolveHistoryLabels(overrides: PlanHistoryLabelOverrides | undefined): PlanHistoryLabels {
  if (!overrides) return DEFAULT_PLAN_HISTORY_LABELS;
  return {
    ...DEFAULT_PLAN_HISTORY_LABELS,
    ...overrides,
    statuses: { ...DEFAULT_PLAN_HISTORY_LABELS.statuses, ...overrides.statuses },
    summary: { ...DEFAULT_PLAN_HISTORY_LABELS.summary, ...overrides.summary },
  };
}
