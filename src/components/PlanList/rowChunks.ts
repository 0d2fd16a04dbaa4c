// Groups the rows of a long list into chunks for React, not for the DOM: each chunk is a memo component that
// renders its rows straight into the <ol> (a Fragment, no wrapper element). Why: when one row updates, React
// walks from the root to it and copies every sibling fiber on the way (cloneChildFibers), so a flat list of
// 10,000 rows costs 10,000 copies per status change. Chunked, it costs the chunks plus one chunk's rows.
//
// React matches keys among siblings only: a row that lands in another chunk is REMOUNTED (new element, focus
// inside it lost, its animations restart). So chunks are sticky: a row stays in the chunk it was in whenever
// the order allows, and only rows that really moved away from their chunk, or overflow a full one, change.

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

/** Rows a new chunk is filled with; chunks grow to twice this by additions and are split beyond four times. */
export const CHUNK_SIZE = 64;

interface Run<T> {
  /** The previous chunk of the run's rows; undefined while the run holds only new rows. */
  previousId: string | undefined;
  readonly items: T[];
}

interface Building<T> {
  readonly id: string;
  items: T[];
  readonly limit: number;
  readonly previous: RowChunk<T> | undefined;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Derives the chunks of `items` from the previous state (undefined at mount: chunks of `size` in order).
 *
 * Consecutive rows that were in the same chunk form a run, and new rows join the run they follow (or the run
 * after them, at the very start). Each previous chunk keeps its id for its longest run, so a row moved away
 * does not drag its chunk along. Every other row (moved away from its chunk) joins the chunk being built when
 * that has room (a kept chunk may grow to `2 * size`), else starts a new chunk of at most `size`. A chunk grown
 * past `4 * size` by insertions is split, its first part keeping the id. So an update that only changes
 * items keeps every chunk; additions and removals remount nothing (until a split); a move remounts the moved
 * row. A chunk whose items are all the same objects as before keeps its array, so its memo component skips
 * rendering. O(N) with Maps, run only when `items` changes.
 */
export function deriveRowChunks<T>(
  previous: RowChunkState<T> | undefined,
  items: readonly T[],
  getKey: (item: T) => string,
  size: number = CHUNK_SIZE,
): RowChunkState<T> {
  const previousChunkOf = new Map<string, RowChunk<T>>();
  const previousById = new Map<string, RowChunk<T>>();
  for (const chunk of previous?.chunks ?? []) {
    previousById.set(chunk.id, chunk);
    for (const item of chunk.items) previousChunkOf.set(getKey(item), chunk);
  }

  const runs: Run<T>[] = [];
  for (const item of items) {
    const previousId = previousChunkOf.get(getKey(item))?.id;
    const last = runs[runs.length - 1];
    if (last !== undefined && (previousId === undefined || previousId === last.previousId)) {
      last.items.push(item);
    } else if (last !== undefined && last.previousId === undefined) {
      // New rows at the very start belong to the first chunk that follows them.
      last.previousId = previousId;
      last.items.push(item);
    } else {
      runs.push({ previousId, items: [item] });
    }
  }
  // Each previous chunk id goes to its longest run (the first one on a tie).
  const claimed = new Map<string, Run<T>>();
  for (const run of runs) {
    if (run.previousId === undefined) continue;
    const best = claimed.get(run.previousId);
    if (best === undefined || run.items.length > best.items.length) claimed.set(run.previousId, run);
  }

  let counter = previous?.counter ?? 0;
  const built: Building<T>[] = [];
  let current: Building<T> | undefined;
  const open = (id: string | undefined): Building<T> => {
    const kept = id === undefined ? undefined : previousById.get(id);
    current = { id: id ?? `c${++counter}`, items: [], limit: kept ? 2 * size : size, previous: kept };
    built.push(current);
    return current;
  };
  for (const run of runs) {
    if (run.previousId !== undefined && claimed.get(run.previousId) === run) {
      open(run.previousId).items = run.items;
      continue;
    }
    for (const item of run.items) {
      const target = current !== undefined && current.items.length < current.limit ? current : open(undefined);
      target.items.push(item);
    }
  }

  const chunks: RowChunk<T>[] = [];
  for (const { id, items: chunkItems, previous: kept } of built) {
    if (chunkItems.length > 4 * size) {
      for (let start = 0; start < chunkItems.length; start += size) {
        chunks.push({ id: start === 0 ? id : `c${++counter}`, items: chunkItems.slice(start, start + size) });
      }
    } else {
      chunks.push(kept !== undefined && sameItems(kept.items, chunkItems) ? kept : { id, items: chunkItems });
    }
  }
  const oldChunks = previous?.chunks;
  const unchanged = oldChunks !== undefined && sameItems(oldChunks, chunks);
  return { source: items, chunks: unchanged ? oldChunks : chunks, counter };
}
