/**
 * One step of a plan as the selection sees it: an item plan's entry, or a markdown plan's task item. Handed to
 * `onRunSteps` and to `formatStepsPrompt`.
 */
export interface PlanStep {
  /** The step's stable key: the store's entry key, or for a task item a key kept across rewordings and moves. */
  readonly key: string;
  /** The step's text as the agent wrote it (inline markdown). */
  readonly content: string;
  /** The step's status (`pending`, `in_progress`, `completed`, `cancelled` or the agent's own `_x`). */
  readonly status: string;
  /** The step's priority (`''` for a task item, which has none). */
  readonly priority: string;
  /** The step's place in the plan, from 1: "step 3" in a prompt means the plan's third step. */
  readonly position: number;
}
