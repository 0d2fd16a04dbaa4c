import { describe, expect, it } from 'vitest';
import { regExpWork } from '../../test/regExpWork';
import { computeMarkdownProgress, findMarkdownTasks } from './markdownTasks';

const summary = (markdown: string) => findMarkdownTasks(markdown).map((task) => [task.line, task.checked, task.text]);

describe('findMarkdownTasks', () => {
  it('finds bullet tasks with every marker and both checked spellings', () => {
    expect(summary('- [ ] one\n* [x] two\n+ [X] three')).toEqual([
      [1, false, 'one'],
      [2, true, 'two'],
      [3, true, 'three'],
    ]);
  });

  it('finds ordered tasks with . and ) delimiters', () => {
    expect(summary('1. [ ] first\n2) [x] second\n10. [ ] tenth')).toEqual([
      [1, false, 'first'],
      [2, true, 'second'],
      [3, false, 'tenth'],
    ]);
  });

  it('finds nested tasks at any depth, including under ordered items and with tabs', () => {
    const lines = ['- [ ] parent', '  - [x] child', '    - [ ] grandchild', '1. step', '   - [ ] under step'];
    expect(summary([...lines, '-\t[x] tabbed'].join('\n'))).toEqual([
      [1, false, 'parent'],
      [2, true, 'child'],
      [3, false, 'grandchild'],
      [5, false, 'under step'],
      [6, true, 'tabbed'],
    ]);
  });

  it('finds a task nested on the same line as its parent marker', () => {
    expect(summary('- 1. [x] both markers')).toEqual([[1, true, 'both markers']]);
  });

  it('skips tasks inside ``` and ~~~ fences, and resumes after them', () => {
    const markdown = ['```md', '- [ ] in backticks', '```', '~~~', '- [x] in tildes', '~~~', '- [ ] after'].join('\n');
    expect(summary(markdown)).toEqual([[7, false, 'after']]);
  });

  it('needs a closing fence at least as long as the opening one, of the same character', () => {
    const markdown = ['````', '```', '~~~~', '- [ ] still code', '````', '- [ ] text'].join('\n');
    expect(summary(markdown)).toEqual([[6, false, 'text']]);
  });

  it('treats an unclosed fence (a streaming document) as code to the end', () => {
    expect(summary('- [ ] before\n```\n- [ ] streamed so far')).toEqual([[1, false, 'before']]);
  });

  it('does not take inline code with backticks for a fence', () => {
    expect(summary('```js` not a fence\n- [ ] counted')).toEqual([[2, false, 'counted']]);
  });

  it('skips indented code, but not an item nested 4 columns deep', () => {
    expect(summary('text\n\n    - [ ] indented code\n\t- [ ] tab code')).toEqual([]);
    expect(summary('- [ ] parent\n    - [ ] nested four')).toEqual([
      [1, false, 'parent'],
      [2, false, 'nested four'],
    ]);
    expect(summary('- [ ] parent\n\n        - [ ] code inside the item')).toEqual([[1, false, 'parent']]);
  });

  it('counts tasks inside block quotes, nested ones too', () => {
    expect(summary('> - [ ] quoted\n> > * [x] deeper\n>- [ ] tight')).toEqual([
      [1, false, 'quoted'],
      [2, true, 'deeper'],
      [3, false, 'tight'],
    ]);
  });

  it('skips a fence inside a block quote until the quote closes it or ends', () => {
    expect(summary('> ```\n> - [ ] code\n> ```\n> - [ ] task')).toEqual([[4, false, 'task']]);
    expect(summary('> ```\n> - [ ] code\n- [ ] outside the quote')).toEqual([[3, false, 'outside the quote']]);
  });

  it('does not end a fence at a line that only looks like a quote', () => {
    expect(summary('```\n> - [ ] code\n- [ ] code too\n```')).toEqual([]);
  });

  it('ignores [ ] that is not the start of a list item', () => {
    expect(summary('Write [ ] here\nsome - [ ] text\n[ ] alone\n-[ ] no space\n- \\[ ] escaped')).toEqual([]);
  });

  it('follows GFM on what a checkbox is', () => {
    // Needs whitespace then text after the box (or the paragraph going on); only a space, x or X inside.
    expect(summary('- [ ]\n- [x]   \n- [ ]text\n- [-] partial\n- [~] partial\n- [xx] no')).toEqual([]);
    // A tab in the box counts only where it is one column wide (remark-gfm splits wider ones into spaces).
    expect(summary('- [\t] tab inside')).toEqual([[1, false, 'tab inside']]);
    expect(summary('1. [\t] wide tab')).toEqual([]);
    expect(summary('- [ ]\n  text on the next line')).toEqual([[1, false, 'text on the next line']]);
    // The box must be the item's first content: on the marker's line, or (remark-gfm agrees) on the next line
    // at the content column after a marker that ends its line; not after trailing spaces, not indented further.
    expect(summary('-\n  [ ] on the next line\n1.\n   [x] ordered')).toEqual([
      [1, false, 'on the next line'],
      [3, true, 'ordered'],
    ]);
    expect(summary('- \n  [ ] after a space\n\n-\n   [ ] deeper\n\n-\n\n  [ ] after a blank line')).toEqual([]);
  });

  it('follows micromark: a box right after an empty nested item closes makes the outer item a task', () => {
    // micromark marks the first content after any list item marker that ended its line, even when that
    // item has closed and the content lands in the outer item: remark-gfm makes the outer item a task.
    expect(summary('- -\n  [ ] task')).toEqual([[1, false, 'task']]);
    expect(summary('> 1. -\n>    [x] quoted')).toEqual([[1, true, 'quoted']]);
    expect(summary('- a\n\n  -\n  [ ] later')).toEqual([[1, false, 'later']]);
    // Not after a blank line, nor off the outer item's content column.
    expect(summary('- -\n\n  [ ] blank first\n\n- -\n   [ ] one column in')).toEqual([]);
  });

  it('gives an item that micromark finds two boxes for the last one, and lists tasks in item order', () => {
    expect(summary('- [x] a\n\n  -\n  [ ] b')).toEqual([[1, false, 'b']]);
    // The outer item of line 1 comes before the nested one, as in mdast, though its box comes later.
    expect(summary('- - [x] a\n  -\n  [ ] b')).toEqual([
      [1, false, 'b'],
      [1, true, 'a'],
    ]);
  });

  it('continues a list item inside a block quote over a line that is only `>`', () => {
    expect(summary('> - ~~~\n>\n>   - [ ] still in the fence')).toEqual([]);
  });

  it('ignores thematic breaks and items whose content is indented code', () => {
    expect(summary('* * *\n- - -\n-     [ ] five spaces is code')).toEqual([]);
  });

  it('reads \\r\\n line endings and trims the text', () => {
    expect(summary('- [ ] one  \r\n- [x]  two\r\n')).toEqual([
      [1, false, 'one'],
      [2, true, 'two'],
    ]);
    // A lone \r ends a line too (CommonMark; remark-gfm numbers the lines the same way).
    expect(summary('- [ ] one\r- [x] two\r\r- [ ] four')).toEqual([
      [1, false, 'one'],
      [2, true, 'two'],
      [4, false, 'four'],
    ]);
  });

  it('a fence inside a list item ends with the item', () => {
    expect(summary('- item\n  ```\n  - [ ] code\n- [ ] sibling')).toEqual([[4, false, 'sibling']]);
  });

  // The store scans every snapshot of a markdown plan (up to 1,000,000 characters), so the scan must stay linear
  // however deeply a hostile plan nests. Work is counted, not timed: the scanner reads the document with
  // regular expressions, so count one step per run of one plus the characters it may read: to the end of its
  // match, or to the end of its input when it can only end there (`... *$`: a thematic break, a closing fence)
  // or fails searching unanchored. (An anchored one failing without `*$` stops within a few characters: the
  // indentation, a list marker.) A linear scan does about 4 times the work on 4 times the input; a quadratic
  // one 16 times.
  function steps(markdown: string): number {
    return regExpWork(
      () => findMarkdownTasks(markdown),
      ({ regExp, input, from, match }) => {
        const anchored = regExp.sticky || regExp.source.startsWith('^');
        const toEnd = regExp.source.includes('*$') || (!match && !anchored);
        return 1 + (toEnd ? input.length - from : match ? match.index + match[0].length - from : 0);
      },
    );
  }

  it.each([
    ['nested `-` items on one line', (n: number) => '- '.repeat(n / 2) + '[ ] a', [[1, false, 'a']]],
    ['nested `*` items on one line', (n: number) => '* '.repeat(n / 2) + '[x] a', [[1, true, 'a']]],
    [
      'nested ordered items, then a line continuing them all',
      (n: number) => '1. '.repeat(n / 6) + 'a\n' + ' '.repeat(n / 2) + '- [ ] b',
      [[2, false, 'b']],
    ],
    [
      'blank lines under nested items',
      (n: number) => '- '.repeat(n / 4) + 'a' + '\n'.repeat(n / 4) + '- [ ] b',
      (n: number) => [[n / 4 + 1, false, 'b']],
    ],
    [
      'quoted blank lines under nested items',
      (n: number) => '> ' + '- '.repeat(n / 4) + 'a' + '\n>'.repeat(n / 4) + ' - [ ] b',
      (n: number) => [[n / 4 + 1, false, 'b']],
    ],
  ])('does linear work on %s', (_name, make, expected) => {
    const small = make(24_000);
    const large = make(96_000);
    const work = steps(large);
    expect(work / steps(small)).toBeLessThan(6);
    expect(work).toBeLessThan(10 * large.length);
    expect(summary(large)).toEqual(typeof expected === 'function' ? expected(96_000) : expected);
  });
});

