import { createElement, useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { UnknownPlanState } from '../../store/types';
import type { PlanHeadingLevel } from '../MarkdownPlan';
import { toDisplayLabel } from '../shared/displayText';

/** What a host's renderer of a plan type gets from `<SessionPlans renderers>`. */
export interface PlanRendererProps {
  /** The plan as the store keeps it (`planType`, frozen raw `content`); its last state while it leaves. */
  readonly plan: UnknownPlanState;
  readonly sessionId: string;
  /** The title `<SessionPlans>` gives the plan (`getPlanTitle`, else its id), to name the renderer's region. */
  readonly title: ReactNode;
}

/** Host components for plan types this library does not know, by wire type: `{ _acme_board: AcmeBoard }`. */
export type PlanRenderers = { readonly [planType: string]: ComponentType<PlanRendererProps> };

/** Props of the neutral stand-in for a plan whose type nothing renders. */
interface UnsupportedPlanProps extends PlanRendererProps {
  readonly headingLevel: PlanHeadingLevel;
  readonly text: (planType: string) => string;
}

/**
 * A plan of a type nobody renders, shown instead of dropped: a `<section>` named by its title, saying which type
 * it is. The type is the agent's: its control and bidirectional characters are shown as U+FFFD.
 *
 * Data attributes: `data-slot="unsupported-plan"` with `data-plan-type` (the wire type),
 * `unsupported-plan-title`, `unsupported-plan-text`.
 */
export function UnsupportedPlan({ plan, title, headingLevel, text }: UnsupportedPlanProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="unsupported-plan" data-plan-type={plan.planType}>
      {createElement(`h${headingLevel}`, { id: titleId, 'data-slot': 'unsupported-plan-title', dir: 'auto' }, title)}
      <p data-slot="unsupported-plan-text">{text(toDisplayLabel(plan.planType))}</p>
    </section>
  );
}

/** The default text of `UnsupportedPlan`. */
export const unsupportedPlanText = (planType: string) => `This plan type is not supported: ${planType}`;
