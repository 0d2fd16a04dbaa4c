import type { PlanDiff } from './types';

/** What a diff did, counted; `summarizeDiff` turns it into one line. */
export interface DiffCounts {
  /** Entries (or markdown task lines) newly `completed`. */
  readonly completed: number;
  /** Entries newly `in_progress`. */
  readonly started: number;
  /** Other status changes (back to pending, cancelled, a custom status). */
  readonly statusChanged: number;
  readonly added: number;
  readonly reworded: number;
  readonly moved: number;
  readonly removed: number;
  readonly priorityChanged: number;
  /** File plans: the plan now points at another file. */
  readonly fileChanged: number;
  /** Revisions of different types. */
  readonly replaced: number;
}

/** Labels of a diff summary, overridable for translation (pluralisation is the label's). */
export interface DiffSummaryLabels {
  readonly completed: (count: number) => string;
  readonly started: (count: number) => string;
  readonly statusChanged: (count: number) => string;
  readonly added: (count: number) => string;
  readonly reworded: (count: number) => string;
  readonly moved: (count: number) => string;
  readonly removed: (count: number) => string;
  readonly priorityChanged: (count: number) => string;
  readonly fileChanged: (count: number) => string;
  readonly replaced: (count: number) => string;
  /** Nothing changed (a file plan's file may have: it was sent again). @default "No changes" */
  readonly none: string;
  /** Joins the parts. @default ", " */
  readonly separator: string;
}

/** The default (English) labels of a diff summary. */
export const DEFAULT_DIFF_SUMMARY_LABELS: DiffSummaryLabels = {
  completed: (n) => `${n} completed`,
  started: (n) => `${n} started`,
  statusChanged: (n) => `${n} changed status`,
  added: (n) => `${n} added`,
  reworded: (n) => `${n} reworded`,
  moved: (n) => `${n} moved`,
  removed: (n) => `${n} removed`,
  priorityChanged: (n) => `${n} reprioritized`,
  fileChanged: () => 'file changed',
  replaced: () => 'plan replaced',
  none: 'No changes',
  separator: ', ',
};

const TASK_LINE = /^\s*(?:[-*+]|\d+[.)])\s+\[([ xX])\]/;

/** Counts a diff's changes by kind (markdown: lines, and task lines newly checked count as completed). */
export function countDiff(diff: PlanDiff): DiffCounts {
  const counts = { completed: 0, started: 0, statusChanged: 0, added: 0, reworded: 0, moved: 0, removed: 0, priorityChanged: 0, fileChanged: 0, replaced: 0 };
  if (diff.type === 'items') {
    for (const change of diff.changes) {
      if (change.change === 'status') {
        if (change.to === 'completed') counts.completed++;
        else if (change.to === 'in_progress') counts.started++;
        else counts.statusChanged++;
      } else if (change.change === 'priority') counts.priorityChanged++;
      else counts[change.change]++;
    }
  } else if (diff.type === 'markdown') {
    for (const line of diff.lines) {
      if (line.change === 'reworded') {
        // A task checked off, its words unchanged otherwise, is a completion, not a rewording.
        const from = TASK_LINE.exec(line.from);
        const to = TASK_LINE.exec(line.to);
        const checked = from?.[1] === ' ' && to !== null && to[1] !== ' ';
        if (checked && line.from.replace(TASK_LINE, '') === line.to.replace(TASK_LINE, '')) counts.completed++;
        else counts.reworded++;
      } else if (line.change !== 'unchanged') counts[line.change]++;
    }
  } else if (diff.type === 'file') {
    if (diff.from !== diff.to) counts.fileChanged++;
  } else counts.replaced++;
  return counts;
}

const ORDER = ['completed', 'started', 'statusChanged', 'added', 'reworded', 'moved', 'removed', 'priorityChanged', 'fileChanged', 'replaced'] as const;

/** One line saying what a diff changed: "2 completed, 1 added, 1 reworded, 1 removed". */
export function summarizeDiff(diff: PlanDiff, labels: Partial<DiffSummaryLabels> = {}): string {
  const text = { ...DEFAULT_DIFF_SUMMARY_LABELS, ...labels };
  const counts = countDiff(diff);
  const parts = ORDER.filter((kind) => counts[kind] > 0).map((kind) => text[kind](counts[kind]));
  return parts.length > 0 ? parts.join(text.separator) : text.none;
}
