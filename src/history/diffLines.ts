// The line diff of two markdown revisions, up to the store's 1 MB cap, computed while a person waits: bounded work,
// and exact past the bound (only the stretch that was too far apart to compare is deleted and inserted whole).
//
// Lines are interned to small integers (each hashed once, then compared as numbers) and the common prefix and
// suffix are taken off. A small stretch gets Myers' shortest script; a large one is cut at the lines that occur
// once on each side, in an order both agree on (patience anchors: a longest increasing run), and each piece
// between them is diffed the same way. Edits scattered over 1 MB so cost a few passes over it, not the
// O((N+M)·D) time and O(D²) trace of Myers over the whole.
import { DEFAULT_DIFF_BUDGET, diffSequences, longestIncreasingRun, type SequenceOp } from './diffSequences';

/** An edit script, and whether some stretch of it was past the work cap (then deleted and inserted whole). */
export interface LineDiff {
  readonly ops: SequenceOp[];
  readonly capped: boolean;
}

/** Stretches with at most this many line pairs to compare get Myers' shortest script (within the cap). */
const SMALL_AREA = 4_096;
/** Passes over the input every size gets on top of the budget (counting and anchoring). */
const PASSES = 8;

/**
 * An edit script turning the lines `a` into `b`: the shortest for small inputs, cut at unique common lines for
 * large ones. Past `budget` steps of work the stretches not yet compared are deleted and inserted whole
 * (`capped`): the script stays exact.
 */
export function diffLines(a: readonly string[], b: readonly string[], budget = DEFAULT_DIFF_BUDGET): LineDiff {
  const ids = new Map<string, number>();
  const intern = (lines: readonly string[]) => Int32Array.from(lines, (line) => ids.get(line) ?? (ids.set(line, ids.size), ids.size - 1));
  const x = intern(a);
  const y = intern(b);
  const counts = new Int32Array(3 * ids.size); // per line: how often in a stretch of `a`, of `b`, last place in `b`
  const ops: SequenceOp[] = [];
  const meter = { work: -budget - PASSES * (a.length + b.length) };
  let capped = false;
  const emit = (op: SequenceOp, count: number) => {
    for (let i = 0; i < count; i++) ops.push(op);
  };

  // Pending work, last first: [aLo, aHi, bLo, bHi] of a stretch to compare, or [count, -1, 0, 0] of equal lines.
  const stack: number[] = [0, x.length, 0, y.length];
  while (stack.length > 0) {
    let bHi = stack.pop()!;
    let bLo = stack.pop()!;
    let aHi = stack.pop()!;
    let aLo = stack.pop()!;
    if (aHi < 0) {
      emit('equal', aLo);
      continue;
    }
    let n = aLo;
    while (aLo < aHi && bLo < bHi && x[aLo] === y[bLo]) {
      aLo++;
      bLo++;
    }
    emit('equal', aLo - n);
    n = aHi;
    while (aHi > aLo && bHi > bLo && x[aHi - 1] === y[bHi - 1]) {
      aHi--;
      bHi--;
    }
    stack.push(n - aHi, -1, 0, 0);
    n = aHi - aLo;
    const m = bHi - bLo;
    // A small stretch: Myers' shortest script, within what work is left.
    let common = n * m > 0; // until counted: past the work cap, a stretch with lines on both sides is capped
    const left = meter.work < 0;
    let script = common && left && n * m <= SMALL_AREA ? diffSequences(x.subarray(aLo, aHi), y.subarray(bLo, bHi), -meter.work, meter) : null;
    if (!script && common && left) {
      // A large one is cut at anchors: lines once in each side of the stretch.
      common = false;
      for (let i = aLo; i < aHi; i++) counts[3 * x[i]!]!++;
      for (let j = bLo; j < bHi; j++) {
        counts[3 * y[j]! + 1]!++;
        counts[3 * y[j]! + 2] = j;
      }
      const pairA: number[] = [];
      const pairB: number[] = [];
      for (let i = aLo; i < aHi; i++) {
        const id = 3 * x[i]!;
        common ||= counts[id + 1]! > 0;
        if (counts[id] === 1 && counts[id + 1] === 1) {
          pairA.push(i);
          pairB.push(counts[id + 2]!);
        }
      }
      for (let i = aLo; i < aHi; i++) counts[3 * x[i]!] = 0;
      for (let j = bLo; j < bHi; j++) counts[3 * y[j]! + 1] = 0;
      meter.work += 2 * (n + m);
      const run = longestIncreasingRun(pairB);
      if (run.length > 0) {
        // Pieces between runs of adjacent anchors, pushed last first: piece, anchors, piece, ..., anchors, piece.
        let i = aHi;
        let j = bHi;
        for (let r = run.length - 1; r >= 0; r--) {
          const lastA = pairA[run[r]!]!;
          const lastB = pairB[run[r]!]!;
          let firstA = lastA;
          let firstB = lastB;
          while (r > 0 && pairA[run[r - 1]!] === firstA - 1 && pairB[run[r - 1]!] === firstB - 1) {
            r--;
            firstA--;
            firstB--;
          }
          stack.push(lastA + 1, i, lastB + 1, j, lastA + 1 - firstA, -1, 0, 0);
          i = firstA;
          j = firstB;
        }
        stack.push(aLo, i, bLo, j);
        continue;
      }
      // No anchor: Myers with what work is left (unless a small stretch already failed it).
      if (common && n * m > SMALL_AREA) script = diffSequences(x.subarray(aLo, aHi), y.subarray(bLo, bHi), -meter.work, meter);
    }
    if (script) for (const op of script) ops.push(op);
    else {
      // Nothing to compare, no line in common (deleting all and inserting all is then the shortest script), or
      // past the work cap (capped): exact either way.
      capped ||= common;
      emit('delete', n);
      emit('insert', m);
    }
  }
  return { ops, capped };
}
