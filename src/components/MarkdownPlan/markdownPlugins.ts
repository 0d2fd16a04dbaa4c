// The unified plugins MarkdownPlan adds to react-markdown. Plain tree walks (no unist-util-visit: it is not one
// of our dependencies, only react-markdown's).
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent, Parent as MdastParent } from 'mdast';

// The mdast parents of flow content (blocks). Everywhere else raw HTML is phrasing content (inside a
// paragraph, heading, emphasis, link, table cell…) and becomes a text node in the same place.
const FLOW_PARENTS = ['root', 'blockquote', 'listItem', 'footnoteDefinition'];

function walkMdast(parent: MdastParent): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'html') {
      // The position goes on the replacement node; nothing reads a text node's own.
      const text = { type: 'text' as const, value: child.value };
      parent.children[index] = {
        position: child.position,
        ...(FLOW_PARENTS.includes(parent.type)
          ? { type: 'paragraph', children: [text], data: { hProperties: { dataSlot: 'markdown-raw-html' } } }
          : text),
      } as MdastContent;
    } else if ('children' in child) {
      walkMdast(child);
    }
  });
}

/**
 * Remark plugin: raw HTML in the markdown (`<script>`, `<img onerror>`, `<b>`) becomes visible text, in place.
 * react-markdown 10 already turns its `raw` nodes into text; this makes it explicit and independent of the
 * renderer's defaults, and gives block-level HTML a paragraph (`data-slot="markdown-raw-html"`) instead of bare text.
 */
export function remarkHtmlAsText() {
  return walkMdast as (tree: MdastRoot) => void;
}

/** Drops the footnote definitions of `parent` and of the containers in it (they are flow content, as lists and quotes). */
function dropFootnoteDefinitions(parent: MdastParent): void {
  parent.children = parent.children.filter((child) => child.type !== 'footnoteDefinition');
  for (const child of parent.children) if (child.type === 'blockquote' || child.type === 'list' || child.type === 'listItem') dropFootnoteDefinitions(child);
}

/**
 * Remark plugin for every block but the footnotes section: drops the block's footnote definitions after the parse.
 * The definitions a block is given (footnotes.ts' stubs) make its references parse as references; a reference
 * renders without its definition (mdast-util-to-hast numbers it by the order of references), and the section the
 * definitions would make is not shown (`rehypePlanTasks` removes it). Building that section cost a fifth of the
 * to-hast step of a document with footnotes, and a `structuredClone` per block (issue 20).
 */
export function remarkWithoutFootnoteDefinitions() {
  return dropFootnoteDefinitions as (tree: MdastRoot) => void;
}

/**
 * The level a document heading of markdown level `level` renders at, below a title of `titleLevel`, after a
 * heading rendered at `previous` (the title's level for the first): one deeper than its markdown level says,
 * but never skipping a level (agents often start at `##` or jump from `#` to `###`, which would break the
 * page's heading outline; axe: heading-order), and at most 6. It depends only on the headings before it, so
 * appending to a streamed document never changes an earlier heading (which would re-create its element).
 */
export function nestHeadingLevel(level: number, titleLevel: number, previous: number): number {
  return Math.min(level + titleLevel, previous + 1, 6);
}

/** Options of `rehypePlanTasks`. */
export interface PlanTasksOptions {
  /**
   * Lines of the current tasks in this block (see `findCurrentTaskLines`), counted from the block's first line (1),
   * joined with commas. Block lines, not document lines: an edit above the block then changes none of its parse
   * options, and it is not parsed again (the document line is added at render, blockLine.ts).
   */
  readonly currentLines: string;
  /** Unique prefix for the ids that label checkboxes by their text. */
  readonly idPrefix: string;
  /** The level of the plan's own heading; document headings nest below it. */
  readonly titleLevel: number;
  /** The block is the document's footnotes section: keep only the section remark-gfm renders. */
  readonly footnoteSection?: boolean;
}

const isFootnotesSection = (node: HastContent): node is Element => isElement(node, 'section') && 'dataFootnotes' in node.properties;

