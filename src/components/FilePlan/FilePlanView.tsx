import { forwardRef, useEffect, useMemo } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { LoadFile } from '../../react/PlanStoreProvider';
import { resolveLinkedPath } from '../shared/linkRule';
import { usePlanHost } from '../../react/PlanStoreProvider';
import { preloadMarkdownRenderer } from '../MarkdownPlan/loadMarkdownRenderer';
import { MarkdownPlanView } from '../MarkdownPlan/MarkdownPlanView';
import type { MarkdownPlanLabels, PlanHeadingLevel } from '../MarkdownPlan/MarkdownPlanView';
import type { AllowImages } from '../MarkdownPlan/markdownComponents';
import type { LinkClickHandler } from '../shared/linkClick';
import type { UrlTransform } from '../shared/safeUrl';
import type { MotionPreference } from '../shared/useReducedMotion';
import { useScrollRegion } from '../shared/useScrollRegion';
import { DEFAULT_PLAN_HEADING_LEVEL } from '../shared/headingLevel';
import { PlanFrame } from '../PlanFrame/PlanFrame';
import { PlanFrameContent } from '../PlanFrame/PlanFrameContent';
import { PlanFrameFooter } from '../PlanFrame/PlanFrameFooter';
import { PlanFrameHeader } from '../PlanFrame/PlanFrameHeader';
import { PlanFrameTitle } from '../PlanFrame/PlanFrameTitle';
import { usePlanFrameContext } from '../PlanFrame/planFrameContext';
import { describeFileUri, isSchemeAllowed } from './describeFileUri';
import { useFileContent } from './useFileContent';

/** Texts of `<FilePlan>`, overridable for translation. */
export interface FilePlanLabels {
  /** The open button's visible text. @default "Open" */
  readonly open: string;
  /** The open button's accessible name. @default `Open ${name}` */
  readonly openFile: (name: string) => string;
  /** Shown while loading (after the skeleton delay). @default "Loading…" */
  readonly loading: string;
  /** The error box's text before the loader's message. @default `Could not load ${name}` */
  readonly loadFailed: (name: string) => string;
  /** The retry button (the same words as every error box's). @default "Try again" */
  readonly retry: string;
  /**
   * Shown instead of loading a uri whose scheme the host did not allow.
   * @default `Not loaded: ${scheme} files are not allowed here.`
   */
  readonly schemeNotAllowed: (scheme: string) => string;
  /**
   * Shown instead of loading a uri with control characters (they can hide its real scheme from a check).
   * @default "Not loaded: the address contains control characters."
   */
  readonly controlCharacters: string;
  /**
   * Shown under content cut at `maxFileLength`.
   * @default `Showing the first ${shown} of ${total} characters.`
   */
  readonly truncated: (shown: number, total: number) => string;
  /** The title when the uri has no file name (or there is no uri yet). @default "File plan" */
  readonly untitled: string;
  /** Shown for an empty file. @default "The file is empty." */
  readonly emptyFile: string;
  /** Texts of the embedded markdown document. @default DEFAULT_MARKDOWN_PLAN_LABELS */
  readonly markdown?: Partial<MarkdownPlanLabels>;
}

const formatCount = (count: number) => count.toLocaleString('en-US');

/** The default texts of `<FilePlan>`. */
export const DEFAULT_FILE_PLAN_LABELS: FilePlanLabels = {
  open: 'Open',
  openFile: (name) => `Open ${name}`,
  loading: 'Loading…',
  loadFailed: (name) => `Could not load ${name}`,
  retry: 'Try again',
  schemeNotAllowed: (scheme) => `Not loaded: ${scheme || 'this kind of'} files are not allowed here.`,
  controlCharacters: 'Not loaded: the address contains control characters.',
  truncated: (shown, total) => `Showing the first ${formatCount(shown)} of ${formatCount(total)} characters.`,
  emptyFile: 'The file is empty.',
  untitled: 'File plan',
};