describe('computeMarkdownProgress', () => {
  it('counts checked as completed and unchecked as pending, never in progress', () => {
    expect(computeMarkdownProgress('# Plan\n\n- [x] a\n- [ ] b\n- [ ] c\n\n```\n- [x] not counted\n```')).toEqual({
      completed: 1,
      inProgress: 0,
      pending: 2,
      cancelled: 0,
      other: 0,
      total: 3,
      ratio: 1 / 3,
    });
  });

  it('is empty for a document without tasks', () => {
    expect(computeMarkdownProgress('1. **Measure** rates\n2. Choose a limit').total).toBe(0);
  });

  it('keeps the previous object while the counts stay the same (a growing document)', () => {
    const first = computeMarkdownProgress('- [ ] a\n- [x] b');
    expect(computeMarkdownProgress('- [ ] a\n- [x] b\n\nmore text', first)).toBe(first);
    expect(computeMarkdownProgress('- [x] a\n- [x] b', first)).not.toBe(first);
  });
});

describe('findMarkdownTasks on a growing document', () => {
  // Every snapshot of a streamed plan: the document cut after each character.
  const PLAN = [
    '# Plan',
    '',
    '- [x] one',
    '- [ ]',
    '  two on the next line',
    '- [ ] three',
    'Heading, not a task',
    '===',
    '> - [ ] quoted',
    '>   - [x] nested',
    '```',
    '- [ ] code',
    '```',
    '1. [ ] numbered',
    '   ```',
    '   - [ ] fenced in an item',
    '',
    '- [ ] after a blank',
  ].join('\n');

  it('finds what a scan of each whole snapshot finds, whatever was appended', () => {
    for (let end = 1; end <= PLAN.length; end++) {
      const snapshot = PLAN.slice(0, end);
      // CRLF line ends: the same tasks, from a scan that cannot go on from an LF snapshot's checkpoint.
      expect(summary(snapshot), JSON.stringify(snapshot)).toEqual(summary(snapshot.replaceAll('\n', '\r\n')));
    }
  });

  it('does not change the tasks it returned for an earlier snapshot', () => {
    const before = findMarkdownTasks('- [ ] a\n  - [ ] b\n');
    const copy = JSON.stringify(before);
    findMarkdownTasks('- [ ] a\n  - [ ] b\nlazy\n===\n');
    findMarkdownTasks('- [ ] a\n  - [ ] b\n  more');
    expect(JSON.stringify(before)).toBe(copy);
    expect(summary('- [ ] a\n  - [ ] b\n')).toEqual([
      [1, false, 'a'],
      [2, false, 'b'],
    ]);
  });

  it('scans about the appended part, not the whole document again', () => {
    const lines = Array.from({ length: 2000 }, (_, index) => `- [${index % 2 ? 'x' : ' '}] task ${index}`);
    const runs = (markdown: string) => regExpWork(() => findMarkdownTasks(markdown), () => 1);
    const whole = runs(`${lines.join('\n')}\n`);
    let appended = `${lines.join('\n')}\n`;
    let most = 0;
    for (let index = 0; index < 20; index++) {
      appended += `- [ ] streamed ${index}\n`;
      most = Math.max(most, runs(appended));
    }
    expect(whole).toBeGreaterThan(4000);
    expect(most).toBeLessThan(30);
  });
});
