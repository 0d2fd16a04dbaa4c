import { describe, expect, it } from 'vitest';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';

const texts = (source: string) => splitMarkdownBlocks(source).blocks.map((block) => block.text);

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
    expect(splitMarkdownBlocks('')).toEqual({ blocks: [], definitions: '' });
    expect(splitMarkdownBlocks(' \n\n\t\n')).toEqual({ blocks: [], definitions: '' });
  });

  it('never splits inside a fenced code block, closed or not', () => {
    expect(texts('a\n\n```ts\nx\n\ny\n```\n\nb')).toEqual(['a', '```ts\nx\n\ny\n```', 'b']);
    expect(texts('a\n\n~~~\nx\n\n\ny')).toEqual(['a', '~~~\nx\n\n\ny']);
    // A longer closing fence closes; a shorter one does not.
    expect(texts('````\nx\n```\n\ny\n`````\n\nz')).toEqual(['````\nx\n```\n\ny\n`````', 'z']);
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

  it('does not split a document with footnotes (a definition must be parsed with its reference)', () => {
    const source = '\n\nText[^1].\n\nMore.\n\n[^1]: The note.\n';
    const { blocks } = splitMarkdownBlocks(source);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ key: '0', text: 'Text[^1].\n\nMore.\n\n[^1]: The note.', startLine: 3 });
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

  it('keeps the keys and texts of earlier blocks when the document only grows', () => {
    const before = splitMarkdownBlocks('# T\n\n- [ ] a\n- [ ] b\n\n| x |');
    const after = splitMarkdownBlocks('# T\n\n- [ ] a\n- [ ] b\n\n| x |\n|---|\n| 1 |\n\nDone.');
    expect(after.blocks.slice(0, 2)).toEqual(before.blocks.slice(0, 2));
    expect(after.blocks.map((block) => block.key)).toEqual(['0', '1', '2', '3']);
  });
});
