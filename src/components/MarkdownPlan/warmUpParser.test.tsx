// The parser's warm-up (MarkdownBlock.tsx `warmUpParser`, loadMarkdownRenderer.ts `warmUpOnArrival`): the first
// document of a page no longer pays for compiling the parser. Its benefit is time (bench:main-thread's "small plan"
// against "small plan, no warm-up"); these tests hold what it must do for that: cover every kind of block a plan
// has, run once when the chunk arrives, and only in a browser (warmUpParser.server.test.ts).
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { warmUpParser } from './MarkdownBlock';
import { warmUpOnArrival } from './loadMarkdownRenderer';

describe('warmUpParser', () => {
  it('runs a block of every kind a plan has through the parser and the plugins', () => {
    const { container } = render(<>{warmUpParser()}</>);
    expect(screen.getByRole('heading')).toHaveTextContent('a');
    for (const selector of ['strong', 'em', 'del', 'code', 'ol', 'blockquote', 'table', 'pre code']) {
      expect(container.querySelector(selector), selector).not.toBeNull();
    }
    // Links: written, autolinked, and the footnote reference (its definition is parsed; a block drops the section,
    // which the document renders once after its last block).
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['https://g.h', 'https://j.k']));
    expect(container.querySelector('[data-footnote-href]')).not.toBeNull();
    // Both kinds of task (remark-gfm), and raw HTML shown as its text (remarkHtmlAsText), never as an element.
    expect([...container.querySelectorAll('[data-slot="task-item"]')].map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'completed']);
    expect(container.querySelector('br')).toBeNull();
    expect(container).toHaveTextContent('<br>');
  });
});

describe('warmUpOnArrival', () => {
  it('warms the parser of the chunk that arrived, once, and hands the module on', () => {
    const module = { warmUpParser: vi.fn() };
    expect(warmUpOnArrival(module)).toBe(module);
    expect(module.warmUpParser).toHaveBeenCalledOnce();
  });
});
