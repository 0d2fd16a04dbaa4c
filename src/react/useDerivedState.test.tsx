import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDerivedState } from './useDerivedState';

interface Counted {
  readonly source: readonly string[];
  /** How many derivations led to this state (1 at mount). */
  readonly generation: number;
  readonly text: string;
}

const derive = (previous: Counted | undefined, input: readonly string[]): Counted => ({
  source: input,
  generation: (previous?.generation ?? 0) + 1,
  text: input.join(','),
});

const renders: string[] = [];

function Probe({ input }: { input: readonly string[] }) {
  const { generation, text } = useDerivedState(input, derive);
  renders.push(`${generation}:${text}`);
  return <p>{text}</p>;
}

describe('useDerivedState (no state set during render, issue 21)', () => {
  it('derives from the last committed state in the render that brings a new input: one pass per update', () => {
    renders.length = 0;
    const first = ['a'];
    const { rerender, container } = render(<Probe input={first} />);
    rerender(<Probe input={['a', 'b']} />);
    rerender(<Probe input={['b']} />);
    // A state set during render would run the component twice per new input.
    expect(renders).toEqual(['1:a', '2:a,b', '3:b']);
    expect(container.textContent).toBe('b');
  });

  it('does not derive again for the same input', () => {
    renders.length = 0;
    const input = ['x'];
    const { rerender } = render(<Probe input={input} />);
    rerender(<Probe input={input} />);
    rerender(<Probe input={input} />);
    expect(renders).toEqual(['1:x', '1:x', '1:x']);
  });
});

describe('useDerivedState with an undefined input', () => {
  it('derives at mount for undefined too (a list without label overrides)', () => {
    const seen: (string | undefined)[] = [];
    function Labels({ overrides }: { overrides?: string }) {
      const { value } = useDerivedState(overrides, (_previous: { source: string | undefined; value: string } | undefined, input) => ({ source: input, value: input ?? 'default' }));
      seen.push(value);
      return null;
    }
    const { rerender } = render(<Labels />);
    rerender(<Labels overrides="custom" />);
    expect(seen).toEqual(['default', 'custom']);
  });
});
