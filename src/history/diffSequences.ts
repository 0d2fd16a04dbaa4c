// Myers' O((N+M)D) difference algorithm with a work cap. Plans are small, but a markdown plan can be long and a
// diff is computed while a person waits: past the cap the caller falls back to "replaced" instead of stalling.

/** One step of an edit script: keep `a[i]`, drop it, or insert `b[j]`. */
export type SequenceOp = 'equal' | 'delete' | 'insert';

/** Default work cap (comparisons plus diagonal steps): some milliseconds at worst. */
export const DEFAULT_DIFF_BUDGET = 200_000;

/**
 * The shortest edit script turning `a` into `b`, or `null` when finding it would take more than `budget` steps.
 * Common prefixes and suffixes are taken off first, so a small change in a long sequence costs little.
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], budget = DEFAULT_DIFF_BUDGET): SequenceOp[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = myers(a.slice(start, endA), b.slice(start, endB), budget);
  if (middle === null) return null;
  const ops: SequenceOp[] = new Array<SequenceOp>(start).fill('equal');
  for (const op of middle) ops.push(op);
  for (let i = endA; i < a.length; i++) ops.push('equal');
  return ops;
}

function myers<T>(a: readonly T[], b: readonly T[], budget: number): SequenceOp[] | null {
  const n = a.length;
  const m = b.length;
  if (n === 0) return new Array<SequenceOp>(m).fill('insert');
  if (m === 0) return new Array<SequenceOp>(n).fill('delete');
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  // trace[d] = v as it stood before round d, for k in [-d-1, d+1] (index k + d + 1).
  const trace: Int32Array[] = [];
  let work = 0;
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      const snakeStart = x;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      work += x - snakeStart + 1;
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m, d);
    }
    if (work > budget) return null;
  }
  return null;
}

function backtrack(trace: readonly Int32Array[], n: number, m: number, depth: number): SequenceOp[] {
  const ops: SequenceOp[] = [];
  let x = n;
  let y = m;
  for (let d = depth; d >= 0; d--) {
    const previous = trace[d]!;
    const at = (k: number) => previous[k + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      ops.push('equal');
      x--;
      y--;
    }
    if (d > 0) {
      if (x === previousX) {
        ops.push('insert');
        y--;
      } else {
        ops.push('delete');
        x--;
      }
    }
  }
  return ops.reverse();
}
