// The elements MarkdownPlan renders in place of react-markdown's defaults: links that open through the host
// or in a new tab, and images that load only when the host allows them (an image URL in an agent's plan
// would otherwise ping any server the agent names).
import { createContext, useContext } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';

/** Decides whether an image URL may load: `true` for every safe URL, or a predicate (an allow-list). */
export type AllowImages = boolean | ((url: string) => boolean);

import { isFollowableHref, routedLinkProps } from '../shared/linkRule';
import type { LinkRouting } from '../shared/linkRule';
import { useScrollRegion } from '../shared/useScrollRegion';
import { VisuallyHidden } from '../shared/VisuallyHidden';
import { PlanEntryExtrasContext } from '../shared/planEntryExtras';
import { PlanStatusIcon } from '../PlanList/PlanStatusIcon';
import { HeadingLevelContext, ListStartContext, useBlockDocumentLine } from './blockLine';
import { TASK_STATUS_TAG } from './markdownPlugins';

/** The texts the components map shows or says. */
export interface MarkdownComponentLabels {
  /** Said before an image's alt text when the image is not loaded. */
  readonly imageNotLoaded: string;
  /** Names a code block while it scrolls sideways (it is then a focusable group). */
  readonly codeBlock: string;
  /** Names a table while it scrolls sideways (it is then a focusable group). */
  readonly table: string;
  /** A task's status in words, said before its text ("Completed: …"), by `completed` / `in_progress` / `pending`. */
  readonly taskStatuses: Readonly<Record<TaskStatus, string>>;
}

/** The statuses a markdown task can have: checked, the current one, or open. */
export type TaskStatus = 'completed' | 'in_progress' | 'pending';

/**
 * Where the links of one plan go (the link rule, ../shared/linkRule.ts): the host's stable handlers. A context
 * rather than part of the components map: the map is memoised for every block, and an inline handler from the
 * host must not re-render the whole document.
 */
export const LinkRouterContext = createContext<LinkRouting>({});

/**
 * A block's footnote numbers: the document-wide number of a footnote reference's href, and whether the block holds
 * its label's first reference (only that one keeps its id: the section's back link goes there; ids are unique).
 * Given at render, not to the parser: a note inserted above renumbers the references after it without parsing
 * their blocks again (issue 20). `undefined`: a reference the plan did not number keeps what the parser gave it.
 */
export type FootnoteNumbers = (href: string) => readonly [number: number, first: boolean] | undefined;

/** The footnote numbers of the block being rendered (MarkdownBlock provides them). */
export const FootnoteNumbersContext = createContext<FootnoteNumbers>(() => undefined);

/**
 * Whether the document is long (`isLongDocument`; MarkdownDocument provides it). Its tasks' icons are then drawn by
 * the stylesheet on the status words (statusIcon.css), one element where the SVG and its hidden words are four.
 */
export const LongDocumentContext = createContext(false);

/**
 * Whether `url` may be loaded as an image under `allowImages` (a predicate that throws says no). A URL no browser
 * can parse never is, and the predicate does not see it.
 */
export function isImageAllowed(allowImages: AllowImages, url: string | undefined): url is string {
  try {
    return isFollowableHref(url) && (allowImages === true || (typeof allowImages === 'function' && allowImages(url) === true));
  } catch {
    return false;
  }
}

/**
 * Builds the `components` map for react-markdown: routed links, images that load only when allowed, and code
 * blocks and tables that scroll inside their own box (a focusable, named group while they overflow) instead of
 * widening the plan. Memoise the result: a new map re-renders every block.
 */
