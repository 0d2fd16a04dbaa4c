import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { regExpWork } from '../../../test/regExpWork';
import { inlineMarkdownToText, MAX_FORMATTED, mayContainInlineMarkdown, parseInlineMarkdown } from './parseInlineMarkdown';
import type { InlineNode } from './parseInlineMarkdown';

describe('parseInlineMarkdown', () => {
  it('returns plain text as one string without parsing', () => {
    expect(mayContainInlineMarkdown('Run the test suite')).toBe(false);
    expect(parseInlineMarkdown('Run the test suite')).toEqual(['Run the test suite']);
    expect(parseInlineMarkdown('')).toEqual([]);
  });

  it('parses code, strong, emphasis and strikethrough', () => {
    expect(parseInlineMarkdown('Read `parser.test.ts` **now**, *carefully*, ~~never~~')).toEqual([
      'Read ',
      { type: 'code', text: 'parser.test.ts' },
      ' ',
      { type: 'strong', children: ['now'] },
      ', ',
      { type: 'em', children: ['carefully'] },
      ', ',
      { type: 'del', children: ['never'] },
    ]);
    expect(parseInlineMarkdown('__bold__ and _em_')).toEqual([
      { type: 'strong', children: ['bold'] },
      ' and ',
      { type: 'em', children: ['em'] },
    ]);
  });

  it('nests emphasis the CommonMark way', () => {
    expect(parseInlineMarkdown('*a **b** c*')).toEqual([
      { type: 'em', children: ['a ', { type: 'strong', children: ['b'] }, ' c'] },
    ]);
    expect(parseInlineMarkdown('***both***')).toEqual([
      { type: 'strong', children: [{ type: 'em', children: ['both'] }] },
    ]);
    expect(parseInlineMarkdown('**a*')).toEqual(['*', { type: 'em', children: ['a'] }]);
  });

  it('leaves unclosed and misplaced markers as text', () => {
    for (const text of ['**never closed', 'a * b * c', '2 * 3 = 6', '~single~ tilde', '`unclosed code', '[no link]', '[x](']) {
      expect(inlineMarkdownToText(text)).toBe(text);
    }
    expect(parseInlineMarkdown('snake_case_name and __init__.py')).toEqual([
      'snake_case_name and ',
      { type: 'strong', children: ['init'] },
      '.py',
    ]);
    expect(parseInlineMarkdown('rename my_var_name')).toEqual(['rename my_var_name']);
  });

  it('keeps markers inside code spans literal and strips one padding space', () => {
    expect(parseInlineMarkdown('`**not bold**` and `` a`b ``')).toEqual([
      { type: 'code', text: '**not bold**' },
      ' and ',
      { type: 'code', text: 'a`b' },
    ]);
  });

  it('honours backslash escapes', () => {
    expect(parseInlineMarkdown('\\*not em\\* and \\[not a link](x)')).toEqual(['*not em* and [not a link](x)']);
    // Only ASCII punctuation is escaped: a backslash before anything else is text, as in CommonMark.
    expect(parseInlineMarkdown('C:\\Ölaf\\a *x*')).toEqual(['C:\\Ölaf\\a ', { type: 'em', children: ['x'] }]);
  });

  it('parses links with nested brackets, parentheses and titles', () => {
    expect(parseInlineMarkdown('See [the [spec] page](https://x.dev/a_(b) "Title")!')).toEqual([
      'See ',
      { type: 'link', url: 'https://x.dev/a_(b)', children: ['the [spec] page'] },
      '!',
    ]);
    expect(parseInlineMarkdown('[**bold** `code`](<https://x.dev/a b>)')).toEqual([
      {
        type: 'link',
        url: 'https://x.dev/a b',
        children: [{ type: 'strong', children: ['bold'] }, ' ', { type: 'code', text: 'code' }],
      },
    ]);
  });

  it('does not nest links and keeps a link inside link text as text', () => {
    expect(parseInlineMarkdown('[a [b](u) c](v)')).toEqual([
      { type: 'link', url: 'v', children: ['a [b](u) c'] },
    ]);
  });

  it('parses scheme autolinks and leaves HTML as text', () => {
    expect(parseInlineMarkdown('Open <https://example.com/x> now')).toEqual([
      'Open ',
      { type: 'link', url: 'https://example.com/x', children: ['https://example.com/x'] },
      ' now',
    ]);
    expect(parseInlineMarkdown('<b>bold</b> <img src=x onerror=alert(1)>')).toEqual([
      '<b>bold</b> <img src=x onerror=alert(1)>',
    ]);
  });

  it('passes link URLs on raw: the renderer decides whether they are safe', () => {
    expect(parseInlineMarkdown('[click](javascript:alert(1))')).toEqual([
      { type: 'link', url: 'javascript:alert(1)', children: ['click'] },
    ]);
  });

  it('gives the reader text without syntax', () => {
    expect(inlineMarkdownToText('Fix **`nextToken()`** per [spec](https://x)')).toBe('Fix nextToken() per spec');
  });

  // Linear time is a property of the design (see the file's header comment) and entry content is capped at
  // 10,000 characters by the parser; speed itself is never asserted with a clock in unit tests.
  it('handles pathological delimiter runs without losing text', () => {
    const hostile = [
      '*'.repeat(10_000),
      '['.repeat(5_000) + ']'.repeat(10),
      '`'.repeat(3) + 'x`'.repeat(4_000),
      '*a '.repeat(3_000),
      '**a _b ~~c ['.repeat(800),
      '<a:'.repeat(3_000),
      '[a]('.repeat(2_500),
      '[a](<'.repeat(2_000),
      '_a '.repeat(3_000),
    ];
    for (const text of hostile) {
      const letters = text.replace(/[^a-z]/g, '');
      expect(inlineMarkdownToText(text).replace(/[^a-z]/g, '')).toBe(letters);
    }
  });

  it(`formats at most MAX_FORMATTED (${MAX_FORMATTED}) spans of a line; the rest is its text as written`, () => {
    const count = (nodes: readonly InlineNode[]): number =>
      nodes.reduce<number>((sum, node) => (typeof node === 'string' ? sum : sum + 1 + (node.type === 'code' ? 0 : count(node.children))), 0);
    const dense = '**b** `c` [l](https://e.example) '.repeat(100);
    const nodes = parseInlineMarkdown(dense);
    expect(count(nodes)).toBe(MAX_FORMATTED);
    // The tail is one string, its markup shown as written, and nothing is lost.
    const tail = nodes[nodes.length - 1];
    expect(tail).toBe(dense.slice(dense.length - (tail as string).length));
    // 32 = 10 times (strong, code, link), then the 11th strong and code: its link is text.
    expect(MAX_FORMATTED).toBe(32);
    expect(tail).toMatch(/^ \[l\]\(https:\/\/e\.example\) \*\*b\*\* `c`/);
    // Link text shares the budget: links full of formatting stop at the same count (plus the link whose text
    // used the last of it). Without sharing, each link's text had a budget of its own: 200 spans here.
    const links = '[**a** `b` *c* **d**](https://e.example) '.repeat(40);
    expect(count(parseInlineMarkdown(links))).toBeLessThanOrEqual(MAX_FORMATTED + 1);
    // One closing run that closes many open ones stops at the budget too (it made 43 spans).
    expect(count(parseInlineMarkdown('`a` '.repeat(31) + ' **a'.repeat(12) + 'b' + '*'.repeat(24)))).toBeLessThanOrEqual(MAX_FORMATTED);
    // A line under the budget is formatted to its end.
    expect(count(parseInlineMarkdown('`a` '.repeat(MAX_FORMATTED)))).toBe(MAX_FORMATTED);
    expect(parseInlineMarkdown('`a` '.repeat(MAX_FORMATTED)).at(-1)).toBe(' ');
  });

  // Work is counted, not timed: every search in the tokenizer is a regular expression, so the characters the
  // regular expressions are given to scan (from where each starts to where it matches, or to the end of its input
  // when it fails) bound what a parse costs. A linear parse does about 4 times the work on 4 times the input; a
  // quadratic one 16 times.
  function scannedCharacters(text: string): number {
    return regExpWork(
      () => inlineMarkdownToText(text),
      ({ input, from, match }) => (match ? match.index + match[0].length : input.length) - from,
    );
  }

  it.each([
    ['a long run of stars', (n: number) => '*'.repeat(n)],
    ['stars that open and never close', (n: number) => '*a '.repeat(n / 3)],
    ['emphasis closed far away', (n: number) => '**a _b ~~c '.repeat(n / 11) + ' c~~ b_ a**'.repeat(n / 11)],
    ['link openers', (n: number) => '[a]('.repeat(n / 4)],
    ['link openers with angle destinations', (n: number) => '[a](<'.repeat(n / 5)],
    ['unclosed link titles', (n: number) => '[a](b "'.repeat(n / 7)],
    ['brackets', (n: number) => '['.repeat(n / 2) + ']'.repeat(n / 2)],
    ['autolink openers', (n: number) => '<ab:'.repeat(n / 4)],
    ['backtick runs', (n: number) => '`'.repeat(n)],
    ['backticks with one unmatched long run', (n: number) => '```' + 'x`'.repeat(n / 2)],
    ['backtick runs of many lengths', (n: number) => '`a``'.repeat(n / 4)],
  ])('does linear work on %s', (_name, make) => {
    const small = make(25_000);
    const large = make(100_000);
    const work = scannedCharacters(large);
    expect(work / scannedCharacters(small)).toBeLessThan(6);
    // A generous absolute bound too: a link or code span is read from a window of at most 2,048 characters.
    expect(work).toBeLessThan(2100 * large.length);
    expect(inlineMarkdownToText(large).replace(/[^a-z]/g, '')).toBe(large.replace(/[^a-z]/g, ''));
  });

  it('never throws and never loses a letter or digit on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('*', '_', '~', '`', '[', ']', '(', ')', '<', '>', '\\', 'a', '1', ' ', ':') }), (text) => {
        const shown = inlineMarkdownToText(text);
        const letters = (value: string) => value.replace(/[^a1]/g, '');
        // Link URLs are not shown, so only a text without links must keep every letter.
        if (!text.includes('](') && !text.includes('<')) expect(letters(shown)).toBe(letters(text));
      }),
      { numRuns: 500 },
    );
  });
});
