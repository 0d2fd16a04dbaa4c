// Real Chromium, real CSS animations: the exit bookkeeping against the actual Web Animations API.
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePresenceList } from './usePresence';

const EXIT_MS = 300;
const css = `
  [data-test-row][data-presence='entering'] { animation: test-row-in ${EXIT_MS}ms linear; }
  [data-test-row][data-presence='exiting'] { animation: test-row-out ${EXIT_MS}ms linear forwards; }
  @keyframes test-row-in { from { opacity: 0; } }
  @keyframes test-row-out { to { opacity: 0; } }
`;

function List({ ids, reducedMotion = false }: { ids: readonly string[]; reducedMotion?: boolean }) {
  const list = usePresenceList(ids, (id) => id, { reducedMotion });
  return (
    <ul>
      {list.map((p) => (
        <li key={p.key} ref={p.ref} data-test-row="" data-presence={p.presence === 'present' ? undefined : p.presence}>
          {p.item}
        </li>
      ))}
    </ul>
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let style: HTMLStyleElement | undefined;

function injectAnimations() {
  style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

afterEach(() => {
  style?.remove();
  style = undefined;
});

describe('usePresenceList in a real browser', () => {
  describe('with a CSS exit animation', () => {
    beforeEach(injectAnimations);

    it('keeps the exiting element while its animation runs and removes it when it ends', async () => {
      const { rerender } = render(<List ids={['a', 'b', 'c']} />);
      const b = screen.getByText('b');
      const removedAt = performance.now();
      rerender(<List ids={['a', 'c']} />);
      expect(b).toHaveAttribute('data-presence', 'exiting');
      expect(b.getAnimations()).toHaveLength(1);
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c']);
      await sleep(EXIT_MS / 2);
      expect(b).toBeInTheDocument();
      await waitFor(() => expect(b).not.toBeInTheDocument(), { timeout: EXIT_MS * 10 });
      // Gone because the animation ended, not because of some earlier path.
      expect(performance.now() - removedAt).toBeGreaterThanOrEqual(EXIT_MS - 20);
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'c']);
    });

    it('marks an added element entering until its animation ends', async () => {
      const { rerender } = render(<List ids={['a']} />);
      expect(screen.getByText('a')).not.toHaveAttribute('data-presence');
      rerender(<List ids={['a', 'b']} />);
      const b = screen.getByText('b');
      expect(b).toHaveAttribute('data-presence', 'entering');
      await waitFor(() => expect(b).not.toHaveAttribute('data-presence'), { timeout: EXIT_MS * 10 });
    });

    it('removes the element at once under reduced motion', () => {
      const { rerender } = render(<List ids={['a', 'b']} reducedMotion />);
      const b = screen.getByText('b');
      rerender(<List ids={['a']} reducedMotion />);
      expect(b).not.toBeInTheDocument();
    });

    it('keeps the element when the item comes back during its exit', async () => {
      const { rerender } = render(<List ids={['a', 'b']} />);
      const b = screen.getByText('b');
      rerender(<List ids={['a']} />);
      expect(b).toHaveAttribute('data-presence', 'exiting');
      await sleep(EXIT_MS / 3);
      rerender(<List ids={['a', 'b']} />);
      expect(screen.getByText('b')).toBe(b);
      expect(b).not.toHaveAttribute('data-presence');
      await sleep(EXIT_MS * 1.5);
      expect(b).toBeInTheDocument();
      expect(b).not.toHaveAttribute('data-presence');
      expect(getComputedStyle(b).opacity).toBe('1');
    });
  });

  it('removes the element at once when no animation applies', () => {
    const { rerender } = render(<List ids={['a', 'b']} />);
    const b = screen.getByText('b');
    rerender(<List ids={['a']} />);
    expect(b).not.toBeInTheDocument();
  });
});
