// <PlanStepSelection>: makes the plan below it selectable, from outside the plan components. It provides the row
// extras seam (a checkbox before each step's status icon, in <PlanList> rows and markdown task items) and the
// selection the bar reads; <PlanList> itself imports none of it.
import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { LEGACY_PLAN_ID } from '../acp/types';
import { derivePlainEntries } from '../components/PlanList/plainEntries';
import type { PlainEntriesState, PlanListEntryInput } from '../components/PlanList/plainEntries';
import { PlanEntryExtrasContext, usePlanEntryExtras } from '../components/shared/planEntryExtras';
import type { PlanEntryExtras } from '../components/shared/planEntryExtras';
import { markdownPlanKey } from '../components/shared/markdownPlanKey';
import { usePlan } from '../react/hooks';
import { useDerivedState } from '../react/useDerivedState';
import { useIsomorphicLayoutEffect } from '../react/useIsomorphicLayoutEffect';
import { useStableHandler } from '../react/useStableHandler';
import type { PlanEntryState, PlanState } from '../store/types';
import { createStepSelection } from './createStepSelection';
import type { StepSelection } from './createStepSelection';
import { itemSteps, markdownSteps } from './planSteps';
import type { PlanStepsState } from './planSteps';
import { StepSelectionContext } from './selectionContext';
import type { StepSelectionContextValue } from './selectionContext';
import { EntryCheckbox, TaskCheckbox } from './StepCheckbox';
import type { PlanStep } from './types';

/** Props of `<PlanStepSelection>`: a store binding (`sessionId` + `planId`) OR plain `entries` / `content`. */
export interface PlanStepSelectionProps {
  /** The session of the plan to select steps of, from the nearest `<PlanStoreProvider>`. */
  sessionId?: string;
  /**
   * The plan to select steps of, with `sessionId`: an item plan or a markdown plan.
   * @default "main"
   */
  planId?: string;
  /** An item plan's entries without a store: pass the same value as the `<PlanList entries>` inside. */
  entries?: readonly PlanListEntryInput[];
  /** A markdown plan's document without a store: pass the same value as the `<MarkdownPlan content>` inside. */
  content?: string;
  /**
   * Called by the bar's run button with the chosen steps, in plan order; the selection is cleared after it.
   * Send them to the agent with `formatStepsPrompt(plan, steps)` as a `session/prompt`.
   */
  onRunSteps?: (steps: readonly PlanStep[]) => void;
  /**
   * The steps chosen at first (read once, when the selection is created): e.g. `(step) => step.status === 'pending'`.
   * @default none
   */
  defaultSelected?: (step: PlanStep) => boolean;
  /**
   * The selection store to use (`createStepSelection()`), to read or drive the selection from outside; read once,
   * at mount. One store per plan. `defaultSelected` applies only while the store has never had steps, so a store
   * kept across a remount keeps its choice.
   * @default a store of its own
   */
  selection?: StepSelection;
  /** The plan component (and its footer with `<PlanRunSteps>`). */
  children?: ReactNode;
}

interface SelectionSource {
  /**
   * A store-bound item plan's entries: a row is this plan's when its entry is one of these objects (the other
   * plans of a session reuse the same keys). Without them, a row is this plan's when its key is a step's.
   */
  readonly identity?: readonly PlanEntryState[];
  /**
   * A store-bound markdown plan's key (`MarkdownPlanKeyContext`): a task item is this plan's when the markdown plan
   * around it has this key. Without it (plain `content`), every task item below is.
   */
  readonly planKey?: string;
  readonly derive: (previous: PlanStepsState | undefined) => PlanStepsState;
  /** Only markdown plans get task checkboxes. */
  readonly markdown: boolean;
}

/**
 * Makes the one plan component below it selectable: a checkbox named by the step text before each step (an item
 * plan's rows, a markdown plan's task items), Space to toggle, Shift+click or Shift+Space for a range; put
 * `<PlanRunSteps>` in the plan's `footer` for the count, "Select the remaining steps" and the run button. The
 * selection follows plan updates by key: a reworded or moved step stays chosen, a removed one drops out.
 *
 * Bound to a store, only the rows of that plan get checkboxes, so it may wrap `<SessionPlans>` to make one of
 * its item or markdown plans selectable (`renderPlanFooter` puts the bar under it): a markdown task item is the
 * plan's when the store-bound `<MarkdownPlan>` around it shows that plan.
 */
export function PlanStepSelection(props: PlanStepSelectionProps) {
  if (props.content !== undefined || props.entries !== undefined || props.sessionId === undefined) {
    return <PlainStepSelection {...props} />;
  }
  return <BoundStepSelection {...props} sessionId={props.sessionId} />;
}

