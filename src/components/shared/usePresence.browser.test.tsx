// Real Chromium, real CSS animations: the exit bookkeeping against the actual Web Animations API.
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  vi.useRealTimers();
});

/** Renders the list inside `wrap`, removes "b", and returns b's element. */
function removeInside(wrap: (list: ReactNode) => ReactNode) {
  const { rerender } = render(wrap(<List ids={['a', 'b']} />));
  const b = screen.getByText('b');
  rerender(wrap(<List ids={['a']} />));
  return b;
}

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

    // The browser does not draw these subtrees, so `finished` would not settle until they are shown again.
    it('removes the element at once under a `content-visibility: hidden` ancestor', () => {
      const b = removeInside((list) => <div style={{ contentVisibility: 'hidden' }}>{list}</div>);
      expect(b).not.toBeInTheDocument();
    });

    it('removes the element at once under an offscreen `content-visibility: auto` ancestor (a chat transcript)', async () => {
      const wrap = (list: ReactNode) => (
        <div style={{ contentVisibility: 'auto', marginTop: '300vh' }} data-testid="message">
          {list}
        </div>
      );
      const { rerender } = render(wrap(<List ids={['a', 'b']} />));
      const b = screen.getByText('b');
      // The browser decides what it skips in its next rendering update.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(b.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
      rerender(wrap(<List ids={['a']} />));
      expect(b).not.toBeInTheDocument();
    });

    it('removes the element at once inside a closed <details>', () => {
      const b = removeInside((list) => (
        <details>
          <summary>Plan</summary>
          {list}
        </details>
      ));
      expect(b).not.toBeInTheDocument();
    });

    it('ends the exit when its time is up in a page that opened a popup (Chromium then draws ~1 frame a second)', async () => {
      const popup = window.open('about:blank');
      // Playwright's Chromium allows popups; a null here would mean this test no longer covers that page state.
      expect(popup).not.toBeNull();
      try {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        const b = removeInside((list) => list);
        const [exit] = b.getAnimations();
        expect(b).toHaveAttribute('inert');
        // No real time passes: only the timer can end the exit; the animation has not finished.
        await act(async () => vi.advanceTimersByTime(EXIT_MS + 100));
        expect(b).not.toBeInTheDocument();
        expect(exit!.playState).not.toBe('finished');
      } finally {
        popup?.close();
      }
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
