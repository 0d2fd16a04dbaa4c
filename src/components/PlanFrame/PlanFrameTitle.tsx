import { createElement, forwardRef } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { headingTag } from '../shared/headingLevel';
import { usePlanFrameContext } from './planFrameContext';
import { PlanFrameTrigger } from './PlanFrameTrigger';

/** Props of `<PlanFrameTitle>`: the title, plus any attribute of the heading. */
export interface PlanFrameTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The title: a host's `getPlanTitle`, the document's first heading, the file name, or "Plan". */
  children?: ReactNode;
  /**
   * Puts the title in a `<PlanFrameTrigger>`; set `false` when the layout has its own trigger.
   * @default true when the frame is collapsible
   */
  trigger?: boolean;
}

/**
 * The plan's heading (level from the frame): the title that names the frame, in a collapse button when the frame
 * is collapsible, as the accordion pattern has it (heading navigation finds the plan). The title is isolated
 * (`dir="auto"`): it may be the agent's text, and its direction must not spill onto the count beside it.
 *
 * Data attributes: `data-slot="<prefix>-heading"` on the heading, `data-part="heading"`; `data-slot="<prefix>-title"`
 * on the title text. `ref` is the heading.
 */
export const PlanFrameTitle = forwardRef<HTMLHeadingElement, PlanFrameTitleProps>(function PlanFrameTitle(
  { children, trigger, ...rest },
  ref,
) {
  const { slot, titleId, collapsible, headingLevel } = usePlanFrameContext('PlanFrameTitle');
  const text = (
    <span id={titleId} data-slot={`${slot}-title`} data-part="title" dir="auto">
      {children}
    </span>
  );
  // Named by the title alone: by its content it would take the button's name ("Hide <title> steps").
  return createElement(
    headingTag(headingLevel),
    { ref, 'data-slot': `${slot}-heading`, 'data-part': 'heading', 'aria-labelledby': titleId, ...rest },
    (trigger ?? collapsible) ? <PlanFrameTrigger>{text}</PlanFrameTrigger> : text,
  );
});
