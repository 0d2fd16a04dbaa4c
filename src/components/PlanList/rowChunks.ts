// Groups the rows of a long list into chunks for React, not for the DOM: each chunk is a memo component that
// renders its rows straight into the <ol> (a Fragment, no wrapper element). Why: when one row updates, React
// walks from the root to it and copies every sibling fiber on the way (cloneChildFibers), so a flat list of
// 10,000 rows costs 10,000 copies per status change. Chunked, it costs the chunks plus one chunk's rows: 80 at
// 1,000 rows, 221 at 10,000. A second level (16-row chunks in groups of 16: 36 and 72 copies) was built and
// measured: a status change got 3-9% faster, within the benchmark machine's noise, as the store and the commit
// cost the same either way; it was left out because it cost 70 B gzip that the package budget did not have.
//
// React matches keys among siblings only: a row that lands in another chunk is REMOUNTED (new element, focus
// inside it lost, its animations restart). So chunks are sticky: a row stays in the chunk it was in whenever
// the order allows, and only rows that really moved away from their chunk, or overflow a full one, change.
import { sameItems } from '../../react/shallowEqual';

/** One chunk: a stable id (its React key) and its rows, in order; the same array while its rows are. */
export interface RowChunk<T> {
  readonly id: string;
  readonly items: readonly T[];
}

/** The chunks of a list plus what the next derivation needs. */
export interface RowChunkState<T> {
  /** The items this state was derived from. */
  readonly source: readonly T[];
  readonly chunks: readonly RowChunk<T>[];
  /** Last number used for a chunk id (`c1`, `c2`, ...): ids are never reused. */
  readonly counter: number;
}

/** Rows a new chunk is filled with; kept chunks take additions up to twice this and are split beyond four times. */
export const CHUNK_SIZE = 64;

interface Run<T> {
  /** The previous chunk of the run's rows; undefined while the run holds only new rows. */
  id: string | undefined;
  readonly items: T[];
  /** How many of `items` come before the trailing new rows (new rows after the run's last old row). */
  head: number;
}

/**
 * Derives the chunks of `items` from the previous state (undefined at mount: chunks of `size` in order).
 *
 * Consecutive rows that were in the same chunk form a run; new rows join the run they follow (at the very start,
 * the run after them). Each previous chunk keeps its id for its longest run, so a row moved away does not drag
 * its chunk along. The rows of other runs (moved away from their chunk) and the new rows after a run's last old
 * row join the chunk being built while it has room (`2 * size` for a kept chunk), else start a new chunk of
 * `size`. A chunk grown past `4 * size` by insertions in its middle is split, its first part keeping the id.
 * So a change of items keeps every chunk, additions and removals remount nothing (until such a split), and a
 * move remounts the moved row. A chunk whose items are the same objects as before keeps its array, so its memo
 * component skips rendering. O(N) with Maps, run only when `items` changes.
 */
export function deriveRowChunks<T>(
  previous: RowChunkState<T> | undefined,
  items: readonly T[],
  getKey: (item: T) => string,
  size: number = CHUNK_SIZE,
): RowChunkState<T> {
  const chunkIdOf = new Map<string, string>();
  const previousById = new Map<string, RowChunk<T>>();
  for (const chunk of previous?.chunks ?? []) {
    previousById.set(chunk.id, chunk);
    for (const item of chunk.items) chunkIdOf.set(getKey(item), chunk.id);
  }

  const runs: Run<T>[] = [];
  for (const item of items) {
    const id = chunkIdOf.get(getKey(item));
    let run = runs[runs.length - 1];
    if (run === undefined || (id !== undefined && run.id !== undefined && id !== run.id)) {
      run = { id, items: [], head: 0 };
      runs.push(run);
    }
    run.id ??= id;
    run.items.push(item);
    if (id !== undefined) run.head = run.items.length;
  }
  // Each previous chunk id goes to its longest run (the first one on a tie).
  const claimed = new Map<string, Run<T>>();
  for (const run of runs) {
    if (run.id === undefined) continue;
    const best = claimed.get(run.id);
    if (best === undefined || run.head > best.head) claimed.set(run.id, run);
  }

  let counter = previous?.counter ?? 0;
  const built: { id: string; items: T[] }[] = [];
  let current: T[] = [];
  let room = 0;
  const open = (id: string | undefined) => {
    current = [];
    room = id === undefined ? size : 2 * size;
    built.push({ id: id ?? `c${++counter}`, items: current });
  };
  for (const run of runs) {
    let rest: readonly T[] = run.items;
    if (run.id !== undefined && claimed.get(run.id) === run) {
      open(run.id);
      current.push(...run.items.slice(0, run.head));
      rest = run.items.slice(run.head);
    }
    for (const item of rest) {
      if (current.length >= room) open(undefined);
      current.push(item);
    }
  }

  const chunks: RowChunk<T>[] = [];
  for (const { id, items: rows } of built) {
    if (rows.length > 4 * size) {
      for (let start = 0; start < rows.length; start += size) {
        chunks.push({ id: start === 0 ? id : `c${++counter}`, items: rows.slice(start, start + size) });
      }
      continue;
    }
    const kept = previousById.get(id);
    chunks.push(kept !== undefined && sameItems(kept.items, rows) ? kept : { id, items: rows });
  }
  const oldChunks = previous?.chunks;
  return { source: items, chunks: oldChunks !== undefined && sameItems(oldChunks, chunks) ? oldChunks : chunks, counter };
}
