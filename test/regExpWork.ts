// Test helper: measures the work a parser does through regular expressions, for tests that prove a scan stays
// linear on hostile input by counting work, never by timing it.
import { vi } from 'vitest';

/** One `RegExp.prototype.exec` call: the expression, its input, where it started, and what it found. */
export interface RegExpRun {
  readonly regExp: RegExp;
  readonly input: string;
  /** `lastIndex` for a global or sticky expression, else 0. */
  readonly from: number;
  readonly match: RegExpExecArray | null;
}

/** Runs `parse` with every `RegExp.prototype.exec` call weighed by `cost`, and returns the total. */
export function regExpWork(parse: () => void, cost: (run: RegExpRun) => number): number {
  let total = 0;
  const exec = RegExp.prototype.exec;
  const spy = vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    const from = this.global || this.sticky ? this.lastIndex : 0;
    const match = exec.call(this, input);
    total += cost({ regExp: this, input, from, match });
    return match;
  });
  try {
    parse();
  } finally {
    spy.mockRestore();
  }
  return total;
}
