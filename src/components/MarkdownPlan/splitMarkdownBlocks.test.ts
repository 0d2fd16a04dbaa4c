import { describe, expect, it } from 'vitest';
import { endsOpen, LIST_PART, listNumberAfter, splitMarkdownBlocks } from './splitMarkdownBlocks';
import type { MarkdownBlock, SplitMarkdown } from './splitMarkdownBlocks';
import { regExpWork } from '../../../test/regExpWork';
import { capSizedFootnoteDocument, capSizedTaskList } from '../../../test/fuzz/arbitraries';

let fresh = 0;
/**
 * A split of `source` that cannot go on from a cached checkpoint, nor take blocks over from one: the recent splits
 * are first replaced by unrelated ones, and the source gets a unique first block, taken off again.
 */
function freshSplit(source: string): SplitMarkdown {
  for (let i = 0; i < 8; i++) splitMarkdownBlocks(`unrelated ${++fresh}\n`);
  const head = `fresh ${++fresh}\n\n`;
  const { blocks, definitions, footnotes } = splitMarkdownBlocks(head + source);
  return {
    blocks: blocks.slice(1).map((block, index) => ({ ...block, key: String(index), start: block.start - head.length, startLine: block.startLine - 2, endLine: block.endLine - 2 })),
    definitions,
    footnotes,
  };
}

const texts = (source: string) => splitMarkdownBlocks(source).blocks.map((block) => block.text);

/** The number each block's first item starts at, for the later parts of split ordered lists (as MarkdownDocument counts them). */
function listStarts(blocks: readonly MarkdownBlock[]): (number | undefined)[] {
  let number: number | undefined;
  return blocks.map((block) => {
    const start = block.continuesList ? number : undefined;
    number = listNumberAfter(block, number);
    return start;
  });
}

