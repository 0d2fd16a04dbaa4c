// Blocks inserted and removed before the end of a document (issue 20): only the block added or removed is parsed,
// enters or leaves, and the document reads exactly as a fresh render of the same text (heading levels that nest
// across blocks, footnote numbers, the start of a split ordered list, task status and the current task).
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultUrlTransform } from '../shared/safeUrl';
import { MarkdownPlan } from './MarkdownPlan';
import { LIST_PART } from './splitMarkdownBlocks';
import { withStableIds } from './stableIds.testing';

afterEach(() => {
  vi.useRealTimers();
});

const blocks = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-slot="markdown-block"]')];

/** Runs every commit a big document schedules (it is shown over several). */
function flush() {
  for (let i = 0; i < 50; i++) act(() => void vi.advanceTimersByTime(0));
}

/** The document part of a plan, its generated ids numbered by order of appearance. */
function documentHtml(container: HTMLElement): string {
  return withStableIds(container.querySelector('[data-slot="markdown-plan-document"]')!).innerHTML;
}

/** An ordered list long enough to be split into parts (each later part starts through `start`). */
const longListItems = Math.ceil((2.5 * LIST_PART) / 40);
const longList = Array.from({ length: longListItems }, (_, i) => `${i + 1}. Step ${i + 1} of the long [list](https://example.com/s${i}).`).join('\n');

const DOCUMENT = [
  '# Rollout',
  'Intro with a note.[^a]',
  '## Phase 1',
  'Prose of phase 1, see [the design](https://example.com/design).',
  '### Detail',
  '- [x] Measure rates',
  '- [ ] Pick a limit',
  '- [ ] Ship it',
  '---',
  'Between two rules.',
  '---',
  '## Phase 2',
  longList,
  'After the [list](https://example.com/after), a second note.[^b]',
  '- ## A heading in a [list item](https://example.com/listed)',
  '[^a]: The first note.',
  '[^b]: The second note.',
].join('\n\n');

/** Replaces the first `search` in `text` (which must hold it). */
function replace(text: string, search: string, by: string): string {
  expect(text).toContain(search);
  return text.replace(search, by);
}

