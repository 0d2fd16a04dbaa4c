import { describe, expect, it } from 'vitest';
import { deriveBlockKeys, holdingBlockKeys } from './blockKeys';
import type { BlockKeys } from './blockKeys';
import { splitMarkdownBlocks } from './splitMarkdownBlocks';

/** A whole text split, as MarkdownDocument gives it to deriveBlockKeys. */
const whole = (content: string) => ({ blocks: splitMarkdownBlocks(content).blocks, content });
/** The first `analysed` characters of `content` split (whole lines), as MarkdownDocument gives them to holdingBlockKeys. */
const part = (content: string, analysed: number) => ({ blocks: splitMarkdownBlocks(content.slice(0, analysed)).blocks, content });

/** The keys of each snapshot's blocks, each snapshot keyed from the one before (as MarkdownDocument does). */
function keysOf(...snapshots: string[][]): string[][] {
  let state: BlockKeys | undefined;
  return snapshots.map((texts) => {
    state = deriveBlockKeys(state, whole(texts.join('\n\n')));
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
    const before = deriveBlockKeys(undefined, whole('a\n\nb\n\nc'));
    const after = deriveBlockKeys(before, whole('new\n\na\n\nb\n\nc'));
    const appended = deriveBlockKeys(after, whole('new\n\na\n\nb\n\nc\n\nd'));
    // ("c" was the last line, split on a copy: the splitter makes it anew once a line follows it.)
    expect(appended.blocks.slice(0, 3).every((block, i) => block === after.blocks[i])).toBe(true);
    expect(appended.blocks.map(({ key }) => key)).toEqual(['n1', '0', '1', '2', 'n2']);
  });
});

describe('holdingBlockKeys (a split of only the analysed part of a text)', () => {
  const lines = (state: BlockKeys) => state.blocks.map(({ startLine, endLine }) => [startLine, endLine]);

  it('holds the shown blocks after the last one the split continues, their lines moved with it, until the split reaches them', () => {
    const shown = deriveBlockKeys(undefined, whole('a\n\nb\n\nc\n\nd'));
    // "a" became two lines, and only the text up to "b" is analysed: "c" and "d" stay, one line further down.
    const partial = holdingBlockKeys(shown, part('a\nA\n\nb\n\nc\n\nd', 7));
    expect(partial.blocks.map(({ key, text }) => [key, text])).toEqual([['0', 'a\nA'], ['1', 'b'], ['2', 'c'], ['3', 'd']]);
    expect(partial.blocks.map(({ startLine }) => startLine)).toEqual([1, 4, 6, 8]);
    // The split that reaches them continues them: the same keys, the held object where the text is the same.
    const whole2 = deriveBlockKeys(partial, whole('a\nA\n\nb\n\nc\n\nD'));
    expect(whole2.blocks.map(({ key, text }) => [key, text])).toEqual([['0', 'a\nA'], ['1', 'b'], ['2', 'c'], ['3', 'D']]);
  });

  it('shows a block cut where the analysis stopped as it was until the analysis goes past it', () => {
    const shown = deriveBlockKeys(undefined, whole('x\n\n- a\n- b\n- c\n\ny'));
    const partial = holdingBlockKeys(shown, part('X\n\n- a\n- b\n- c\n\ny', 7));
    expect(partial.blocks.map(({ text }) => text)).toEqual(['X', '- a\n- b\n- c', 'y']);
    expect(lines(partial)).toEqual([[1, 1], [3, 5], [7, 7]]);
  });

  it('holds nothing for a document shown for the first time, nor once the split continues the last block; another text replaces what it reaches', () => {
    expect(holdingBlockKeys(undefined, part('a\n\nb', 4)).blocks.map(({ text }) => text)).toEqual(['a', 'b']);
    const shown = deriveBlockKeys(undefined, whole('a\n\nb'));
    expect(holdingBlockKeys(shown, part('a\n\nb\n\nc', 9)).blocks.map(({ text }) => text)).toEqual(['a', 'b', 'c']);
    // Another text pairs in place: its analysed blocks replace what was shown there, the rest stays until reached
    // (its last block, cut where the analysis stopped, too), line for line where the changed text has as many lines.
    const other = holdingBlockKeys(shown, part('other\n\ntext and more', 11));
    expect(other.blocks.map(({ text }) => text)).toEqual(['other', 'b']);
    expect(lines(other)).toEqual([[1, 1], [3, 3]]);
    // With a line more in the changed text, the held "b" has no lines.
    expect(lines(holdingBlockKeys(shown, part('other\n\ntext\nand more', 11)))).toEqual([[1, 1], [2, 1]]);
  });

  it('places the held blocks in the new text: the common end by the lines the text gained, the unchanged run after the analysed part with it', () => {
    const shown = deriveBlockKeys(undefined, whole('a\n\nb\n\nc\n\nd\n\ne'));
    // "a" reworded on one line; "d", far from it, is rewritten on two lines; up to "b" is analysed. "c" is the same text
    // right after it (not moved), "e" is in the common end (one line down), "d" was changed, and has no lines until
    // the analysis reaches it (before: "d" and "e" kept the first edit's move, none: "e" pointed a line off).
    const edited = 'A\n\nb\n\nc\n\nx\ny\n\ne';
    const partial = holdingBlockKeys(shown, part(edited, 5));
    expect(partial.blocks.map(({ key, text }) => [key, text])).toEqual([['0', 'A'], ['1', 'b'], ['2', 'c'], ['3', 'd'], ['4', 'e']]);
    expect(lines(partial)).toEqual([[1, 1], [3, 3], [5, 5], [6, 5], [10, 10]]);
    // The analysis goes on in the same text: nothing held moves again, and "d" gets its lines once reached.
    const further = holdingBlockKeys(partial, part(edited, 7));
    expect(lines(further)).toEqual([[1, 1], [3, 3], [5, 5], [6, 5], [10, 10]]);
    expect(lines(deriveBlockKeys(further, whole(edited)))).toEqual([[1, 1], [3, 3], [5, 5], [7, 8], [10, 10]]);
    // A far edit that keeps the line count: the changed block keeps lines, moved with the analysed part.
    const ticked = holdingBlockKeys(shown, part('a\nA\n\nb\n\nc\n\nd!\n\ne', 7));
    expect(lines(ticked)).toEqual([[1, 2], [4, 4], [6, 6], [8, 8], [10, 10]]);
  });
});

