// The unified plugins MarkdownPlan adds to react-markdown. Plain tree walks (no unist-util-visit: it is not one
// of our dependencies, only react-markdown's).
import type { Element, ElementContent, Root as HastRoot, RootContent as HastContent } from 'hast';
import type { Root as MdastRoot, RootContent as MdastContent, Parent as MdastParent } from 'mdast';

// mdast parents whose children are phrasing content: raw HTML there becomes a text node in the same place.
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

function walkMdast(parent: MdastParent): void {
  parent.children.forEach((child, index) => {
    if (child.type === 'html') {
      const text = { type: 'text' as const, value: child.value, position: child.position };
      parent.children[index] = PHRASING_PARENTS.has(parent.type)
        ? text
        : ({
            type: 'paragraph',
            children: [text],
            position: child.position,
            data: { hProperties: { dataSlot: 'markdown-raw-html' } },
          } as MdastContent);
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
  return (tree: MdastRoot) => {
    walkMdast(tree);
  };
}

/** Options of `rehypePlanTasks`. */
export interface PlanTasksOptions {
  /** The document line of the block's first line, so positions inside the block map to document lines. */
  readonly lineOffset: number;
  /** Document lines of the current tasks (see `findCurrentTaskLines`). */
  readonly currentLines: readonly number[];
  /** Unique prefix for the ids that label checkboxes by their text. */
  readonly idPrefix: string;
  /** The level of the plan's own heading; document headings nest below it. */
  readonly titleLevel: number;
  /** Document line -> level to render, for the headings of this block (see nestHeadings). */
  readonly headingLevels: ReadonlyMap<number, number>;
}

const HEADING = /^h([1-6])$/;

function hasClass(element: Element, name: string): boolean {
  const className = element.properties.className;
  return Array.isArray(className) && className.includes(name);
}

function isElement(node: HastContent | ElementContent | undefined, tagName?: string): node is Element {
  return node !== undefined && node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** The element holding a task item's checkbox: the item itself, or its first paragraph in a loose list. */
function checkboxContainer(item: Element): Element {
  const first = item.children.find((child) => isElement(child));
  if (isElement(first, 'p') && first.children.some((child) => isElement(child, 'input'))) return first;
  return item;
}

function decorateTaskItem(item: Element, options: PlanTasksOptions, fallbackIndex: number): void {
  const container = checkboxContainer(item);
  const inputIndex = container.children.findIndex((child) => isElement(child, 'input'));
  if (inputIndex === -1) return;
  const input = container.children[inputIndex] as Element;
  const line = item.position ? item.position.start.line + options.lineOffset - 1 : undefined;
  const checked = input.properties.checked === true;
  const id = `${options.idPrefix}task-${line ?? `x${fallbackIndex}`}`;

  // The text up to a nested list labels the checkbox (axe: every form control needs a name).
  let end = inputIndex + 1;
  while (end < container.children.length) {
    const child = container.children[end];
    if (isElement(child, 'ul') || isElement(child, 'ol')) break;
    end++;
  }
  const label = container.children.slice(inputIndex + 1, end);
  const first = label[0];
  if (first?.type === 'text') label[0] = { ...first, value: first.value.trimStart() };
  const text: Element = {
    type: 'element',
    tagName: 'span',
    properties: { id, dataSlot: 'task-text' },
    children: label,
  };
  container.children.splice(inputIndex + 1, end - inputIndex - 1, { type: 'text', value: ' ' }, text);

  input.properties = { ...input.properties, disabled: true, ariaLabelledBy: [id], dataSlot: 'task-checkbox' };
  item.properties.dataSlot = 'task-item';
  if (checked) item.properties.dataChecked = '';
  if (!checked && line !== undefined && options.currentLines.includes(line)) {
    item.properties.ariaCurrent = 'step';
    item.properties.dataCurrent = '';
  }
}

/**
 * Rehype plugin: labels every task checkbox by its item's text (`aria-labelledby` to a `data-slot="task-text"`
 * span), keeps it read-only, marks items `data-slot="task-item"`, `data-checked`, and the current ones
 * `aria-current="step"` + `data-current`; renders headings at the levels `headingLevels` gives (nested below
 * the plan's title).
 */
export function rehypePlanTasks(options: PlanTasksOptions) {
  return (tree: HastRoot) => {
    let taskIndex = 0;
    const walk = (node: HastRoot | Element) => {
      for (const child of node.children) {
        if (!isElement(child)) continue;
        const heading = HEADING.exec(child.tagName);
        if (heading) {
          const line = child.position ? child.position.start.line + options.lineOffset - 1 : -1;
          const level = options.headingLevels.get(line) ?? Math.min(6, Number(heading[1]) + options.titleLevel);
          child.tagName = `h${level}`;
        }
        walk(child);
        if (child.tagName === 'li' && hasClass(child, 'task-list-item')) decorateTaskItem(child, options, taskIndex++);
        if ((child.tagName === 'ul' || child.tagName === 'ol') && hasClass(child, 'contains-task-list')) {
          child.properties.dataSlot = 'task-list';
        }
      }
    };
    walk(tree);
  };
}
