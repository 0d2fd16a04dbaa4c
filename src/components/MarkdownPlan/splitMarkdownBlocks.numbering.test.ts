// Differential test: the numbers the later parts of a split ordered list show (counted by the splitter and
// MarkdownDocument, see `listNumberAfter`) must be those of a whole-document parse by remark, the parser
// react-markdown uses: a part is parsed on its own, so its first item shows the number it is given, or else the
// number written on it.
import fc from 'fast-check';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { listNumberAfter, splitMarkdownBlocks } from './splitMarkdownBlocks';

interface MdastNode {
  type: string;
  ordered?: boolean | null;
  start?: number | null;
  position?: { start: { line: number } };
  children?: MdastNode[];
}

/** Line -> number of every item of the document's top-level ordered lists, by remark. */
function remarkNumbers(markdown: string): Map<number, number> {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastNode;
  const numbers = new Map<number, number>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'list' || !node.ordered) continue;
    node.children!.forEach((item, index) => numbers.set(item.position!.start.line, (node.start ?? 1) + index));
  }
  return numbers;
}

/** Line -> the number the split shows on the first item of each block that starts with an ordered item. */
function splitNumbers(markdown: string): Map<number, number> {
  const numbers = new Map<number, number>();
  let number: number | undefined;
  for (const block of splitMarkdownBlocks(markdown).blocks) {
    const start = block.continuesList ? number : undefined;
    number = listNumberAfter(block, number);
    const written = /^ {0,3}(\d{1,9})[.)]/.exec(block.text);
    if (written) numbers.set(block.startLine, start ?? Number(written[1]));
  }
  return numbers;
}

const filler = 'x'.repeat(50);
// What the splitter claims to number right (README, "Markdown limits"): not items indented 1-3 spaces, nor an item
// numbered other than 1 right after paragraph text (which CommonMark reads as text of the paragraph).
const line = fc.constantFrom(
  `1. item ${filler}`,
  `1. item ${filler}`,
  `1. item ${filler}`,
  `1) paren ${filler}`,
  `- bullet ${filler}`,
  `lazy text ${filler}`,
  `   continued ${filler}`,
  `# Heading`,
  '---',
  `> quote ${filler}`,
  '',
);

describe('the numbers of a split ordered list', () => {
  it('are those of a whole-document parse, for the first item of every part', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 40, maxLength: 160 }), (lines) => {
        const markdown = lines.join('\n');
        const expected = remarkNumbers(markdown);
        for (const [at, shown] of splitNumbers(markdown)) {
          if (expected.has(at)) expect({ at, shown }).toEqual({ at, shown: expected.get(at) });
        }
      }),
      { numRuns: 300 },
    );
  });
});
