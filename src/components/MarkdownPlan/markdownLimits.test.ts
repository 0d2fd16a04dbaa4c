import { describe, expect, it } from 'vitest';
import { findPlainTextReason, MAX_FORMATTED_BLOCK, MAX_MARKDOWN_NESTING } from './markdownLimits';

const CAP = MAX_MARKDOWN_NESTING;

describe('findPlainTextReason', () => {
  it.each([
    ['nested list items on one line', `${'- '.repeat(2000)}x`],
    ['nested block quotes', `${'>'.repeat(5000)} x`],
    ['quotes and lists mixed', `${'> - '.repeat(1000)}x`],
    ['nested lists by indentation', Array.from({ length: 60 }, (_, level) => `${'  '.repeat(level)}- x`).join('\n')],
    ['nested emphasis', `${'*_'.repeat(2000)}x${'_*'.repeat(2000)}`],
    ['nested strong', `${'**a '.repeat(CAP + 1)}x`],
    ['open brackets', '['.repeat(5000)],
    ['nested links', `${'[a '.repeat(CAP + 1)}x${'](u)'.repeat(CAP + 1)}`],
    ['a long backtick run', `a ${'`'.repeat(CAP + 1)}x`],
    ['emphasis opened over many lines of one paragraph', Array.from({ length: CAP + 1 }, () => '*a').join('\n')],
  ])('%s: too deep', (_, text) => {
    expect(findPlainTextReason(text)).toBe('nesting');
  });

  it.each([
    ['a table with thousands of columns', `${'|a'.repeat(3000)}|\n${'|-'.repeat(3000)}|`],
    ['a block over the size limit', 'a'.repeat(MAX_FORMATTED_BLOCK + 1)],
  ])('%s: too large', (_, text) => {
    expect(findPlainTextReason(text)).toBe('size');
  });

  it.each([
    ['a plan', '# Plan\n\n- [x] **Measure** rates with `curl`\n  - [ ] nested *task* [link](https://x)\n> quote'],
    ['lists nested to the cap', `${'- '.repeat(CAP)}x`],
    ['many separate emphasis spans', '*a* **b** _c_ '.repeat(300)],
    ['snake_case and arithmetic', 'snake_case_name and 2 * 3 * 4 '.repeat(300)],
    ['emphasis reset by each list item', Array.from({ length: 100 }, () => '- *a').join('\n')],
    ['deep indentation inside a fence', `\`\`\`\n${' '.repeat(400)}x\n${'`'.repeat(100)}\n\`\`\``],
    ['a fence of many backticks', `${'`'.repeat(60)}\ncode\n${'`'.repeat(60)}`],
    ['escaped markers', '\\['.repeat(100)],
  ])('%s: formatted', (_, text) => {
    expect(findPlainTextReason(text)).toBeNull();
  });
});
