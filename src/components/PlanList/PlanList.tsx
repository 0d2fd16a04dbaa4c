import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import type { PlanSelectableProps } from '../shared/planSelectable';
import { PlainPlanList } from './PlainPlanList';
import type { PlanListEntriesProps } from './PlainPlanList';
import { StorePlanList } from './StorePlanList';
import type { PlanListStoreProps } from './StorePlanList';

/**
 * Props of `<PlanList>`: a store binding (`sessionId`, `planId`) OR `entries`, plus the common props and the
 * selection props (`selectable`, `onRunSteps`).
 */
export type PlanListProps = (PlanListStoreProps | PlanListEntriesProps) & PlanSelectableProps;

/**
 * An item plan: a header with the title (a button that collapses the list), the "N/M" count, "All done" and a
 * progress bar; then an ordered list of tasks, each with a status icon and status text, its content as inline
 * markdown, and a priority badge. In-progress tasks are highlighted (`aria-current="step"`); with none in
 * progress the next pending one is marked. Collapsed, it still shows the current (or next) task. Rows enter,
 * exit, move and flash on a status change (not under reduced motion); one polite live region announces
 * "Started: …", "Completed: …", "All tasks completed".
 *
 * Bound to a store (`sessionId` + `planId`, inside `<PlanStoreProvider>`) each part subscribes to its own
 * slice: one status change re-renders that row and the header only. Given `entries`, it works without a store.
 *
 * Theme with `--acp-plan-*` variables (`react-acp-plans/styles.css`); bound the list's height with
 * `--acp-plan-list-max-height` (it then keeps the current task scrolled into view, inside the list only).
 *
 * Data attributes: on the `<section>` `data-slot="plan-list"`, `data-complete`, `data-empty`, `data-collapsed`,
 * `data-motion="reduced"`; on each `<li>` `data-slot="plan-entry"`, `data-key`, `data-status`, `data-priority`,
 * `data-current`, `data-next`, `data-presence`. Every part has a `data-slot`. `ref` is the `<section>`.
 *
 * With `selectable={useStepSelection()}` (from `react-acp-plans/actions`) each row gets a checkbox and the footer
 * the selection bar, whose run button calls `onRunSteps(steps)`.
 */
export const PlanList = forwardRef<HTMLElement, PlanListProps>(function PlanList({ selectable, onRunSteps, ...props }, ref): ReactNode {
  // The selection renders this list again inside itself, without `selectable` (its code is the actions entry's).
  if (selectable) return selectable.renderSelectable(PlanList, props, ref, onRunSteps);
  if (props.entries !== undefined) return <PlainPlanList {...(props as PlanListEntriesProps)} rootRef={ref} />;
  return <StorePlanList {...(props as PlanListStoreProps)} rootRef={ref} />;
});
