// The sequence diff under every plan diff (lines of a markdown plan, words of a line or an entry). A diff is
// computed while a person waits, on texts up to the store's 1 MB cap, so its work is bounded, and past the bound
// it stays exact: only the stretch that was too far apart to compare is shown as deleted then inserted whole.
//
// How: values are interned to small integers (a line is hashed once, then compared as a number); the common
// prefix and suffix are taken off; a small stretch gets Myers' shortest edit script; a large one is cut at the
// values that occur once on each side, in order (patience anchors: a longest increasing run), and each piece
// between two anchors is diffed the same way. Scattered edits in a long document so cost a few passes over it,
// not the O((N+M)·D) of Myers over the whole.

/** One step of an edit script: keep `a[i]`, drop it, or insert `b[j]`. */
export type SequenceOp = 'equal' | 'delete' | 'insert';

/** An edit script, and whether some stretch of it was past the work cap (then deleted and inserted whole). */
export interface SequenceDiff {
  readonly ops: SequenceOp[];
  readonly capped: boolean;
}

/** Default work cap (comparisons plus diagonal steps, beyond a few passes over the input): some milliseconds. */
export const DEFAULT_DIFF_BUDGET = 200_000;

/** Stretches with at most this many pairs to compare always get Myers' shortest script (within the cap). */
const SMALL_AREA = 4_096;
/** Passes over the input every size gets on top of the budget (interning, counting, anchoring). */
const PASSES = 8;

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
 * An edit script turning `a` into `b` (values compared with `SameValueZero`, as a `Map` does): the shortest one
 * for small inputs, one cut at unique common values for large ones. Past `budget` steps of work the stretches not
 * yet compared are deleted and inserted whole (`capped`): the script stays exact.
 */
