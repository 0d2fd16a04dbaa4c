import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_QUERY, useReducedMotion } from './useReducedMotion';
import type { MotionPreference } from './useReducedMotion';

/** A controllable `matchMedia` for the reduced-motion query (jsdom has none). */
function stubMatchMedia(initial: boolean, { legacy = false } = {}) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    media: REDUCED_MOTION_QUERY,
    ...(legacy
      ? {
          addListener: (listener: () => void) => listeners.add(listener),
          removeListener: (listener: () => void) => listeners.delete(listener),
        }
      : {
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }),
  };
  const matchMedia = vi.fn(() => list);
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    listeners,
    set(matches: boolean) {
      list.matches = matches;
      listeners.forEach((listener) => listener());
    },
  };
}

function Probe({ motion }: { motion?: MotionPreference }) {
  return <output>{useReducedMotion(motion) ? 'reduced' : 'full'}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useReducedMotion', () => {
  it('is false without matchMedia (jsdom, old webviews) and true when asked for reduced motion', () => {
    expect(window.matchMedia).toBeUndefined();
    const { rerender } = render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('full');
    rerender(<Probe motion="reduced" />);
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
  });

  it('follows the system setting live and unsubscribes on unmount', () => {
    const media = stubMatchMedia(false);
    const { unmount } = render(<Probe />);
    expect(media.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(screen.getByRole('status')).toHaveTextContent('full');
    act(() => media.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
    act(() => media.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('full');
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it("keeps motion reduced when the prop says so, whatever the system's setting", () => {
    const media = stubMatchMedia(false);
    render(<Probe motion="reduced" />);
    act(() => media.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
  });

  it('supports the legacy addListener API', () => {
    const media = stubMatchMedia(true, { legacy: true });
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('reduced');
    act(() => media.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('full');
  });

  it('renders motion allowed on the server, where the setting is unknown', () => {
    stubMatchMedia(true);
    expect(renderToString(<Probe />)).toBe('<output>full</output>');
    expect(renderToString(<Probe motion="reduced" />)).toBe('<output>reduced</output>');
  });
});
