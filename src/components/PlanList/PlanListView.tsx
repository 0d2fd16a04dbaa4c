// What both kinds of <PlanList> render, fed by a source (planListSource.ts): ids, labels, collapse state and
// motion here; the header, the rows, the scroll keeper and the announcer each read their own slice.
import { memo, useEffect, useMemo, useRef } from 'react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { shallowEqual } from '../../react/shallowEqual';
import { planFocus } from '../../store/planFocus';
import type { PlanEntryState } from '../../store/types';
import { LiveRegion } from '../shared/LiveRegion';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import { useAnnouncer } from '../shared/useAnnouncer';
import type { PlanHeadingLevel } from '../shared/headingLevel';
import { useAnnouncementClaim, usePlanAnnouncementFrame } from '../shared/planAnnouncementContext';
import type { MotionPreference } from '../shared/useReducedMotion';
import { useStableHandler } from '../../react/useStableHandler';
import { usePlanHost } from '../../react/PlanStoreProvider';
import { PlanFrame } from '../PlanFrame/PlanFrame';
import { PlanFrameContent } from '../PlanFrame/PlanFrameContent';
import { PlanFrameFooter } from '../PlanFrame/PlanFrameFooter';
import { usePlanFrameContext } from '../PlanFrame/planFrameContext';
import { usePlanListLabels } from './usePlanListLabels';
import type { PlanListLabelOverrides, PlanListLabels } from './labels';
import { describePlanChanges } from './planAnnouncements';
import { PlanEntryList } from './PlanEntryList';
import { PlanListRowSettingsContext } from './planListContext';
import type { PlanListRowSettings } from './planListContext';
import { PlanListHeader } from './PlanListHeader';
import { usePlanListSlice } from './planListSource';
import type { PlanListData, PlanListSource } from './planListSource';

/** Props every `<PlanList>` takes, whether bound to a store or given entries. */
export interface PlanListCommonProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /**
   * The plan's title, shown in the header; it names the section, the list and the progress bar.
   * @default "Plan"
   */
  title?: ReactNode;
  /**
   * Level of the title's heading (the toggle button sits inside it).
   * @default 3
   */
  headingLevel?: PlanHeadingLevel;
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
   * Makes link URLs in entry content safe; a dropped URL, or one no browser can parse (`https:`), shows its
   * text without a link.
   * @default defaultUrlTransform (http, https, mailto, relative)
   */
  urlTransform?: UrlTransform;
  /** Called when the reader clicks a link in an entry; `event.preventDefault()` to route it yourself. */
  onLinkClick?: LinkClickHandler;
  /**
   * Shown at the foot of the plan, below the list and outside the collapsible body (still shown collapsed):
   * where `<SessionPlans renderPlanFooter>` puts a pending agent question (`react-acp-plans/approval`).
   * @default nothing
   */
  footer?: ReactNode;
  /**
   * Shown at the end of the header's title line (after the count): compact marks and per-plan buttons, e.g.
   * `react-acp-plans/history`'s changed mark and `History (n)`; where `<SessionPlans renderPlanHeaderEnd>` puts
   * them. In `<div data-slot="plan-list-header-end" data-part="header-end">`, only when given.
   * @default nothing
   */
  headerEnd?: ReactNode;
}

/** Overrides that say the same: shallowly equal, and `statuses` / `priorities` (often written inline) too. */


/**
 * Announces status changes in the plan's live region. Bound to a store it listens outside React rendering and
 * never re-renders the list; given entries, each new prop is a new source, a change.
 *
 * A change only asks the announcer for a message; the comparison runs once, when the burst ends (400 ms later),
 * between the list of the last message and the list then: the NET change of the burst per task (a task started
 * and completed in one burst is "Completed" only), capped once per message. In a session of several plans the
 * message names the plan; a plan shown twice (the same store and binding) speaks from its first copy only.
 */
function PlanListAnnouncements({ source, labels, title }: { source: PlanListSource; labels: PlanListLabels; title: ReactNode }) {
  const message = usePlanListAnnouncements(source, labels, title);
  return <LiveRegion message={message} data-slot="plan-list-live-region" />;
}

/** The hook behind `<PlanListAnnouncements>`: the live region's message (`usePlanListState` gives it to hosts). */
export function usePlanListAnnouncements(source: PlanListSource, labels: PlanListLabels, title: ReactNode): string {
  const frame = usePlanAnnouncementFrame(title, labels.planChanges);
  const { announceChanges, message } = useAnnouncer({ frame });
  const speaks = useAnnouncementClaim(source.store, source.planKey ?? '');
  // The list of the last spoken message (or of the first render).
  const spoken = useRef<readonly PlanEntryState[] | undefined>(undefined);
  useEffect(() => {
    const describe = () => {
      const { entries } = source.read();
      const messages = describePlanChanges(spoken.current, entries, labels, source.isDone);
      spoken.current = entries;
      return speaks() ? messages : [];
    };
    if (spoken.current === undefined) spoken.current = source.read().entries;
    else if (source.read().entries !== spoken.current) announceChanges(describe);
    return source.subscribe(() => announceChanges(describe));
  }, [source, labels, announceChanges, speaks]);
  return message;
}

