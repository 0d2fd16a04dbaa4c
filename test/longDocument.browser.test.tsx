// A long markdown document lets its blocks out of view skip style, layout and paint (issue 20: the 1 MB task
// list's frames and garbage collections grew with what the page held; `content-visibility: auto` on its blocks
// took the engine's heap from ~350 to ~93 MB, bench/README.md). Skipping is the browser's, so this runs in
// Chromium and asserts what the browser reports (`checkVisibility`, the box a skipped block is given), not a time.
import '../src/styles.css';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { capSizedTaskList } from './fuzz/arbitraries';

/** A ~100 kB task list (~1,700 tasks): over the 32 kB from which a document is long. */
const LONG = capSizedTaskList(100_000);
const TASKS = LONG.split('\n').length;
/** Just long (~40 kB): enough for the checks that need a long document, not its size. */
const JUST_LONG = capSizedTaskList(40_000);

/** A plan of real size: a few tasks, a paragraph with a link at the start of its block. */
const SHORT = ['# Release', '', '- [x] Cut the branch', '- [ ] Write the notes', '', '[Docs](https://example.com) to read first.'].join('\n');

function renderInPanel(content: string) {
  return render(
    <div style={{ inlineSize: 400, blockSize: 600, overflow: 'auto' }}>
      <MarkdownPlan content={content} streaming={false} motion="reduced" />
    </div>,
  );
}

const blocksOf = (container: Element) => [...container.querySelectorAll<HTMLElement>('[data-slot="markdown-block"]')];
/**
 * Whether Chromium draws what the element holds: false while `content-visibility: auto` skips it (the skipping
 * block's own box is drawn either way, so a block is asked about its first child).
 */
const drawn = (element: Element) =>
  (element.matches('[data-slot="markdown-block"]') ? element.firstElementChild! : element).checkVisibility({ contentVisibilityAuto: true });
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Renders the long document and waits until every task is on the page (it mounts over several commits). */
async function renderLong() {
  const view = renderInPanel(LONG);
  await waitFor(() => expect(view.container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(TASKS), { timeout: 20_000 });
  await nextFrame();
  return view;
}

describe('a long markdown document', () => {
  it('skips the contents of its blocks out of view, and draws the ones in view', async () => {
    const { container } = await renderLong();
    expect(container.querySelector('[data-slot="markdown-plan-document"]')!.hasAttribute('data-long')).toBe(true);
    const blocks = blocksOf(container);
    expect(blocks.length).toBeGreaterThan(20);
    expect(drawn(blocks[0]!)).toBe(true);
    expect(drawn(blocks.at(-1)!)).toBe(false);
    // Most of the document is out of the 600 px panel: all but a few blocks are skipped.
    expect(blocks.filter(drawn).length).toBeLessThan(5);
  }, 30_000);

  it('keeps every task in the DOM while skipped', async () => {
    await renderLong();
    // Skipping draws nothing, but removes nothing: the text is there for find-in-page and the accessibility tree.
    const last = screen.getByText(`Task ${TASKS - 1} with`, { exact: false });
    expect(drawn(last)).toBe(false);
    expect(screen.getAllByRole('listitem')).toHaveLength(TASKS);
  }, 30_000);

  it('gives a skipped block the height of its source lines, then draws it when scrolled into view', async () => {
    const { container } = await renderLong();
    // The last block of many lines (the document's very last line can be a block of its own).
    const last = blocksOf(container).findLast((block) => Number(block.style.getPropertyValue('--acp-plan-block-lines')) > 10)!;
    expect(drawn(last)).toBe(false);
    const lines = Number(last.style.getPropertyValue('--acp-plan-block-lines'));
    expect(lines).toBeGreaterThan(10);
    const lineHeight = parseFloat(getComputedStyle(last).lineHeight);
    const estimated = last.getBoundingClientRect().height;
    // Not one line (the stylesheet's fallback), but about its lines: the scrollbar is about right before it is drawn.
    expect(estimated).toBeCloseTo(lines * lineHeight, 0);
    last.scrollIntoView();
    await waitFor(() => expect(drawn(last)).toBe(true));
    await nextFrame();
    // Drawn, it is about as tall as estimated (a task is one line in this 400 px panel).
    const real = last.getBoundingClientRect().height;
    expect(real).toBeGreaterThan(estimated * 0.75);
    expect(real).toBeLessThan(estimated * 1.25);
  }, 30_000);
});

describe('a plan of real size', () => {
  it('is drawn whole: no skipping, no estimate, so a full-page screenshot shows every block', async () => {
    const { container } = renderInPanel(SHORT);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(2));
    expect(container.querySelector('[data-slot="markdown-plan-document"]')!.hasAttribute('data-long')).toBe(false);
    for (const block of blocksOf(container)) {
      expect(getComputedStyle(block).contentVisibility).toBe('visible');
      expect(block.hasAttribute('style')).toBe(false);
    }
  });
});

