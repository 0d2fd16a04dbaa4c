import { forwardRef, memo, Suspense, useCallback, useMemo } from 'react';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { usePlans } from '../../react/hooks';
import type { LoadFile } from '../../react/PlanStoreProvider';
import { PlanStoreProvider, usePlanStore } from '../../react/PlanStoreProvider';
import type { PlanState, PlanStore } from '../../store/types';
import type { FilePlanLabels, FilePlanProps } from '../FilePlan';
import type { AllowImages, MarkdownPlanLabels, MarkdownPlanProps, PlanHeadingLevel } from '../MarkdownPlan';
import { documentPlansChunk } from '../MarkdownPlan/loadMarkdownRenderer';
import { PlanErrorBoundary } from '../PlanErrorBoundary';
import type { PlanErrorBoundaryLabels } from '../PlanErrorBoundary';
import type { PlanListLabelOverrides, PlanListProps } from '../PlanList';
// Not <PlanList>: plans here are always bound to the store, so the `entries` variant (and its reconciler) stays out.
import { StorePlanList } from '../PlanList/StorePlanList';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import { toDisplayLabel } from '../shared/displayText';
import { DEFAULT_PLAN_HEADING_LEVEL } from '../shared/headingLevel';
import { SessionPlanContext, titleText } from '../shared/planAnnouncementContext';
import { PlanHoldContext } from '../shared/planHold';
import { usePresenceList } from '../shared/usePresence';
import type { Presence } from '../shared/usePresence';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { MotionPreference } from '../shared/useReducedMotion';
import { useStableHandler } from '../../react/useStableHandler';
import { useDerivedState } from '../../react/useDerivedState';
import { createFrozenPlanStore } from './createFrozenPlanStore';
import { useHeldPlans } from './useHeldPlans';
import { fileName, PendingDocumentPlan } from './PendingDocumentPlan';
import { findDocumentTitle } from '../MarkdownPlan/documentTitle';
import type * as DocumentPlans from '../MarkdownPlan/documentPlans';
import { UnsupportedPlan, unsupportedPlanText } from './UnsupportedPlan';
import type { PlanRenderers } from './UnsupportedPlan';

/** Texts of `<SessionPlans>` and of the plans inside, overridable for translation. */
export interface SessionPlansLabels {
  /** Labels of item plans (`<PlanList>`). Keep the object stable. */
  readonly planList?: PlanListLabelOverrides;
  /** Labels of markdown plans. */
  readonly markdown?: Partial<MarkdownPlanLabels>;
  /** Labels of file plans. */
  readonly file?: Partial<FilePlanLabels>;
  /** Labels of the error box shown for a plan that fails to render. */
  readonly error?: Partial<PlanErrorBoundaryLabels>;
  /**
   * Said for a plan whose type nothing renders (no `renderers` entry).
   * @default (planType) => `This plan type is not supported: ${planType}`
   */
  readonly unsupported?: (planType: string) => string;
}

