import { forwardRef } from 'react';
import type { HTMLAttributes } from 'react';
import { openState, usePlanFrameContext } from './planFrameContext';

/** Props of `<PlanFrameContent>`: any attribute of a `<div>`. */
export type PlanFrameContentProps = HTMLAttributes<HTMLDivElement>;

/**
 * The collapsible body of the frame (the trigger's `aria-controls`): `hidden` while collapsed, so it leaves the
 * page, the accessibility tree and find-in-page; its children stay mounted (rows keep their state).
 *
 * Data attributes: `data-slot="<prefix>-body"`, `data-part="content"`, `data-state="open" | "closed"`. `ref` is the `<div>`.
 */
export const PlanFrameContent = forwardRef<HTMLDivElement, PlanFrameContentProps>(function PlanFrameContent(props, ref) {
  const { slot, contentId, collapsed } = usePlanFrameContext('PlanFrameContent');
  return <div ref={ref} id={contentId} data-slot={`${slot}-body`} data-part="content" data-state={openState(collapsed)} hidden={collapsed} {...props} />;
});
