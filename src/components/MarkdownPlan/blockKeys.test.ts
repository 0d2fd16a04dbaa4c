import { describe, expect, it } from 'vitest';
import { deriveBlockKeys, holdingBlockKeys } from './blockKeys';
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

describe('holdingBlockKeys (a split of only the analysed part of a text)', () => {
  const split = (text: string) => splitMarkdownBlocks(text).blocks;

  it('holds the shown blocks after the last one the split continues, their lines moved with it, until the split reaches them', () => {
    const shown = deriveBlockKeys(undefined, split('a\n\nb\n\nc\n\nd'));
    // "a" became two lines, and only the text up to "b" is analysed: "c" and "d" stay, one line further down.
    const partial = holdingBlockKeys(shown, split('a\nA\n\nb'));
    expect(partial.blocks.map(({ key, text }) => [key, text])).toEqual([['0', 'a\nA'], ['1', 'b'], ['2', 'c'], ['3', 'd']]);
    expect(partial.blocks.map(({ startLine }) => startLine)).toEqual([1, 4, 6, 8]);
    // The split that reaches them continues them: the same keys, the held object where the text is the same.
    const whole = deriveBlockKeys(partial, split('a\nA\n\nb\n\nc\n\nD'));
    expect(whole.blocks.map(({ key, text }) => [key, text])).toEqual([['0', 'a\nA'], ['1', 'b'], ['2', 'c'], ['3', 'D']]);
  });

  it('shows a block cut where the analysis stopped as it was until the analysis goes past it', () => {
    const shown = deriveBlockKeys(undefined, split('x\n\n- a\n- b\n- c\n\ny'));
    const partial = holdingBlockKeys(shown, split('X\n\n- a'));
    expect(partial.blocks.map(({ text }) => text)).toEqual(['X', '- a\n- b\n- c', 'y']);
  });

  it('holds nothing for a document shown for the first time, nor once the split continues the last block; another text replaces what it reaches', () => {
    expect(holdingBlockKeys(undefined, split('a\n\nb')).blocks.map(({ text }) => text)).toEqual(['a', 'b']);
    const shown = deriveBlockKeys(undefined, split('a\n\nb'));
    expect(holdingBlockKeys(shown, split('a\n\nb\n\nc')).blocks.map(({ text }) => text)).toEqual(['a', 'b', 'c']);
    // Another text pairs in place: its analysed blocks replace what was shown there, the rest stays until reached
    // (its last block, cut where the analysis stopped, too).
    expect(holdingBlockKeys(shown, split('other\n\ntext')).blocks.map(({ text }) => text)).toEqual(['other', 'b']);
  });
});
