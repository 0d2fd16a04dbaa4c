import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import type { Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { mayHoldLiteralLinks, remarkGfmWithoutLiteralLinks } from './literalLinks';
import { remarkWithoutFootnoteDefinitions } from './markdownPlugins';

const html = (source: string, plugin: NonNullable<Options['remarkPlugins']>[number]) =>
  renderToStaticMarkup(<Markdown remarkPlugins={[plugin]}>{source}</Markdown>);

// Characters of literal links and of what hides or builds them (escapes, references, emphasis, code, breaks).
const TRICKY = [...'wWhHtTpPsS:/.@&#;\\*_`[]()<>-~|! \n\t1x'];
// Whole literal links and near misses, written plainly, with references, escapes, and after brackets or emphasis.
const LINKISH = fc
  .tuple(
    fc.constantFrom('', '[', '*', '_', '(', ' ', '\n', '`'),
    fc.constantFrom('www.', 'WWW.', 'www&#46;', 'http://', 'https://', 'http&#58;//', 'mailto:', 'xmpp:', 'ww.', 'w ww.', 'htp://', ''),
    fc.constantFrom('x', 'ops', 'a.b', ''),
    fc.constantFrom('@', '&#64;', '\\@', '', ' at '),
    fc.constantFrom('example.com', 'x.y', 'example'),
    fc.constantFrom('', ']', '*', ')', '.', ' '),
  )
  .map((parts) => parts.join(''));

describe('parsing without the literal-autolink transform (literalLinks.ts)', () => {
  it('drops only that transform: bare URLs stay text, every other GFM construct is as remark-gfm parses it', () => {
    // The canary: if remark-gfm or mdast-util-gfm change shape, this shows the transform is still there. (Most
    // literal links are the tokenizer's; a link right after `[`, or written with a reference, only the transform's.)
    expect(html('See [www.example.com] or x&#64;example.com', remarkGfmWithoutLiteralLinks)).not.toContain('<a');
    expect(html('See [www.example.com] or x&#64;example.com', remarkGfm)).toContain('<a href="http://www.example.com">');
    expect(html('See [www.example.com] or x&#64;example.com', remarkGfm)).toContain('<a href="mailto:x@example.com">');
    const gfm = [
      '- [x] a task ~~struck~~ <https://example.com/angle>',
      '',
      '| a | b |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      'A note[^1] and [a link](https://example.com).',
      '',
      '[^1]: The note.',
    ].join('\n');
    expect(html(gfm, remarkGfmWithoutLiteralLinks)).toBe(html(gfm, remarkGfm));
    expect(html(gfm, remarkGfm)).toContain('<del>');
  });

  it('is used only where the transform would change nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(LINKISH, fc.constantFrom(...TRICKY)), { maxLength: 16 }).map((parts) => parts.join('')), (source) => {
        fc.pre(!mayHoldLiteralLinks(source));
        expect(html(source, remarkGfmWithoutLiteralLinks)).toBe(html(source, remarkGfm));
      }),
      { numRuns: 300 },
    );
  });

  it("is decided on a block's own text: the link and footnote definitions appended to it show no literal link", () => {
    // What MarkdownDocument appends to a block (the document's link definitions, a stub per note it cites), with
    // URLs, e-mail addresses and `www` in every place a definition has, parsed as a block is (definitions of notes
    // dropped after the parse).
    const appendix = ['[x]: https://www.example.com/x "www.example.com a@b.co"', '[y]: <mailto:a@b.co> (https://t.co)', '[^n]: www.example.com a@b.co'].join('\n');
    const block = (source: string, plugin: NonNullable<Options['remarkPlugins']>[number]) =>
      renderToStaticMarkup(<Markdown remarkPlugins={[plugin, remarkWithoutFootnoteDefinitions]}>{`${source}\n\n${appendix}`}</Markdown>);
    fc.assert(
      fc.property(fc.array(fc.oneof(LINKISH, fc.constantFrom(...TRICKY, '[x]', '[y][]', '[^n]', '[x][y]')), { maxLength: 16 }).map((parts) => parts.join('')), (source) => {
        fc.pre(!mayHoldLiteralLinks(source));
        expect(block(source, remarkGfmWithoutLiteralLinks)).toBe(block(source, remarkGfm));
      }),
      { numRuns: 300 },
    );
    // The definitions do resolve: a reference shows the definition's URL, in both.
    expect(block('See [x].', remarkGfmWithoutLiteralLinks)).toContain('href="https://www.example.com/x"');
  });

  it('says a block may hold one for each way a literal link can be written', () => {
    for (const source of ['www.example.com', 'WWW.EXAMPLE.COM', 'https://example.com', 'HTTP://x.y', 'a@b.co', 'mailto:a@b.co', 'xmpp:a@b.co', 'www&#46;example.com', 'https:\\/\\/x.y', '&#64;']) {
      expect(mayHoldLiteralLinks(source), source).toBe(true);
    }
    expect(mayHoldLiteralLinks('- [ ] Task 1 with **some** text and `code`')).toBe(false);
  });
});