describe('holdingBlockKeys after a big part removed above the analysed end', () => {
  it('pairs the analysed blocks with the shown ones past the removed part, and holds each block after them once', () => {
    // A split of the analysed part is first matched against the shown blocks of about its own text (a commit's work
    // is then about what it analyses); a part removed above it bigger than that is found by looking at all of them.
    const paragraphs = Array.from({ length: 3_000 }, (_, i) => `Paragraph ${i}, unique.`);
    const shown = deriveBlockKeys(undefined, whole(paragraphs.join('\n\n')));
    const edited = [...paragraphs.slice(0, 10), ...paragraphs.slice(2_010, 2_990), 'Reworded far below.', ...paragraphs.slice(2_991)].join('\n\n');
    const analysed = edited.indexOf('Paragraph 2200,');
    const partial = holdingBlockKeys(shown, part(edited, analysed));
    const keys = partial.blocks.map(({ key }) => key);
    // The analysed blocks keep their keys (not new ones), then the shown blocks from the first not analysed on.
    expect(keys).toEqual([...Array.from({ length: 10 }, (_, i) => String(i)), ...Array.from({ length: 3_000 - 2_010 }, (_, i) => String(2_010 + i))]);
    expect(new Set(partial.blocks.map(({ text }) => text)).size).toBe(keys.length);
  });
});