/** Display props of `<FilePlan>` (everything but where the uri comes from). */
export interface FilePlanDisplayProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /**
   * Shown at the foot of the plan, below the file's content: where `<SessionPlans renderPlanFooter>` puts a
   * pending agent question (`react-acp-plans/approval`).
   * @default nothing
   */
  footer?: ReactNode;
  /**
   * The turn ended with the plan unfinished (`plan.turnEnded`; the store-bound `<FilePlan>` sets it): a markdown
   * file's tasks then show none as current (no `aria-current`, no current-task cue). `data-stale`.
   * @default false
   */
  stale?: boolean;
  /**
   * Shown at the end of the header's title line (after "Open"): compact marks and per-plan buttons (`<SessionPlans
   * renderPlanHeaderEnd>`), in `<div data-slot="file-plan-header-end" data-part="header-end">`.
   * @default nothing
   */
  headerEnd?: ReactNode;
  /**
   * The plan's heading; it names the `<section>`.
   * @default the file name from the uri
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
   * Level of the title's heading element; a markdown file's headings nest below it.
   * @default 3
   */
  headingLevel?: PlanHeadingLevel;
  /**
   * Loads the file's text; must honour `signal`. Without it, the one from `<PlanStoreProvider loadFile>`;
   * without either, only the uri (and an "Open" button with `onOpenFile`) is shown. May be an inline function:
   * loads call the latest one, and a new function does not reload (change `reloadKey`, or remount with `key`,
   * to reload with a different loader).
   */
  loadFile?: LoadFile;
  /**
   * Opens the file in the host (an editor tab); adds an "Open" button. Defaults to the provider's. Only ever
   * receives a uri whose scheme is in `allowedSchemes`: a blocked uri has no "Open" button.
   */
  onOpenFile?: (uri: string) => void;
  /**
   * Schemes the uri may have to be loaded (case-insensitive, colon optional; a bare path counts as `file:`).
   * Others are shown with a notice and never passed to `loadFile`.
   * @default ['file:']
   */
  allowedSchemes?: readonly string[];
  /**
   * Characters shown at most; longer content is cut with a visible notice.
   * @default 1000000
   */
  maxFileLength?: number;
  /**
   * Milliseconds a load may take before a skeleton shows (fast loads show no skeleton at all).
   * @default 150
   */
  skeletonDelayMs?: number;
  /**
   * Whether to render the content as markdown.
   * @default by extension: `.md`, `.markdown`, `.mdown`, `.mkd`, `.mkdn`, `.mdx`
   */
  markdown?: boolean;
  /**
   * `reduced` turns every animation off (they are also off under `prefers-reduced-motion`).
   * @default "auto"
   */
  motion?: MotionPreference;
  /** Texts, for translation. Missing keys use `DEFAULT_FILE_PLAN_LABELS`. */
  labels?: Partial<FilePlanLabels>;
  /** URL transform for links in a markdown file. @default defaultUrlTransform */
  urlTransform?: UrlTransform;
  /** Whether images in a markdown file load. @default false */
  allowImages?: AllowImages;
  /** Routes link clicks in a markdown file to the host. */
  onLinkClick?: LinkClickHandler;
}

/** Props of the presentational file plan: the uri, a reload key, plus display props. */
export interface FilePlanViewProps extends FilePlanDisplayProps {
  /** The file's uri, as the agent sent it; without one, the untitled idle state. */
  uri?: string;
  /** Any change reloads the file (a store-bound FilePlan passes the plan's revision). */
  reloadKey?: unknown;
}

const DEFAULT_MAX_FILE_LENGTH = 1_000_000;

/** A file that is not markdown, as preformatted text. */
function FilePlanText({ text }: { text: string }) {
  const { titleId } = usePlanFrameContext('FilePlanText');
  // A wide or long file scrolls in its own box, a group named by the plan's title while (and only while) it overflows.
  const textRef = useScrollRegion<HTMLPreElement>('', titleId);
  return (
    <pre ref={textRef} data-slot="file-plan-text">
      {text}
    </pre>
  );
}

/**
 * A file plan from its uri. See `<FilePlan>` for the behaviour and data attributes.
 */
