// @vitest-environment node
// On a server no one waits on a long task: the chunk's arrival does not warm the parser up there.
import { describe, expect, it } from 'vitest';
import { warmUpParser } from './MarkdownBlock';

describe('warmUpParser on a server', () => {
  it('does nothing', () => {
    expect(warmUpParser()).toBeUndefined();
  });
});