describe('holdingBlockKeys on generated documents edited at two or three far places', () => {
  // A seeded generator (the same documents every run): code blocks, headings, prose, task lists and one section
  // repeated word for word, some right after each other with no blank line; edits that tick a box, remove a line,
  // add two, or give a heading the text of one far below, far apart.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >>> 8) % n;
  };
  let n = 0;
  const segment = (): string => {
    const kind = random(6);
    const id = n++;
    if (kind === 0) return ['```ts', ...Array.from({ length: 1 + random(random(2) ? 8 : 300) }, (_, i) => `const x${id}_${i} = ${i};`), '```'].join('\n');
    if (kind === 1) return `## Heading ${id}`;
    if (kind === 2) return `Some prose ${id} with [a link](https://example.com/${id}).`;
    // The same section again and again (a heading and two tasks, one block each: no text of its own).
    if (kind === 3) return '## Checks\n\n- [ ] Run the tests\n- [ ] Read the output';
    return Array.from({ length: 1 + random(80) }, () => `- [ ] Task ${n++}, see [notes](https://example.com/${n}).`).join('\n');
  };
  /** The end of the whole line at or after `end`, as useAnalysedLength stops. */
  const lineEnd = (text: string, end: number) => (end >= text.length || text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end) + 1);

  it('places every block with lines on the lines of its text in the new text, unless the edit changed that text, and holds every shown block after the analysed part once', () => {
    let checked = 0;
    let heldChecked = 0;
    for (let run = 0; run < 40; run++) {
      let before = segment();
      while (before.length < 80_000 + random(100_000)) before += (random(2) ? '\n\n' : '\n') + segment();
      const lines = before.split('\n');
      const origin = lines.map((_, i) => i);
      const edits = 2 + random(2);
      for (let e = edits - 1; e >= 0; e--) {
        const at = Math.floor(((e + random(100) / 1_000) / edits) * lines.length);
        const kind = random(4);
        // (Each new line's line in the shown text, or -1 for an added line: `origin`, edited alongside.)
        if (kind === 0) lines[at] = lines[at]!.replace('- [ ]', '- [x]');
        else if (kind === 1) [lines, origin].forEach((list) => list.splice(at, 1));
        else if (kind === 2) {
          lines.splice(at, 0, `Inserted ${at}`, '');
          origin.splice(at, 0, -1, -1);
        } else {
          // A heading given the text of a heading far below (a block that pairs with one far away).
          const heading = lines.findIndex((line, i) => i >= at && line.startsWith('## Heading'));
          const far = lines.findIndex((line, i) => i > heading + lines.length / 4 && line.startsWith('## Heading'));
          if (heading !== -1 && far !== -1) lines[heading] = lines[far]!;
        }
      }
      const edited = lines.join('\n');
      const shownBlocks = splitMarkdownBlocks(before).blocks;
      // As MarkdownDocument: the shown document, then the edited one analysed 32 kB per commit from its first edit.
      let state = deriveBlockKeys(undefined, whole(before));
      let analysed = 0;
      while (analysed < edited.length && before[analysed] === edited[analysed]) analysed++;
      for (analysed = lineEnd(edited, analysed + 32_768); ; analysed = lineEnd(edited, analysed + 32_768)) {
        state = analysed < edited.length ? holdingBlockKeys(state, part(edited, analysed)) : deriveBlockKeys(state, whole(edited));
        for (const block of state.blocks) {
          if (block.startLine > block.endLine) continue;
          const shown = lines.slice(block.startLine - 1, block.endLine).join('\n');
          // (A held block the edit changed shows its old text, on its lines when the changed part kept its line count.)
          if (shown !== block.text) expect(edited.includes(block.text), `run ${run} line ${block.startLine}`).toBe(false);
          checked++;
        }
        // Never twice, never missing: the held blocks are the shown blocks from where the kept ones end, every one
        // of them, in order (keys of the first list are its indexes). Where the kept blocks end falls between two
        // lines of the shown text; next to a removed line, either side of it.
        const kept = state.blocks.length - state.heldStarts.length;
        if (kept < state.blocks.length) {
          const end = state.blocks[kept - 1]?.endLine ?? 0;
          const after = origin.findIndex((line, i) => i >= end && line !== -1);
          const low = end === 0 ? 0 : origin.slice(0, end).reduce((last, line) => (line === -1 ? last : line + 1), 0);
          const high = after === -1 ? Infinity : origin[after]!;
          const first = Number(state.blocks[kept]!.key);
          const held = state.blocks.slice(kept).map(({ key }) => key);
          expect(held, `run ${run} held`).toEqual(shownBlocks.slice(first).map((_, k) => String(first + k)));
          const firstAt = (line: number) => {
            const index = shownBlocks.findIndex((block) => block.endLine > line);
            return index === -1 ? shownBlocks.length : index;
          };
          expect(first, `run ${run} first held`).toBeGreaterThanOrEqual(firstAt(low));
          expect(first, `run ${run} first held`).toBeLessThanOrEqual(firstAt(high));
          heldChecked++;
        }
        if (analysed >= edited.length) break;
      }
      expect(state.blocks.map(({ text }) => text)).toEqual(splitMarkdownBlocks(edited).blocks.map(({ text }) => text));
    }
    expect(checked).toBeGreaterThan(3_000);
    expect(heldChecked).toBeGreaterThan(50);
  });
});
