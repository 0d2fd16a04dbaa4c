import { formatDuration } from '../duration';

/** Texts of the step times, for translation. Durations come in milliseconds; `duration` words them. */
export interface StepTimeLabels {
  /** A finished step's time. @default (duration) => `took ${duration}` */
  readonly took: (duration: string) => string;
  /** A running step's live time. @default (duration) => `${duration} so far` */
  readonly elapsed: (duration: string) => string;
  /** A plan's total (`<PlanTotalTime>`). @default (duration) => `Total ${duration}` */
  readonly total: (duration: string) => string;
  /** The quiet hint on a step that runs much longer than usual. @default (duration) => `no progress for ${duration}` */
  readonly stalled: (duration: string) => string;
  /** Words for a duration. @default `formatDuration` (Intl, the runtime's locale) */
  readonly duration: (milliseconds: number) => string;
}

/** The default (English) texts of the step times. */
export const DEFAULT_STEP_TIME_LABELS: StepTimeLabels = {
  took: (duration) => `took ${duration}`,
  elapsed: (duration) => `${duration} so far`,
  total: (duration) => `Total ${duration}`,
  stalled: (duration) => `no progress for ${duration}`,
  duration: (milliseconds) => formatDuration(milliseconds),
};
