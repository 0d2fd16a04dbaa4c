// Myers' O((N+M)D) difference algorithm with a work cap: the shortest edit script of two short sequences (the
// words of a line or an entry, a stretch of lines). Long documents go through diffLines, which cuts them into
// short stretches first. Past the cap the caller falls back to "replaced" instead of stalling.

/** One step of an edit script: keep `a[i]`, drop it, or insert `b[j]`. */
export type SequenceOp = 'equal' | 'delete' | 'insert';

/** Default work cap (comparisons plus diagonal steps): some milliseconds at worst. */
export const DEFAULT_DIFF_BUDGET = 200_000;

/**
 * Positions (into `values`) of one longest strictly increasing run, ascending, in O(n log n). Shared by the line
 * diff (its anchors) and the item diff (the entries that did not move).
 */
export function longestIncreasingRun(values: ArrayLike<number>): number[] {
  const tails: number[] = []; // tails[l] = position of the smallest last value of a run of length l + 1
  const before: number[] = [];
  for (let position = 0; position < values.length; position++) {
    const value = values[position]!;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (values[tails[mid]!]! < value) low = mid + 1;
      else high = mid;
    }
    before[position] = low > 0 ? tails[low - 1]! : -1;
    tails[low] = position;
  }
  const run: number[] = [];
  for (let position = tails.length > 0 ? tails[tails.length - 1]! : -1; position >= 0; position = before[position]!) run.push(position);
  return run.reverse();
}

/**
 * The shortest edit script turning `a` into `b` (values compared with `===`), or `null` when finding it would take
 * more than `budget` steps. Common prefixes and suffixes are taken off first, so a small change in a long sequence
 * costs little. The work done is added to `meter.work`.
 */
export function diffSequences<T>(a: ArrayLike<T>, b: ArrayLike<T>, budget = DEFAULT_DIFF_BUDGET, meter?: { work: number }): SequenceOp[] | null {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = myers(a, b, start, endA - start, endB - start, budget, meter);
  if (middle === null) return null;
  const ops: SequenceOp[] = new Array<SequenceOp>(start).fill('equal');
  for (let i = middle.length - 1; i >= 0; i--) ops.push(middle[i]!);
  for (let i = endA; i < a.length; i++) ops.push('equal');
  return ops;
}

/** Myers on a[start, start + n) x b[start, start + m): the script in reverse, or null past `budget`. */
function myers<T>(a: ArrayLike<T>, b: ArrayLike<T>, start: number, n: number, m: number, budget: number, meter?: { work: number }): SequenceOp[] | null {
  const steps: SequenceOp[] = [];
  // Only insertions or only deletions: no search (it would take O(D²) to find the straight line).
  if (n === 0 || m === 0) return new Array<SequenceOp>(n + m).fill(n === 0 ? 'insert' : 'delete');
  const offset = n + m + 1;
  const v = new Int32Array(2 * offset + 1);
  // The furthest x on each diagonal before round d, for k in [-d-1, d+1], at trace[d * (d + 2) + k + d + 1].
  const trace: number[] = [];
  let work = 0;
  let depth = -1;
  for (let d = 0; depth < 0 && work <= budget; d++) {
    for (let k = -d - 1; k <= d + 1; k++) trace.push(v[offset + k]!);
    for (let k = -d; k <= d && depth < 0; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      const snakeStart = x;
      while (x < n && y < m && a[start + x] === b[start + y]) {
        x++;
        y++;
      }
      work += x - snakeStart + 1;
      v[offset + k] = x;
      if (x >= n && y >= m) depth = d;
    }
  }
  if (meter) meter.work += work;
  if (depth < 0) return null;
  // Back from (n, m) to (0, 0).
  let x = n;
  let y = m;
  for (let d = depth; d >= 0; d--) {
    const at = (k: number) => trace[d * (d + 2) + k + d + 1]!;
    const k = x - y;
    const previousK = k === -d || (k !== d && at(k - 1) < at(k + 1)) ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      steps.push('equal');
      x--;
      y--;
    }
    if (d > 0) {
      steps.push(x === previousX ? 'insert' : 'delete');
      if (x === previousX) y--;
      else x--;
    }
  }
  return steps;
}
