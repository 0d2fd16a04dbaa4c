import { describe, expect, it } from 'vitest';
import { findHeadings, nestHeadingLevels } from './nestHeadings';

describe('findHeadings', () => {
  it('finds ATX and setext headings outside code, at the line where their text starts', () => {
    const markdown = '# One\n\nPara\n\n## Two ##\n```\n# not a heading\n```\nMulti\nline\n===\n\nAfter\n---\n\n- item\n---\n> ### Quoted\n#hashtag\n';
    expect(findHeadings(markdown)).toEqual([
      { line: 1, level: 1 },
      { line: 5, level: 2 },
      { line: 9, level: 1 },
      { line: 13, level: 2 },
      { line: 18, level: 3 },
    ]);
  });
});

describe('nestHeadingLevels', () => {
  it('nests below the title without skipping a level, and caps at h6', () => {
    const headings = [
      { line: 1, level: 2 },
      { line: 3, level: 4 },
      { line: 5, level: 1 },
      { line: 7, level: 2 },
      { line: 9, level: 6 },
      { line: 11, level: 6 },
    ];
    expect([...nestHeadingLevels(headings, 2)]).toEqual([
      [1, 3],
      [3, 4],
      [5, 3],
      [7, 4],
      [9, 5],
      [11, 6],
    ]);
    expect(nestHeadingLevels([{ line: 1, level: 1 }], 6).get(1)).toBe(6);
  });

  it('does not change earlier headings when more are appended', () => {
    const before = nestHeadingLevels([{ line: 1, level: 2 }], 2);
    const after = nestHeadingLevels([{ line: 1, level: 2 }, { line: 4, level: 1 }], 2);
    expect(after.get(1)).toBe(before.get(1));
  });
});
