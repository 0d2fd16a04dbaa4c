// Differential test: the store's line scanner must find the same task items remark-gfm does (the parser
// react-markdown uses to render the checkboxes), so the progress the store reports matches what is shown.
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { findMarkdownTasks } from '../src/store';

interface MdastNode {
  type: string;
  checked?: boolean | null;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

function remarkTasks(markdown: string): [number, boolean][] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastNode;
  const found: [number, boolean][] = [];
  const walk = (node: MdastNode) => {
    if (node.type === 'listItem' && typeof node.checked === 'boolean') {
      found.push([node.position!.start.line, node.checked]);
    }
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

const scannerTasks = (markdown: string): [number, boolean][] =>
  findMarkdownTasks(markdown).map((task) => [task.line, task.checked]);

// Lines built from the constructs the scanner claims to handle; blank lines keep paragraphs from going lazy.
const line = fc.tuple(
  fc.constantFrom('', ' ', '  ', '   ', '    ', '      ', '> ', '> > ', '>   ', '\t', '  > '),
  fc.constantFrom('- ', '* ', '+ ', '1. ', '2) ', '01. ', '- - ', '-     ', '-', ''),
  fc.constantFrom(
    '[ ] task',
    '[x] done',
    '[X] done',
    '[\t] tab',
    '[ ]',
    '[x]  ',
    '[-] no',
    '[ ]text',
    'plain text',
    '```',
    '```js',
    '~~~',
    '````',
    '# heading',
    '---',
    '===',
    '***',
    '',
  ),
);

describe('findMarkdownTasks agrees with remark-gfm', () => {
  it('on the fixtures and hand-picked documents', () => {
    const documents = [
      '## Strategy\n\nMove state out of the views first.\n\n- [x] Map the current data flow\n- [ ] Extract the store\n',
      '- [ ] a\n  - [x] b\n    - [ ] c\n\n```\n- [ ] d\n```\n\n~~~\n- [x] e\n~~~\n\n' +
        '> - [ ] f\n\n    - [ ] g\n\n1. [ ] h',
      'Some [ ] text\n\n* [X] upper\n+ [ ] plus\n',
    ];
    for (const markdown of documents) expect(scannerTasks(markdown)).toEqual(remarkTasks(markdown));
  });

  it('on generated documents (separated by blank lines)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(line, fc.boolean()), { maxLength: 12 }), (lines) => {
        const markdown = lines
          .map(([[indent, marker, body], blankAfter]) => `${indent}${marker}${body}${blankAfter ? '\n' : ''}`)
          .join('\n');
        let expected: [number, boolean][] | undefined;
        try {
          expected = remarkTasks(markdown);
        } catch {
          // micromark's development build asserts on a few degenerate inputs (`-\n[ ] x`): no oracle there.
        }
        fc.pre(expected !== undefined);
        expect(scannerTasks(markdown)).toEqual(expected);
      }),
      // A new random seed each run: no known disagreement is left (none in 1,100,000 generated documents over
      // 57 random seeds, 500,000 of them from a denser variant of this generator), so any run may find a new
      // one. fast-check prints the seed of a failure: TASK_FUZZ_SEED=<seed> replays it (with TASK_FUZZ_RUNS at
      // least as high as when it failed); TASK_FUZZ_RUNS=20000 searches deeper.
      {
        numRuns: Number(process.env.TASK_FUZZ_RUNS ?? 400),
        ...(process.env.TASK_FUZZ_SEED ? { seed: Number(process.env.TASK_FUZZ_SEED) } : {}),
      },
    );
  }, 120_000);
});