describe('splitMarkdownBlocks', () => {
  it('splits at blank lines and keeps offsets, lines and index keys', () => {
    const source = '# Title\n\nIntro text\nmore\n\n\n## Tasks';
    const { blocks } = splitMarkdownBlocks(source);
    expect(blocks.map(({ key, text, startLine }) => ({ key, text, startLine }))).toEqual([
      { key: '0', text: '# Title', startLine: 1 },
      { key: '1', text: 'Intro text\nmore', startLine: 3 },
      { key: '2', text: '## Tasks', startLine: 7 },
    ]);
    for (const block of blocks) expect(source.slice(block.start, block.start + block.text.length)).toBe(block.text);
  });

  it('returns nothing for an empty or blank document', () => {
    expect(splitMarkdownBlocks('')).toEqual({ blocks: [], definitions: '', footnotes: [] });
    expect(splitMarkdownBlocks(' \n\n\t\n')).toEqual({ blocks: [], definitions: '', footnotes: [] });
  });

  it('never splits inside a fenced code block, closed or not', () => {
    expect(texts('a\n\n```ts\nx\n\ny\n```\n\nb')).toEqual(['a', '```ts\nx\n\ny\n```', 'b']);
    expect(texts('a\n\n~~~\nx\n\n\ny')).toEqual(['a', '~~~\nx\n\n\ny']);
    // A longer closing fence closes; a shorter one does not.
    expect(texts('````\nx\n```\n\ny\n`````\n\nz')).toEqual(['````\nx\n```\n\ny\n`````', 'z']);
  });

  it('marks a last block that ends inside fenced code or an HTML block a blank line does not end (nothing may be appended)', () => {
    const open = (source: string) => splitMarkdownBlocks(source).blocks.map((block) => block.endsOpen ?? false);
    expect(open('a\n\n```\ncode')).toEqual([false, true]);
    expect(open('a\n\n<!-- never\n\nclosed')).toEqual([false, true]);
    expect(open('<?php x')).toEqual([true]);
    // Closed, or ended by a blank line (kinds 6 and 7), or in a container (the unindented text after a blank line
    // ends it, and what it holds), or in a footnote definition (no block): not open.
    expect(open('```\ncode\n```')).toEqual([false]);
    expect(open('<!-- x -->')).toEqual([false]);
    expect(open('<div>\nx')).toEqual([false]);
    expect(open('- item\n  ```\n  code')).toEqual([false]);
    expect(open('> <!-- x')).toEqual([false]);
    expect(open('<!-- x\n-->\n\n[^1]: note\n    ```')).toEqual([false]);
    // A split that goes on from the open one's checkpoint and closes the comment is not open.
    const streamed = ['a\n\n<!-- x\n', 'a\n\n<!-- x\n-->'].map((source) => splitMarkdownBlocks(source).blocks.map((block) => block.endsOpen ?? false));
    expect(streamed).toEqual([[false, true], [false, false]]);
  });

  it('tells whether a text it did not split ends open, as its last block would (the streaming tail as shown)', () => {
    expect(['<!-- x [y]', '```\ncode', '<?php', '> <!-- x', '<!-- x -->', '```\nx\n````', 'text'].map(endsOpen)).toEqual([true, true, true, false, false, false, false]);
    // It keeps no checkpoint: a split after it goes on from none of its text.
    splitMarkdownBlocks('unrelated\n');
    endsOpen('<!-- x\n');
    expect(splitMarkdownBlocks('<!-- x\n-->').blocks.map((block) => block.endsOpen ?? false)).toEqual([false]);
  });

  it('keeps indented continuations and a loose list in one block', () => {
    expect(texts('- a\n\n  more of a\n\n- b\n\nafter')).toEqual(['- a\n\n  more of a\n\n- b', 'after']);
    expect(texts('1. one\n\n2. two\n\n3. three')).toEqual(['1. one\n\n2. two\n\n3. three']);
    expect(texts('    code\n\n    more code')).toEqual(['    code\n\n    more code']);
  });

  it('handles CRLF line ends', () => {
    expect(texts('a\r\n\r\nb\r\n')).toEqual(['a', 'b']);
  });

  it('collects link reference definitions for every block', () => {
    const { definitions } = splitMarkdownBlocks('See [the spec][spec].\n\n[spec]: https://example.com "Spec"\n\n```\n[not]: a definition\n```');
    expect(definitions).toBe('[spec]: https://example.com "Spec"');
  });

  it('collects only whole definitions: a line that looks like one but is text is not given to every block', () => {
    // micromark reads these as paragraph text (a destination with text after it, a title not closed).
    const { definitions } = splitMarkdownBlocks('- [ ] a task\n\n[1]: see:www.example.com - the docs\n\n[2]: /docs "open\n\n[3]: /ok "Fine"');
    expect(definitions).toBe('[3]: /ok "Fine"');
  });

  it('splits a document with footnotes, and collects the definitions apart from the blocks', () => {
    const source = '\n\nText[^1].\n\nMore.\n\n[^1]: The note.\n    Its second paragraph.\n\nLast.\nText\n[^2]: a definition too: it interrupts a paragraph (remark-gfm)';
    const { blocks, footnotes } = splitMarkdownBlocks(source);
    expect(blocks.map(({ text, startLine }) => [text, startLine])).toEqual([
      ['Text[^1].', 3],
      ['More.', 5],
      ['Last.\nText', 10],
    ]);
    expect(footnotes).toEqual(['[^1]: The note.\n    Its second paragraph.', '[^2]: a definition too: it interrupts a paragraph (remark-gfm)']);
  });

  it('splits a long list at top-level items, each later part of an ordered list numbered on from the part before', () => {
    const item = (n: number) => `1. [ ] Item ${n} ${'x'.repeat(90)}\n   - nested`;
    const source = Array.from({ length: 100 }, (_, n) => item(n + 1)).join('\n');
    const { blocks } = splitMarkdownBlocks(source);
    expect(blocks.length).toBeGreaterThan(3);
    expect(blocks.every((block) => block.text.length < LIST_PART + 200)).toBe(true);
    expect(blocks.map((block) => block.text).join('\n')).toBe(source);
    // Each block holds only its own part of the numbering: the first its written first number, each its items.
    expect(blocks[0]).toMatchObject({ listFirst: 1, listItems: blocks[0]!.text.split('\n1. ').length });
    expect(blocks[0]!.continuesList).toBeUndefined();
    for (const block of blocks.slice(1)) {
      expect(block).toMatchObject({ continuesList: true, listItems: block.text.split('\n1. ').length });
      expect(block.listFirst).toBeUndefined();
      expect(block.text.startsWith('1. [ ] Item')).toBe(true);
    }
    expect(listStarts(blocks)).toEqual(blocks.map((block, i) => (i === 0 ? undefined : Number(/Item (\d+)/.exec(block.text)![1]))));
  });

  it('a bullet list, a paragraph or a new ordered list ends the numbering a later part goes on from', () => {
    const { blocks } = splitMarkdownBlocks('3. a\n4. b\n- c\n\nText\n\n7. d\n8. e\n\nMore\n\n- e\n1. f');
    expect(blocks.map(({ text, listFirst, listItems }) => [text, listFirst, listItems])).toEqual([
      ['3. a\n4. b\n- c', undefined, undefined],
      ['Text', undefined, undefined],
      ['7. d\n8. e', 7, 2],
      ['More', undefined, undefined],
      ['- e\n1. f', 1, 1],
    ]);
    expect(blocks.map((block) => listNumberAfter(block, 100))).toEqual([undefined, undefined, 9, undefined, 2]);
  });

  it("finds each block's ATX and setext headings outside code, and its last line", () => {
    const markdown = '# One\n\nPara\n\n## Two ##\n```\n# not a heading\n```\nMulti\nline\n===\n\nAfter\n---\n\n- item\n---\n> ### Quoted\n#hashtag\n';
    expect(splitMarkdownBlocks(markdown).blocks.map(({ startLine, endLine, headings }) => ({ startLine, endLine, headings }))).toEqual([
      { startLine: 1, endLine: 1, headings: [1] },
      { startLine: 3, endLine: 3, headings: [] },
      { startLine: 5, endLine: 11, headings: [2, 1] },
      { startLine: 13, endLine: 14, headings: [2] },
      { startLine: 16, endLine: 19, headings: [3] },
    ]);
  });

  it("ends a long list's parts at the same items wherever the list starts, so an item added near the top changes one or two parts", () => {
    const items = Array.from({ length: 2_000 }, (_, i) => `- [ ] Task ${i}, see [its notes](https://example.com/t${i})`);
    const before = splitMarkdownBlocks(items.join('\n')).blocks;
    const after = splitMarkdownBlocks(['- [ ] New', ...items].join('\n')).blocks;
    expect(before.length).toBeGreaterThan(40);
    expect(before.every((block) => block.text.length < LIST_PART + 100)).toBe(true);
    const texts = new Set(before.map((block) => block.text));
    expect(after.filter((block) => !texts.has(block.text)).length).toBeLessThanOrEqual(2);
  });

  it('numbers an ordered list that follows bullets from its own first item, as CommonMark starts a new list there', () => {
    const bullets = Array.from({ length: 60 }, (_, i) => `- bullet ${i} ${'x'.repeat(40)}`);
    const ordered = Array.from({ length: 60 }, (_, i) => `${i + 5}. step ${'y'.repeat(40)}`);
    const { blocks } = splitMarkdownBlocks([...bullets, ...ordered].join('\n'));
    const starts = listStarts(blocks);
    const parts = blocks.filter((block) => /^\d/.test(block.text));
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const first = ordered.indexOf(part.text.split('\n')[0]!);
      if (first > 0) expect(starts[blocks.indexOf(part)]).toBe(5 + first);
    }
  });

  it('numbers an ordered list whose delimiter changes (`1.` then `1)`) from its own first item: CommonMark starts a new list there', () => {
    // Before: the `)` list's later parts went on from the `.` list (they started at 74 instead of 14).
    const dots = Array.from({ length: 60 }, (_, i) => `1. dot step ${i} ${'x'.repeat(40)}`);
    const parens = Array.from({ length: 90 }, (_, i) => `1) paren step ${i} ${'y'.repeat(40)}`);
    const { blocks } = splitMarkdownBlocks([...dots, ...parens].join('\n'));
    const starts = listStarts(blocks);
    // The parts that start inside the `)` list go on from its first item (1), not from the `.` list's 60 items.
    const parts = blocks.filter((block) => block.text.startsWith('1) paren step'));
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(starts[blocks.indexOf(part)]).toBe(1 + parens.indexOf(part.text.split('\n')[0]!));
  });

  it('counts the items of the top-level list as CommonMark reads them: by the open item\'s content column, not the first column', () => {
    const numbering = (source: string) => splitMarkdownBlocks(source).blocks.map(({ text, listFirst, listItems }) => [text, listFirst, listItems]);
    // Items indented 1-3 spaces are items of the list (short of the item's content column), and a list may start indented.
    expect(numbering(' 3. a\n  4. b\n   5. c\n6. d')).toEqual([[' 3. a\n  4. b\n   5. c\n6. d', 3, 4]]);
    // An item indented to the content column is nested: not counted.
    expect(numbering('1. a\n   2. b\n2. c')).toEqual([['1. a\n   2. b\n2. c', 1, 2]]);
    // An item numbered other than 1 may not interrupt paragraph text: it is text (`1.` may, and starts a list).
    expect(numbering('Text\n2. b')).toEqual([['Text\n2. b', undefined, undefined]]);
    expect(numbering('Text\n1. b\n2. c')).toEqual([['Text\n1. b\n2. c', 1, 2]]);
    // A lazy line goes on with the item; an under-indented line after a blank ends the list (its `2.` is then text).
    expect(numbering('1. a\nlazy\n2. b')).toEqual([['1. a\nlazy\n2. b', 1, 2]]);
    expect(numbering('1. a\n\n  not in a\n2. b')).toEqual([['1. a\n\n  not in a\n2. b', 1, 1]]);
    expect(numbering('1. a\n\nText\n2. b')).toEqual([['1. a', 1, 1], ['Text\n2. b', undefined, undefined]]);
  });

  it('follows every container a line goes on in, not only the top-level item (the misreads of the one-level scan)', () => {
    // (Each was misread before: the first number in each comment is what the one-level scan counted; checked against remark.)
    const numbering = (source: string) => splitMarkdownBlocks(source).blocks.map(({ text, listFirst, listItems }) => [text, listFirst, listItems]);
    // An empty item, or one holding a heading, in the top-level item but not in its nested item: an item of its own
    // (the nested item did not go on, so it interrupts nothing), so `lazy` ends the list and `2. c` is text (2 -> 1).
    expect(numbering('1. a\n   - b\n   2.\nlazy\n2. c')).toEqual([['1. a\n   - b\n   2.\nlazy\n2. c', 1, 1]]);
    expect(numbering('1. a\n   - b\n   2. # H\nlazy\n2. c')).toEqual([['1. a\n   - b\n   2. # H\nlazy\n2. c', 1, 1]]);
    // After indented code in the item, an empty `2.` may not interrupt it: it is text, `lazy` goes on with it (1 -> 2).
    expect(numbering('1. a\n\n       code\n   2.\nlazy\n2. c')).toEqual([['1. a\n\n       code\n   2.\nlazy\n2. c', 1, 2]]);
    // `===` short of the nested item's content column is a lazy line (no underline), so the list goes on (1 -> 2).
    expect(numbering('1. a\n   - b\n   ===\nlazy\n2. c')).toEqual([['1. a\n   - b\n   ===\nlazy\n2. c', 1, 2]]);
    // Indented code that closes an empty quote does not block an item after it: a new list from 2 (none -> 2).
    expect(numbering('1. a\n>\n    code\n2. c')).toEqual([['1. a\n>\n    code\n2. c', 2, 1]]);
    // A table (header, delimiter row) may be interrupted by an item of any number: a list from 2 (none -> 2); a
    // header whose cells are not the delimiter row's is paragraph text, which a `2.` may not interrupt.
    expect(numbering('| a | b |\n|---|---|\n2. c')).toEqual([['| a | b |\n|---|---|\n2. c', 2, 1]]);
    expect(numbering('| a | b |\n|---|\n2. c')).toEqual([['| a | b |\n|---|\n2. c', undefined, undefined]]);
    // A line after a table in an item, short of its column, ends both (no lazy rows) and may not be a header row.
    expect(numbering('1. a\n   | a |\n   |---|\n| b |\n|---|\n2. c')).toEqual([['1. a\n   | a |\n   |---|\n| b |\n|---|\n2. c', 1, 1]]);
  });

  it('follows fenced code and HTML blocks in their container, as micromark does: the container\'s end closes them', () => {
    // (Each was misread before: the first number in each comment is what the splitter counted; checked against remark.)
    const numbering = (source: string) => splitMarkdownBlocks(source).blocks.map(({ text, listFirst, listItems }) => [text, listFirst, listItems]);
    // A fence in an item is closed by the item's end: `2. b` is the next item, not code (1 -> 3 items).
    expect(numbering('1. a\n   ```\n2. b\n\n3. c')).toEqual([['1. a\n   ```\n2. b\n\n3. c', 1, 3]]);
    // A fence in a quote: a blank line (no `>`) ends the quote and the fence, so the list after it is a block of its own.
    expect(numbering('> ```\n> x\n\n2. b\n3. c')).toEqual([['> ```\n> x', undefined, undefined], ['2. b\n3. c', 2, 2]]);
    // An inline tag at a line's start is a lazy line of the item's text, not HTML (a new list at 2 -> the same list).
    expect(numbering('1. a\n<b>x</b>\n2. c')).toEqual([['1. a\n<b>x</b>\n2. c', 1, 2]]);
    // An HTML block start (kind 6) ends the item's text, and the HTML block takes the lines after it up to a blank
    // one: `2. c` is HTML (a new list at 2 -> none).
    expect(numbering('1. a\n<div>\n2. c')).toEqual([['1. a\n<div>\n2. c', 1, 1]]);
    // A complete tag alone (kind 7) starts an HTML block where no text is open, and cannot interrupt text.
    expect(numbering('1. a\n\n<x-y>\n2. c')).toEqual([['1. a', 1, 1], ['<x-y>\n2. c', undefined, undefined]]);
    expect(numbering('a\n<x-y>\n2. b')).toEqual([['a\n<x-y>\n2. b', undefined, undefined]]);
    // As a lazy line it starts HTML in the item, which the next line the item does not take ends (found by the
    // fuzz test at run 2,199): a blank line, then the list goes on (two lists -> one); `item`, then the list is
    // closed and `1. c` starts a new one (one list of 3 -> a list of 2 and one of 1).
    expect(numbering('1. a\n</x-y>\n\n1. b')).toEqual([['1. a\n</x-y>\n\n1. b', 1, 2]]);
    expect(numbering('1. a\n1. b\n<x-y>\nitem\n1. c')).toEqual([['1. a\n1. b\n<x-y>\nitem\n1. c', 1, 1]]);
    // It ends a table, though: `1. c` is HTML (the fuzz test found it at run 2,010).
    expect(numbering('| a | b |\n|---|---|\n<x-y>\n1. c')).toEqual([['| a | b |\n|---|---|\n<x-y>\n1. c', undefined, undefined]]);
    // A comment (kind 2) goes on past blank lines up to its `-->` (a list at 2 -> at 3, after it).
    expect(numbering('<!--\n\n2. a\n-->\n3. b')).toEqual([['<!--\n\n2. a\n-->\n3. b', 3, 1]]);
    // One that ends on its line (`<!-->` is a whole comment) takes no more: a list at 2 after it.
    expect(numbering('<!-->\n\n2. a\n-->\n3. b')).toEqual([['<!-->', undefined, undefined], ['2. a\n-->\n3. b', 2, 2]]);
  });

  it('splits a tab that a container takes in part: its other columns indent the content (as micromark counts them)', () => {
    // `>` takes one column of the tab; the other two and two spaces make indented code in the quote, which a lazy
    // line cannot go on with: `lazy` ends the quote, and `2. b` may not interrupt its text (a list at 2 -> none).
    expect(splitMarkdownBlocks('>\t  code\nlazy\n2. b').blocks.map((block) => [block.listFirst, block.listItems])).toEqual([[undefined, undefined]]);
    // The item (content at column 3) takes the tab in part: its last column and three spaces make indented code in
    // the item, so `lazy` ends the list and `2. b` is text (2 items -> 1).
    expect(splitMarkdownBlocks('1. a\n\n  \t   code\nlazy\n2. b').blocks).toMatchObject([{ listFirst: 1, listItems: 1 }]);
    // The item takes two columns of `  \t`: the tab's other two indent `# H`, a heading in the item (not text), so
    // `text` ends the list, `1.` is text and `   1) c` starts a new list, and `1. d` another (found by the
    // differential test at run 12,882; 2 items -> 1).
    expect(splitMarkdownBlocks('- a\n  \t# H\ntext\n1. \n   1) c\n1. d').blocks).toMatchObject([{ listFirst: 1, listItems: 1 }]);
  });

  it('reads a footnote definition as a container, as remark-gfm does: it ends a list, interrupts text, holds only lines indented 4', () => {
    const split = (source: string) => {
      const { blocks, footnotes } = splitMarkdownBlocks(source);
      return [blocks.map(({ text, listFirst, listItems }) => [text, listFirst, listItems]), footnotes];
    };
    // The definition ends the list; `5. b` after it starts a new one at 5 (before: the same list, numbered 2).
    expect(split('1. a\n[^1]: note\n5. b')).toEqual([[['1. a', 1, 1], ['5. b', 5, 1]], ['[^1]: note']]);
    // A line indented less than 4 after a blank one is not the definition's (before: in the footnotes section).
    expect(split('[^1]: a\n\n  1. b\n  2. c')).toEqual([[['  1. b\n  2. c', 1, 2]], ['[^1]: a']]);
    // Indented 4, it is (a list inside the note, not the document's).
    expect(split('[^1]: a\n\n    1. b')).toEqual([[], ['[^1]: a\n\n    1. b']]);
    // A definition inside an item is the item's: the list goes on after it.
    expect(split('1. a\n\n   [^1]: x\n2. b')).toEqual([[['1. a\n\n   [^1]: x\n2. b', 1, 2]], []]);
  });

  it('reads a line under link reference definitions as text, not a setext underline (no paragraph yet, as in micromark)', () => {
    // Found by the differential test (run 6,599): `- ` or `===` there was a heading's underline, which left nothing
    // open, so `2. b` started a list at 2 (now: text, as remark reads it).
    const numbering = (source: string) => splitMarkdownBlocks(source).blocks.map(({ listFirst, listItems }) => [listFirst, listItems]);
    expect(numbering('[a]: /u\n- \n2. b')).toEqual([[undefined, undefined]]);
    expect(numbering('[a]: /u\n===\n2. b')).toEqual([[undefined, undefined]]);
    // A label micromark takes for a link (a space in it), not a footnote.
    expect(numbering('[^x y]: /u\n- \n2. b')).toEqual([[undefined, undefined]]);
    // Only a whole definition (destination, maybe a title, then nothing): `[a]: /u x` is text, so `===` under it
    // is an underline and `1.` then starts a list (the rule above had missed it: the differential test, run 12,028).
    expect(numbering('[a]: /u "t"\n- \n2. b')).toEqual([[undefined, undefined]]);
    expect(numbering('[a]: /u x\n===\n1. \n\n1. ')).toEqual([[1, 2]]);
    // Under paragraph text it is an underline still.
    expect(numbering('a\n[a]: /u\n===\n2. b')).toEqual([[2, 1]]);
  });

  it('numbers the later parts of a long list that starts right under a table from its first item', () => {
    // Before: the `2.` under the table was read as paragraph text, and the list taken to start at the next `1.`,
    // so every later part showed one less than a whole-document parse.
    const items = Array.from({ length: 60 }, (_, n) => `${n === 0 ? 2 : 1}. Step ${n + 2} ${'x'.repeat(90)}`);
    const { blocks } = splitMarkdownBlocks(['| a | b |', '|---|---|', '| 1 | 2 |', ...items].join('\n'));
    expect(blocks.length).toBeGreaterThan(2);
    expect(blocks[0]).toMatchObject({ listFirst: 2 });
    expect(listStarts(blocks)).toEqual(blocks.map((block, i) => (i === 0 ? undefined : Number(/Step (\d+)/.exec(block.text)![1]))));
  });

  it('counts the items of a long list indented 1-3 spaces, each later part numbered on from the part before', () => {
    // Before: only an item at the first column was counted (a later part started 1 too low per indented item).
    // Parts still start at an item at the first column only (see `split`).
    const items = Array.from({ length: 100 }, (_, n) => `${' '.repeat(n % 4)}1. Item ${n + 1} ${'x'.repeat(90)}`);
    const { blocks } = splitMarkdownBlocks(items.join('\n'));
    expect(blocks.length).toBeGreaterThan(3);
    expect(listStarts(blocks)).toEqual(blocks.map((block, i) => (i === 0 ? undefined : Number(/Item (\d+)/.exec(block.text)![1]))));
  });

  it('looks at a line of many nested list markers a bounded number of times, not once per container it follows', () => {
    // Each marker may start a thematic break (`- - -`); checked at every one of the 40 containers followed, a line
    // of 1,000 `- ` was read 40 times over. Now once per marker character and line.
    const line = `${'- '.repeat(1_000)}x`;
    const source = Array.from({ length: 20 }, () => line).join('\n');
    const read = regExpWork(() => freshSplit(source), ({ input, from, match }) => (match ? match.index + match[0].length : input.length) - from);
    expect(read).toBeLessThan(20 * line.length * 12);
  });

  it('reads lines that start like HTML, a footnote label or a fence in a bounded number of looks per character', () => {
    // Long attribute lists and labels that never close, and raw HTML, a fence and a footnote open in 40 quotes.
    const lines = [
      `<a${' b=c d="e"'.repeat(2_000)}`,
      `[^${'a'.repeat(2_000)}`,
      `<pre>${' x'.repeat(2_000)}`,
      `${'> '.repeat(40)}\`\`\`${' x'.repeat(2_000)}`,
      `${'> '.repeat(40)}[^1]: ${'<b> '.repeat(2_000)}`,
    ];
    const source = Array.from({ length: 20 }, (_, i) => lines[i % lines.length]).join('\n');
    const read = regExpWork(() => freshSplit(source), ({ input, from, match }) => (match ? match.index + match[0].length : input.length) - from);
    expect(read).toBeLessThan(source.length * 12);
  });

  it('keeps the keys and texts of earlier blocks when the document only grows', () => {
    const before = splitMarkdownBlocks('# T\n\n- [ ] a\n- [ ] b\n\n| x |');
    const after = splitMarkdownBlocks('# T\n\n- [ ] a\n- [ ] b\n\n| x |\n|---|\n| 1 |\n\nDone.');
    expect(after.blocks.slice(0, 2)).toEqual(before.blocks.slice(0, 2));
    expect(after.blocks.map((block) => block.key)).toEqual(['0', '1', '2', '3']);
  });

  it('goes on from a checkpoint while a document streams: the same blocks as a fresh split, the closed ones the same objects', () => {
    const document = '# Plan\n\n- [ ] a\n- [x] b\n\n```\ncode\n\nmore\n```\n\nText[^1] and [l][r].\n\n[^1]: Note\n    more\n\n[r]: https://e.example\n\n1. one\n2. two\n\nTitle\n===\n\nend';
    const snapshots = Array.from({ length: Math.ceil(document.length / 3) }, (_, i) => document.slice(0, 3 * i + 1)).concat(document);
    const splits = snapshots.map(splitMarkdownBlocks);
    for (const [i, split] of splits.entries()) {
      // Every block but the last two (the last may still grow) is the object the previous snapshot had.
      if (i > 0) for (const [index, block] of splits[i - 1]!.blocks.slice(0, -2).entries()) expect(split.blocks[index]).toBe(block);
    }
    // Checked after the stream: fresh splits take checkpoint slots of their own.
    for (const [i, split] of splits.entries()) expect(split).toEqual(freshSplit(snapshots[i]!));
  });

  it('splits an appended snapshot in work proportional to the appended part, not the document', () => {
    const document = capSizedFootnoteDocument(200_000);
    splitMarkdownBlocks(document);
    const appended = `${document}\n\nOne more paragraph.\n\nAnd one more.`;
    const lines = regExpWork(() => splitMarkdownBlocks(appended), () => 1);
    // About ten pattern tests per line, for the 5 appended lines (and the last line of the old text): not 200 kB.
    expect(lines).toBeLessThan(100);
    expect(regExpWork(() => freshSplit(appended), () => 1)).toBeGreaterThan(10_000);
  });

  describe('an edit before the end', () => {
    // Lines of the shapes that decide splitting: lists (loose, nested, ordered), fences, quotes, headings,
    // footnote and link definitions, indented continuations, blank lines.
    const LINES = ['- [ ] task', '- [x] done', '  - nested', '1. one', '2. two', '```', '~~~', '> quote', '# Heading', 'Setext', '===', '---',
      '[^1]: note', '    indented', 'Text[^1] and [l][r].', '[r]: https://e.example', '', '', '', 'plain words'];
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % n);
    const documentOf = (lines: number) => Array.from({ length: lines }, () => LINES[random(LINES.length)]).join('\n');

    it('splits as a fresh split does, whatever is inserted, deleted or replaced where', () => {
      // Documents of 10-30 kB: several marks (MARK_EVERY, 4 kB) before and after each edit.
      for (let round = 0; round < 60; round++) {
        const document = documentOf(1_000 + random(2_000));
        splitMarkdownBlocks(document);
        const at = random(document.length);
        const end = Math.min(document.length, at + random(round % 3 === 0 ? 40 : 3_000));
        const edited = document.slice(0, at) + [`\n${LINES[random(LINES.length)]}\n`, '', 'x', '\n\n', '```\n'][random(5)] + document.slice(end);
        const split = splitMarkdownBlocks(edited);
        expect(split, `round ${round}: ${JSON.stringify(document.slice(at - 20, end + 20))} at ${at}`).toEqual(freshSplit(edited));
      }
    }, 60_000);

    it('splits a document of long ordered lists as a fresh split does, numbers included, whatever is edited where', () => {
      // Long lists split into parts; items of both kinds, numbered or `1.`, nested lines, paragraphs between lists.
      const ITEMS = [`1. step ${'x'.repeat(60)}`, `12. step ${'y'.repeat(60)}`, `- bullet ${'z'.repeat(60)}`, '   nested line', '', 'plain words'];
      const weights = [40, 10, 4, 6, 1, 1];
      const pick = () => {
        let n = random(62);
        for (const [i, weight] of weights.entries()) if ((n -= weight) < 0) return ITEMS[i]!;
        return ITEMS[0]!;
      };
      for (let round = 0; round < 40; round++) {
        // (Not starting with an indented line: freshSplit's first block would take it in.)
        const document = ['# Plan', ...Array.from({ length: 300 + random(300) }, pick)].join('\n');
        splitMarkdownBlocks(document);
        const at = document.indexOf('\n', random(document.length)) + 1;
        const end = Math.min(document.length, at + random(round % 2 === 0 ? 80 : 2_000));
        const edited = document.slice(0, at) + [`${pick()}\n`, '', '\n', `1. new\n2. new\n`][random(4)] + document.slice(end);
        const split = splitMarkdownBlocks(edited);
        const fresh = freshSplit(edited);
        expect(split, `round ${round}`).toEqual(fresh);
        expect(listStarts(split.blocks)).toEqual(listStarts(fresh.blocks));
      }
    }, 60_000);

    it('takes the later parts of a long ordered list over after an item is added or removed near its top', () => {
      const items = Array.from({ length: 4_000 }, (_, i) => `1. Step ${i}, see [its notes](https://example.com/s${i})`);
      const document = items.join('\n');
      const before = splitMarkdownBlocks(document);
      const added = [...items.slice(0, 3), '1. A new step', ...items.slice(3)].join('\n');
      let after!: SplitMarkdown;
      const lines = regExpWork(() => (after = splitMarkdownBlocks(added)), () => 1);
      // About the marks around the edit (a few hundred lines), not the 200 kB after it (a fresh split: ~40,000).
      expect(lines).toBeLessThan(3_000);
      expect(regExpWork(() => freshSplit(added), () => 1)).toBeGreaterThan(20_000);
      expect(after).toEqual(freshSplit(added));
      // The later parts are the old blocks (moved one line on), and still number on from the part before.
      const texts = new Set(before.blocks.map((block) => block.text));
      expect(after.blocks.filter((block) => !texts.has(block.text)).length).toBeLessThanOrEqual(2);
      const starts = listStarts(after.blocks);
      for (const [i, block] of after.blocks.entries()) {
        if (i > 0) expect(starts[i]).toBe(Number(/Step (\d+)/.exec(block.text)![1]) + 2);
      }
      expect(regExpWork(() => splitMarkdownBlocks(document), () => 1)).toBeLessThan(3_000);
    });

    it('splits about the edited part of a big document, and keeps the blocks after it (the same objects when nothing moves)', () => {
      const document = capSizedTaskList(400_000);
      const before = splitMarkdownBlocks(document);
      const box = document.indexOf('[ ]', 200_000);
      expect(box).toBeGreaterThan(0);
      const ticked = `${document.slice(0, box)}[x]${document.slice(box + 3)}`;
      let after!: SplitMarkdown;
      const lines = regExpWork(() => (after = splitMarkdownBlocks(ticked)), () => 1);
      // A few marks' distance of lines (about ten pattern tests each), not the 200 kB after the edit.
      expect(lines).toBeLessThan(3_000);
      expect(after).toEqual(freshSplit(ticked));
      // Only the blocks between the marks around the edit are new objects (the edited one among them).
      const renewed = after.blocks.filter((block, index) => block !== before.blocks[index]);
      expect(renewed.length).toBeGreaterThan(0);
      expect(renewed.length).toBeLessThanOrEqual(5);
      expect(renewed.some((block) => block.text.includes('[x] Task'))).toBe(true);
      expect(after.blocks.length).toBe(before.blocks.length);
      // Paragraphs added: the blocks after move (lines and keys on), and are still taken over, not split again.
      const notes = capSizedFootnoteDocument(400_000);
      splitMarkdownBlocks(notes);
      const at = notes.indexOf('\n\n', 200_000);
      const inserted = `${notes.slice(0, at)}\n\nA new paragraph.\n\nAnd another.${notes.slice(at)}`;
      expect(regExpWork(() => void splitMarkdownBlocks(inserted), () => 1)).toBeLessThan(3_000);
      expect(splitMarkdownBlocks(inserted)).toEqual(freshSplit(inserted));
    });
  });
});