function BoundStepSelection({ sessionId, planId = LEGACY_PLAN_ID, ...rest }: PlanStepSelectionProps & { sessionId: string }) {
  const plan = usePlan(sessionId, planId);
  return <StepSelectionHost {...rest} source={boundSource(plan, markdownPlanKey(sessionId, planId))} sourceKey={plan} />;
}

function boundSource(plan: PlanState | undefined, planKey: string): SelectionSource {
  if (plan?.type === 'markdown') return { planKey, markdown: true, derive: (previous) => markdownSteps(plan.content, previous) };
  const entries = plan?.type === 'items' ? plan.entries : [];
  return { identity: entries, markdown: false, derive: (previous) => itemSteps(entries, previous) };
}

function PlainStepSelection({ entries, content, ...rest }: PlanStepSelectionProps) {
  // The same derivation as <PlanList entries> (same inputs, same keys): the rows' keys are the steps' keys. Derived
  // from the last commit's keys (useDerivedState), as <PlanList> does it; no state set during render.
  const current = useDerivedState<unknown, PlainEntriesState>(entries, derivePlainEntries);
  const keyed = current.entries;
  const source: SelectionSource =
    content !== undefined
      ? { markdown: true, derive: (previous) => markdownSteps(content, previous) }
      : { markdown: false, derive: (previous) => itemSteps(keyed, previous) };
  return <StepSelectionHost {...rest} source={source} sourceKey={content ?? keyed} />;
}

interface HostProps extends Pick<PlanStepSelectionProps, 'onRunSteps' | 'children' | 'defaultSelected' | 'selection'> {
  readonly source: SelectionSource;
  /** Changes exactly when the plan does: the steps are derived again then. */
  readonly sourceKey: unknown;
}

/** The steps derived from the plan, and which rows are this plan's (see `SelectionSource`). */
interface Derived {
  readonly source: unknown;
  readonly state: PlanStepsState;
  readonly entryByKey: ReadonlyMap<string, PlanEntryState> | undefined;
  readonly planKey: string | undefined;
  /** The first derivation: `defaultSelected` applies to it. */
  readonly first: boolean;
}

function StepSelectionHost({ source, sourceKey, onRunSteps, defaultSelected, selection: given, children }: HostProps) {
  // A store that has had steps was chosen in before (a remount): its choice stands, `defaultSelected` does not.
  const [{ selection, initial }] = useState(() => {
    const store = given ?? createStepSelection();
    return { selection: store, initial: store.getSteps().length === 0 ? defaultSelected : undefined };
  });
  // The steps and the rows' ownership are derived from the last commit's (useDerivedState), so the rows rendered
  // below in this same pass see this plan's; the selection store (external, maybe the host's) is written after the
  // render, in the layout effect below, never during it.
  const current = useDerivedState(sourceKey, (previous: Derived | undefined, key: unknown): Derived => {
    const { identity, planKey } = source;
    return {
      source: key,
      state: source.derive(previous?.state),
      entryByKey: identity && new Map(identity.map((entry) => [entry.key, entry])),
      planKey,
      first: previous === undefined,
    };
  });
  const { state, entryByKey, planKey, first } = current;
  // Before the browser paints: the bar and the checkboxes hear of the new steps in the same frame.
  useIsomorphicLayoutEffect(() => {
    selection.setSteps(state.steps, state.lines, true);
    if (first && initial) selection.select(state.steps.filter((step) => initial(step)).map((step) => step.key), true);
    selection.notify();
  }, [selection, state, first, initial]);
  const owns = useCallback(
    (entry: PlanEntryState) => (entryByKey ? entryByKey.get(entry.key) === entry : state.steps.some((step) => step.key === entry.key)),
    [entryByKey, state],
  );
  const ownsTask = useCallback((key: string | undefined) => planKey === undefined || key === planKey, [planKey]);
  const run = useStableHandler(onRunSteps);

  const context = useMemo<StepSelectionContextValue>(
    () => ({
      selection,
      owns,
      ownsTask,
      run: () => {
        const chosen = selection.getSelected();
        if (chosen.length === 0) return;
        run?.(chosen);
        selection.clear();
      },
    }),
    [selection, owns, ownsTask, run],
  );
  const markdown = source.markdown;
  // Another feature's extras (step times in the row's `end`) stay; this adds the row's `start`.
  const outer = usePlanEntryExtras();
  // Stable per kind of plan: every row reads it, a new value would re-render them all.
  const extras = useMemo<PlanEntryExtras>(
    () =>
      markdown
        ? { ...outer, taskStart: (line) => <TaskCheckbox line={line} /> }
        : { ...outer, start: (entry) => <EntryCheckbox entry={entry} /> },
    [markdown, outer],
  );
  return (
    <StepSelectionContext.Provider value={context}>
      <PlanEntryExtrasContext.Provider value={extras}>{children}</PlanEntryExtrasContext.Provider>
    </StepSelectionContext.Provider>
  );
}
