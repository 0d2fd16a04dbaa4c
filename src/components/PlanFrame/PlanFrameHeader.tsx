import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameHeader>`: any attribute of a `<div>`. */
export type PlanFrameHeaderProps = HTMLAttributes<HTMLDivElement>;

/**
 * The header of a plan: one layout for every plan type. The title, count and status share the first line; the
 * progress bar (and anything else, e.g. a collapsed summary) wraps below it at full width.
 *
 * Data attributes: `data-slot="<prefix>-header"`, `data-part="header"`. `ref` is the `<div>`.
 */
export const PlanFrameHeader = forwardRef<HTMLDivElement, PlanFrameHeaderProps>(function PlanFrameHeader(props, ref) {
  const { slot } = usePlanFrameContext('PlanFrameHeader');
  return <div ref={ref} data-slot={`${slot}-header`} data-part="header" {...props} />;
});
