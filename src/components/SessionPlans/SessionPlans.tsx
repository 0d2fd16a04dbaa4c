import { forwardRef, memo, useCallback, useMemo } from 'react';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { LEGACY_PLAN_ID } from '../../acp/types';
import { usePlans } from '../../react/hooks';
import type { LoadFile } from '../../react/PlanStoreProvider';
import { PlanStoreProvider, usePlanStore } from '../../react/PlanStoreProvider';
import type { PlanState, PlanStore } from '../../store/types';
import { FilePlan } from '../FilePlan';
import type { FilePlanLabels, FilePlanProps } from '../FilePlan';
import { MarkdownPlan } from '../MarkdownPlan';
import type { AllowImages, MarkdownPlanLabels, MarkdownPlanProps, PlanHeadingLevel } from '../MarkdownPlan';
import { PlanErrorBoundary } from '../PlanErrorBoundary';
import type { PlanErrorBoundaryLabels } from '../PlanErrorBoundary';
import { PlanList } from '../PlanList';
import type { PlanListLabelOverrides, PlanListProps } from '../PlanList';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import { toDisplayLabel } from '../shared/displayText';
import { SessionPlanContext, titleText } from '../shared/planAnnouncementContext';
import { describeFileUri } from '../FilePlan/describeFileUri';
import { usePresenceList } from '../shared/usePresence';
import type { Presence } from '../shared/usePresence';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { MotionPreference } from '../shared/useReducedMotion';
import { useStableHandler } from '../../react/useStableHandler';
import { createFrozenPlanStore } from './createFrozenPlanStore';

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
}

/** Props of `<SessionPlans>`. */
export interface SessionPlansProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The session whose plans to show, from the nearest `<PlanStoreProvider>`. */
  sessionId: string;
  /**
   * What to render while the session has no plans.
   * @default nothing (`null`)
   */
  fallback?: ReactNode;
  /**
   * Each plan's title.
   * @default the component's own default for the legacy plan `"main"` ("Plan") and for file plans (the file
   * name); the plan id for the others
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
  /** Opens a file plan's file in the host (else the provider's); only with a uri `allowedSchemes` allows. */
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
}

/** The props a plan component gets from `<SessionPlans>`, by plan type (all but the binding and the title). */
interface PlanTypeProps {
  readonly items: Pick<PlanListProps, 'motion' | 'urlTransform' | 'onLinkClick' | 'labels' | 'headingLevel'>;
  readonly markdown: Pick<MarkdownPlanProps, 'motion' | 'urlTransform' | 'onLinkClick' | 'labels' | 'headingLevel' | 'allowImages'>;
  readonly file: Omit<FilePlanProps, 'title' | 'sessionId' | 'planId' | 'uri' | 'reloadKey'>;
}

/** What every plan of the session is rendered with; one object so the plan rows can be `memo`. */
interface PlanRenderSettings extends PlanTypeProps, Pick<SessionPlansProps, 'getPlanTitle' | 'onPlanError'> {
  readonly errorLabels: Partial<PlanErrorBoundaryLabels> | undefined;
}

const getPlanKey = (plan: PlanState) => plan.planId;

/** What binds a plan component to its plan in the store, and its title. */
interface PlanBinding {
  readonly sessionId: string;
  readonly planId: string;
  readonly title: ReactNode;
}

/** The component for each plan type; each takes that type's props from the render settings. */
const PLAN_COMPONENTS: { readonly [Type in keyof PlanTypeProps]: ComponentType<PlanBinding & PlanTypeProps[Type]> } = {
  items: PlanList,
  markdown: MarkdownPlan,
  file: FilePlan,
};

/** The plan's name as its announcements say it: its title as text, else what the component shows by default. */
function spokenName(plan: PlanState, title: ReactNode): string {
  const text = titleText(title);
  if (text !== undefined) return text;
  if (plan.type === 'file') return describeFileUri(plan.uri).name || toDisplayLabel(plan.planId);
  return plan.planId === LEGACY_PLAN_ID ? 'Plan' : toDisplayLabel(plan.planId);
}

