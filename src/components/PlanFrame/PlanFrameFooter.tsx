import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameFooter>`: any attribute of a `<div>`. */
export type PlanFrameFooterProps = HTMLAttributes<HTMLDivElement>;

/**
 * The foot of the plan, outside the collapsible content (shown collapsed too): where the approval, selection and
 * history features sit (`footer` / `<SessionPlans renderPlanFooter>`). Renders nothing without children, so an
 * unused footer adds no element.
 *
 * Data attributes: `data-slot="<prefix>-footer"`, `data-part="footer"`. `ref` is the `<div>`.
 */
export const PlanFrameFooter = forwardRef<HTMLDivElement, PlanFrameFooterProps>(function PlanFrameFooter(props, ref) {
  const { slot } = usePlanFrameContext('PlanFrameFooter');
  if (props.children == null || props.children === false) return null;
  return <div ref={ref} data-slot={`${slot}-footer`} data-part="footer" {...props} />;
});