describe('<MarkdownPlan> blocks inserted or removed before the end', () => {
  it('reads as a fresh render of the same document after each edit', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(<MarkdownPlan title="Plan" content={DOCUMENT} motion="reduced" streaming={false} />);
    flush();
    const edits: [string, (text: string) => string][] = [
      ['a paragraph at the top', (text) => `A first paragraph.\n\n${text}`],
      // Levels: "Detail" and the blocks after it nest below a new `#` (h4) instead of "Phase 1".
      ['a heading before a section', (text) => replace(text, '## Phase 1', '# Preface\n\n## Phase 1')],
      // Renumbers every note after it: this reference is now the first.
      ['a paragraph with a new first note', (text) => replace(text, 'Intro with', 'A new note.[^c]\n\nIntro with') + '\n\n[^c]: The new note.'],
      // The list's parts are split anew, and every later part starts elsewhere.
      ['an item at the top of the long list', (text) => replace(text, '1. Step 1 ', '1. Step zero.\n2. Step 1 ')],
      // Parts taken over keep their text: only their `start` moves, given at render.
      ['an item in the middle of the long list', (text) => replace(text, '\n60. Step 60 ', '\n60. Inserted step.\n60. Step 60 ')],
      ['the item at the top of the long list again', (text) => replace(text, '1. Step zero.\n2. Step 1 ', '1. Step 1 ')],
      // The current task moves down.
      ['a ticked box', (text) => replace(text, '- [ ] Pick a limit', '- [x] Pick a limit')],
      ['a duplicate rule', (text) => replace(text, 'Between two rules.', '---\n\nBetween two rules.')],
      ['the block with the first note', (text) => replace(text, 'A new note.[^c]\n\n', '')],
      ['the heading again', (text) => replace(text, '# Preface\n\n', '')],
      ['the block between the rules', (text) => replace(text, 'Between two rules.\n\n', '')],
      ['a heading in a list item before a section', (text) => replace(text, '## Phase 2', '- # Listed heading\n\n## Phase 2')],
      ['the first paragraph', (text) => replace(text, 'A first paragraph.\n\n', '')],
    ];
    let content = DOCUMENT;
    for (const [name, edit] of edits) {
      content = edit(content);
      rerender(<MarkdownPlan title="Plan" content={content} motion="reduced" streaming={false} />);
      flush();
      const fresh = render(<MarkdownPlan title="Plan" content={content} motion="reduced" streaming={false} />);
      flush();
      expect(documentHtml(container), name).toBe(documentHtml(fresh.container));
      fresh.unmount();
    }
    // What the edits were about, read from the DOM: a heading nested in the new outline, notes numbered in
    // reference order, a split list going on numbering, the current task.
    expect(container.querySelector('[data-slot="markdown-footnotes"]')).toHaveTextContent('The first note.');
    expect([...container.querySelectorAll('a[data-footnote-ref]')].map((ref) => ref.textContent)).toEqual(['1', '2']);
    const lists = [...container.querySelectorAll('ol')].filter((list) => list.textContent!.includes('of the long list'));
    expect(lists.length).toBeGreaterThan(1);
    expect(lists[1]).toHaveAttribute('start');
    // Its parts number on from each other: one list of 1 to N (with the item inserted in the middle).
    const numbers = lists.flatMap((list) => [...list.children].map((_, i) => Number(list.getAttribute('start') ?? 1) + i));
    expect(numbers).toEqual(Array.from({ length: longListItems + 1 }, (_, i) => i + 1));
    expect(container.querySelector('[aria-current="step"]')).toHaveTextContent('Ship it');
    expect(container.querySelector('h6')).toHaveTextContent('Detail');
  });

  it('parses only the block inserted, and none when one is removed, nor the blocks after it whose heading level, list start or note numbers change', () => {
    vi.useFakeTimers();
    // The parser hands every link to `urlTransform`: the links seen are those of the blocks parsed.
    const transform = vi.fn(defaultUrlTransform);
    const show = (text: string) => {
      transform.mockClear();
      rerender(<MarkdownPlan title="Plan" content={text} motion="reduced" streaming={false} urlTransform={transform} />);
      flush();
      // Footnote references and back links are links too (`#…fn-a`): the document's own links say which blocks.
      return transform.mock.calls.map(([url]) => url).filter((url) => url.startsWith('https:'));
    };
    const { rerender } = render(<MarkdownPlan title="Plan" content={DOCUMENT} motion="reduced" streaming={false} urlTransform={transform} />);
    flush();
    expect(show(`A [first](https://example.com/first) paragraph.\n\n${DOCUMENT}`)).toEqual(['https://example.com/first']);
    expect(show(DOCUMENT)).toEqual([]);
    // A heading that nests the headings after it differently: they are nested at render, their blocks not parsed.
    const withHeading = replace(DOCUMENT, 'Intro with a note.[^a]', 'Intro with a note.[^a]\n\n# [Preface](https://example.com/preface)');
    expect(show(withHeading)).toEqual(['https://example.com/preface']);
    expect(show(DOCUMENT)).toEqual([]);
    // Nor a block whose heading the splitter cannot see (a heading in a list item), which nests below the new one.
    expect(show(replace(DOCUMENT, 'After the [list]', '###### [Deep](https://example.com/deep)\n\nAfter the [list]'))).toEqual(['https://example.com/deep']);
    expect(show(DOCUMENT)).toEqual([]);
    // An item at the top of a long ordered list: the part it is in (and the next, when the cut between them
    // moves), not the later parts, whose numbers change at render only; nor the blocks after the list.
    const parsed = show(replace(DOCUMENT, '1. Step 1 ', '1. Step zero.\n2. Step 1 '));
    expect(parsed).toContain('https://example.com/s0');
    expect(parsed).not.toContain(`https://example.com/s${longListItems - 1}`);
    expect(parsed).not.toContain('https://example.com/after');
    expect(show(DOCUMENT)).not.toContain(`https://example.com/s${longListItems - 1}`);
    // A note before the others renumbers them at render: only the new block is parsed (it has no link), not the
    // blocks that cite them (before: "After the list, a second note.[^b]" was parsed again for its new number).
    expect(show(`A new note.[^c]\n\n${DOCUMENT}\n\n[^c]: The new note.`)).toEqual([]);
  });
});

describe('<MarkdownPlan> footnote numbers with a host urlTransform', () => {
  // The number of a reference is found by its href as the parser made it: a host's urlTransform runs after the
  // rehype plugins, and one that rewrites or drops `#…` links must change neither the numbers nor the ids.
  const content = 'New[^z]\n\nOne[^1] two[^Two]\n\nAgain[^1] and[^two]\n\n[^1]: n1\n\n[^two]: n2\n\n[^z]: z';
  it.each([
    ['rewrites fragment links to absolute URLs', (url: string) => (url.startsWith('#') ? `https://host.example/page${url}` : defaultUrlTransform(url))],
    ['drops fragment links', (url: string) => (/^https?:/.test(url) ? url : undefined)],
  ])('a transform that %s: numbers in reference order, each id once', (_name, urlTransform) => {
    const { container } = render(<MarkdownPlan title="Plan" content={content} motion="reduced" streaming={false} urlTransform={urlTransform} />);
    // (A dropped link keeps its words in a span: the references are the <sup>s either way.)
    const references = [...container.querySelectorAll('[data-slot="markdown-block"] sup')];
    // Before the fix: 1, 1, 2, 1, 2 (the numbers of each block's own parse) and two ids each for notes 1 and 2.
    expect(references.map((reference) => reference.textContent)).toEqual(['1', '2', '3', '2', '3']);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The parser's href is not in the DOM.
    expect(container.querySelector('[data-footnote-href]')).toBeNull();
  });
});