describe('what skipping must not change', () => {
  it('keeps a number past 99 and a focus ring at a block edge whole (paint containment clips what overflows)', async () => {
    const numbered = Array.from({ length: 3 }, (_, i) => `${100 + i}. Step ${100 + i}`).join('\n');
    const content = `[First link](https://example.com/a) opens the document.\n\n${numbered}\n\n${JUST_LONG}`;
    renderInPanel(content);
    const link = await screen.findByRole('link', { name: 'First link' });
    const block = link.closest<HTMLElement>('[data-slot="markdown-block"]')!;
    expect(getComputedStyle(block).contentVisibility).toBe('auto');
    expect(link.getBoundingClientRect().left).toBeCloseTo(block.getBoundingClientRect().left, 0);
    // What a block keeps of its overflow covers the focus ring (2px, offset 1px) and a marker of up to eight digits
    // past the list's 1.5em padding.
    const fontSize = parseFloat(getComputedStyle(block).fontSize);
    expect(parseFloat(getComputedStyle(block).overflowClipMargin)).toBeGreaterThanOrEqual(2.5 * fontSize);
  }, 30_000);

  it('spaces a block as in a short document (its first and last margins do not stay inside it)', async () => {
    // A loose list: each item's text is a paragraph, whose margins used to merge with the space between blocks.
    const loose = ['* First item', '', '* Second item', '', '* Third item'].join('\n');
    const short = renderInPanel(loose);
    const shortHeight = blocksOf(short.container)[0]!.getBoundingClientRect().height;
    short.unmount();
    const { container } = renderInPanel(`${loose}\n\nThe tasks:\n\n${JUST_LONG}`);
    await waitFor(() => expect(container.querySelector('[data-slot="markdown-plan-document"]')).toHaveAttribute('data-long'));
    const block = blocksOf(container)[0]!;
    expect(block).toHaveAttribute('data-skippable');
    expect(block.getBoundingClientRect().height).toBeCloseTo(shortHeight, 0);
  }, 30_000);

  it('never skips a block holding a code block, so a wide one far below is a keyboard stop from the start', async () => {
    const code = ['```', `const wide = '${'x'.repeat(300)}';`, '```'].join('\n');
    const { container } = renderInPanel(`${JUST_LONG}\n\n${code}`);
    const pre = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('pre');
      expect(found).not.toBeNull();
      return found!;
    }, { timeout: 20_000 });
    const block = pre.closest<HTMLElement>('[data-slot="markdown-block"]')!;
    expect(block).not.toHaveAttribute('data-skippable');
    expect(getComputedStyle(block).contentVisibility).toBe('visible');
    // Far below the 600 px panel, and still measured: a named, focusable group (useScrollRegion).
    expect(block.getBoundingClientRect().top).toBeGreaterThan(10_000);
    await waitFor(() => expect(pre).toHaveAttribute('tabindex', '0'));
  }, 30_000);

  it('estimates a paragraph by the lines it wraps to, not its one source line', async () => {
    const prose = 'A long paragraph of the plan that wraps over many lines in a side panel. '.repeat(12).trim();
    const { container } = renderInPanel(`${JUST_LONG}\n\n${prose}`);
    const paragraph = await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === prose, {}, { timeout: 20_000 });
    const block = paragraph.closest<HTMLElement>('[data-slot="markdown-block"]')!;
    expect(blocksOf(container).at(-1)).toBe(block);
    expect(Number(block.style.getPropertyValue('--acp-plan-block-lines'))).toBeGreaterThanOrEqual(Math.floor(prose.length / 60));
  }, 30_000);
});