export function createMarkdownComponents(allowImages: AllowImages, labels: MarkdownComponentLabels): Components {
  const { imageNotLoaded: imageLabel, codeBlock, table, taskStatuses } = labels;

  // The status of a task (rehypePlanTasks puts an empty `TASK_STATUS_TAG` element where the checkbox was): <PlanList>'s
  // icon and the status in words, hidden visually.
  // A feature entry's `taskStart` row extra (a selection checkbox) goes before it, given the task's document line.
  // In a long document the icon is the CSS one of <PlanList>'s rows, drawn on the words: a 1 MB task list's 20,000
  // tasks then hold ~72,000 elements fewer, which every garbage collection during and after its mount traced
  // (issue 20: Blink's heap 93 -> 31 MB). A plan of real size keeps the SVG: it is anti-aliased at the fractional
  // position a line of text puts it, where the CSS icon's box snaps to whole pixels and can sit a pixel off its text
  // (README, "Status icons are CSS on the status words").
  function TaskStatusSpan({
    node: _node,
    'data-task-line': line,
    'data-status': status,
    ...rest
  }: ComponentProps<'span'> & ExtraProps & { 'data-slot'?: string; 'data-status': TaskStatus; 'data-task-line'?: number }) {
    const taskStart = useContext(PlanEntryExtrasContext)?.taskStart;
    const words = `${taskStatuses[status] ?? status}: `;
    return (
      <>
        {taskStart && typeof line === 'number' ? <TaskStart taskStart={taskStart} line={line} /> : null}
        {useContext(LongDocumentContext) ? (
          <span {...rest} data-status={status} data-status-icon={status}>
            {words}
          </span>
        ) : (
          <span {...rest} data-status={status}>
            <PlanStatusIcon status={status} />
            <VisuallyHidden>{words}</VisuallyHidden>
          </span>
        )}
      </>
    );
  }

  // A component of its own so that only it reads the document's lines: lines added above a block re-render this
  // extra (when a feature adds one), not the block nor every task's icon.
  function TaskStart({ taskStart, line }: { taskStart: (line: number) => ReactNode; line: number }) {
    // `line` is the task's line in its block; the block's first document line comes from context (blockLine.ts),
    // 0 while the block is held with no lines (changed by an edit the analysis has not reached): no line, no extra.
    const first = useBlockDocumentLine();
    return first ? taskStart(line + first - 1) : null;
  }

  function Link({
    node: _node,
    href,
    children,
    'data-footnote-href': footnoteHref,
    ...rest
  }: ComponentProps<'a'> & ExtraProps & { 'data-footnote-href'?: string }) {
    const routing = useContext(LinkRouterContext);
    const numbersOf = useContext(FootnoteNumbersContext);
    // A footnote reference is numbered by its href before the host's urlTransform (rehypePlanTasks keeps it).
    const numbered = footnoteHref === undefined ? undefined : numbersOf(footnoteHref);
    if (numbered) {
      [children] = numbered;
      if (!numbered[1]) rest.id = undefined;
    }
    // The URL transform dropped an unsafe URL, or kept one no browser can follow: keep the text, lose the link.
    if (!isFollowableHref(href)) {
      return (
        <span data-slot="markdown-link" data-unsafe="">
          {children}
        </span>
      );
    }
    return (
      <a data-slot="markdown-link" {...rest} href={href} {...routedLinkProps(href, routing)}>
        {children}
      </a>
    );
  }

  function Image({ src, alt, title }: ComponentProps<'img'> & ExtraProps) {
    const url = typeof src === 'string' ? src : undefined;
    if (isImageAllowed(allowImages, url)) {
      return (
        <img data-slot="markdown-image" src={url} alt={alt ?? ''} title={title} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
      );
    }
    return (
      <span data-slot="markdown-image-placeholder" title={title}>
        {`[${imageLabel}${alt ? `: ${alt}` : ''}]`}
        {url ? (
          <>
            {' '}
            <span data-slot="markdown-image-url">{url}</span>
          </>
        ) : null}
      </span>
    );
  }

  // The <pre> is its own scroll box: its border and background then span the visible width, not the code's.
  function Pre({ node: _node, ...rest }: ComponentProps<'pre'> & ExtraProps) {
    const ref = useScrollRegion<HTMLPreElement>(codeBlock);
    return <pre data-slot="markdown-code-block" {...rest} ref={ref} />;
  }

  // A table cannot scroll itself (display: table ignores overflow), so a box around it does.
  function Table({ node: _node, ...rest }: ComponentProps<'table'> & ExtraProps) {
    const ref = useScrollRegion<HTMLDivElement>(table);
    return (
      <div data-slot="markdown-table" ref={ref}>
        <table {...rest} />
      </div>
    );
  }

  // The list at the block's very start is a later part of a split list when MarkdownDocument gives it a start.
  function OrderedList({ node, start, ...rest }: ComponentProps<'ol'> & ExtraProps) {
    const partStart = useContext(ListStartContext);
    return <ol {...rest} start={node?.position?.start.offset === 0 ? (partStart ?? start) : start} />;
  }

  // A heading's level is the plugin's (nested below the title and the block's headings before it) or, where that is
  // less deep, one per heading of the block below the heading before the block (given at render, not parsed).
  function Heading({ node, 'data-heading': index = 1, ...rest }: ComponentProps<'h2'> & ExtraProps & { 'data-heading'?: number }) {
    const Tag = `h${Math.min(Number(node?.tagName[1] ?? 6), useContext(HeadingLevelContext) + index)}` as 'h2';
    return <Tag {...rest} />;
  }

  // No `span`: a component there would be handed every task text's hast node (see TASK_STATUS_TAG).
  return {
    a: Link,
    img: Image,
    pre: Pre,
    table: Table,
    ol: OrderedList,
    h1: Heading,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    h5: Heading,
    h6: Heading,
    [TASK_STATUS_TAG]: TaskStatusSpan,
  } as Components;
}
