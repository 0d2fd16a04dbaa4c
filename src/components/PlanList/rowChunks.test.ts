// Sticky row chunks: every item rendered once and in order, and rows keep their chunk (React would remount a
// row that changes chunk) through status changes, additions, removals, and moves of other rows.
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, deriveRowChunks } from './rowChunks';
import type { RowChunkState } from './rowChunks';

interface Item {
  readonly key: string;
  readonly value: number;
}

const getKey = (item: Item) => item.key;
const items = (keys: readonly string[], value = 0): Item[] => keys.map((key) => ({ key, value }));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `r${from + i}`);

function flat(state: RowChunkState<Item>): string[] {
  return state.chunks.flatMap((chunk) => chunk.items.map(getKey));
}

/** key -> chunk id. */
function chunkOf(state: RowChunkState<Item>): Map<string, string> {
  return new Map(state.chunks.flatMap((chunk) => chunk.items.map((item) => [item.key, chunk.id] as const)));
}

/** Keys present in both states whose chunk changed (React would remount those rows). */
function remounted(before: RowChunkState<Item>, after: RowChunkState<Item>): string[] {
  const old = chunkOf(before);
  return [...chunkOf(after)].filter(([key, id]) => old.has(key) && old.get(key) !== id).map(([key]) => key);
}

describe('deriveRowChunks', () => {
  it('cuts the first list into chunks of the chunk size, in order', () => {
    const list = items(range(0, 1000));
    const state = deriveRowChunks(undefined, list, getKey);
    expect(state.source).toBe(list);
    expect(flat(state)).toEqual(range(0, 1000));
    const full = Math.floor(1000 / CHUNK_SIZE);
    expect(state.chunks.map((chunk) => chunk.items.length)).toEqual([...Array(full).fill(CHUNK_SIZE), 1000 - full * CHUNK_SIZE]);
    expect(new Set(state.chunks.map((chunk) => chunk.id)).size).toBe(state.chunks.length);
  });

  it('keeps every chunk object when the items are the same objects, and only the changed chunk otherwise', () => {
    const list = items(range(0, 300));
    const first = deriveRowChunks(undefined, list, getKey);
    const same = deriveRowChunks(first, [...list], getKey);
    expect(same.chunks).toBe(first.chunks);
    const changed = list.map((item, i) => (i === 100 ? { ...item, value: 1 } : item));
    const next = deriveRowChunks(first, changed, getKey);
    const kept = next.chunks.filter((chunk, i) => chunk === first.chunks[i]);
    expect(kept).toHaveLength(first.chunks.length - 1);
    const at = Math.floor(100 / CHUNK_SIZE);
    expect(next.chunks[at]).not.toBe(first.chunks[at]);
    expect(next.chunks[at]!.id).toBe(first.chunks[at]!.id);
    expect(next.chunks[at]!.items[100 % CHUNK_SIZE]).toBe(changed[100]);
  });

  it('appends one row at a time without remounting, growing the last chunk to twice the size, then new chunks', () => {
    let keys = range(0, 100);
    let state = deriveRowChunks(undefined, items(keys), getKey);
    for (let i = 100; i < 700; i++) {
      const next = deriveRowChunks(state, items((keys = [...keys, `r${i}`])), getKey);
      expect(remounted(state, next)).toEqual([]);
      state = next;
    }
    expect(flat(state)).toEqual(range(0, 700));
    for (const chunk of state.chunks) expect(chunk.items.length).toBeLessThanOrEqual(2 * CHUNK_SIZE);
  });

  it('remounts no row for appends, insertions and removals', () => {
    const first = deriveRowChunks(undefined, items(range(0, 200)), getKey);
    const appended = deriveRowChunks(first, items([...range(0, 200), ...range(200, 400)]), getKey);
    expect(remounted(first, appended)).toEqual([]);
    expect(flat(appended)).toEqual(range(0, 400));
    const inserted = [...range(0, 400)];
    inserted.splice(70, 0, 'new-a', 'new-b');
    inserted.splice(5, 0, 'new-c');
    const afterInsert = deriveRowChunks(appended, items(inserted), getKey);
    expect(remounted(appended, afterInsert)).toEqual([]);
    expect(flat(afterInsert)).toEqual(inserted);
    const removed = inserted.filter((key, i) => i % 7 !== 0);
    const afterRemove = deriveRowChunks(afterInsert, items(removed), getKey);
    expect(remounted(afterInsert, afterRemove)).toEqual([]);
    expect(flat(afterRemove)).toEqual(removed);
  });

  it('splits a chunk that insertions grew past four times the chunk size, keeping the first part', () => {
    const first = deriveRowChunks(undefined, items(range(0, 128)), getKey);
    const grown = [...range(0, 10), ...range(1000, 1300), ...range(10, 128)];
    const state = deriveRowChunks(first, items(grown), getKey);
    expect(flat(state)).toEqual(grown);
    for (const chunk of state.chunks) expect(chunk.items.length).toBeLessThanOrEqual(4 * CHUNK_SIZE);
    expect(state.chunks[0]!.id).toBe(first.chunks[0]!.id);
    expect(remounted(first, state)).not.toContain('r0');
  });

  it('remounts only a row that moved away from its chunk', () => {
    const keys = range(0, 300);
    const first = deriveRowChunks(undefined, items(keys), getKey);
    const toTop = [keys[200]!, ...keys.filter((key) => key !== keys[200])];
    const afterMove = deriveRowChunks(first, items(toTop), getKey);
    expect(flat(afterMove)).toEqual(toTop);
    expect(remounted(first, afterMove)).toEqual([keys[200]]);
    // Reversing the whole list reorders rows inside their chunks: nothing remounts.
    const reversed = [...toTop].reverse();
    expect(remounted(afterMove, deriveRowChunks(afterMove, items(reversed), getKey))).toEqual([]);
  });

  it('stays complete, ordered and bounded through random edits', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    let keys = range(0, 500);
    let counter = 500;
    let state = deriveRowChunks(undefined, items(keys), getKey);
    for (let step = 0; step < 300; step++) {
      const next = [...keys];
      const action = random();
      const at = Math.floor(random() * next.length);
      if (action < 0.4) next.splice(at, 0, `r${counter++}`);
      else if (action < 0.7 && next.length > 1) next.splice(at, 1);
      else next.splice(Math.floor(random() * next.length), 0, ...next.splice(at, 1));
      keys = next;
      state = deriveRowChunks(state, items(keys), getKey);
      expect(flat(state)).toEqual(keys);
      expect(new Set(state.chunks.map((chunk) => chunk.id)).size).toBe(state.chunks.length);
      for (const chunk of state.chunks) {
        expect(chunk.items.length).toBeGreaterThan(0);
        expect(chunk.items.length).toBeLessThanOrEqual(4 * CHUNK_SIZE);
      }
    }
  });
});
