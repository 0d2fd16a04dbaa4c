import { createContext, useContext } from 'react';
import type { PlanHeadingLevel } from '../shared/headingLevel';
import type { PlanListLabels } from '../PlanList/labels';

/** The words the frame's parts show or are named with (a subset of `<PlanList>`'s labels, same defaults). */
export type PlanFrameLabels = Pick<
  PlanListLabels,
  'show' | 'hide' | 'steps' | 'progress' | 'count' | 'cancelledCount' | 'allDone' | 'allCancelled' | 'progressValue'
>;

/** What the parts of one `<PlanFrame>` share. */
export interface PlanFrameContextValue {
  /** The `data-slot` prefix of every part (`plan-list` gives `plan-list-header`, `plan-list-toggle`, …). */
  readonly slot: string;
  /** Id of the title element: it names the frame, the trigger, the content's list and the progress bar. */
  readonly titleId: string;
  /** Id of the collapsible content (the trigger's `aria-controls`). */
  readonly contentId: string;
  /** Prefix of the ids of the hidden words names are made of (`-steps`, `-progress`, `-action`). */
  readonly nameId: string;
  readonly collapsible: boolean;
  readonly collapsed: boolean;
  readonly setCollapsed: (collapsed: boolean) => void;
  readonly headingLevel: PlanHeadingLevel;
  readonly reducedMotion: boolean;
  readonly labels: PlanFrameLabels;
}

export const PlanFrameContext = createContext<PlanFrameContextValue | null>(null);

/**
 * The context of the enclosing `<PlanFrame>`. Throws, naming the part, when there is none: a part rendered
 * outside its root would otherwise render unnamed, unlinked markup silently.
 */
export function usePlanFrameContext(part: string): PlanFrameContextValue {
  const context = useContext(PlanFrameContext);
  if (!context) throw new Error(`<${part}> must be used inside <PlanFrame>`);
  return context;
}

/** `open` / `closed`, as Radix's collapsible parts say it in `data-state`. */
export const openState = (collapsed: boolean) => (collapsed ? 'closed' : 'open');
