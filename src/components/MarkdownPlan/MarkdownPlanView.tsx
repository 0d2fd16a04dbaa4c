import { forwardRef, memo, Suspense, useContext, useEffect, useId, useMemo, useRef } from 'react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { knownMarkdownTasks, scanMarkdownTasks } from '../../store/markdownTaskScanner';
import type { MarkdownTask } from '../../store/markdownTasks';
import { formatProgressValueText } from '../ProgressBar';
import { LiveRegion } from '../shared/LiveRegion';
import { defaultUrlTransform } from '../shared/safeUrl';
import type { UrlTransform } from '../shared/safeUrl';
import { useAnnouncer } from '../shared/useAnnouncer';
import { DEFAULT_PLAN_HEADING_LEVEL } from '../shared/headingLevel';
import { PlanFrame } from '../PlanFrame/PlanFrame';
import { PlanFrameContent } from '../PlanFrame/PlanFrameContent';
import { PlanFrameCount } from '../PlanFrame/PlanFrameCount';
import { PlanFrameFooter } from '../PlanFrame/PlanFrameFooter';
import { PlanFrameHeader } from '../PlanFrame/PlanFrameHeader';
import { PlanFrameProgress } from '../PlanFrame/PlanFrameProgress';
import { PlanFrameStatus } from '../PlanFrame/PlanFrameStatus';
import { PlanFrameTitle } from '../PlanFrame/PlanFrameTitle';
import { findDocumentTitle, withoutTitle } from './documentTitle';
import type { PlanHeadingLevel } from '../shared/headingLevel';
import { useAnnouncementClaim, usePlanAnnouncementFrame } from '../shared/planAnnouncementContext';
import { useReducedMotion } from '../shared/useReducedMotion';
import type { MotionPreference } from '../shared/useReducedMotion';
import { capChanges } from '../PlanList/planAnnouncements';
import { InsidePlanErrorBoundary, PlanErrorBoundary } from '../PlanErrorBoundary/PlanErrorBoundary';
import { findCurrentTaskLines } from './findCurrentTasks';
import type { AllowImages, TaskStatus } from './markdownComponents';
import type { LinkClickHandler } from '../shared/linkClick';
import { useStableHandler } from '../../react/useStableHandler';
import { usePlanHost } from '../../react/PlanStoreProvider';
import { MarkdownBodyPending } from './MarkdownBodyPending';
import { getMarkdownBody } from './loadMarkdownRenderer';
import type { MarkdownBodyProps } from './MarkdownBody';
import { DEFAULT_SETTLE_MS, useStreamingFlag } from './useStreamingFlag';
import { useAnalysedLength } from './useAnalysedLength';
import { isLongDocument } from './longDocument';

/** Texts of `<MarkdownPlan>`, overridable for translation. */
export interface MarkdownPlanLabels {
  /** The progress bar's spoken value (the bar is named by the title). @default "3 of 7 tasks completed" */
  readonly progressValue: (completed: number, total: number) => string;
  /** Said after the title in the progress bar's name ("Plan progress"). @default "progress" */
  readonly progress: string;
  /** The visible count next to the bar (hidden from screen readers: the bar says it). @default `${completed}/${total}` */
  readonly count: (completed: number, total: number) => string;
  /** Shown while the document is empty. @default "No plan content yet" */
  readonly empty: string;
  /** Shown (with the alt text and URL) in place of an image that is not loaded. @default "Image not loaded" */
  readonly imageNotLoaded: string;
  /** Names a code block that scrolls sideways (a focusable group then). @default "Code block" */
  readonly codeBlock: string;
  /** Names a table that scrolls sideways (a focusable group then). @default "Table" */
  readonly table: string;
  /**
   * Each task's status in words, said before its text (the icon shows it).
   * @default { completed: "Completed", in_progress: "In progress", pending: "Pending" }
   */
  readonly taskStatuses: Readonly<Record<TaskStatus, string>>;
  /** Announced when a task gets checked. @default `Completed: ${task}` */
  readonly completed: (task: string) => string;
  /** Announced when the last unchecked task gets checked. @default "All tasks completed" */
  readonly allCompleted: string;
  /** After the first three changes of one announcement, for the rest. @default `And ${count} more changes` */
  readonly moreChanges: (count: number) => string;
  /** @deprecated No longer said: one announcement lists three changes, then `moreChanges`. */
  readonly manyChanges: (count: number) => string;
  /**
   * An announcement of a plan that is one of several in its session (`<SessionPlans>`): the plan's name first.
   * @default `${plan}: ${changes}`
   */
  readonly planChanges: (plan: string, changes: string) => string;
  /**
   * The note above a block nested deeper than the formatting cap (32 levels), shown as plain text.
   * @default "Nested too deeply to format; shown as plain text."
   */
  readonly tooDeep: string;
  /**
   * The note above a block too big (or a table too wide) to format in time, shown as plain text.
   * @default "Too large to format; shown as plain text."
   */
  readonly tooLarge: string;
  /**
   * Shown in the document while the markdown renderer loads (the first markdown plan of a page; see
   * `preloadMarkdownRenderer`), only after a short delay so a fast load shows nothing. @default "Loading…"
   */
  readonly loading: string;
  /** The error box's text when the document fails to render. @default "This plan could not be shown." */
  readonly renderFailed: string;
  /** The error box's button that renders the document again. @default "Try again" */
  readonly retry: string;
}

