// Right-to-left pages: paths, code and file names read left to right, isolated from the text around them, so
// `/search` does not show as `search/` and `workspace/docs/plan.md` not as `workspace/docs/plan.md/` reversed.
// Checked in Chromium with the stylesheet, by the direction each part resolves to and by where its characters land.
import '../styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePlan } from './FilePlan';
import { MarkdownPlan } from './MarkdownPlan';
import { PlanList } from './PlanList';

const style = (element: Element) => getComputedStyle(element);

/** Whether the first character of `element`'s text is drawn left of its last one (it reads left to right). */
function readsLeftToRight(element: Element): boolean {
  const text = element.firstChild?.nodeType === Node.TEXT_NODE ? element.firstChild : [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
  if (!text?.textContent) throw new Error('no text');
  const range = document.createRange();
  range.setStart(text, 0);
  range.setEnd(text, 1);
  const first = range.getBoundingClientRect().left;
  range.setStart(text, text.textContent.length - 1);
  range.setEnd(text, text.textContent.length);
  return first < range.getBoundingClientRect().left;
}

describe('right to left', () => {
  it('keeps markdown code, code blocks and table cells in their own direction', async () => {
    const { container } = render(
      <div dir="rtl">
        <MarkdownPlan title="Plan" content={'Call `/search` first.\n\n| endpoint | limit |\n|---|---|\n| /upload | 20/s |\n\n```\nlimit(1);\n```'} />
      </div>,
    );
    const code = await screen.findByText('/search');
    expect(style(code).direction).toBe('ltr');
    expect(style(code).unicodeBidi).toBe('isolate');
    expect(readsLeftToRight(code)).toBe(true);
    const cell = screen.getByText('20/s');
    expect(style(cell).unicodeBidi).toBe('plaintext');
    expect(readsLeftToRight(cell)).toBe(true);
    expect(readsLeftToRight(screen.getByText('/upload'))).toBe(true);
    expect(style(container.querySelector('pre')!).direction).toBe('ltr');
  });

  it("isolates a file plan's path and a row's inline code", () => {
    const { container } = render(
      <div dir="rtl">
        <FilePlan uri="file:///workspace/docs/refactor-plan.md" />
        <PlanList entries={[{ content: 'Fix `/search` now', priority: 'high', status: 'pending' }]} />
      </div>,
    );
    const path = container.querySelector('[data-slot="file-plan-path"]')!;
    expect(path).toHaveAttribute('dir', 'ltr');
    expect(path).toHaveTextContent('/workspace/docs/refactor-plan.md');
    expect(readsLeftToRight(path)).toBe(true);
    const code = container.querySelector('[data-slot="inline-code"]')!;
    expect(style(code).direction).toBe('ltr');
    expect(readsLeftToRight(code)).toBe(true);
  });
  it('lays out each markdown block in the direction of its own words, whatever the page', async () => {
    render(
      <>
        <div dir="rtl">
          <MarkdownPlan title="English" content={'1. Measure current request rates per client.\n2. Choose a limit.'} />
        </div>
        <div dir="ltr">
          <MarkdownPlan title="Hebrew" content={'1. למדוד את קצב הבקשות.\n2. לבחור מגבלה.'} />
        </div>
      </>,
    );
    const english = await screen.findByText('Measure current request rates per client.');
    // Before: the item took the page's right-to-left direction, and its final period was drawn at its start.
    expect(style(english).direction).toBe('ltr');
    const englishList = english.closest('ol')!;
    expect(englishList.getBoundingClientRect().left).toBeLessThan(english.getBoundingClientRect().left);
    const hebrew = await screen.findByText('למדוד את קצב הבקשות.');
    expect(style(hebrew).direction).toBe('rtl');
    // The plan's own frame (header, bar) keeps the page's direction: only the agent's document follows its words.
    expect(style(english.closest('[data-slot="markdown-block"]')!.parentElement!).direction).toBe('rtl');
  });
});