/** Props of `<SessionPlans>`. */
export interface SessionPlansProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The session whose plans to show, from the nearest `<PlanStoreProvider>`. */
  sessionId: string;
  /**
   * What to render while the session has no plans (inside the container once a plan has been shown).
   * @default nothing (`null`)
   */
  fallback?: ReactNode;
  /**
   * Each plan's title; return `undefined` to keep the default.
   * @default a markdown plan's first heading (then not repeated in its body), a file plan's file name, else
   * "Plan", "Plan 2", … in order (never the agent's plan id)
   */
  getPlanTitle?: (plan: PlanState) => ReactNode;
  /**
   * Level of every plan's heading (item, markdown and file plans alike).
   * @default 3
   */
  headingLevel?: PlanHeadingLevel;
  /**
   * `reduced` turns every animation off, including plans entering and leaving (also off under
   * `prefers-reduced-motion`).
   * @default "auto"
   */
  motion?: MotionPreference;
  /** Texts, for translation. */
  labels?: SessionPlansLabels;
  /** File plans' loader (else the provider's). May be inline: a new function does not reload (see `LoadFile`). */
  loadFile?: LoadFile;
  /**
   * Opens a file in the host (else the provider's): a file plan's file (only with a uri `allowedSchemes`
   * allows), and a link to a path with no scheme in any plan when there is no `onLinkClick` (the link rule).
   */
  onOpenFile?: (uri: string) => void;
  /** File plans: schemes a uri may have to be loaded. @default ['file:'] */
  allowedSchemes?: readonly string[];
  /** File plans: characters shown at most. @default 1000000 */
  maxFileLength?: number;
  /** Makes link URLs safe in every plan. @default defaultUrlTransform */
  urlTransform?: UrlTransform;
  /** Routes link clicks in every plan to the host (the navigation is prevented). */
  onLinkClick?: LinkClickHandler;
  /** Whether images in markdown plans load. @default false */
  allowImages?: AllowImages;
  /** Called when a plan fails to render (it shows an error box; the other plans keep working). */
  onPlanError?: (error: unknown, planId: string) => void;
  /**
   * Components for plan types this library does not know (v2 custom `_x` types, later ones), by wire type:
   * `{ _acme_board: AcmeBoard }`. Each gets `{ plan, sessionId, title }` and renders inside the plan's error
   * boundary. A plan of a type without one shows a neutral "This plan type is not supported: …" box.
   * Keep the object stable. @default none
   */
  renderers?: PlanRenderers;
  /**
   * What to show at the foot of each plan (its `footer`), e.g. the agent's pending question about it:
   * `(plan) => <PlanApproval sessionId={plan.sessionId} planId={plan.planId} />` from `react-acp-plans/approval`.
   * Called on every render of a plan; keep it stable (`useCallback`) so the plans do not all re-render.
   * @default nothing
   */
  renderPlanFooter?: (plan: PlanState) => ReactNode;
  /**
   * What to show at the end of each plan's title line (its `headerEnd`): compact marks and per-plan buttons, e.g.
   * `(plan) => <PlanHistoryToggle sessionId={plan.sessionId} planId={plan.planId} lastSeen={lastSeen} />` and
   * `<PlanChangedMark>` from `react-acp-plans/history`. Keep it stable (`useCallback`), like `renderPlanFooter`.
   * @default nothing
   */
  renderPlanHeaderEnd?: (plan: PlanState) => ReactNode;
}

/** The props a plan component gets from `<SessionPlans>`, by plan type (all but the binding and the title). */
interface PlanTypeProps {
  readonly items: Pick<PlanListProps, 'motion' | 'urlTransform' | 'onLinkClick' | 'labels' | 'headingLevel'>;
  readonly markdown: Pick<MarkdownPlanProps, 'motion' | 'urlTransform' | 'onLinkClick' | 'labels' | 'headingLevel' | 'allowImages'>;
  readonly file: Omit<FilePlanProps, 'title' | 'sessionId' | 'planId' | 'uri' | 'reloadKey'>;
}

/** What every plan of the session is rendered with; one object so the plan rows can be `memo`. */
interface PlanRenderSettings extends PlanTypeProps, Pick<SessionPlansProps, 'getPlanTitle' | 'onPlanError' | 'renderers' | 'renderPlanFooter' | 'renderPlanHeaderEnd'> {
  readonly errorLabels: Partial<PlanErrorBoundaryLabels> | undefined;
  readonly headingLevel: PlanHeadingLevel;
  readonly unsupported: (planType: string) => string;
}

const getPlanKey = (plan: PlanState) => plan.planId;

/** The nearest plan in `direction` from `plan` that stays (leaving plans are inert). */
function stayingPlan(plan: Element, direction: 'nextElementSibling' | 'previousElementSibling'): Element | null {
  let sibling = plan[direction];
  while (sibling?.hasAttribute('inert')) sibling = sibling[direction];
  return sibling;
}

/** Where focus goes from a leaving plan: the next plan that stays (its title button), else the previous, else the container. */
const planFocusTarget = (plan: HTMLElement) =>
  stayingPlan(plan, 'nextElementSibling') ?? stayingPlan(plan, 'previousElementSibling') ?? plan.parentElement;

/** What binds a plan component to its plan in the store, and its title. */
interface PlanBinding {
  readonly sessionId: string;
  readonly planId: string;
  readonly title: ReactNode;
  readonly footer?: ReactNode;
  readonly headerEnd?: ReactNode;
}

type DocumentPlansModule = typeof DocumentPlans;