export const FilePlanView = forwardRef<HTMLElement, FilePlanViewProps>(function FilePlanView(
  {
    uri,
    reloadKey,
    title,
    headingLevel = DEFAULT_PLAN_HEADING_LEVEL,
    motion = 'auto',
    labels: labelOverrides,
    urlTransform,
    allowImages,
    onLinkClick,
    loadFile: loadFileProp,
    onOpenFile: onOpenFileProp,
    allowedSchemes = ['file:'],
    maxFileLength = DEFAULT_MAX_FILE_LENGTH,
    skeletonDelayMs = 150,
    markdown,
    footer,
    stale,
    headerEnd,
    collapsed,
    defaultCollapsed,
    onCollapsedChange,
    ...rest
  },
  ref,
) {
  const host = usePlanHost();
  const onOpenFile = onOpenFileProp ?? host.onOpenFile;
  const labels = useMemo(() => ({ ...DEFAULT_FILE_PLAN_LABELS, ...labelOverrides }), [labelOverrides]);
  const info = useMemo(() => describeFileUri(uri ?? ''), [uri]);
  // The link rule's file paths, in a file plan, are beside the file (`./api.md` next to `docs/PLAN.md`).
  const openLinkedFile = useMemo(
    () => onOpenFile && ((path: string) => onOpenFile(resolveLinkedPath(info.uri, path))),
    [onOpenFile, info.uri],
  );
  const { status, text, message, skeleton, retry } = useFileContent({
    uri: info.uri,
    loadFile: loadFileProp ?? host.loadFile,
    blocked: !isSchemeAllowed(info, allowedSchemes),
    reloadKey,
    skeletonDelayMs,
  });
  const frameLabels = useMemo(() => ({ steps: 'content', ...labels.markdown }), [labels.markdown]);
  const limit = Number.isFinite(maxFileLength) && maxFileLength > 0 ? Math.floor(maxFileLength) : DEFAULT_MAX_FILE_LENGTH;
  const isMarkdown = markdown ?? info.isMarkdown;
  const truncated = text !== undefined && text.length > limit;
  const shown = truncated ? text.slice(0, limit) : text;
  const willLoadMarkdown = isMarkdown && status !== 'idle' && status !== 'blocked';
  useEffect(() => {
    // Fetch the markdown renderer while the file loads, not after. A failure is shown (and retried) by the
    // embedded document, which loads it again.
    if (willLoadMarkdown) preloadMarkdownRenderer().catch(() => {});
  }, [willLoadMarkdown]);

  let body: ReactNode = null;
  if (status === 'blocked') {
    body = (
      <p data-slot="file-plan-blocked">
        {info.hasControlCharacters ? labels.controlCharacters : labels.schemeNotAllowed(info.scheme)}
      </p>
    );
  } else if (status === 'error') {
    body = (
      <div role="alert" data-slot="file-plan-error">
        <p data-slot="file-plan-error-message">
          {labels.loadFailed(info.name)}: {message}
        </p>
        <button
          type="button"
          data-slot="file-plan-retry"
          onClick={(event) => {
            // The button disappears while loading: keep keyboard users in the plan rather than on <body>.
            event.currentTarget.closest('section')?.focus();
            retry();
          }}
        >
          {labels.retry}
        </button>
      </div>
    );
  } else if (shown !== undefined) {
    body = (
      <>
        {shown === '' ? (
          <p data-slot="file-plan-empty">{labels.emptyFile}</p>
        ) : isMarkdown ? (
          <MarkdownPlanView
            content={shown}
            embeddedTitleId=""
            headingLevel={headingLevel}
            motion={motion}
            labels={labels.markdown}
            urlTransform={urlTransform}
            allowImages={allowImages}
            onLinkClick={onLinkClick}
            onOpenFile={openLinkedFile}
            streaming={false}
            stale={stale}
          />
        ) : (
          <FilePlanText text={shown} />
        )}
        {truncated ? <p data-slot="file-plan-truncated">{labels.truncated(limit, text.length)}</p> : null}
      </>
    );
  } else if (skeleton) {
    // Still loading, with nothing to show yet, for longer than the skeleton delay.
    body = (
      <div data-slot="file-plan-skeleton">
        <p data-slot="file-plan-loading">{labels.loading}</p>
        {[1, 2, 3].map((line) => (
          <span key={line} data-slot="file-plan-skeleton-line" aria-hidden="true" />
        ))}
      </div>
    );
  }

  return (
    // The preset: the plan frame's parts, with the file as content. Collapsible like every plan.
    <PlanFrame
      ref={ref}
      slotPrefix="file-plan"
      tabIndex={-1}
      aria-busy={status === 'loading' ? true : undefined}
      data-state={status}
      data-markdown={isMarkdown ? '' : undefined}
      data-stale={stale ? '' : undefined}
      headingLevel={headingLevel}
      motion={motion}
      labels={frameLabels}
      collapsed={collapsed}
      defaultCollapsed={defaultCollapsed}
      onCollapsedChange={onCollapsedChange}
      {...rest}
    >
      <PlanFrameHeader>
        {/* The file name is the agent's: isolated (<bdi>), so it reads in its own direction. */}
        <PlanFrameTitle>{title ?? <bdi>{info.name || labels.untitled}</bdi>}</PlanFrameTitle>
        {/* The agent chose the uri: a scheme not allowed to load (`javascript:`) must not reach the host either. */}
        {onOpenFile && info.uri && status !== 'blocked' ? (
          <button type="button" data-slot="file-plan-open" aria-label={labels.openFile(info.name)} onClick={() => onOpenFile(info.uri)}>
            {labels.open}
          </button>
        ) : null}
        {headerEnd ? (
          <div data-slot="file-plan-header-end" data-part="header-end">
            {headerEnd}
          </div>
        ) : null}
        {info.path ? (
          // A path reads left to right in a right-to-left page too (`dir` isolates it; no stylesheet needed).
          <span data-slot="file-plan-path" dir="ltr" title={info.path}>
            {info.path}
          </span>
        ) : null}
      </PlanFrameHeader>
      <PlanFrameContent>
        <div data-slot="file-plan-body">{body}</div>
      </PlanFrameContent>
      <PlanFrameFooter>{footer}</PlanFrameFooter>
    </PlanFrame>
  );
});
