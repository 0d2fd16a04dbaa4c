import { describe, expect, it } from 'vitest';
import { findUnclosedInlineMarker, stabilizeStreamingTail } from './stabilizeStreamingTail';

describe('stabilizeStreamingTail', () => {
  it('leaves finished text alone', () => {
    expect(stabilizeStreamingTail('1. **Measure** rates.\n2. Choose a limit.\n')).toBe('1. **Measure** rates.\n2. Choose a limit.');
    expect(stabilizeStreamingTail('Plain text still being writ')).toBe('Plain text still being writ');
  });

  it('holds back a line that has block syntax but no content yet', () => {
    for (const partial of ['-', '- ', '- [', '- [ ', '- [ ]', '- [x]', '1', '12.', '3) ', '#', '## ', '>', '===', '---', '`', '``', '*']) {
      expect(stabilizeStreamingTail(`Intro\n${partial}`), JSON.stringify(partial)).toBe('Intro');
    }
  });

  it('cuts the unfinished line at its first unclosed inline marker', () => {
    expect(stabilizeStreamingTail('1. **Measure*')).toBe('');
    expect(stabilizeStreamingTail('1. done\n2. Use **bold and `code')).toBe('1. done\n2. Use');
    expect(stabilizeStreamingTail('- [ ] Add a `RateLimiter` mid')).toBe('- [ ] Add a `RateLimiter` mid');
    expect(stabilizeStreamingTail('- [ ] Add a `RateLim')).toBe('- [ ] Add a');
    expect(stabilizeStreamingTail('See [the docs](https://exa')).toBe('See');
    expect(stabilizeStreamingTail('See ![chart')).toBe('See');
    expect(stabilizeStreamingTail('See [the docs](https://example.com) now')).toBe('See [the docs](https://example.com) now');
    expect(stabilizeStreamingTail('Mostly ~~gone')).toBe('Mostly');
    expect(stabilizeStreamingTail('An *emph')).toBe('An');
    expect(stabilizeStreamingTail('snake_case and a * b')).toBe('snake_case and a * b');
  });

  it('finds unclosed markers outside code spans only', () => {
    expect(findUnclosedInlineMarker('`**` is bold syntax')).toBe(-1);
    expect(findUnclosedInlineMarker('**a** and **b')).toBe(10);
    expect(findUnclosedInlineMarker('``a ` b`` then `c')).toBe(15);
  });

  it('holds back unfinished table rows and a table without its delimiter row', () => {
    expect(stabilizeStreamingTail('| endpoint | limit ')).toBe('');
    expect(stabilizeStreamingTail('| endpoint | limit |\n')).toBe('');
    expect(stabilizeStreamingTail('| endpoint | limit |\n|---|--')).toBe('');
    expect(stabilizeStreamingTail('| a | b |\n|---|---|\n| 1 | 2 |\n| 3 ')).toBe('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(stabilizeStreamingTail('| a | b |\n|:--|--:|\n')).toBe('| a | b |\n|:--|--:|');
  });

  it('shows an open code fence as code, except a half-typed closing fence', () => {
    expect(stabilizeStreamingTail('```ts\nconst a = 1;\nconst b = "**')).toBe('```ts\nconst a = 1;\nconst b = "**');
    expect(stabilizeStreamingTail('```ts\nconst a = 1;\n``')).toBe('```ts\nconst a = 1;');
    expect(stabilizeStreamingTail('Intro\n```ts')).toBe('Intro');
  });

  it.each([
    '# Plan\n\n1. **Measure** the `rate` per [client](https://example.com).\n- [ ] Add *tests*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    '## Tasks\n\n- [x] Add a `RateLimiter` middleware\n- [ ] Return `429` with a `Retry-After` header\n  - [ ] nested ~~old~~ **new** ![img](https://x.test/a.png)\n\n```ts\nconst a = `x`;\n```\n\n> quote with __strong__ text\n',
  ])('only ever grows while a document streams character by character (%#)', (document) => {
    let previous = '';
    for (let end = 1; end <= document.length; end++) {
      const blockStart = document.lastIndexOf('\n\n', end - 1);
      const shown = stabilizeStreamingTail(document.slice(blockStart === -1 ? 0 : blockStart + 2, end));
      if (blockStart + 2 === end || shown === '') {
        previous = shown;
        continue;
      }
      // Within one block, what is shown may only be extended, never changed.
      expect(shown.startsWith(previous), `${JSON.stringify(previous)} -> ${JSON.stringify(shown)}`).toBe(true);
      previous = shown;
    }
  });
});
