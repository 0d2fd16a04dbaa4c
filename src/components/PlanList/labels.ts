// Every string <PlanList> shows or announces, so a host can translate all of it.
import { formatProgressValueText } from '../ProgressBar/ProgressBar';
import { toDisplayLabel } from '../shared/displayText';
// The parser's own-property read (already in every bundle with a store): a status named `constructor` is not a label.
import { own } from '../../acp/parseSessionUpdate';

/** Every user-visible (or spoken) string of `<PlanList>`. Pass a partial object to `labels` to override some. */
export interface PlanListLabels {
  /**
   * Status names, said in each row's visually hidden text; also the display names of custom statuses
   * (`{ _verified: 'Verified' }`), shown in their row's badge. Unknown statuses show their raw text.
   */
  readonly statuses: Readonly<Record<string, string>>;
  /** Priority names shown in the badge. Unknown priorities show their raw text. */
  readonly priorities: Readonly<Record<string, string>>;
  /** Spoken after the badge text, e.g. "High" + " priority". @default (name) => `${name} priority` */
  readonly priority: (name: string) => string;
  /** The collapsed summary's prefix before the in-progress entry. @default "Current" */
  readonly current: string;
  /** The collapsed summary's prefix before the next pending entry; also the marker on that row. @default "Next" */
  readonly next: string;
  /** After the collapsed summary's entry when more entries are in progress. @default (n) => `+${n} more` */
  readonly more: (count: number) => string;
  /** Shown when every task is completed. @default "All done" */
  readonly allDone: string;
  /** Shown instead of the list when the plan has no tasks. @default "No tasks yet" */
  readonly empty: string;
  /** Said before the title in the toggle's name while the list is collapsed ("Show Plan steps"). @default "Show" */
  readonly show: string;
  /** Said before the title in the toggle's name while the list is expanded ("Hide Plan steps"). @default "Hide" */
  readonly hide: string;
  /** Said after the title in the list's and the toggle's names ("Plan steps"). @default "steps" */
  readonly steps: string;
  /** Said after the title in the progress bar's name ("Plan progress"). @default "progress" */
  readonly progress: string;
  /**
   * The visible count (hidden from screen readers: the progress bar says it); `total` leaves cancelled tasks out,
   * like the bar (3 done, 1 cancelled of 4: "3/3").
   * @default (completed, total) => `${completed}/${total}`
   */
  readonly count: (completed: number, total: number) => string;
  /** Beside the count when tasks were cancelled. @default (n) => `${n} cancelled` */
  readonly cancelledCount: (count: number) => string;
  /** Shown instead of "All done" when every task was cancelled. @default "All cancelled" */
  readonly allCancelled: string;
  /**
   * The progress bar's spoken value; `total` counts every task. @default "3 of 7 tasks completed",
   * "3 of 4 tasks completed, 1 cancelled", "No tasks"
   */
  readonly progressValue: (completed: number, total: number, cancelled: number) => string;
  /** Announced when a task goes in progress. @default (task) => `Started: ${task}` */
  readonly started: (task: string) => string;
  /** Announced when a task is completed. @default (task) => `Completed: ${task}` */
  readonly completed: (task: string) => string;
  /** Announced when a task is cancelled. @default (task) => `Cancelled: ${task}` */
  readonly cancelled: (task: string) => string;
  /** Announced when the last open task is completed. @default "All tasks completed" */
  readonly allCompleted: string;
  /**
   * After the first three changes of one announcement, for the rest.
   * @default (n) => `And ${n} more changes` ("change" for 1)
   */
  readonly moreChanges: (count: number) => string;
  /** @deprecated No longer said: one announcement lists three changes, then `moreChanges`. */
  readonly manyChanges: (count: number) => string;
  /**
   * An announcement of a plan that is one of several in its session (`<SessionPlans>`): the plan's name first.
   * @default (plan, changes) => `${plan}: ${changes}`
   */
  readonly planChanges: (plan: string, changes: string) => string;
}

/** The English labels `<PlanList>` uses unless told otherwise. */
export const DEFAULT_PLAN_LIST_LABELS: PlanListLabels = {
  statuses: { pending: 'Pending', in_progress: 'In progress', completed: 'Completed', cancelled: 'Cancelled' },
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
  priority: (name) => `${name} priority`,
  current: 'Current',
  next: 'Next',
  more: (count) => `+${count} more`,
  allDone: 'All done',
  empty: 'No tasks yet',
  show: 'Show',
  hide: 'Hide',
  steps: 'steps',
  progress: 'progress',
  count: (completed, total) => `${completed}/${total}`,
  cancelledCount: (count) => `${count} cancelled`,
  allCancelled: 'All cancelled',
  progressValue: formatProgressValueText,
  started: (task) => `Started: ${task}`,
  completed: (task) => `Completed: ${task}`,
  cancelled: (task) => `Cancelled: ${task}`,
  allCompleted: 'All tasks completed',
  moreChanges: (count) => `And ${count} more ${count === 1 ? 'change' : 'changes'}`,
  manyChanges: (count) => `${count} tasks updated`,
  planChanges: (plan, changes) => `${plan}: ${changes}`,
};

/** Overrides for `PlanListLabels`; `statuses` and `priorities` merge key by key with the defaults. */
export type PlanListLabelOverrides = Partial<PlanListLabels>;

/** The defaults with the caller's overrides applied. */
export function resolvePlanListLabels(overrides: PlanListLabelOverrides | undefined): PlanListLabels {
  if (!overrides) return DEFAULT_PLAN_LIST_LABELS;
  return {
    ...DEFAULT_PLAN_LIST_LABELS,
    ...overrides,
    statuses: { ...DEFAULT_PLAN_LIST_LABELS.statuses, ...overrides.statuses },
    priorities: { ...DEFAULT_PLAN_LIST_LABELS.priorities, ...overrides.priorities },
  };
}

/**
 * The overrides' words as one string: every label that is not a function (strings, and the `statuses` /
 * `priorities` records, often written inline), so overrides that say the same give the same key.
 */
export function labelTextsKey(overrides: PlanListLabelOverrides | undefined): string {
  return JSON.stringify(overrides ?? {}, (_key, value: unknown) => (typeof value === 'function' ? undefined : value));
}

/**
 * The name of a status in the given labels, or the raw status (never empty) when it is unknown, with its control
 * and bidirectional characters shown as U+FFFD: an agent's `\u202Edetelpmoc` must not read as "completed".
 */
export function statusName(labels: Pick<PlanListLabels, 'statuses'>, status: string): string {
  return (own(labels.statuses, status) as string | undefined) ?? toDisplayLabel(status || '?');
}

/** The name of a priority in the given labels, or the raw priority when it is unknown (displayable, as above). */
export function priorityName(labels: Pick<PlanListLabels, 'priorities'>, priority: string): string {
  return (own(labels.priorities, priority) as string | undefined) ?? toDisplayLabel(priority);
}