/** The component for each document plan type (loaded on demand); each takes that type's props from the render settings. */
const PLAN_COMPONENTS: { readonly [Type in 'markdown' | 'file']: (module: DocumentPlansModule) => ComponentType<PlanBinding & PlanTypeProps[Type]> } = {
  markdown: (module) => module.MarkdownPlan,
  file: (module) => module.FilePlan,
};

/** The plan's name as its announcements say it: its title as text, else what the component shows by default. */
function spokenName(plan: PlanState, title: ReactNode): string {
  const text = titleText(title);
  if (text !== undefined) return text;
  // The file name, without FilePlan's uri parser: that stays on the lazily loaded path.
  return toDisplayLabel(plan.type === 'file' ? fileName(plan.uri) : '') || 'Plan';
}

/**
 * A plan's title, worked out once per plan: the host's `getPlanTitle`, else the plan's own (a markdown
 * document's first heading, which the component then shows only once; for a file, `undefined`: the component
 * shows the file name), else "Plan" / "Plan 2" by order among the untitled plans: never the agent's id.
 * A `getPlanTitle` that throws is kept as `error`: the plan's render throws it again, inside its own error
 * boundary, so one bad title fails that plan only.
 */
interface ResolvedPlanTitle {
  readonly title: ReactNode;
  readonly error?: { readonly thrown: unknown };
}

/** The resolved title of every plan (see `ResolvedPlanTitle`), by plan id, in one pass: `getPlanTitle` runs once per plan. */
function resolvePlanTitles(plans: readonly PlanState[], getPlanTitle: SessionPlansProps['getPlanTitle']): ReadonlyMap<string, ResolvedPlanTitle> {
  const titles = new Map<string, ResolvedPlanTitle>();
  let untitled = 0;
  for (const plan of plans) {
    let host: ReactNode;
    try {
      host = getPlanTitle?.(plan);
    } catch (thrown) {
      titles.set(plan.planId, { title: undefined, error: { thrown } });
      continue;
    }
    const own = host ?? (plan.type === 'markdown' ? findDocumentTitle(plan.content)?.text : undefined);
    // A file plan is titled by its file name (the component's default), so it is never "Plan N".
    if (own != null || plan.type === 'file') titles.set(plan.planId, { title: own });
    else titles.set(plan.planId, { title: ++untitled > 1 ? `Plan ${untitled}` : 'Plan' });
  }
  return titles;
}

/** The component for a plan's type, bound to the store by id. */
function PlanByType({ plan, settings, several, title, titleError }: { plan: PlanState; settings: PlanRenderSettings; several: boolean } & PlanTitleProps) {
  const { sessionId, planId, type } = plan;
  // The host's title failed: this plan's error boundary shows the error.
  if (titleError) throw titleError.thrown;
  const name = spokenName(plan, title);
  const announcement = useMemo(() => ({ several, name }), [several, name]);
  if (type === 'unknown') {
    const { renderers } = settings;
    const props = { plan, sessionId, title };
    const Renderer = renderers && Object.hasOwn(renderers, plan.planType) ? renderers[plan.planType] : undefined;
    if (Renderer) return <Renderer {...props} />;
    return <UnsupportedPlan {...props} headingLevel={settings.headingLevel} text={settings.unsupported} />;
  }
  const binding: PlanBinding = {
    sessionId,
    planId,
    title: title ?? undefined,
    footer: settings.renderPlanFooter?.(plan),
    headerEnd: settings.renderPlanHeaderEnd?.(plan),
  };
  let body: ReactNode;
  if (type === 'items') body = <StorePlanList {...binding} {...settings.items} />;
  else {
    // PLAN_COMPONENTS' type checks each component against its props; TypeScript cannot pair the two again
    // through `type` (a union), hence the cast. Both load on demand with the markdown renderer, so a session with
    // item plans only never loads them (see loadMarkdownRenderer.ts); a chunk that fails to load throws to the
    // plan's error boundary, whose "Try again" loads it again.
    const Plan = documentPlansChunk.component(PLAN_COMPONENTS[type]) as ComponentType<PlanBinding & PlanTypeProps[typeof type]>;
    const { headingLevel, labels, motion } = settings.markdown;
    body = (
      <Suspense
        fallback={
          <PendingDocumentPlan plan={plan} title={binding.title} headingLevel={headingLevel} labels={labels} motion={motion} />
        }
      >
        <Plan {...binding} {...settings[type]} />
      </Suspense>
    );
  }
  return <SessionPlanContext.Provider value={announcement}>{body}</SessionPlanContext.Provider>;
}

