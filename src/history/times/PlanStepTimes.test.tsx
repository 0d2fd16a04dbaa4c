// Step times (issue 16): durations of finished steps, a live time on the running step, the total, the quiet
// "no progress" hint; and the cost of the clock: one timer per plan, paused when nothing runs or the page is
// hidden, and a tick re-renders the running time alone (no row, not the list).
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanList } from '../../components/PlanList/PlanList';
import { PlanEntryExtrasContext } from '../../components/shared/planEntryExtras';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { formatDuration } from '../duration';
import { PlanStepTimes } from './PlanStepTimes';
import { PlanTotalTime } from './PlanTotalTime';

const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

function update(statuses: readonly string[]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) } };
}

let time = T0;
const now = () => time;

function setup(stallMinimum?: number) {
  const store = createPlanStore({ now });
  store.apply(update(['in_progress', 'pending', 'pending']));
  time += 130_000;
  store.apply(update(['completed', 'in_progress', 'pending']));
  const rowRenders: string[] = [];
  const commits: string[] = [];
  // An outer row extra counts row renders: the row calls `start` each time it renders.
  const counting = { start: (entry: { key: string }) => void rowRenders.push(entry.key) };
  render(
    <PlanStoreProvider store={store}>
      <PlanEntryExtrasContext.Provider value={counting}>
        <PlanStepTimes now={now} stallMinimum={stallMinimum} labels={{ duration: (ms) => `${ms / 1000}s` }}>
          <Profiler id="plan" onRender={(_, phase) => commits.push(phase)}>
            <PlanList sessionId="s" footer={<PlanTotalTime sessionId="s" planId="main" />} />
          </Profiler>
        </PlanStepTimes>
      </PlanEntryExtrasContext.Provider>
    </PlanStoreProvider>,
  );
  return { store, rowRenders, commits };
}

const times = () => Array.from(document.querySelectorAll('[data-slot="plan-step-time"]'), (element) => [element.getAttribute('data-state'), element.getAttribute('datetime'), element.textContent]);
/** The timers pending once the animation frames queued so far have run: the tickers' intervals. */
function intervals(): number {
  act(() => void vi.advanceTimersToNextFrame());
  return vi.getTimerCount();
}
const tick = (ms = 1000) =>
  act(() => {
    time += ms;
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  time = T0;
  // Animation frames faked too: jsdom runs them on setInterval, which would blur the count of the tickers' timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<PlanStepTimes>', () => {
  it('shows each finished step its duration, the running one a live time, and the plan its total', () => {
    setup();
    expect(times()).toEqual([
      ['done', 'PT2M10S', 'took 130s'],
      ['running', 'PT0S', '0s so far'],
    ]);
    expect(screen.getByText('Total 130s')).toHaveAttribute('datetime', 'PT2M10S');
    tick();
    tick();
    expect(times()[1]).toEqual(['running', 'PT2S', '2s so far']);
    expect(screen.getByText('Total 132s')).toHaveAttribute('data-state', 'running');
  });

  it('re-renders no row and not the list on a tick: one commit, of the running time alone', () => {
    const { rowRenders, commits } = setup();
    rowRenders.length = 0;
    commits.length = 0;
    const list = screen.getByRole('list');
    const observer = new MutationObserver(() => {});
    observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
    tick();
    tick();
    tick();
    // What changed in the DOM: the running time's text and datetime, nothing else.
    const changed = new Set(
      observer.takeRecords().map((record) => {
        const target = record.target.nodeType === Node.TEXT_NODE ? record.target.parentElement! : (record.target as Element);
        return target.closest('[data-slot]')!.getAttribute('data-slot');
      }),
    );
    observer.disconnect();
    expect([...changed]).toEqual(['plan-step-time']);
    expect(rowRenders).toEqual([]);
    expect(commits).toEqual(['update', 'update', 'update']);
    expect(times()[1]![2]).toBe('3s so far');
  });

  it('runs one timer per plan, only while a step runs and the page is visible', () => {
    const { store } = setup();
    expect(intervals()).toBe(1);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(intervals()).toBe(0);
    time += 5000;
    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(intervals()).toBe(1);
    // Caught up at once on return, not a second late.
    expect(times()[1]![2]).toBe('5s so far');
    visibility.mockRestore();
    act(() => void store.apply(update(['completed', 'completed', 'pending'])));
    expect(intervals()).toBe(0);
    expect(times().map(([state]) => state)).toEqual(['done', 'done']);
    // A turn that ended leaves nothing running.
    act(() => void store.apply(update(['completed', 'completed', 'in_progress'])));
    expect(intervals()).toBe(1);
    act(() => store.endTurn!('s'));
    expect(intervals()).toBe(0);
  });

  it('hints quietly at a step that runs much longer than the usual one, and at least the minimum', () => {
    setup(60_000);
    // The usual step took 130 s: the hint waits for 3 x 130 s.
    tick(300_000);
    expect(document.querySelector('[data-slot="plan-step-stalled"]')).toBeNull();
    tick(100_000);
    expect(document.querySelector('[data-slot="plan-step-stalled"]')).toHaveTextContent('no progress for 360s');
  });

  it('words the hint and the times with Intl by default: "no progress for 12 min", <time datetime="PT2M10S">', () => {
    const store = createPlanStore({ now });
    store.apply(update(['in_progress', 'pending']));
    time += 130_000;
    store.apply(update(['completed', 'in_progress']));
    render(
      <PlanStoreProvider store={store}>
        {/* The default labels, with Intl pinned to English so the words do not follow the test machine's locale. */}
        <PlanStepTimes now={now} labels={{ duration: (ms) => formatDuration(ms, 'en') }}>
          <PlanList sessionId="s" />
        </PlanStepTimes>
      </PlanStoreProvider>,
    );
    expect(times()[0]).toEqual(['done', 'PT2M10S', 'took 2 min, 10 sec']);
    // Past the default 5-minute minimum and 3x the usual step: the hint, in whole minutes.
    tick(12 * 60_000 + 30_000);
    expect(document.querySelector('[data-slot="plan-step-stalled"]')).toHaveTextContent(/^no progress for 12 min$/);
    expect(times()[1]!.slice(0, 2)).toEqual(['running', 'PT12M30S']);
  });
});
