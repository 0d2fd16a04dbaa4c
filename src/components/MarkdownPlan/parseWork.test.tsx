// What each block's parse does besides parsing (issue 20): react-markdown makes a processor per parse, so work per
// processor or per parse is paid once for every block of a document. Counted, not timed.
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Processor } from 'unified';
import { remarkGfmOnce } from './literalLinks';
import { MarkdownPlan } from './MarkdownPlan';

// remark-gfm's attacher, counted (it builds its extensions each time it runs), and the transforms of the mdast
// extensions it makes (only the literal-autolink one has any), counted each time a parse runs them.
const attached = vi.hoisted(() => ({ count: 0, transformRuns: 0 }));
vi.mock('remark-gfm', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof remarkGfm }>()).default;
  return {
    default: function countedRemarkGfm(this: Processor, ...args: Parameters<typeof original>) {
      attached.count++;
      original.apply(this as never, args);
      const extensions = this.data().fromMarkdownExtensions!;
      extensions[extensions.length - 1] = [extensions.at(-1)!].flat().map((extension) => {
        const { transforms } = extension as { transforms?: ((...args: unknown[]) => unknown)[] };
        if (!transforms) return extension;
        return {
          ...extension,
          transforms: transforms.map((transform) => (...args: unknown[]) => {
            attached.transformRuns++;
            return transform(...args);
          }),
        } as typeof extension;
      });
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

const paragraphs = (count: number, text: (index: number) => string) => Array.from({ length: count }, (_, index) => text(index)).join('\n\n');

describe('the parse of each block', () => {
  it("builds remark-gfm's extensions once per page, not once per block", () => {
    const before = attached.count;
    const { container } = render(<MarkdownPlan content={paragraphs(30, (index) => `Step ${index} ~~old~~ https://example.com/${index}`)} motion="reduced" streaming={false} />);
    expect(container.querySelectorAll('[data-slot="markdown-block"]')).toHaveLength(30);
    // GFM is on: strikethrough and literal links are parsed.
    expect(container.querySelectorAll('del')).toHaveLength(30);
    expect(container.querySelectorAll('a[href^="https://example.com/"]')).toHaveLength(30);
    expect(attached.count - before).toBeLessThanOrEqual(1);
  });

  it('parses every GFM construct as remark-gfm does', () => {
    const html = (plugin: typeof remarkGfm) => renderToStaticMarkup(<Markdown remarkPlugins={[plugin]}>{GFM}</Markdown>);
    expect(html(remarkGfmOnce as typeof remarkGfm)).toBe(html(remarkGfm));
    expect(html(remarkGfm)).toContain('<del>');
  });

  it("keeps the literal-autolink transform out of blocks whose own text has no link, in a document with link definitions", () => {
    // The document's link definitions are appended to every block holding a `[`; their URLs are no text the
    // transform reads, so they must not make it run.
    const before = attached.transformRuns;
    const content = `${paragraphs(20, (index) => `Step ${index}: read [the guide] first.`)}\n\n[the guide]: https://example.com/guide`;
    const { container } = render(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
    expect(container.querySelectorAll('a[href="https://example.com/guide"]')).toHaveLength(20);
    // The definition's own block holds a URL: it alone may be parsed with the transform.
    expect(attached.transformRuns - before).toBeLessThanOrEqual(1);
    // The count sees the transform: a block whose own text holds a bare URL runs it.
    render(<MarkdownPlan content="See https://example.com/bare" motion="reduced" streaming={false} />);
    expect(attached.transformRuns - before).toBeGreaterThanOrEqual(1);
  });

  it('builds no footnotes section for a block that cites a note (only the document section is built)', () => {
    // mdast-util-to-hast builds a section for the definitions a tree holds, and clones its label's properties with
    // structuredClone: once per block that cites a note, for a section that is then thrown away.
    const clone = vi.spyOn(globalThis, 'structuredClone');
    const content = `${paragraphs(20, (index) => `Step ${index} cites a note[^a].`)}\n\n[^a]: The note.`;
    const { container } = render(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
    // Every reference is a link to the note, numbered 1, and the note is shown once, in the document's section.
    const references = container.querySelectorAll('a[data-footnote-ref]');
    expect(references).toHaveLength(20);
    expect([...references].map((reference) => reference.textContent)).toEqual(Array(20).fill('1'));
    expect(container.querySelectorAll('section[data-footnotes] li')).toHaveLength(1);
    expect(container.querySelector('section[data-footnotes] li')?.textContent).toContain('The note.');
    expect(clone.mock.calls.length).toBeLessThanOrEqual(1);
  });
});

const GFM = [
  '- [x] a task ~~struck~~ <https://example.com/angle> www.example.com',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
  '',
  'A note[^1] and [a link](https://example.com), a@example.com.',
  '',
  '[^1]: The note.',
].join('\n');
