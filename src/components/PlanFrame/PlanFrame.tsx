import { forwardRef, useId, useMemo } from 'react';
import type { HTMLAttributes } from 'react';
import { DEFAULT_PLAN_HEADING_LEVEL } from '../shared/headingLevel';
import type { PlanHeadingLevel } from '../shared/headingLevel';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { MotionPreference } from '../shared/useReducedMotion';
import { DEFAULT_PLAN_LIST_LABELS } from '../PlanList/labels';
import { openState, PlanFrameContext } from './planFrameContext';
import type { PlanFrameContextValue, PlanFrameLabels } from './planFrameContext';
import { useControllableState } from './useControllableState';

/** Props of `<PlanFrame>`, the root every plan is built in. */
export interface PlanFrameProps extends HTMLAttributes<HTMLElement> {
  /**
   * The `data-slot` of the root and the prefix of every part's (`plan-list` gives `plan-list-header`, …).
   * The presets use `plan-list`, `markdown-plan` and `file-plan`; a host's own layout keeps the default.
   * @default "plan-frame"
   */
  slotPrefix?: string;
  /**
   * Whether the content can be collapsed: the title is then a button (`<PlanFrameTitle>` wraps it in a
   * `<PlanFrameTrigger>`).
   * @default true
   */
  collapsible?: boolean;
  /** Collapsed state, controlled. Pair with `onCollapsedChange`. */
  collapsed?: boolean;
  /**
   * Collapsed state at mount, uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called with the new state when the reader toggles the frame (controlled or not). */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Level of the title's heading.
   * @default 3
   */
  headingLevel?: PlanHeadingLevel;
  /**
   * `reduced` turns the parts' animations off (they are also off under `prefers-reduced-motion`).
   * @default "auto"
   */
  motion?: MotionPreference;
  /** Words the parts show or are named with. Missing keys use `DEFAULT_PLAN_LIST_LABELS`. */
  labels?: Partial<PlanFrameLabels>;
}

/**
 * The root of a plan: a `<section>` named by its title (`<PlanFrameTitle>`), holding the context its parts read
 * (ids, collapsed state, heading level, motion, words). Every plan type is built from it: `<PlanList>`,
 * `<MarkdownPlan>` and `<FilePlan>` are presets of these parts, and a host composes its own layout from the
 * same parts (see the README, "Plan parts"). The collapsed state is controlled or not (`collapsed` /
 * `defaultCollapsed` / `onCollapsedChange`).
 *
 * Data attributes: `data-slot` (`slotPrefix`), `data-state="open" | "closed"`, `data-collapsed` while closed,
 * `data-motion="reduced"`. `ref` is the `<section>`.
 */
export const PlanFrame = forwardRef<HTMLElement, PlanFrameProps>(function PlanFrame(
  {
    slotPrefix = 'plan-frame',
    collapsible = true,
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    headingLevel = DEFAULT_PLAN_HEADING_LEVEL,
    motion = 'auto',
    labels: labelOverrides,
    children,
    ...rest
  },
  ref,
) {
  const id = useId();
  const [collapsedState, setCollapsed] = useControllableState({ value: collapsedProp, defaultValue: defaultCollapsed, onChange: onCollapsedChange });
  const collapsed = collapsible && collapsedState;
  const reducedMotion = useReducedMotion(motion);
  const labels = useMemo(() => (labelOverrides ? { ...DEFAULT_PLAN_LIST_LABELS, ...labelOverrides } : DEFAULT_PLAN_LIST_LABELS), [labelOverrides]);
  const context = useMemo<PlanFrameContextValue>(
    () => ({
      slot: slotPrefix,
      titleId: `${id}-title`,
      contentId: `${id}-body`,
      nameId: id,
      collapsible,
      collapsed,
      setCollapsed,
      headingLevel,
      reducedMotion,
      labels,
    }),
    [slotPrefix, id, collapsible, collapsed, setCollapsed, headingLevel, reducedMotion, labels],
  );
  return (
    <PlanFrameContext.Provider value={context}>
      <section
        ref={ref}
        aria-labelledby={`${id}-title`}
        data-slot={slotPrefix}
        data-state={collapsible ? openState(collapsed) : undefined}
        data-collapsed={collapsed ? '' : undefined}
        data-motion={reducedMotion ? 'reduced' : undefined}
        {...rest}
      >
        {children}
        {/* Words only names are made of ("<title> steps", "<title> progress"): `hidden`, yet aria-labelledby reads them. */}
        <span id={`${id}-steps`} hidden>
          {labels.steps}
        </span>
        <span id={`${id}-progress`} hidden>
          {labels.progress}
        </span>
      </section>
    </PlanFrameContext.Provider>
  );
});