/** The default texts of `<MarkdownPlan>`. */
export const DEFAULT_MARKDOWN_PLAN_LABELS: MarkdownPlanLabels = {
  progressValue: formatProgressValueText,
  progress: 'progress',
  count: (completed, total) => `${completed}/${total}`,
  empty: 'No plan content yet',
  imageNotLoaded: 'Image not loaded',
  codeBlock: 'Code block',
  table: 'Table',
  taskStatuses: { completed: 'Completed', in_progress: 'In progress', pending: 'Pending' },
  completed: (task) => `Completed: ${task}`,
  allCompleted: 'All tasks completed',
  moreChanges: (count) => `And ${count} more ${count === 1 ? 'change' : 'changes'}`,
  manyChanges: (count) => `${count} tasks updated`,
  planChanges: (plan, changes) => `${plan}: ${changes}`,
  tooDeep: 'Nested too deeply to format; shown as plain text.',
  tooLarge: 'Too large to format; shown as plain text.',
  loading: 'Loading…',
  renderFailed: 'This plan could not be shown.',
  retry: 'Try again',
};

export type { PlanHeadingLevel } from '../shared/headingLevel';

/** Display props of `<MarkdownPlan>` (everything but where the content comes from). */
export interface MarkdownPlanDisplayProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'content' | 'children'> {
  /**
   * Shown at the foot of the plan, below the document: where `<SessionPlans renderPlanFooter>` puts a pending
   * agent question (`react-acp-plans/approval`).
   * @default nothing
   */
  footer?: ReactNode;
  /**
   * The turn ended with the plan unfinished (`plan.turnEnded`; the store-bound `<MarkdownPlan>` sets it): no task
   * is then current (no `aria-current`, no current-task cue), as a stale `<PlanList>` marks no row. `data-stale`.
   * @default false
   */
  stale?: boolean;
  /**
   * Shown at the end of the header's title line: compact marks and per-plan buttons (`<SessionPlans
   * renderPlanHeaderEnd>`), in `<div data-slot="markdown-plan-header-end" data-part="header-end">`.
   * @default nothing
   */
  headerEnd?: ReactNode;
  /**
   * The plan's heading; it names the `<section>`. Without one, the document's first heading is the title (when
   * the document starts with a heading). When the title is the text of that heading, the heading is left out of
   * the body, so it does not show twice.
   * @default the document's first heading, else "Plan"
   */
  title?: ReactNode;
  /** Collapsed state, controlled. Pair with `onCollapsedChange`. */
  collapsed?: boolean;
  /**
   * Collapsed state at mount, uncontrolled.
   * @default false
   */
  defaultCollapsed?: boolean;
  /** Called with the new state when the reader toggles the plan. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Level of the title's heading element. The document's own headings nest below it without skipping a
   * level (`#` becomes one level deeper than the title; see `nestHeadingLevel` in markdownPlugins.ts),
   * capped at `h6`.
   * @default 3
   */
  headingLevel?: PlanHeadingLevel;
  /**
   * `reduced` turns every animation off (they are also off under `prefers-reduced-motion`).
   * @default "auto"
   */
  motion?: MotionPreference;
  /** Texts, for translation. Missing keys use `DEFAULT_MARKDOWN_PLAN_LABELS`. */
  labels?: Partial<MarkdownPlanLabels>;
  /**
   * Makes link (and image) URLs safe; returns `undefined` to drop one (the link text stays, as text). A URL it
   * returns that no browser can parse (`https:`, `http://`) is dropped the same way.
   * @default defaultUrlTransform (http, https, mailto and relative URLs)
   */
  urlTransform?: UrlTransform;
  /**
   * Whether images load: `true` for every URL the transform keeps, or a predicate (an allow-list). Otherwise
   * an image shows as `[Image not loaded: alt] url` text, so a plan cannot make the host ping a server.
   * @default false
   */
  allowImages?: AllowImages;
  /**
   * Called instead of following a link (the default action is prevented), e.g. to open it in an IDE.
   * Without it, links open in a new tab with `rel="noopener noreferrer"`.
   */
  onLinkClick?: LinkClickHandler;
  /**
   * Opens a link to a path with no scheme (`src/app.ts`, `./notes.md`) in the host's editor when there is no
   * `onLinkClick` (the link rule every plan follows, see the README).
   * @default `<PlanStoreProvider onOpenFile>`, else such links open in a new tab
   */
  onOpenFile?: (path: string) => void;
  /**
   * Whether the document is still being streamed. By default it counts as streaming for `settleMs` after each
   * change; pass `false` when the agent's turn ended to render the last line exactly as written at once.
   * @default undefined (decided automatically)
   */
  streaming?: boolean;
  /**
   * Milliseconds after the last change at which a document stops counting as streaming.
   * @default 1000
   */
  settleMs?: number;
}

