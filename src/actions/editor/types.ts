// The shapes the plan editor works with. Pure data, no React: the edit operations, the rebase and the revision
// prompt are plain functions over these, tested on their own.
import type { PlanEntryPriority, PlanEntryStatus } from '../../acp/types';
import type { ItemPlanDiff } from '../../history/index';

/**
 * One step of a plan being edited. The store's `PlanEntryState` fits. `key` matches a step across the agent's
 * updates and the user's edits (the store keeps a reworded or moved entry's key); steps the user adds get fresh keys.
 */
export interface EditableEntry {
  readonly key: string;
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
}

/** A step given as plain data (no store): `key` is optional, the position is used without one. */
export interface EditableEntryInput {
  readonly key?: string;
  readonly content: string;
  readonly priority: PlanEntryPriority;
  readonly status: PlanEntryStatus;
}

/** What `onSubmitRevision` receives: the revised steps, what changed, and a prompt to send to the agent. */
export interface PlanRevision {
  /** The session of the plan (store binding only). */
  readonly sessionId?: string | undefined;
  /** The plan revised (store binding only). */
  readonly planId?: string | undefined;
  /** The agent's plan the revision was made on (after any rebase). */
  readonly before: readonly EditableEntry[];
  /** The revised steps, in order; empty steps dropped, texts trimmed. */
  readonly entries: readonly EditableEntry[];
  /** The difference `before` -> `entries`, by key (see `react-acp-plans/history`). */
  readonly diff: ItemPlanDiff;
  /** `formatRevisionPrompt(before, entries)`: the text to send as a `session/prompt`. */
  readonly prompt: string;
}
