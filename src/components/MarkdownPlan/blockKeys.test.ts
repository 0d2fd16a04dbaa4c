import { describe, expect, it } from 'vitest';
import { deriveBlockKeys } from './blockKeys';
import type { BlockKeys } from './blockKeys';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';

/** The keys of each snapshot's blocks, each snapshot keyed from the one before (as MarkdownDocument does). */
function keysOf(...snapshots: string[][]): string[][] {
  let state: BlockKeys | undefined;
  return snapshots.map((texts) => {
    state = deriveBlockKeys(state, splitMarkdownBlocks(texts.join('\n\n')).blocks);
    return state.blocks.map(({ key }) => key);
  });
}

describe('deriveBlockKeys', () => {
  it('keeps the splitter keys of the first list, and the keys of unchanged blocks wherever they move', () => {
    const [first, inserted, removed] = keysOf(['# A', 'b', 'c', 'd'], ['# A', 'new', 'b', 'c', 'd'], ['# A', 'new', 'c', 'd']);
    expect(first).toEqual(['0', '1', '2', '3']);
    expect(inserted).toEqual(['0', 'n1', '1', '2', '3']);
    expect(removed).toEqual(['0', 'n1', '2', '3']);
  });

  it('keeps the key of a block reworded in place (the streaming tail, a ticked box), and gives a block that came back a new one', () => {
    const [, grown, split, reworded, back] = keysOf(['a', 'b'], ['a', 'b, longer'], ['a', 'b, longer', 'c'], ['a', 'B, reworded', 'c'], ['a', 'c']);
    expect(grown).toEqual(['0', '1']);
    expect(split).toEqual(['0', '1', 'n1']);
    expect(reworded).toEqual(['0', '1', 'n1']);
    expect(back).toEqual(['0', 'n1']);
    expect(keysOf(['a', 'b'], ['a'], ['a', 'b'])[2]).toEqual(['0', 'n1']);
  });

  it('pairs duplicates in order, and never gives two blocks one key', () => {
    const [, inserted, shuffled] = keysOf(['---', 'a', '---', 'b', '---'], ['---', 'a', '---', 'x', '---', 'b', '---'], ['b', '---', '---', 'a', 'y', '---']);
    expect(inserted).toEqual(['0', '1', '2', 'n1', 'n2', '3', '4']);
    expect(new Set(shuffled).size).toBe(shuffled!.length);
    // "b" and "a" moved, and keep their keys.
    expect(shuffled![0]).toBe('3');
    expect(shuffled![3]).toBe('1');
  });

  it('returns the previous objects for blocks the splitter kept, so memo and caches keep working', () => {
    const before = deriveBlockKeys(undefined, splitMarkdownBlocks('a\n\nb\n\nc').blocks);
    const after = deriveBlockKeys(before, splitMarkdownBlocks('new\n\na\n\nb\n\nc').blocks);
    const appended = deriveBlockKeys(after, splitMarkdownBlocks('new\n\na\n\nb\n\nc\n\nd').blocks);
    // ("c" was the last line, split on a copy: the splitter makes it anew once a line follows it.)
    expect(appended.blocks.slice(0, 3).every((block, i) => block === after.blocks[i])).toBe(true);
    expect(appended.blocks.map(({ key }) => key)).toEqual(['n1', '0', '1', '2', 'n2']);
  });
});