/** Props of the presentational markdown plan: the document text plus display props. */
export interface MarkdownPlanViewProps extends MarkdownPlanDisplayProps {
  /** The markdown document; without one (or with a value that is not a string), the empty state. */
  content?: string;
}

/** Internal: how `<FilePlan>` embeds a markdown document below its own heading. */
export interface EmbeddedMarkdownPlanProps extends MarkdownPlanViewProps {
  /**
   * Renders a `<div>` without a heading inside another plan's section; the progress bar is named by the
   * element with this id (the host section's title).
   */
  embeddedTitleId?: string;
  /** The store and the plan's key in it, so two copies of one plan do not both announce. */
  announcementOwner?: object;
  announcementKey?: string;
  /**
   * `content` is a plan of the store, which scanned its tasks when it applied it: the view takes that scan
   * (`scanMarkdownTasks` answers from it) instead of scanning the text again.
   */
  scannedByStore?: boolean;
}

const isChecked = (task: MarkdownTask) => task.checked;

/**
 * The document from the lazily loaded renderer, with its loading state. Takes the lazy component above its
 * Suspense boundary and below the error boundary: when the load fails, React's retry renders from the Suspense
 * boundary and meets the same (rejected) component, so the error box shows; its "Try again" remounts this, which
 * then gets a new lazy component that loads again (React's lazy keeps its rejection). Memoised on its plain
 * props: a render of the view that changes none of them (the one after hydration) leaves a document that is
 * still waiting for the chunk alone, so it keeps the server's HTML instead of switching to client rendering.
 */
const LazyMarkdownBody = memo(function LazyMarkdownBody({ loadingLabel, ...props }: MarkdownBodyProps & { loadingLabel: string }) {
  // The same component on every render (cached in lazyChunk.ts) until a load fails.
  const MarkdownBody = getMarkdownBody();
  return (
    <Suspense fallback={<MarkdownBodyPending label={loadingLabel} />}>
      {/* eslint-disable-next-line react-hooks/static-components -- see above: not a new component per render */}
      <MarkdownBody {...props} />
    </Suspense>
  );
});

/**
 * What to say for the change from `before` (the tasks of the last spoken message) to `tasks`: "Completed: …" for
 * each task checked since (capped as `<PlanList>` caps: `capChanges`), then "All tasks completed". Nothing for a
 * document that had no tasks before (a finished plan that arrives whole, e.g. replayed by `session/load`, is not
 * news).
 */
