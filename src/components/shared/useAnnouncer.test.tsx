import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRegion } from './LiveRegion';
import { useAnnouncer } from './useAnnouncer';
import type { Announcer, AnnouncerOptions } from './useAnnouncer';

let announcer: Announcer;

function Harness(props: { options?: AnnouncerOptions }) {
  const current = useAnnouncer(props.options);
  // Hands the announcer to the test after each commit (tests call it like a component's effect would).
  useEffect(() => {
    announcer = current;
  });
  return <LiveRegion message={current.message} />;
}

const region = () => screen.getByRole('status');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useAnnouncer', () => {
  it('renders an empty region first, then one coalesced message for a burst', () => {
    render(<Harness />);
    expect(region()).toHaveTextContent('');
    act(() => {
      announcer.announce('Completed: A');
      announcer.announce('Started: B.');
      announcer.announce('Completed: A');
    });
    act(() => vi.advanceTimersByTime(399));
    expect(region().textContent).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(region().textContent).toBe('Completed: A. Started: B.');
  });

  it('starts a new message for the next burst, and changes the text when it repeats', () => {
    render(<Harness options={{ delay: 100 }} />);
    act(() => announcer.announce('Started: A'));
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('Started: A.');
    act(() => announcer.announce('Started: A'));
    act(() => vi.advanceTimersByTime(100));
    // Identical text would not be read again: a no-break space makes it a change.
    expect(region().textContent).toBe('Started: A.\u00A0');
    act(() => announcer.announce('Completed: A'));
    act(() => vi.advanceTimersByTime(100));
    expect(region().textContent).toBe('Completed: A.');
  });

  it('ignores blank messages and keeps announce stable across renders', () => {
    const { rerender } = render(<Harness />);
    const first = announcer.announce;
    act(() => announcer.announce('   '));
    act(() => vi.advanceTimersByTime(1000));
    expect(region().textContent).toBe('');
    rerender(<Harness />);
    expect(announcer.announce).toBe(first);
  });

  it('drops a pending burst on unmount without touching the unmounted component', () => {
    const { unmount } = render(<Harness />);
    act(() => announcer.announce('Started: A'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('can be called from effects reacting to data', () => {
    function Status({ status }: { status: string }) {
      const { announce, message } = useAnnouncer({ delay: 50 });
      useEffect(() => announce(`Now: ${status}`), [announce, status]);
      return <LiveRegion message={message} />;
    }
    const { rerender } = render(<Status status="pending" />);
    rerender(<Status status="done" />);
    act(() => vi.advanceTimersByTime(50));
    expect(region().textContent).toBe('Now: pending. Now: done.');
  });

  it('describes changes once, when the burst ends, with the latest describer of the burst', () => {
    render(<Harness />);
    const first = vi.fn(() => ['Started: A']);
    const latest = vi.fn(() => ['Completed: A']);
    act(() => {
      announcer.announceChanges(first);
      announcer.announceChanges(latest);
    });
    expect(latest).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledOnce();
    expect(region().textContent).toBe('Completed: A.');
  });

  it('frames each spoken message once, and says nothing when the described change is empty', () => {
    render(<Harness options={{ frame: (text) => `Subagent: ${text}` }} />);
    act(() => announcer.announceChanges(() => []));
    act(() => vi.advanceTimersByTime(400));
    expect(region().textContent).toBe('');
    act(() => {
      announcer.announce('Completed: A');
      announcer.announceChanges(() => ['All tasks completed']);
    });
    act(() => vi.advanceTimersByTime(400));
    expect(region().textContent).toBe('Subagent: Completed: A. All tasks completed.');
  });
});