describe('<MarkdownPlan> presence of blocks inserted or removed before the end', () => {
  // jsdom runs no animations: give every element one that has not finished, so the phases last.
  const withAnimations = (test: () => void) => () => {
    Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
      configurable: true,
      value: () => [{ finished: new Promise(() => {}), currentTime: 0, effect: { getComputedTiming: () => ({ endTime: 200 }) } }],
    });
    try {
      test();
    } finally {
      delete (HTMLElement.prototype as { getAnimations?: unknown }).getAnimations;
    }
  };
  const FIVE = ['# Rollout', 'First.', 'Second.', 'Third.', 'Fourth.'];

  it(
    'a block inserted near the top enters; no other block enters or changes its element',
    withAnimations(() => {
      const { container, rerender } = render(<MarkdownPlan title="Plan" content={FIVE.join('\n\n')} streaming={false} />);
      const before = blocks(container);
      rerender(<MarkdownPlan title="Plan" content={[FIVE[0], 'Inserted.', ...FIVE.slice(1)].join('\n\n')} streaming={false} />);
      const after = blocks(container);
      expect(after.map((block) => block.getAttribute('data-presence'))).toEqual([null, 'entering', null, null, null, null]);
      expect(after[1]).toHaveTextContent('Inserted.');
      expect(after.filter((block) => block !== after[1]).every((block, i) => block === before[i])).toBe(true);
    }),
  );

  it(
    'a block removed near the top leaves with its own text; the others stay as they were',
    withAnimations(() => {
      const { container, rerender } = render(<MarkdownPlan title="Plan" content={FIVE.join('\n\n')} streaming={false} />);
      const before = blocks(container);
      rerender(<MarkdownPlan title="Plan" content={[FIVE[0], ...FIVE.slice(2)].join('\n\n')} streaming={false} />);
      const after = blocks(container);
      expect(after.length === before.length && after.every((block, i) => block === before[i])).toBe(true);
      expect(after.map((block) => block.getAttribute('data-presence'))).toEqual([null, 'exiting', null, null, null]);
      expect(after[1]).toHaveTextContent('First.');
      expect(after.map((block) => block.textContent)).toEqual(['Rollout', 'First.', 'Second.', 'Third.', 'Fourth.']);
    }),
  );

  it(
    'a part of a long ordered list that leaves numbers nothing after it while it exits',
    withAnimations(() => {
      vi.useFakeTimers();
      const items = Array.from({ length: 200 }, (_, i) => `1. Step ${i} of the long list.`);
      const { container, rerender } = render(<MarkdownPlan title="Plan" content={items.join('\n')} streaming={false} />);
      flush();
      const parts = blocks(container);
      expect(parts.length).toBeGreaterThan(3);
      // Every item of the second part removed: the parts after it now go on from the first.
      const [first, second] = [parts[0]!, parts[1]!].map((part) => part.querySelectorAll('li').length);
      rerender(<MarkdownPlan title="Plan" content={[...items.slice(0, first!), ...items.slice(first! + second!)].join('\n')} streaming={false} />);
      flush();
      const after = blocks(container);
      expect(after[1]).toBe(parts[1]);
      expect(after[1]).toHaveAttribute('data-presence', 'exiting');
      // The parts in the document number 1 to N as a fresh render does; the one leaving is not counted.
      const numbers = after
        .filter((block) => block.getAttribute('data-presence') !== 'exiting')
        .flatMap((block) => [...block.querySelectorAll('ol > li')].map((_, i) => Number(block.querySelector('ol')!.getAttribute('start') ?? 1) + i));
      expect(numbers).toEqual(Array.from({ length: items.length - second! }, (_, i) => i + 1));
    }),
  );

  it(
    'blocks inserted above a document still being shown over several commits push no shown block out',
    withAnimations(() => {
      vi.useFakeTimers();
      const big = Array.from({ length: 300 }, (_, i) => `Paragraph ${i}, ${'words '.repeat(15)}`).join('\n\n');
      const { container, rerender } = render(<MarkdownPlan title="Plan" content={big} streaming={false} />);
      const shown = blocks(container);
      expect(shown.length).toBeGreaterThan(2);
      expect(shown.length).toBeLessThan(300);
      rerender(<MarkdownPlan title="Plan" content={`One.\n\nTwo.\n\n${big}`} streaming={false} />);
      // The two new blocks enter; the ones shown stay, and none leaves to come back in a later commit.
      // The two new blocks enter (and, as in every commit, the next blocks of the document); the ones shown stay,
      // and none leaves to come back in a later commit.
      const after = blocks(container);
      expect(after.slice(0, 2).map((block) => [block.textContent, block.getAttribute('data-presence')])).toEqual([['One.', 'entering'], ['Two.', 'entering']]);
      expect(shown.every((block, i) => block === after[i + 2] && !block.hasAttribute('data-presence'))).toBe(true);
      expect(container.querySelector('[data-presence="exiting"]')).toBeNull();
    }),
  );
});