export function describeTaskChanges(
  before: readonly MarkdownTask[],
  tasks: readonly MarkdownTask[],
  labels: Pick<MarkdownPlanLabels, 'completed' | 'allCompleted' | 'moreChanges'>,
): string[] {
  if (before.length === 0 || before === tasks) return [];
  const wasChecked = new Map(before.map((task) => [task.text, task.checked]));
  // Backticks and emphasis markers make a task's source text noisy when it is spoken.
  const checkedNow = tasks
    .filter(({ checked, text }) => checked && wasChecked.get(text) === false)
    .map(({ text }) => labels.completed(text.replace(/[`*_~]+/g, '').replace(/\s+/g, ' ').trim()));
  const messages = capChanges(checkedNow, labels.moreChanges);
  // `before` has tasks (checked above), so "not all done before" needs no length check.
  if (tasks.length > 0 && tasks.every(isChecked) && !before.every(isChecked)) messages.push(labels.allCompleted);
  return messages;
}

/**
 * Announces checked tasks and completion, never on the first render. A change only asks the announcer for a
 * message; the tasks are compared when the burst ends, against those of the last message: the net change of the
 * burst, capped once per message.
 */
function useTaskAnnouncements(
  tasks: readonly MarkdownTask[],
  labels: MarkdownPlanLabels,
  announceChanges: (describe: () => readonly string[]) => void,
  speaks: () => boolean,
  partial: boolean,
) {
  const spoken = useRef<readonly MarkdownTask[] | undefined>(undefined);
  const latest = useRef(tasks);
  useEffect(() => {
    // The tasks of a document still being analysed (useAnalysedLength) are not news: wait for all of them.
    if (partial) return;
    latest.current = tasks;
    if (spoken.current === undefined) {
      spoken.current = tasks;
      return;
    }
    if (spoken.current === tasks) return;
    announceChanges(() => {
      const now = latest.current;
      const messages = describeTaskChanges(spoken.current ?? now, now, labels);
      spoken.current = now;
      return speaks() ? messages : [];
    });
  }, [tasks, labels, announceChanges, speaks, partial]);
}

/**
 * A markdown plan from its text: GFM rendered block by block, a progress header when the document has task
 * items, the current task highlighted. See `<MarkdownPlan>` for the data attributes.
 */
export const MarkdownPlanView = forwardRef<HTMLElement, EmbeddedMarkdownPlanProps>(function MarkdownPlanView(
  {
    content,
    embeddedTitleId,
    announcementOwner,
    announcementKey,
    scannedByStore = false,
    title,
    collapsed,
    defaultCollapsed,
    onCollapsedChange,
    headingLevel = DEFAULT_PLAN_HEADING_LEVEL,
    motion = 'auto',
    labels: labelOverrides,
    urlTransform = defaultUrlTransform,
    allowImages = false,
    onLinkClick,
    onOpenFile,
    streaming: streamingOverride,
    settleMs = DEFAULT_SETTLE_MS,
    footer,
    stale = false,
    headerEnd,
    ...rest
  },
  ref,
) {
  const safeContent = typeof content === 'string' ? content : '';
  const empty = safeContent.trim() === '';
  const labels = useMemo(() => ({ ...DEFAULT_MARKDOWN_PLAN_LABELS, ...labelOverrides }), [labelOverrides]);
  const reducedMotion = useReducedMotion(motion);
  const streaming = useStreamingFlag(safeContent, streamingOverride, settleMs);
  const id = useId();
  // Embedded in a FilePlan the section and heading are the FilePlan's; only the progress row stays.
  const embedded = embeddedTitleId !== undefined;
  // Without a title the document's own first heading is the title (as in <SessionPlans>); a title that is that
  // heading is not repeated in the body.
  const documentTitle = useMemo(() => findDocumentTitle(safeContent), [safeContent]);
  const shownTitle = title ?? documentTitle?.text ?? 'Plan';
  const titleRepeated = !embedded && documentTitle !== undefined && shownTitle === documentTitle.text;
  const bodyContent = useMemo(
    () => (titleRepeated ? withoutTitle(safeContent, documentTitle) : safeContent),
    [titleRepeated, safeContent, documentTitle],
  );
  const frameLabels = useMemo(
    () => ({ progress: labels.progress, progressValue: labels.progressValue, count: labels.count, steps: 'content' }),
    [labels],
  );

  // Stable: a new (inline) handler from the host never re-renders the document.
  const routeLink = useStableHandler(onLinkClick);
  const host = usePlanHost();
  const openFile = useStableHandler(onOpenFile) ?? host.onOpenFile;

  const { imageNotLoaded, codeBlock, table, taskStatuses, tooDeep, tooLarge, renderFailed, retry } = labels;
  const errorLabels = useMemo(() => ({ failed: () => renderFailed, retry }), [renderFailed, retry]);

  // A big document is analysed and shown over several commits (useAnalysedLength): its tasks too, unless the
  // store scanned them already (one fact, computed once).
  const analysedLength = useAnalysedLength(safeContent);
  // A lookup (the store's scan of this very text), not a scan; undefined when it is no longer kept.
  const fromStore = scannedByStore ? knownMarkdownTasks(safeContent) : undefined;
  const partial = fromStore === undefined && analysedLength < safeContent.length;
  const tasks = useMemo(
    () => fromStore ?? scanMarkdownTasks(partial ? safeContent.slice(0, analysedLength) : safeContent),
    [fromStore, safeContent, analysedLength, partial],
  );
  // A stale plan's agent is no longer working on it: no task is current.
  const currentLines = useMemo(() => (stale ? [] : findCurrentTaskLines(tasks)), [tasks, stale]);
  const completed = tasks.filter(isChecked).length;
  const total = tasks.length;

  const frame = usePlanAnnouncementFrame(shownTitle, labels.planChanges);
  const { announceChanges, message } = useAnnouncer({ frame });
  const speaks = useAnnouncementClaim(announcementOwner, announcementKey ?? '');
  useTaskAnnouncements(tasks, labels, announceChanges, speaks, partial);

  const counts = { completed, total };
  // Embedded in a <FilePlan>, the bar and count are the file frame's parts (named by the file's title).
  const progressRow =
    embedded && total > 0 ? (
      <div data-slot="markdown-plan-progress-row">
        <PlanFrameProgress {...counts} />
        <PlanFrameCount {...counts} />
      </div>
    ) : null;
  const guarded = useContext(InsidePlanErrorBoundary);
  // The document comes from the markdown renderer chunk, loaded on first use (loadMarkdownRenderer.ts); the
  // header, progress and announcements above do not wait for it. A failed load throws to the error boundary.
  const documentView = (
    <LazyMarkdownBody
      loadingLabel={labels.loading}
      content={bodyContent}
      analysedLength={analysedLength}
      streaming={streaming}
      currentLines={currentLines}
      reducedMotion={reducedMotion}
      idPrefix={id}
      titleLevel={headingLevel}
      allowImages={allowImages}
      urlTransform={urlTransform}
      routeLink={routeLink}
      openFile={openFile}
      imageNotLoaded={imageNotLoaded}
      codeBlock={codeBlock}
      table={table}
      taskStatuses={taskStatuses}
      tooDeep={tooDeep}
      tooLarge={tooLarge}
    />
  );

  const documentPart = (
    <div data-slot="markdown-plan-document" data-long={isLongDocument(safeContent) ? '' : undefined}>
      {empty ? (
        <p data-slot="markdown-plan-empty">{labels.empty}</p>
      ) : guarded ? (
        documentView
      ) : (
        // A render error in the document (the parser, a plugin, a host's component, a renderer chunk that
        // failed to load) shows an error box here instead of unmounting the host's whole React root; the next
        // content tries again. Inside <SessionPlans> its own boundary does that (with the plan id and onPlanError).
        <PlanErrorBoundary planId="" resetKey={safeContent} labels={errorLabels}>
          {documentView}
        </PlanErrorBoundary>
      )}
    </div>
  );
  const dataAttributes = {
    'data-streaming': streaming ? '' : undefined,
    'data-complete': total > 0 && completed === total ? '' : undefined,
    'data-empty': empty ? '' : undefined,
    'data-stale': stale ? '' : undefined,
  };
  if (embedded) {
    return (
      <div ref={ref as Ref<HTMLDivElement>} data-slot="markdown-plan" data-embedded="" {...dataAttributes} {...rest}>
        {progressRow}
        {documentPart}
        {footer}
        <LiveRegion message={message} />
      </div>
    );
  }
  return (
    // The preset: the plan frame's parts, with the document as content. Collapsible like every plan.
    <PlanFrame
      ref={ref}
      slotPrefix="markdown-plan"
      // Where focus goes when a removed block took it along.
      tabIndex={-1}
      headingLevel={headingLevel}
      motion={motion}
      labels={frameLabels}
      collapsed={collapsed}
      defaultCollapsed={defaultCollapsed}
      onCollapsedChange={onCollapsedChange}
      {...dataAttributes}
      {...rest}
    >
      <PlanFrameHeader>
        <PlanFrameTitle>{shownTitle}</PlanFrameTitle>
        <PlanFrameCount {...counts} />
        <PlanFrameStatus {...counts} />
        {headerEnd ? (
          <div data-slot="markdown-plan-header-end" data-part="header-end">
            {headerEnd}
          </div>
        ) : null}
        <PlanFrameProgress {...counts} />
      </PlanFrameHeader>
      <PlanFrameContent>{documentPart}</PlanFrameContent>
      <PlanFrameFooter>{footer}</PlanFrameFooter>
      <LiveRegion message={message} />
    </PlanFrame>
  );
});