/** The component for a plan's type, bound to the store by id. */
function PlanByType({ plan, settings, several }: { plan: PlanState; settings: PlanRenderSettings; several: boolean }) {
  const { sessionId, planId, type } = plan;
  // The components' own default titles: "Plan" for the legacy plan, the file name for a file plan. A plan id is
  // the agent's: its control and bidirectional characters are shown as U+FFFD, like a file name's.
  const title = settings.getPlanTitle
    ? settings.getPlanTitle(plan)
    : type === 'file' || planId === LEGACY_PLAN_ID
      ? undefined
      : toDisplayLabel(planId);
  const binding: PlanBinding = { sessionId, planId, title: title ?? undefined };
  const name = spokenName(plan, title);
  const announcement = useMemo(() => ({ several, name }), [several, name]);
  // An unknown type from a newer store: nothing to render it with (the boundary is not for this).
  if (!Object.hasOwn(PLAN_COMPONENTS, type)) return null;
  // PLAN_COMPONENTS' type checks each component against its props; TypeScript cannot pair the two again
  // through `type` (a union), hence the cast.
  const Plan = PLAN_COMPONENTS[type] as ComponentType<PlanBinding & PlanTypeProps[typeof type]>;
  return (
    <SessionPlanContext.Provider value={announcement}>
      <Plan {...binding} {...settings[type]} />
    </SessionPlanContext.Provider>
  );
}

interface SessionPlanItemProps {
  readonly plan: PlanState;
  readonly presence: Presence;
  readonly presenceRef: (element: HTMLElement | null) => void;
  readonly liveStore: PlanStore;
  readonly settings: PlanRenderSettings;
  /** The session shows more than one plan (each announcement then names its plan). */
  readonly several: boolean;
}

/** One plan of the session: its presence wrapper, its error boundary, its component. */
const SessionPlanItem = memo(function SessionPlanItem({ plan, presence, presenceRef, liveStore, settings, several }: SessionPlanItemProps) {
  const exiting = presence === 'exiting';
  // A leaving plan reads its last state from a frozen store (see createFrozenPlanStore): no flash to empty.
  const store = useMemo(() => (exiting ? createFrozenPlanStore(plan) : liveStore), [exiting, plan, liveStore]);
  // A new callback when `exiting` changes: React calls it again in the commit, before paint, so a leaving plan
  // is inert before anyone can tab into it. `inert` as a DOM property: React 18 does not know the attribute.
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      presenceRef(element);
      if (element) element.inert = exiting;
    },
    [presenceRef, exiting],
  );

  return (
    <div
      ref={ref}
      data-slot="session-plan"
      data-plan-id={plan.planId}
      data-plan-type={plan.type}
      data-presence={presence === 'present' ? undefined : presence}
    >
      <div data-slot="session-plan-inner">
        <PlanStoreProvider store={store}>
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
            <PlanByType plan={plan} settings={settings} several={several} />
          </PlanErrorBoundary>
        </PlanStoreProvider>
      </div>
    </div>
  );
});

/**
 * Every plan of one session, in order of first appearance, each with the component for its type
 * (`<PlanList>`, `<MarkdownPlan>`, `<FilePlan>`) bound to the store. A new plan enters and a removed plan
 * (`plan_removed`) leaves with an animation, showing its last state meanwhile (at once under reduced motion).
 * Each plan has its own error boundary: one that fails to render shows an error box, the others keep working.
 * Renders `fallback` (default nothing) while the session has no plans.
 *
 * Data attributes: `data-slot="session-plans"` on the container; each plan in `data-slot="session-plan"` with
 * `data-plan-id`, `data-plan-type`, `data-presence="entering" | "exiting"` (a leaving plan is also `inert`);
 * `session-plan-inner` inside it.
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
    ...rest
  },
  ref,
) {
  const liveStore = usePlanStore();
  const plans = usePlans(sessionId);
  const reducedMotion = useReducedMotion(motion);
  const presence = usePresenceList(plans, getPlanKey, { reducedMotion });

  // Stable, so a host's inline handler does not re-render every plan (and every row of every list).
  const routeLink = useStableHandler(onLinkClick);

  const settings = useMemo<PlanRenderSettings>(() => {
    const common = { motion: reducedMotion ? 'reduced' : motion, urlTransform, onLinkClick: routeLink } as const;
    const markdown = { ...common, headingLevel, allowImages };
    return {
      getPlanTitle,
      onPlanError,
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
  ]);

  if (presence.length === 0) return <>{fallback}</>;
  return (
    <div ref={ref} data-slot="session-plans" data-motion={motion === 'reduced' ? 'reduced' : undefined} {...rest}>
      {presence.map((item) => (
        <SessionPlanItem
          key={item.key}
          plan={item.item}
          presence={item.presence}
          presenceRef={item.ref}
          liveStore={liveStore}
          settings={settings}
          several={plans.length > 1}
        />
      ))}
    </div>
  );
});
