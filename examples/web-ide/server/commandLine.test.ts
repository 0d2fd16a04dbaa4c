// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { splitCommandLine } from './commandLine';

describe('splitCommandLine', () => {
  it('splits on whitespace and keeps quoted words together', () => {
    expect(splitCommandLine(`npx  @zed-industries/claude-code-acp --model "big one" 'it''s' a\\ b`)).toEqual([
      'npx',
      '@zed-industries/claude-code-acp',
      '--model',
      'big one',
      'its',
      'a b',
    ]);
  });

  it('keeps shell syntax literal: the agent is never run through a shell', () => {
    expect(splitCommandLine('agent; rm -rf ~ $(whoami) | cat')).toEqual(['agent;', 'rm', '-rf', '~', '$(whoami)', '|', 'cat']);
  });

  it('handles escaped quotes and empty quoted words', () => {
    expect(splitCommandLine(`say "a \\"quoted\\" word" ""`)).toEqual(['say', 'a "quoted" word', '']);
  });

  it('refuses an unclosed quote', () => {
    expect(() => splitCommandLine('agent "oops')).toThrow(/Unclosed "/);
  });
});
