// Issue 21: no state set during render. How much of a markdown plan's text is analysed follows a new text in
// the render that brings it (a derivation from the last commit), not by a state set in that render, which ran the
// plan's body twice for every streamed snapshot.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_TEXT, TEXT_PER_COMMIT, useAnalysedLength } from './useAnalysedLength';

const passes: number[] = [];

function Probe({ content }: { content: string }) {
  const length = useAnalysedLength(content);
  passes.push(length);
  return <p>{length}</p>;
}

// Analysis stops at a line end: a slice ends with the line that reaches past its length. At mount (and in the update
// that brings a rewrite), FIRST_TEXT; in each later step, TEXT_PER_COMMIT.
const MOUNT = FIRST_TEXT + 64;
const FIRST = TEXT_PER_COMMIT + 64;

/** `count` lines of 64 characters (with their newline). */
const lines = (count: number, letter = 'a') => `${letter.repeat(63)}\n`.repeat(count);

afterEach(() => {
  vi.useRealTimers();
});

describe('useAnalysedLength: one pass per update', () => {
  it('analyses a streamed append in the render that brings it, in one pass', () => {
    passes.length = 0;
    const { rerender, container } = render(<Probe content={lines(2)} />);
    rerender(<Probe content={lines(3)} />);
    rerender(<Probe content={lines(4)} />);
    expect(passes).toEqual([128, 192, 256]);
    expect(container.textContent).toBe('256');
  });

  it('analyses a long text a slice per task, and an edit inside the analysed part at once', () => {
    vi.useFakeTimers();
    passes.length = 0;
    const long = lines(TEXT_PER_COMMIT / 64 + 10);
    const { rerender, container } = render(<Probe content={long} />);
    expect(Number(container.textContent)).toBe(MOUNT);
    act(() => void vi.runOnlyPendingTimers());
    expect(Number(container.textContent)).toBe(long.length);
    passes.length = 0;
    // A line reworded near the start (a ticked box): all of it stays analysed.
    const edited = `b${long.slice(1)}`;
    rerender(<Probe content={edited} />);
    expect(passes).toEqual([edited.length]);
  });

  it('analyses a replaced text from its start, a slice per task', () => {
    vi.useFakeTimers();
    const long = lines(TEXT_PER_COMMIT / 64 + 600);
    const { rerender, container } = render(<Probe content={long} />);
    expect(Number(container.textContent)).toBe(MOUNT);
    // A new document, not an append: analysed from its start, as at mount: FIRST_TEXT in the update that brings it,
    // then TEXT_PER_COMMIT a step.
    const other = lines(TEXT_PER_COMMIT / 64 + 600, 'c');
    rerender(<Probe content={other} />);
    expect(Number(container.textContent)).toBe(MOUNT);
    act(() => void vi.runOnlyPendingTimers());
    expect(Number(container.textContent)).toBe(MOUNT + FIRST);
  });
});
