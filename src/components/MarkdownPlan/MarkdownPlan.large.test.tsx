import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarkdownPlan } from './MarkdownPlan';
import { FIRST_COMMIT_WORK, WORK_PER_COMMIT } from './useProgressiveBlocks';
import { estimateBlockWork, MAX_FORMATTED_BLOCK } from './markdownLimits';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

/** A document of `count` paragraphs, each with a link (every parse of a block calls the URL transform once). */
const paragraphs = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `Step ${from + index} [docs](https://example.com/${from + index})`).join('\n\n');

/** A URL transform that counts its calls: one per link per parse, so it counts the blocks parsed. */
function countingTransform() {
  const transform = (url: string) => {
    transform.calls++;
    return url;
  };
  transform.calls = 0;
  return transform;
}

/** The list is split into several `<ol>` parts, and each starts where the part before it ended: one list's numbering. */
function expectOneNumberedList(container: HTMLElement) {
  const lists = [...container.querySelectorAll('ol')];
  expect(lists.length).toBeGreaterThan(1);
  let next = 1;
  for (const list of lists) {
    expect(Number(list.getAttribute('start') ?? 1)).toBe(next);
    next += list.querySelectorAll(':scope > li').length;
  }
}

describe('<MarkdownPlan> footnotes', () => {
  const doc = 'Intro[^b].\n\nMiddle[^a] and again[^b].\n\n[^a]: Note A.\n\n[^b]: Note B.\n\nUnknown[^c].';

  it('numbers references across blocks by first reference and renders one footnotes section', () => {
    const { container } = render(<MarkdownPlan content={doc} />);
    const refs = [...container.querySelectorAll('a[data-footnote-ref]')];
    expect(refs.map((ref) => ref.textContent)).toEqual(['1', '2', '1']);
    // Each reference links to its note; ids stay unique (only a label's first reference has the back link's id).
    const ids = refs.map((ref) => ref.id).filter(Boolean);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(2);
    const sections = container.querySelectorAll('section[data-footnotes]');
    expect(sections).toHaveLength(1);
    const notes = [...sections[0]!.querySelectorAll('li')];
    expect(notes.map((note) => note.textContent?.replace(/\s*↩[^]*$/, '').trim())).toEqual(['Note B.', 'Note A.']);
    for (const ref of refs) expect(container.querySelector(ref.getAttribute('href')!.replace(/[^\w#-]/g, '\\$&'))).not.toBeNull();
    // A reference without a definition stays text, as in a whole-document parse.
    expect(screen.getByText('Unknown[^c].')).toBeInTheDocument();
  });

  it('re-parses only the changed tail of a growing document that has a footnote', () => {
    const transform = countingTransform();
    // 30 blocks: all fit in the first commit's budget (WORK_PER_COMMIT), so the test needs no timers.
    const start = `Intro[^1] [x](https://example.com/x)\n\n${paragraphs(30)}\n\n[^1]: The note.`;
    const { rerender } = render(<MarkdownPlan content={start} urlTransform={transform} streaming={false} />);
    transform.calls = 0;
    rerender(<MarkdownPlan content={`${start}\n\n${paragraphs(1, 30)}`} urlTransform={transform} streaming={false} />);
    expect(screen.getAllByRole('link', { name: 'docs' })).toHaveLength(31);
    // One new block parsed; not the 31 others.
    expect(transform.calls).toBeLessThanOrEqual(2);
  });
});

describe('<MarkdownPlan> big documents', { timeout: 60_000 }, () => {
  const big = paragraphs(1000); // about 40 kB

  it('adds a big document to the page over several commits, each within the budget, the first a quarter of it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const blocks = () => container.querySelectorAll('[data-slot="markdown-block"]');
    // What each commit shows (a commit's DOM changes reach the observer together).
    const shown: number[] = [];
    const observer = new MutationObserver(() => shown.push(blocks().length));
    observer.observe(container, { childList: true, subtree: true });
    render(<MarkdownPlan content={big} />, { container });
    await waitFor(() => expect(blocks()).toHaveLength(1000), { timeout: 20_000 });
    observer.disconnect();
    // Blocks each commit added, against the budgets in blocks (every paragraph is about as much work).
    const added = shown.map((count, index) => count - (shown[index - 1] ?? 0)).filter((count) => count > 0);
    const perBlock = estimateBlockWork(paragraphs(1, 500));
    // The mount is an ordinary update, rendered in one task (the later steps are transitions): it shows a quarter.
    expect(added[0]).toBeGreaterThan(0);
    expect(added[0]).toBeLessThanOrEqual(Math.ceil(FIRST_COMMIT_WORK / perBlock));
    expect(Math.max(...added)).toBeGreaterThan(Math.ceil(FIRST_COMMIT_WORK / perBlock));
    for (const count of added) expect(count).toBeLessThanOrEqual(Math.ceil(WORK_PER_COMMIT / perBlock));
  }, 30_000);

  it('does not show at mount a block the first analysed part may cut: a big code block is never formatted, then plain', async () => {
    // 12 kB of code: past MAX_FORMATTED_BLOCK (shown as plain text), and cut at its first 8 kB by the first commit's
    // analysis (FIRST_TEXT), which would show that part formatted, parsed, then replaced.
    const code = `\`\`\`\n${'const x = 1;\n'.repeat(1_000)}\`\`\``;
    expect(code.length).toBeGreaterThan(MAX_FORMATTED_BLOCK);
    const container = document.body.appendChild(document.createElement('div'));
    let formatted = false;
    const observer = new MutationObserver(() => (formatted ||= container.querySelector('pre > code') !== null));
    observer.observe(container, { childList: true, subtree: true });
    render(<MarkdownPlan content={`${code}\n\n${paragraphs(20)}`} />, { container });
    expect(container.querySelectorAll('[data-slot="markdown-block"]')).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('[data-slot="markdown-block"]')).toHaveLength(21), { timeout: 20_000 });
    observer.disconnect();
    expect(container.querySelector('[data-slot="markdown-plain-text"]')).toHaveTextContent('const x = 1;');
    expect(formatted).toBe(false);
  });

  it('renders the whole document on the server', () => {
    const html = renderToString(<MarkdownPlan content={big} />);
    expect(html).toContain('https://example.com/999');
  });

  it('splits a long task list into parts that go on numbering and keep every task', async () => {
    const list = Array.from({ length: 400 }, (_, index) => `1. [${index % 3 ? ' ' : 'x'}] Task ${index + 1}`).join('\n');
    const { container } = render(<MarkdownPlan content={list} />);
    await waitFor(() => expect(screen.getAllByText(/./, TASK_TEXT)).toHaveLength(400), { timeout: 20_000 });
    expectOneNumberedList(container);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '400');
  });

  it('numbers the parts of a long list written with items indented 1-3 spaces and lazy lines as one list', async () => {
    // CommonMark reads every item here as one of the same list (each short of the item before's content column),
    // and `lazy` as more of an item's text: the splitter must count them so, or a later part starts too low.
    const items = Array.from({ length: 120 }, (_, index) => `${' '.repeat(index % 4)}1. Step ${index + 1} ${'x'.repeat(40)}${index % 5 ? '' : '\nlazy'}`);
    const { container } = render(<MarkdownPlan content={items.join('\n')} />);
    await waitFor(() => expect(container.querySelectorAll('ol > li')).toHaveLength(120), { timeout: 20_000 });
    expectOneNumberedList(container);
  });
});
