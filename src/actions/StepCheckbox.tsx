// The checkbox of one step, rendered in its row by the row extras seam. It subscribes to its own step's state in
// the selection store: a toggle re-renders this checkbox (and the bar), never the row nor the other checkboxes.
import { memo, useContext, useRef, useSyncExternalStore } from 'react';
import { MarkdownPlanKeyContext } from '../components/shared/markdownPlanKey';
import type { PlanEntryState } from '../store/types';
import { useStepSelectionContext } from './selectionContext';

/**
 * The step text as a checkbox name, without the markdown syntax a screen reader would read out (it read a task's
 * `**` and link targets): code backticks, a link's target, the emphasis and strikethrough marks at a word's edge
 * (`2 * 3` and `snake_case` keep theirs); runs of white space as one space. Patterns, not the inline parser: that
 * would add ~670 B to this entry for a name.
 */
export function stepName(content: string): string {
  return content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+|~~|(^|[^\w*~])[*_]+(?=\w)|(?<=\w)[*_]+(?![\w*])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Props of `<StepCheckbox>`. */
interface StepCheckboxProps {
  /** The step's key in the selection. */
  readonly stepKey: string;
  /** The step's text (inline markdown): the checkbox's accessible name. */
  readonly content: string;
}

/**
 * A real `<input type="checkbox">` named by the step text. Space toggles it; Shift+click or Shift+Space sets the
 * steps since the last toggled one as well. `data-slot="plan-step-checkbox"`.
 */
export const StepCheckbox = memo(function StepCheckbox({ stepKey, content }: StepCheckboxProps) {
  const { selection } = useStepSelectionContext();
  const read = () => selection.isSelected(stepKey);
  const checked = useSyncExternalStore(selection.subscribe, read, read);
  // Whether the click that is coming was started by Shift+Space: a click a browser makes for the Space key does
  // not always carry the Shift key, so the key down says it. A pointer press clears it.
  const shiftSpace = useRef(false);
  return (
    <input
      type="checkbox"
      data-slot="plan-step-checkbox"
      aria-label={stepName(content)}
      checked={checked}
      onPointerDown={() => {
        shiftSpace.current = false;
      }}
      onKeyDown={(event) => {
        if (event.key === ' ') shiftSpace.current = event.shiftKey;
      }}
      onChange={(event) => {
        const range = shiftSpace.current || (event.nativeEvent as MouseEvent).shiftKey === true;
        shiftSpace.current = false;
        selection.toggle(stepKey, { range });
      }}
    />
  );
});

/** The checkbox of an item plan's row, when the row is a step of the selection's plan. */
export const EntryCheckbox = memo(function EntryCheckbox({ entry }: { entry: PlanEntryState }) {
  const { owns } = useStepSelectionContext();
  return owns(entry) ? <StepCheckbox stepKey={entry.key} content={entry.content} /> : null;
});

/**
 * The checkbox of a markdown task item, found by its document line, when the task is a step of the selection's plan
 * (another markdown plan of the session has lines too: the plan around the task item says which it is).
 */
export const TaskCheckbox = memo(function TaskCheckbox({ line }: { line: number }) {
  const { selection, ownsTask } = useStepSelectionContext();
  const own = ownsTask(useContext(MarkdownPlanKeyContext));
  const read = () => (own ? selection.stepOfLine(line) : undefined);
  const step = useSyncExternalStore(selection.subscribe, read, read);
  return step ? <StepCheckbox stepKey={step.key} content={step.content} /> : null;
});
