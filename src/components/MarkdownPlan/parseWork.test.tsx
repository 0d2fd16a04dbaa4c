// What each block's parse does besides parsing (issue 20): react-markdown makes a processor per parse, so work per
// processor or per parse is paid once for every block of a document. Counted, not timed.
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Processor } from 'unified';
import type * as LiteralLinks from './literalLinks';
import { remarkGfmOnce } from './literalLinks';
import { MarkdownPlan } from './MarkdownPlan';

// remark-gfm's attacher, counted: it builds its extensions each time it runs.
const attached = vi.hoisted(() => ({ count: 0 }));
vi.mock('remark-gfm', async (importOriginal) => {
  const original = (await importOriginal<{ default: typeof remarkGfm }>()).default;
  return {
    default: function countedRemarkGfm(this: unknown, ...args: Parameters<typeof original>) {
      attached.count++;
      return original.apply(this as never, args);
    },
  };
});

// Which of our remark-gfm plugins each parse is given: with the literal-autolink transform or without.
const gfmPlugins = vi.hoisted(() => ({ withLiteralLinks: 0, withoutLiteralLinks: 0 }));
vi.mock('./literalLinks', async (importOriginal) => {
  const original = await importOriginal<typeof LiteralLinks>();
  return {
    ...original,
    remarkGfmOnce(this: Processor) {
      gfmPlugins.withLiteralLinks++;
      original.remarkGfmOnce.call(this);
    },
    remarkGfmWithoutLiteralLinks(this: Processor) {
      gfmPlugins.withoutLiteralLinks++;
      original.remarkGfmWithoutLiteralLinks.call(this);
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
    const before = { ...gfmPlugins };
    const content = `${paragraphs(20, (index) => `Step ${index}: read [the guide] first.`)}\n\n[the guide]: https://example.com/guide`;
    const { container } = render(<MarkdownPlan content={content} motion="reduced" streaming={false} />);
    expect(container.querySelectorAll('a[href="https://example.com/guide"]')).toHaveLength(20);
    // The definition's own block holds a URL: it alone may be parsed with the transform.
    expect(gfmPlugins.withLiteralLinks - before.withLiteralLinks).toBeLessThanOrEqual(1);
    expect(gfmPlugins.withoutLiteralLinks - before.withoutLiteralLinks).toBeGreaterThanOrEqual(20);
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