// O(1) per update: the counts come with the plan, the focus is computed once per entries array.
function selectFacts({ entries, progress: { completed, total, cancelled }, turnEnded }: PlanListData) {
  return {
    stale: turnEnded !== undefined,
    complete: completed > 0 && completed + cancelled === total,
    ended: total > 0 && completed + cancelled === total,
    empty: total === 0,
    uniformPriority: planFocus(entries).uniformPriority,
  };
}

// Re-renders only when its props change: bound to a store, when the keys are added, removed or moved.
const MemoPlanEntryList = memo(PlanEntryList);

/** Props of `<PlanListView>`: the common props, the source, and the store binding the rows select with. */
export interface PlanListViewProps extends PlanListCommonProps {
  source: PlanListSource;
  /** The store binding; empty for a list given entries. @default "" */
  sessionId?: string;
  /** @default "" */
  planId?: string;
  /** `<PlanList>`'s forwarded ref: the `<section>`. A prop, so the parts between need no forwardRef. */
  rootRef?: Ref<HTMLElement> | undefined;
}

/**
 * The `<section>` of a plan, named by its title: the header, the collapsible body with the rows, the live region.
 *
 * Data attributes: `data-slot="plan-list"`, `data-complete` when every task is done or cancelled and one at
 * least done, `data-ended` when every task is done or cancelled (an all-cancelled plan too), `data-empty` with no
 * tasks, `data-stale` when the turn ended with the plan unfinished (no row is then `aria-current`), `data-collapsed`,
 * `data-motion="reduced"`; `data-slot="plan-list-body"` on the collapsible part.
 */
export function PlanListView({
  source,
  sessionId = '',
  planId = '',
  title = 'Plan',
  headingLevel,
  hidePriority = 'auto',
  collapsed,
  defaultCollapsed,
  onCollapsedChange,
  motion = 'auto',
  labels: labelOverrides,
  urlTransform,
  onLinkClick,
  rootRef,
  footer,
  headerEnd,
  ...rootProps
}: PlanListViewProps) {
  // The same labels object while the overrides say the same (an inline object re-renders no row).
  const labels = usePlanListLabels(labelOverrides);
  const { complete, ended, empty, uniformPriority, stale } = usePlanListSlice(source, selectFacts, shallowEqual);
  return (
    // The preset: <PlanList> is the plan frame's parts with the list's rows as content.
    <PlanFrame
      ref={rootRef}
      slotPrefix="plan-list"
      collapsed={collapsed}
      defaultCollapsed={defaultCollapsed}
      onCollapsedChange={onCollapsedChange}
      headingLevel={headingLevel}
      motion={motion}
      labels={labels}
      data-complete={complete ? '' : undefined}
      data-ended={ended ? '' : undefined}
      data-empty={empty ? '' : undefined}
      data-stale={stale ? '' : undefined}
      {...rootProps}
    >
      <PlanListParts
        source={source}
        sessionId={sessionId}
        planId={planId}
        title={title}
        labels={labels}
        hidePriority={hidePriority === 'auto' ? uniformPriority : hidePriority}
        urlTransform={urlTransform}
        onLinkClickProp={onLinkClick}
        footer={footer}
        headerEnd={headerEnd}
        stale={stale}
      />
    </PlanFrame>
  );
}

interface PlanListPartsProps {
  source: PlanListSource;
  sessionId: string;
  planId: string;
  title: ReactNode;
  labels: PlanListLabels;
  hidePriority: boolean;
  urlTransform: UrlTransform | undefined;
  onLinkClickProp: LinkClickHandler | undefined;
  footer: ReactNode;
  headerEnd: ReactNode;
  /** The turn ended with the plan unfinished: no row is the current step. */
  stale: boolean;
}

/** The parts inside the frame: header, content (the rows), footer, announcer; the rows' shared settings. */
function PlanListParts({ source, sessionId, planId, title, labels, hidePriority, urlTransform, onLinkClickProp, footer, headerEnd, stale }: PlanListPartsProps) {
  const { reducedMotion, collapsed, titleId, nameId } = usePlanFrameContext('PlanListParts');
  // Stable, so a host's inline handler does not re-render every row through the settings context.
  const onLinkClick = useStableHandler(onLinkClickProp);
  // Stable already: the provider keeps its callbacks stable.
  const { onOpenFile } = usePlanHost();
  const settings = useMemo<PlanListRowSettings>(
    () => ({ labels, hidePriority, urlTransform, onLinkClick, onOpenFile, reducedMotion, sessionId, planId, isDone: source.isDone, stale }),
    [labels, hidePriority, urlTransform, onLinkClick, onOpenFile, reducedMotion, sessionId, planId, source.isDone, stale],
  );
  return (
    <PlanListRowSettingsContext.Provider value={settings}>
      <PlanListHeader source={source} title={title} collapsed={collapsed} end={headerEnd} />
      <PlanFrameContent>
        <MemoPlanEntryList
          source={source}
          labelledBy={`${titleId} ${nameId}-steps`}
          emptyText={labels.empty}
          reducedMotion={reducedMotion}
          expanded={!collapsed}
        />
      </PlanFrameContent>
      <PlanFrameFooter>{footer}</PlanFrameFooter>
      {/* Keyed by the store binding: another session's or plan's state is not a change of the plan shown so far
          (keys like "k1" repeat across plans), so it starts a new baseline. A list given entries keeps its
          announcer: each new entries prop IS the change to announce. */}
      <PlanListAnnouncements key={`${sessionId}\n${planId}`} source={source} labels={labels} title={title} />
    </PlanListRowSettingsContext.Provider>
  );
}