function isElement(node: HastContent | ElementContent | undefined, tagName?: string): node is Element {
  return node?.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function hasClass(element: Element, name: string): boolean {
  const className = element.properties.className;
  return Array.isArray(className) && className.includes(name);
}

/**
 * The tag of a task's status element in the tree, which the components map renders as a `<span>` (never an element
 * of its own). Not `span`: with a component for every `span`, react-markdown handed each task's text span its hast
 * node as a prop, and React kept that node and every node of the task's text in its fibers for as long as the
 * task was shown (~15 MB of a mounted 1 MB task list, issue 20). Markdown gives no way to write this tag (raw HTML is
 * text, `remarkHtmlAsText`).
 */
export const TASK_STATUS_TAG = 'acp-task-status';

function decorateTaskItem(item: Element, options: PlanTasksOptions): void {
  // The checkbox is in the item itself, or in its first paragraph in a loose list.
  const first = item.children.find((child) => isElement(child));
  const container = isElement(first, 'p') && first.children.some((child) => isElement(child, 'input')) ? first : item;
  const { children } = container;
  const inputIndex = children.findIndex((child) => isElement(child, 'input'));
  if (inputIndex === -1) return;
  const input = children[inputIndex] as Element;
  // The line in the block; the task-status span adds the block's document line at render.
  const line = item.position?.start.line;
  const checked = input.properties.checked === true;
  const current = !checked && options.currentLines.split(',').includes(String(line));

  // The text up to a nested list is the task's text.
  let end = inputIndex + 1;
  while (end < children.length && !isElement(children[end], 'ul') && !isElement(children[end], 'ol')) end++;
  const label = children.slice(inputIndex + 1, end);
  const text = label[0];
  if (text?.type === 'text') label[0] = { ...text, value: text.value.trimStart() };
  // No form control: the status is an icon and words (the `task-status` element, rendered by the components map
  // as <PlanList>'s status icon + visually hidden text), so it is read once, as "Completed: <task>".
  const status = checked ? 'completed' : current ? 'in_progress' : 'pending';
  children.splice(
    inputIndex,
    end - inputIndex,
    // `dataTaskLine` is for the row extras seam (markdownComponents' TaskStatus), which takes it off again: not in the DOM.
    { type: 'element', tagName: TASK_STATUS_TAG, properties: { dataSlot: 'task-status', dataStatus: status, dataTaskLine: line }, children: [] },
    { type: 'element', tagName: 'span', properties: { dataSlot: 'task-text' }, children: label },
  );

  const { properties } = item;
  properties.dataSlot = 'task-item';
  properties.dataStatus = status;
  if (checked) properties.dataChecked = '';
  else if (current) {
    properties.ariaCurrent = 'step';
    properties.dataCurrent = '';
  }
}

/**
 * Rehype plugin: replaces every task checkbox by a status element (`data-slot="task-status"`, `data-status`)
 * before the item's text (`data-slot="task-text"`), marks items `data-slot="task-item"`, `data-status`,
 * `data-checked`, and the current ones
 * `aria-current="step"` + `data-current`; marks task lists `data-slot="task-list"`; renders headings nested
 * below the plan's title and the block's headings before them (see `nestHeadingLevel`), each marked with its
 * index in the block (`dataHeading`), so the heading component nests it below the headings before the block at
 * render: a heading inserted above then changes no parse input of the block.
 */
export function rehypePlanTasks(options: PlanTasksOptions) {
  return (tree: HastRoot) => {
    // A block keeps no notes section (its definitions were dropped after the parse, remarkWithoutFootnoteDefinitions;
    // this also removes one a host's plugin may add); the document's own is rendered after the last block.
    tree.children = tree.children.filter((child) => isFootnotesSection(child) === !!options.footnoteSection);
    // Heading k (from 1) renders at min(its level here, the level before the block + k): `nestHeadingLevel`
    // unrolled, where `nest` is the least of each heading j's markdown level plus k - j.
    let nest = 9;
    let index = 0;
    const walk = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (!isElement(child)) continue;
        // Elements come in document order, so each heading nests below the one before it.
        const heading = /^h([1-6])$/.exec(child.tagName);
        if (heading) {
          nest = Math.min(Number(heading[1]), nest + 1);
          index++;
          child.tagName = `h${Math.min(nest + options.titleLevel, 6)}`;
          child.properties.dataHeading = index;
        }
        walk(child);
        // A footnote reference's href as the parser made it: a host's urlTransform (which runs after this plugin)
        // may rewrite or drop it, and the link component finds the reference's number by it (FootnoteNumbers).
        if ('dataFootnoteRef' in child.properties) child.properties.dataFootnoteHref = child.properties.href;
        if (hasClass(child, 'task-list-item')) decorateTaskItem(child, options);
        if (hasClass(child, 'contains-task-list')) child.properties.dataSlot = 'task-list';
      }
    };
    walk(tree);
  };
}