describe("a long document's task icons", () => {
  /** The status element of each task, in document order. */
  const statusesOf = (container: Element) => [...container.querySelectorAll<HTMLElement>('[data-slot="task-status"]')];
  /** Where a task's icon box sits in its item, in px from the item's top left corner. */
  function iconPlace(status: HTMLElement) {
    const icon = (status.querySelector('svg') ?? status).getBoundingClientRect();
    const item = status.closest('[data-slot="task-item"]')!.getBoundingClientRect();
    return { x: icon.left - item.left, y: icon.top - item.top, width: icon.width, height: icon.height, itemHeight: item.height };
  }

  it('are one element each, drawn by the stylesheet on the status words, where a plan of real size has an SVG', async () => {
    const { container } = renderInPanel(JUST_LONG);
    await waitFor(() => expect(statusesOf(container).length).toBeGreaterThan(3), { timeout: 20_000 });
    const [completed, pending] = statusesOf(container);
    for (const [status, name] of [[completed!, 'completed'], [pending!, 'pending']] as const) {
      expect(status).toHaveAttribute('data-status', name);
      expect(status).toHaveAttribute('data-status-icon', name);
      expect(status.childElementCount).toBe(0);
      // statusIcon.css draws it (a one-cell grid with the ring in ::before); the words stay for screen readers.
      expect(getComputedStyle(status).display).toBe('inline-grid');
      expect(getComputedStyle(status, '::before').content).toBe('""');
    }
    expect(completed!.closest('[data-slot="task-item"]')!.textContent).toMatch(/^Completed: Task 0 with some text and code$/);
    expect(pending!.closest('[data-slot="task-item"]')!.textContent).toMatch(/^Pending: Task 1 with/);

    const short = renderInPanel(SHORT);
    await waitFor(() => expect(statusesOf(short.container)).toHaveLength(2));
    const svgStatus = statusesOf(short.container)[0]!;
    expect(svgStatus.querySelector('svg[data-slot="plan-entry-icon"]')).not.toBeNull();
    expect(svgStatus).not.toHaveAttribute('data-status-icon');
  }, 30_000);

  it('sit where the SVG sits, in items of the same height', async () => {
    // The long document's first tasks, alone: a plan of real size, drawn with SVG icons.
    const { container: shortContainer } = renderInPanel(JUST_LONG.split('\n').slice(0, 3).join('\n'));
    await waitFor(() => expect(statusesOf(shortContainer)).toHaveLength(3));
    const { container } = renderInPanel(JUST_LONG);
    await waitFor(() => expect(statusesOf(container).length).toBeGreaterThan(3), { timeout: 20_000 });
    for (let index = 0; index < 3; index++) {
      const svg = iconPlace(statusesOf(shortContainer)[index]!);
      const css = iconPlace(statusesOf(container)[index]!);
      expect(css.width).toBeCloseTo(svg.width, 1);
      expect(css.height).toBeCloseTo(svg.height, 1);
      expect(css.itemHeight).toBeCloseTo(svg.itemHeight, 1);
      expect(css.x).toBeCloseTo(svg.x, 1);
      expect(css.y).toBeCloseTo(svg.y, 1);
    }
  }, 30_000);

  it('change to the CSS icon in place when a streamed document grows long, the tasks shown staying mounted', async () => {
    const under = JUST_LONG.slice(0, JUST_LONG.lastIndexOf('\n', 30_000));
    const { container, rerender } = render(
      <div style={{ inlineSize: 400, blockSize: 600, overflow: 'auto' }}>
        <MarkdownPlan content={under} streaming motion="reduced" />
      </div>,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-slot="task-item"]')).toHaveLength(under.split('\n').length), { timeout: 20_000 });
    const firstItem = container.querySelector('[data-slot="task-item"]')!;
    expect(firstItem.querySelector('svg')).not.toBeNull();
    rerender(
      <div style={{ inlineSize: 400, blockSize: 600, overflow: 'auto' }}>
        <MarkdownPlan content={JUST_LONG} streaming motion="reduced" />
      </div>,
    );
    await waitFor(() => expect(container.querySelector('[data-slot="markdown-plan-document"]')).toHaveAttribute('data-long'));
    expect(container.querySelector('[data-slot="task-item"]')).toBe(firstItem);
    expect(firstItem.querySelector('svg')).toBeNull();
    expect(firstItem.querySelector('[data-slot="task-status"]')).toHaveAttribute('data-status-icon', 'completed');
  }, 30_000);
});
