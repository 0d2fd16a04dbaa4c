import { createContext, useContext } from 'react';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import type { PlanListLabels } from './labels';

/**
 * What every row of one `<PlanList>` shares. Rows read it from context, not props, so that a memoised row only
 * re-renders for its own entry; the value changes only when one of these settings does.
 */
export interface PlanListRowSettings {
  readonly labels: PlanListLabels;
  readonly hidePriority: boolean;
  readonly urlTransform?: UrlTransform | undefined;
  readonly onLinkClick?: LinkClickHandler | undefined;
  /** The host's file opener (`<PlanStoreProvider onOpenFile>`): links to paths go there (the link rule). */
  readonly onOpenFile?: ((path: string) => void) | undefined;
  readonly reducedMotion: boolean;
  /** Whether a status counts as done (the list's source's). */
  readonly isDone: (status: string) => boolean;
  /** The turn ended with the plan unfinished: in-progress rows are not the current step (no `aria-current`). */
  readonly stale: boolean;
  /** The store binding of the list, when it has one: store rows select their entry with it. */
  readonly sessionId: string;
  readonly planId: string;
}

/** Row settings of the nearest `<PlanList>`. No default: its parts only ever render inside `<PlanListView>`. */
export const PlanListRowSettingsContext = createContext<PlanListRowSettings>(undefined as never);

/** The row settings of the enclosing `<PlanList>`. */
export function usePlanListRowSettings(): PlanListRowSettings {
  return useContext(PlanListRowSettingsContext);
}
