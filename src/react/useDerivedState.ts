import { useState } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/** A state derived from an input, remembering which input (`source`) it was derived from. */
export interface DerivedState<I> {
  readonly source: I;
}

/**
 * The memo of one `useDerivedState`: the state of the last commit, and the last derivation (from that state).
 * Render only reads it and refills the memo (a pure function of the committed state and the input, so a render
 * React throws away leaves nothing wrong behind); a commit moves the base forward and resets the memo to it.
 */
function createDerivation<I, S extends DerivedState<I>>() {
  let committed: S | undefined;
  let last: S | undefined;
  return {
    get(input: I, derive: (previous: S | undefined, input: I) => S): S {
      // `undefined` is an input too (no label overrides): test for the memo, not through it.
      if (last === undefined || last.source !== input) last = derive(committed, input);
      return last;
    },
    commit(state: S): void {
      committed = last = state;
    },
  };
}

/**
 * A state derived from `input` and the state of the last commit (`derive(previous, input)`; `previous` is
 * undefined at mount), derived again only for a new input. What React's "adjust state while rendering" does,
 * without setting state during render (issue 21): no second pass of the component, and a render React throws
 * away (a transition interrupted) never becomes the base of the next one. `derive` must be pure; it may return
 * `previous` when nothing changed.
 * @internal <PlanList>'s and MarkdownDocument's chunks, keys of plain entries, label overrides, the analysed
 * length of a markdown text and <SessionPlans>' "a plan has been shown"; not exported from the package.
 */
export function useDerivedState<I, S extends DerivedState<I>>(input: I, derive: (previous: S | undefined, input: I) => S): S {
  const [derivation] = useState(createDerivation<I, S>);
  const state = derivation.get(input, derive);
  useIsomorphicLayoutEffect(() => derivation.commit(state), [derivation, state]);
  return state;
}
