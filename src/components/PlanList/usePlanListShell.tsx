import { useCallback, useId, useMemo, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { LinkClickHandler } from '../shared/linkClick';
import { useStableHandler } from '../shared/useStableHandler';
import type { UrlTransform } from '../shared/safeUrl';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { MotionPreference } from '../shared/useReducedMotion';
import { resolvePlanListLabels } from './labels';
import type { PlanListLabelOverrides, PlanListLabels } from './labels';
import { PlanListRowSettingsContext } from './planListContext';
import type { PlanListRowSettings } from './planListContext';

/** Props every `<PlanList>` takes, whether bound to a store or given entries. */
export interface PlanListCommonProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /**
   * The plan's title, shown in the header; it names the section, the list and the progress bar.
   * @default "Plan"
   */
  title?: ReactNode;
  /**
   * Hides the priority badge of every row. `auto` hides it when every entry has the same priority (Claude Code
   * and Codex send `medium` for everything, so a badge per row would say nothing).
   * @default "auto"
   */
  hidePriority?: boolean | 'auto';
  /** Collapsed state, controlled. Pair with `onCollapsedChange`. */
  collapsed?: boolean;
  /**
   * Collapsed state at mount, uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called with the new state when the reader toggles the list. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * `reduced` turns every animation off (they are also off under `prefers-reduced-motion`); the current-task
   * cue stays, it never depends on motion.
   * @default "auto"
   */
  motion?: MotionPreference;
  /**
   * Overrides for any visible or spoken string (translation). Keep the object stable (a module constant or
   * `useMemo`): a new object with different functions re-renders every row.
   */
  labels?: PlanListLabelOverrides;
  /**
   * Makes link URLs in entry content safe; a dropped URL shows its text without a link.
   * @default defaultUrlTransform (http, https, mailto, relative)
   */
  urlTransform?: UrlTransform;
  /** Called when the reader clicks a link in an entry; `event.preventDefault()` to route it yourself. */
  onLinkClick?: LinkClickHandler;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    // One level deeper for `statuses` / `priorities`, which are often written inline.
    return Object.is(x, y) || (typeof x === 'object' && typeof y === 'object' && x !== null && shallowEqual(x, y ?? undefined));
  });
}

/** The resolved labels, the same object while the overrides are (shallowly) the same. */
function useStableLabels(overrides: PlanListLabelOverrides | undefined): PlanListLabels {
  const [stable, setStable] = useState(overrides);
  if (!shallowEqual(stable, overrides)) setStable(overrides);
  return useMemo(() => resolvePlanListLabels(stable), [stable]);
}

/** What both kinds of `<PlanList>` share: ids, labels, collapse state, motion, row settings. */
export interface PlanListShell {
  readonly titleId: string;
  readonly bodyId: string;
  readonly labels: PlanListLabels;
  readonly collapsed: boolean;
  readonly toggle: () => void;
  readonly motion: MotionPreference;
  readonly reducedMotion: boolean;
  readonly settings: PlanListRowSettings;
  /** The caller's HTML props for the root element. */
  readonly rootProps: Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>;
  readonly title: ReactNode;
}

/** The shared state of a `<PlanList>`; `uniformPriority` decides `hidePriority="auto"`. */
export function usePlanListShell(
  props: PlanListCommonProps,
  binding: { sessionId: string; planId: string },
  uniformPriority: boolean,
): PlanListShell {
  const {
    title = 'Plan',
    hidePriority = 'auto',
    collapsed: collapsedProp,
    defaultCollapsed = false,
    onCollapsedChange,
    motion = 'auto',
    labels: labelOverrides,
    urlTransform,
    onLinkClick: onLinkClickProp,
    ...rootProps
  } = props;
  const id = useId();
  const labels = useStableLabels(labelOverrides);
  const reducedMotion = useReducedMotion(motion);
  // Stable, so a host's inline handler does not re-render every row through the settings context.
  const onLinkClick = useStableHandler(onLinkClickProp);
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = useState(defaultCollapsed);
  const controlled = collapsedProp !== undefined;
  const collapsed = controlled ? collapsedProp : uncontrolledCollapsed;
  const toggle = useCallback(() => {
    if (!controlled) setUncontrolledCollapsed(!collapsed);
    onCollapsedChange?.(!collapsed);
  }, [controlled, collapsed, onCollapsedChange]);

  const hide = hidePriority === 'auto' ? uniformPriority : hidePriority;
  const { sessionId, planId } = binding;
  const settings = useMemo<PlanListRowSettings>(
    () => ({ labels, hidePriority: hide, urlTransform, onLinkClick, reducedMotion, sessionId, planId }),
    [labels, hide, urlTransform, onLinkClick, reducedMotion, sessionId, planId],
  );
  return {
    titleId: `${id}-title`,
    bodyId: `${id}-body`,
    labels,
    collapsed,
    toggle,
    motion: reducedMotion ? 'reduced' : 'auto',
    reducedMotion,
    settings,
    rootProps,
    title,
  };
}

/** Props of the outer frame: the shell plus the parts each kind of list renders its own way. */
export interface PlanListFrameProps {
  shell: PlanListShell;
  complete: boolean;
  empty: boolean;
  header: ReactNode;
  list: ReactNode;
  announcements: ReactNode;
}

/**
 * The `<section>` around a plan: named by its title, with the header, the collapsible body and the live region.
 *
 * Data attributes: `data-slot="plan-list"`, `data-complete` when every task is completed, `data-empty` with no
 * tasks, `data-collapsed`, `data-motion="reduced"`; `data-slot="plan-list-body"` on the collapsible part.
 */
export function PlanListFrame({ shell, complete, empty, header, list, announcements }: PlanListFrameProps) {
  const { rootProps, titleId, bodyId, collapsed, reducedMotion, settings } = shell;
  return (
    <PlanListRowSettingsContext.Provider value={settings}>
      <section
        aria-labelledby={titleId}
        data-slot="plan-list"
        data-complete={complete ? '' : undefined}
        data-empty={empty ? '' : undefined}
        data-collapsed={collapsed ? '' : undefined}
        data-motion={reducedMotion ? 'reduced' : undefined}
        {...rootProps}
      >
        {header}
        <div id={bodyId} data-slot="plan-list-body" hidden={collapsed}>
          {list}
        </div>
        {announcements}
      </section>
    </PlanListRowSettingsContext.Provider>
  );
}
