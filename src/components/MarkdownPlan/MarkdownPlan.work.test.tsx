// Work per commit counted structurally (issue 20: no commit blocks the main thread for long, whatever the shape
// of the input): what a commit adds to the page is bounded in rendered elements, not only in characters, and
// the estimate the budget uses does not undercount the elements a shape really renders.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capSizedFootnoteDocument, capSizedNesting, capSizedTaskList } from '../../../test/fuzz/arbitraries';
import { MarkdownPlan } from './MarkdownPlan';
import { estimateBlockWork, findPlainTextReason, MAX_BLOCK_WORK } from './markdownLimits';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';
import { WORK_PER_COMMIT } from './useProgressiveBlocks';

/** Elements and non-blank text nodes under `root`: what React created for it. */
function nodesUnder(root: Element): number {
  let count = 0;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeType === 1 || node.textContent!.trim() !== '') count++;
  return count;
}
const blockNodes = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-slot="markdown-block"]')].reduce((sum, block) => sum + nodesUnder(block), 0);

const shapes: Record<string, string> = {
  ...capSizedNesting(20_000),
  'a task list': capSizedTaskList(20_000),
  'footnotes': capSizedFootnoteDocument(20_000),
  'a table': Array.from({ length: 100 }, (_, row) => `|${' a |'.repeat(20)}${row === 0 ? `\n|${'-|'.repeat(20)}` : ''}`).join('\n'),
};

afterEach(() => {
  vi.useRealTimers();
});

describe('estimateBlockWork', { timeout: 30_000 }, () => {
  it.each(Object.keys(shapes))('%s: estimates within a small factor of what a block renders', (name) => {
    for (const block of splitMarkdownBlocks(shapes[name]!).blocks.slice(0, 5)) {
      if (findPlainTextReason(block.text) !== null) continue;
      const { container } = render(<MarkdownPlan content={block.text} motion="reduced" />);
      const rendered = nodesUnder(container.querySelector('[data-slot="markdown-block"]')!);
      const estimate = estimateBlockWork(block.text);
      expect(estimate, block.text.slice(0, 80)).toBeGreaterThanOrEqual(rendered / 2);
      // Unmatched markup (the backticks shape pairs few of its runs) renders nothing: there it may overcount more.
      // So do nested brackets (a link cannot hold a link: most render as text, after the parser's look-back over
      // every open one) and block quotes (5 a level): the estimate weighs what the parser spends on them.
      if (!['backticks', 'brackets', 'quotes'].includes(name)) expect(estimate, block.text.slice(0, 80)).toBeLessThanOrEqual(rendered * 4 + 20);
      if (name === 'quotes') expect(estimate, block.text.slice(0, 80)).toBeLessThanOrEqual(rendered * 6 + 20);
    }
  });

  it('turns a block past MAX_BLOCK_WORK into plain text (size), whatever its characters', () => {
    const dense = '*a* '.repeat(MAX_BLOCK_WORK);
    expect(dense.length).toBeLessThan(20_000);
    expect(findPlainTextReason(dense.slice(0, 9_000))).toBe('size');
  });
});

describe('<MarkdownPlan> work per commit', () => {
  // The first commit and each later one add at most one budget of work, plus one block (a commit always adds
  // one, and a block is at most MAX_BLOCK_WORK); in rendered nodes, allowing the estimate's factor of 2.
  const bound = 2 * (WORK_PER_COMMIT + MAX_BLOCK_WORK);
  it.each(['quotes', 'mixed containers', 'lists', 'a task list', 'footnotes'])('%s: no commit adds more than the budget', (name) => {
    vi.useFakeTimers();
    const content = name in shapes && !['quotes', 'mixed containers', 'lists'].includes(name) ? shapes[name]! : capSizedNesting(12_000)[name]!;
    const { container } = render(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
    let before = blockNodes(container);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThanOrEqual(bound);
    const blocks = splitMarkdownBlocks(content).blocks.length;
    let commits = 1;
    while (container.querySelectorAll('[data-slot="markdown-block"]').length < blocks) {
      act(() => {
        vi.advanceTimersByTime(0);
      });
      const after = blockNodes(container);
      expect(after - before).toBeLessThanOrEqual(bound);
      expect(after).toBeGreaterThan(before);
      before = after;
      commits++;
    }
    // Shown in several commits: a deep document in more than its characters alone would need.
    expect(commits).toBeGreaterThan(1);
  }, 60_000);

  it('shows a cap-deep document of quotes in commits of about WORK_PER_COMMIT, far fewer elements than 8,000 characters would be', () => {
    vi.useFakeTimers();
    const content = capSizedNesting(12_000).quotes!;
    const { container } = render(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
    // 8,000 characters of 32 nested quotes were ~115 blocks and ~7,000 elements in one commit.
    expect(container.querySelectorAll('[data-slot="markdown-block"]').length).toBeLessThanOrEqual(15);
  });
});