interface SessionPlanItemProps extends PlanTitleProps {
  readonly plan: PlanState;
  readonly presence: Presence;
  readonly presenceRef: (element: HTMLElement | null) => void;
  readonly liveStore: PlanStore;
  readonly settings: PlanRenderSettings;
  /** The session shows more than one plan (each announcement then names its plan). */
  readonly several: boolean;
  /** The agent removed the plan, but its footer holds it (see `useHeldPlans`): it shows its last state. */
  readonly removed: boolean;
  /** Holds a plan on screen (its footer's open editor); returns the release. */
  readonly hold: (planId: string) => () => void;
}

/** A resolved title as two props (see `resolvePlanTitles`): a string title compares equal across recomputes, so `memo` holds. */
interface PlanTitleProps {
  readonly title: ReactNode;
  readonly titleError: ResolvedPlanTitle['error'];
}

/** One plan of the session: its presence wrapper, its error boundary, its component. */
const SessionPlanItem = memo(function SessionPlanItem({ plan, presence, presenceRef, liveStore, settings, several, title, titleError, removed, hold }: SessionPlanItemProps) {
  const gone = presence === 'exiting' || removed;
  // A leaving (or held removed) plan reads its last state from a frozen store (see createFrozenPlanStore): no
  // flash to empty, and an open editor below keeps its plan.
  const store = useMemo(() => (gone ? createFrozenPlanStore(plan) : liveStore), [gone, plan, liveStore]);
  const { planId } = plan;
  // The hold itself stays the same when `removed` changes: an open editor's hold is not released and taken again.
  const holdPlan = useCallback(() => hold(planId), [hold, planId]);
  const holdThis = useMemo(() => ({ hold: holdPlan, removed }), [holdPlan, removed]);
  return (
    // usePresenceList makes a leaving plan inert before the browser paints, so no one can tab into it.
    <div
      ref={presenceRef}
      data-slot="session-plan"
      data-plan-id={plan.planId}
      data-plan-type={plan.type === 'unknown' ? plan.planType : plan.type}
      data-presence={presence === 'present' ? undefined : presence}
      data-removed={removed ? '' : undefined}
    >
      <div data-slot="session-plan-inner">
        {/* `onOpenFile` for every plan type: links to paths in items and markdown plans open there too (the link rule). */}
        <PlanStoreProvider store={store} onOpenFile={settings.file.onOpenFile}>
          {/* Items are keyed by plan id alone, so a plan of the same id in the next session reuses this boundary:
              the session is part of the reset key, or session A's error box would stay in session B (revisions
              count per plan, so both can be 1). Not in the item key: a switch would then animate every plan of
              the old session out beside the new one's entering plans. */}
          <PlanErrorBoundary
            planId={plan.planId}
            resetKey={`${plan.sessionId} ${plan.revision}`}
            labels={settings.errorLabels}
            onError={settings.onPlanError}
          >
            <PlanHoldContext.Provider value={holdThis}>
              <PlanByType plan={plan} settings={settings} several={several} title={title} titleError={titleError} />
            </PlanHoldContext.Provider>
          </PlanErrorBoundary>
        </PlanStoreProvider>
      </div>
    </div>
  );
});

/** Whether a plan has been shown: true from the first render with a plan on, whatever comes after. */
interface ShownState {
  readonly source: boolean;
  readonly shown: boolean;
}

const latchShown = (previous: ShownState | undefined, hasPlans: boolean): ShownState => ({
  source: hasPlans,
  shown: hasPlans || previous?.shown === true,
});