export function diffSequences<T>(a: readonly T[], b: readonly T[], budget = DEFAULT_DIFF_BUDGET): SequenceDiff {
  const ids = new Map<T, number>();
  const intern = (list: readonly T[]) => {
    const out = new Int32Array(list.length);
    list.forEach((value, index) => {
      let id = ids.get(value);
      if (id === undefined) ids.set(value, (id = ids.size));
      out[index] = id;
    });
    return out;
  };
  // Compared as they are until a stretch is large; then as interned ids (a long line is hashed once, not compared
  // again and again).
  let A: ArrayLike<unknown> = a;
  let B: ArrayLike<unknown> = b;
  const ops: SequenceOp[] = [];
  let left = budget + PASSES * (a.length + b.length);
  let capped = false;
  let counts: Int32Array | undefined; // per id: count in A, count in B, last position in B

  const emit = (op: SequenceOp, count: number) => {
    for (let i = 0; i < count; i++) ops.push(op);
  };

  // Myers' O((N+M)D) search on A[aLo, aHi) x B[bLo, bHi); false (nothing emitted) past `cap` steps.
  const myers = (aLo: number, aHi: number, bLo: number, bHi: number, cap: number): boolean => {
    const n = aHi - aLo;
    const m = bHi - bLo;
    const offset = n + m + 1;
    const v = new Int32Array(2 * offset + 1);
    // The furthest x on each diagonal before round d, for k in [-d-1, d+1], at trace[d * (d + 2) + k + d + 1].
    const trace: number[] = [];
    let work = 0;
    for (let d = 0; d <= n + m; d++) {
      for (let k = -d - 1; k <= d + 1; k++) trace.push(v[offset + k]!);
      for (let k = -d; k <= d; k += 2) {
        let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
        let y = x - k;
        const start = x;
        while (x < n && y < m && A[aLo + x] === B[bLo + y]) {
          x++;
          y++;
        }
        work += x - start + 1;
        v[offset + k] = x;
        if (x >= n && y >= m) {
          left -= work;
          backtrack(trace, n, m, d);
          return true;
        }
      }
      if (work > cap) break;
    }
    left -= work;
    return false;
  };

  const backtrack = (trace: readonly number[], n: number, m: number, depth: number) => {
    const steps: SequenceOp[] = [];
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
    for (let i = steps.length - 1; i >= 0; i--) ops.push(steps[i]!);
  };

  // Pending work, last first: [aLo, aHi, bLo, bHi, equal] (equal = 1: a run known to match, one op per value).
  const stack: number[] = [0, A.length, 0, B.length, 0];
  while (stack.length > 0) {
    const equal = stack.pop()!;
    let bHi = stack.pop()!;
    let bLo = stack.pop()!;
    let aHi = stack.pop()!;
    let aLo = stack.pop()!;
    if (equal) {
      emit('equal', aHi - aLo);
      continue;
    }
    const from = aLo;
    while (aLo < aHi && bLo < bHi && A[aLo] === B[bLo]) {
      aLo++;
      bLo++;
    }
    emit('equal', aLo - from);
    const to = aHi;
    while (aHi > aLo && bHi > bLo && A[aHi - 1] === B[bHi - 1]) {
      aHi--;
      bHi--;
    }
    stack.push(aHi, to, bHi, bHi + to - aHi, 1);
    const n = aHi - aLo;
    const m = bHi - bLo;
    if (n === 0 || m === 0 || left <= 0) {
      // Nothing to compare, or no work left: exact either way, capped in the second case.
      if (n > 0 && m > 0) capped = true;
      emit('delete', n);
      emit('insert', m);
      continue;
    }
    if (n * m <= SMALL_AREA) {
      if (myers(aLo, aHi, bLo, bHi, left)) continue;
    } else {
      if (A === a) {
        A = intern(a);
        B = intern(b);
      }
      if (myers(aLo, aHi, bLo, bHi, Math.min(left, 4 * (n + m)))) continue;
    }

    // Anchors: values once in each side of this stretch, kept in an order both sides agree on.
    if (A === a) {
      A = intern(a);
      B = intern(b);
    }
    const x = A as Int32Array;
    const y = B as Int32Array;
    counts ??= new Int32Array(3 * ids.size);
    for (let i = aLo; i < aHi; i++) counts[3 * x[i]!]!++;
    for (let j = bLo; j < bHi; j++) {
      counts[3 * y[j]! + 1]!++;
      counts[3 * y[j]! + 2] = j;
    }
    const pairs: number[] = [];
    let common = false;
    for (let i = aLo; i < aHi; i++) {
      const id = 3 * x[i]!;
      if (counts[id + 1]! > 0) common = true;
      if (counts[id] === 1 && counts[id + 1] === 1) pairs.push(i, counts[id + 2]!);
    }
    for (let i = aLo; i < aHi; i++) counts[3 * x[i]!] = 0;
    for (let j = bLo; j < bHi; j++) counts[3 * y[j]! + 1] = 0;
    left -= 2 * (n + m);
    const run = longestIncreasingRun(pairs.filter((_, index) => index % 2 === 1));
    if (run.length > 0) {
      // Pieces between anchors, pushed last first: piece, anchor, piece, ..., anchor, piece.
      let i = aHi;
      let j = bHi;
      for (let r = run.length - 1; r >= 0; r--) {
        const anchorA = pairs[2 * run[r]!]!;
        const anchorB = pairs[2 * run[r]! + 1]!;
        stack.push(anchorA + 1, i, anchorB + 1, j, 0, anchorA, anchorA + 1, anchorB, anchorB + 1, 1);
        i = anchorA;
        j = anchorB;
      }
      stack.push(aLo, i, bLo, j, 0);
    } else if (!common || !myers(aLo, aHi, bLo, bHi, left)) {
      // No value in common: deleting all and inserting all is the shortest script. Otherwise past the cap.
      capped ||= common;
      emit('delete', n);
      emit('insert', m);
    }
  }
  return { ops, capped };
}
