// Every text <PlanEditor> shows or says, overridable for translation. Step names in labels are the step's own
// words ("Move "Run the tests" up"), so each button is told apart by a screen reader user.

/** Texts of `<PlanEditor>`. */
export interface PlanEditorLabels {
  /** The editor's name (its group label, shown as its title). @default "Edit the plan" */
  readonly title: string;
  /** The text input of step `number` (from 1). @default (number) => `Step ${number}` */
  readonly step: (number: number) => string;
  /** What a step is called in button names when its text is empty. @default (number) => `step ${number}` */
  readonly unnamed: (number: number) => string;
  /** @default (name) => `Move "${name}" up` */
  readonly moveUp: (name: string) => string;
  /** @default (name) => `Move "${name}" down` */
  readonly moveDown: (name: string) => string;
  /** @default (name) => `Delete "${name}"` */
  readonly remove: (name: string) => string;
  /** The priority select of a step. @default (name) => `Priority of "${name}"` */
  readonly priorityOf: (name: string) => string;
  /** Names of the known priorities in the select (a custom priority shows as it is). */
  readonly priorities: { readonly high: string; readonly medium: string; readonly low: string };
  /** Status text shown beside a step that is not pending (custom statuses show as they are). */
  readonly statuses: { readonly in_progress: string; readonly completed: string; readonly cancelled: string };
  /** @default "Add step" */
  readonly addStep: string;
  /** @default "Undo" */
  readonly undo: string;
  /** @default "Redo" */
  readonly redo: string;
  /** Leaves the edit without sending (also Escape). @default "Cancel" */
  readonly cancel: string;
  /** Sends the revision (`onSubmitRevision`). @default "Send revision" */
  readonly submit: string;
  /** Said when "Send revision" is pressed with nothing changed. @default "No changes to send" */
  readonly noChanges: string;
  /** Announced after a move. @default (name, position, total) => `Moved "${name}" to position ${position} of ${total}` */
  readonly moved: (name: string, position: number, total: number) => string;
  /** Announced after a deletion. @default (name) => `Deleted "${name}"` */
  readonly deleted: (name: string) => string;
  /** Announced after an addition. @default (number) => `Added step ${number}` */
  readonly added: (number: number) => string;
  /** @default "Undone" */
  readonly undone: string;
  /** @default "Redone" */
  readonly redone: string;
  /** The notice (and announcement) that the agent changed the plan during the edit. `summary` lists the changes. */
  readonly agentChanged: (summary: string) => string;
  /** Re-applies the user's edits onto the agent's new plan. @default "Rebase my edits" */
  readonly rebase: string;
  /** Drops the user's edits and starts again from the agent's new plan. @default "Discard my edits" */
  readonly discard: string;
  /** Why "Send revision" waits while the notice is open. @default "Rebase or discard your edits before sending." */
  readonly submitBlocked: string;
  /** Announced and shown after a rebase. @default (conflicts) => conflicts ? `Your edits were rebased; ${n} clash(es) kept your version:` : "Your edits were rebased onto the agent's plan." */
  readonly rebased: (conflicts: number) => string;
  /** Announced after a discard. @default "Your edits were discarded; editing the agent's plan." */
  readonly discarded: string;
  /** One line per clash a rebase resolved (the agent's side, which was not kept). */
  readonly conflicts: {
    readonly bothReworded: (mine: string, theirs: string) => string;
    readonly bothPrioritized: (mine: string, theirs: string) => string;
    readonly editedRemoved: (mine: string) => string;
    readonly removedChanged: (theirs: string) => string;
    readonly bothReordered: string;
  };
  /** One line per change the agent made (in the notice). */
  readonly agentChanges: {
    readonly added: (content: string) => string;
    readonly removed: (content: string) => string;
    readonly reworded: (from: string, to: string) => string;
    readonly moved: (content: string) => string;
    readonly status: (content: string, status: string) => string;
    readonly priority: (content: string, from: string, to: string) => string;
  };
}

/** The default (English) texts of `<PlanEditor>`. */
export const DEFAULT_PLAN_EDITOR_LABELS: PlanEditorLabels = {
  title: 'Edit the plan',
  step: (number) => `Step ${number}`,
  unnamed: (number) => `step ${number}`,
  moveUp: (name) => `Move "${name}" up`,
  moveDown: (name) => `Move "${name}" down`,
  remove: (name) => `Delete "${name}"`,
  priorityOf: (name) => `Priority of "${name}"`,
  priorities: { high: 'High', medium: 'Medium', low: 'Low' },
  statuses: { in_progress: 'In progress', completed: 'Done', cancelled: 'Cancelled' },
  addStep: 'Add step',
  undo: 'Undo',
  redo: 'Redo',
  cancel: 'Cancel',
  submit: 'Send revision',
  noChanges: 'No changes to send',
  moved: (name, position, total) => `Moved "${name}" to position ${position} of ${total}`,
  deleted: (name) => `Deleted "${name}"`,
  added: (number) => `Added step ${number}`,
  undone: 'Undone',
  redone: 'Redone',
  agentChanged: (summary) => `The agent changed the plan while you edited (${summary}).`,
  rebase: 'Rebase my edits',
  discard: 'Discard my edits',
  submitBlocked: 'Rebase or discard your edits before sending.',
  rebased: (conflicts) =>
    conflicts === 0
      ? "Your edits were rebased onto the agent's plan."
      : `Your edits were rebased onto the agent's plan; ${conflicts === 1 ? '1 clash' : `${conflicts} clashes`} kept your version:`,
  discarded: "Your edits were discarded; editing the agent's plan.",
  conflicts: {
    bothReworded: (mine, theirs) => `Kept your words "${mine}" (the agent wrote "${theirs}").`,
    bothPrioritized: (mine, theirs) => `Kept your priority ${mine} (the agent set ${theirs}).`,
    editedRemoved: (mine) => `Kept "${mine}", which you edited and the agent removed.`,
    removedChanged: (theirs) => `"${theirs}" stays deleted, though the agent changed it.`,
    bothReordered: 'Kept your order of the steps (the agent reordered them too).',
  },
  agentChanges: {
    added: (content) => `Added "${content}"`,
    removed: (content) => `Removed "${content}"`,
    reworded: (from, to) => `Reworded "${from}" to "${to}"`,
    moved: (content) => `Moved "${content}"`,
    status: (content, status) => `"${content}" is now ${status}`,
    priority: (content, from, to) => `"${content}" priority ${from} to ${to}`,
  },
};