/**
 * Every plan of one session, in order of first appearance, each with the component for its type
 * (`<PlanList>`, `<MarkdownPlan>`, `<FilePlan>`) bound to the store; a plan of another type (v2 custom
 * `_x` types) with the host's `renderers` entry for it, else a neutral "not supported" box, never dropped. A new plan enters and a removed plan
 * (`plan_removed`) leaves with an animation, showing its last state meanwhile (at once under reduced motion).
 * Each plan has its own error boundary: one that fails to render shows an error box, the others keep working.
 * Renders `fallback` (default nothing) while the session has no plans; once a plan has been shown, inside the
 * container, which stays so that focus moved there from the last plan to leave is not dropped to `<body>`.
 *
 * Data attributes: `data-slot="session-plans"` on the container; each plan in `data-slot="session-plan"` with
 * `data-plan-id`, `data-plan-type` (the wire type, also for unknown types), `data-presence="entering" | "exiting"` (a leaving plan is also `inert`);
 * `session-plan-inner` inside it. A plan removed while its footer holds it (an open `<PlanEditFooter>` editor, see
 * `PlanHoldContext`) stays, with its last state and
 * `data-removed` (the editor says the plan was removed), until the edit is sent or cancelled; then it leaves.
 */
export const SessionPlans = forwardRef<HTMLDivElement, SessionPlansProps>(function SessionPlans(
  {
    sessionId,
    fallback = null,
    getPlanTitle,
    headingLevel,
    motion = 'auto',
    labels,
    loadFile,
    onOpenFile,
    allowedSchemes,
    maxFileLength,
    urlTransform,
    onLinkClick,
    allowImages,
    onPlanError,
    renderers,
    renderPlanFooter,
    renderPlanHeaderEnd,
    ...rest
  },
  ref,
) {
  const liveStore = usePlanStore();
  // The session's plans, and removed ones an open editor still holds (see useHeldPlans).
  const live = usePlans(sessionId);
  const [plans, hold] = useHeldPlans(live);
  const reducedMotion = useReducedMotion(motion);
  const presence = usePresenceList(plans, getPlanKey, { reducedMotion, focusTarget: planFocusTarget });

  // Stable, so a host's inline handler does not re-render every plan (and every row of every list).
  const routeLink = useStableHandler(onLinkClick);

  const settings = useMemo<PlanRenderSettings>(() => {
    const common = { motion: reducedMotion ? 'reduced' : motion, urlTransform, onLinkClick: routeLink } as const;
    const markdown = { ...common, headingLevel, allowImages };
    return {
      getPlanTitle,
      onPlanError,
      renderers,
      headingLevel: headingLevel ?? DEFAULT_PLAN_HEADING_LEVEL,
      unsupported: labels?.unsupported ?? unsupportedPlanText,
      renderPlanFooter,
      renderPlanHeaderEnd,
      errorLabels: labels?.error,
      items: { ...common, headingLevel, labels: labels?.planList },
      markdown: { ...markdown, labels: labels?.markdown },
      file: { ...markdown, labels: labels?.file, loadFile, onOpenFile, allowedSchemes, maxFileLength },
    };
  }, [
    getPlanTitle,
    headingLevel,
    reducedMotion,
    motion,
    labels,
    loadFile,
    onOpenFile,
    allowedSchemes,
    maxFileLength,
    urlTransform,
    routeLink,
    allowImages,
    onPlanError,
    renderers,
    renderPlanFooter,
    renderPlanHeaderEnd,
  ]);

  const titles = useMemo(() => resolvePlanTitles(plans, getPlanTitle), [plans, getPlanTitle]);
  // Latched in the render that first shows a plan, from the last commit's flag (no state set during render: issue 21).
  const { shown } = useDerivedState(presence.length > 0, latchShown);
  if (!shown) return <>{fallback}</>;
  return (
    // tabIndex -1: focus lands here when the last plan leaves while holding it.
    <div ref={ref} tabIndex={-1} data-slot="session-plans" data-motion={motion === 'reduced' ? 'reduced' : undefined} {...rest}>
      {presence.length === 0 ? fallback : null}
      {presence.map((item) => (
        <SessionPlanItem
          key={item.key}
          plan={item.item}
          presence={item.presence}
          presenceRef={item.ref}
          liveStore={liveStore}
          settings={settings}
          several={plans.length > 1}
          title={titles.get(item.key)?.title}
          titleError={titles.get(item.key)?.error}
          removed={item.presence !== 'exiting' && !live.includes(item.item)}
          hold={hold}
        />
      ))}
    </div>
  );
});
