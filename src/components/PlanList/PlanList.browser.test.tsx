// <PlanList> in real Chromium with the real stylesheet: exit/enter presence, FLIP moves, the status flash,
// reduced motion, keep-current-in-view inside the list only, one commit for a burst, mount time.
import '../../styles.css';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { capSizedEntries } from '../../../test/fuzz/arbitraries';
import type { ParsedPlanEntry } from '../../acp/types';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanList } from './PlanList';
import { USER_SCROLL_GRACE_MS } from './useKeepCurrentInView';

const e = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

const PLAN = [e('Read the test', 'completed'), e('Fix the tokenizer', 'in_progress'), e('Run the suite', 'pending')];

function rows(): HTMLElement[] {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

function legacyPlan(sessionId: string, entries: readonly ParsedPlanEntry[]) {
  return { sessionId, update: { sessionUpdate: 'plan', entries } };
}

afterEach(() => {
  window.scrollTo(0, 0);
});

describe('presence with the real stylesheet', () => {
  it('keeps a removed row, exiting, while its animation runs, then removes it', async () => {
    const { rerender } = render(<PlanList entries={PLAN} />);
    const removed = rows()[0]!;
    rerender(<PlanList entries={PLAN.slice(1)} />);
    expect(removed).toHaveAttribute('data-presence', 'exiting');
    expect(removed).toBeInTheDocument();
    expect(removed).toHaveTextContent('Read the test');
    expect(removed.getAnimations().length).toBeGreaterThan(0);
    await waitFor(() => expect(removed).not.toBeInTheDocument(), { timeout: 3000 });
    expect(rows()).toHaveLength(2);
  });

  it('keeps showing the last entry of a row the store removed until its exit ends', async () => {
    const store = createPlanStore();
    store.apply(legacyPlan('s', PLAN));
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="s" />
      </PlanStoreProvider>,
    );
    const removed = rows()[2]!;
    act(() => void store.apply(legacyPlan('s', PLAN.slice(0, 2))));
    expect(removed).toHaveAttribute('data-presence', 'exiting');
    expect(removed).toHaveTextContent('Pending: Run the suite');
    await waitFor(() => expect(removed).not.toBeInTheDocument(), { timeout: 3000 });
  });

  it('marks an added row entering until its animation ends', async () => {
    const { rerender } = render(<PlanList entries={PLAN} />);
    rerender(<PlanList entries={[...PLAN, e('Ship it', 'pending')]} />);
    const added = rows()[3]!;
    expect(added).toHaveAttribute('data-presence', 'entering');
    await waitFor(() => expect(added).not.toHaveAttribute('data-presence'), { timeout: 3000 });
  });

  it('removes at once and animates nothing under motion="reduced"', () => {
    const { rerender } = render(<PlanList entries={PLAN} motion="reduced" />);
    const removed = rows()[0]!;
    rerender(<PlanList entries={[...PLAN.slice(1), e('Ship it', 'pending')]} motion="reduced" />);
    expect(removed).not.toBeInTheDocument();
    expect(document.querySelector('[data-presence]')).toBeNull();
    expect(screen.getByRole('region').getAnimations({ subtree: true })).toHaveLength(0);
  });

  it('removes at once under the system reduced-motion setting', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original.call(window, query), matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} })) as typeof window.matchMedia;
    try {
      const { rerender } = render(<PlanList entries={PLAN} />);
      const removed = rows()[0]!;
      rerender(<PlanList entries={PLAN.slice(1)} />);
      expect(removed).not.toBeInTheDocument();
      expect(screen.getByRole('region')).toHaveAttribute('data-motion', 'reduced');
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('moves and status flash', () => {
  it('slides moved rows with a Web Animation, and reads no layout for a status-only change', async () => {
    const entries = [e('A', 'pending'), e('B', 'pending'), e('C', 'pending')];
    const { rerender } = render(<PlanList entries={entries} />);
    const [a, , c] = rows();
    rerender(<PlanList entries={[...entries].reverse()} />);
    const moves = (row: HTMLElement) => row.getAnimations().filter((animation) => animation.id === 'acp-plan-move');
    expect(moves(a!)).toHaveLength(1);
    expect(moves(c!)).toHaveLength(1);
    const keyframes = (moves(a!)[0]!.effect as KeyframeEffect).getKeyframes();
    // A moved down to the end: it starts translated up (negative) and slides to none.
    expect(String(keyframes[0]!.transform)).toMatch(/translateY\(-\d/);
    // Until the slides end (not a fixed sleep: a busy machine runs the animation frames late).
    await Promise.all([...moves(a!), ...moves(c!)].map((animation) => animation.finished));
    rerender(<PlanList entries={[...entries].reverse().map((entry) => ({ ...entry, status: 'completed' }))} />);
    expect(moves(a!)).toHaveLength(0);
  });

  it('flashes a row whose status changed, once, and never for an identical snapshot', async () => {
    const { rerender } = render(<PlanList entries={PLAN} />);
    // From the document: a row that has not been painted yet (content-visibility: auto) does not list the
    // animations of its pseudo-elements itself.
    const flashes = (row: HTMLElement) =>
      document.getAnimations().filter((animation) => {
        const effect = animation.effect as KeyframeEffect;
        return effect.target === row && effect.pseudoElement === '::after';
      });
    const [, fix, run] = rows();
    expect(flashes(fix!)).toHaveLength(0);
    rerender(<PlanList entries={[PLAN[0]!, e('Fix the tokenizer', 'completed'), e('Run the suite', 'in_progress')]} />);
    // Flashes start in the next animation frame, never inside the commit.
    expect(flashes(fix!)).toHaveLength(0);
    await nextFrame();
    expect(flashes(fix!)).toHaveLength(1);
    expect(flashes(run!)).toHaveLength(1);
    await waitFor(() => expect(flashes(fix!)).toHaveLength(0), { timeout: 3000 });
    rerender(<PlanList entries={[PLAN[0]!, e('Fix the tokenizer', 'completed'), e('Run the suite', 'in_progress')]} />);
    await nextFrame();
    await nextFrame();
    expect(flashes(fix!)).toHaveLength(0);
    expect(flashes(run!)).toHaveLength(0);
  });
});

const LONG = (current: number) =>
  Array.from({ length: 120 }, (_, i) => e(`Task ${i}`, i < current ? 'completed' : i === current ? 'in_progress' : 'pending'));

/** A 120-task plan in a 10rem list on a tall page. `reduced` makes the list's own scrolling instant. */
function renderLong(current: number, motion: 'auto' | 'reduced' = 'auto') {
  const ui = (at: number) => (
    <div style={{ height: 3000 }}>
      <PlanList entries={LONG(at)} motion={motion} style={{ ['--acp-plan-list-max-height' as string]: '10rem' }} />
    </div>
  );
  const view = render(ui(current));
  const list = screen.getByRole('list');
  return { list, rerender: (next: number) => view.rerender(ui(next)) };
}

function isRowVisible(list: HTMLElement, row: HTMLElement): boolean {
  const listBox = list.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  return rowBox.top >= listBox.top - 1 && rowBox.bottom <= listBox.bottom + 1;
}

describe('keeps the current task in view', () => {
  it('scrolls the list, not the page, to the current task at mount and when it moves on', async () => {
    const { list, rerender } = renderLong(60);
    const pageScroll = document.scrollingElement!.scrollTop;
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    expect(list.scrollTop).toBeGreaterThan(0);
    rerender(90);
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Task 90');
    expect(document.scrollingElement!.scrollTop).toBe(pageScroll);
  });

  it('waits while the pointer is over the list and scrolls once it leaves', async () => {
    const { list, rerender } = renderLong(10, 'reduced');
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    list.dispatchEvent(new PointerEvent('pointerenter'));
    const before = list.scrollTop;
    rerender(100);
    await sleep(300);
    expect(list.scrollTop).toBe(before);
    list.dispatchEvent(new PointerEvent('pointerleave'));
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
  });

  it('becomes focusable in the very commit whose new rows make it overflow', async () => {
    const entries = (count: number) => Array.from({ length: count }, (_, i) => e(`Task ${i}`, 'pending'));
    const { rerender, container } = render(<PlanList entries={entries(3)} motion="reduced" style={{ '--acp-plan-list-max-height': '6rem' } as React.CSSProperties} />);
    const list = container.querySelector<HTMLElement>('[data-slot="plan-list-items"]')!;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(list).not.toHaveAttribute('tabindex');
    // Once at its maximum height the list does not resize when rows are added: no observer would report.
    act(() => rerender(<PlanList entries={entries(30)} motion="reduced" style={{ '--acp-plan-list-max-height': '6rem' } as React.CSSProperties} />));
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list).toHaveAttribute('data-scrollable');
  });

  it('waits while focus is inside the list (it is focusable because it scrolls)', async () => {
    const { list, rerender } = renderLong(10, 'reduced');
    await waitFor(() => expect(list).toHaveAttribute('tabindex', '0'));
    list.focus();
    const before = list.scrollTop;
    rerender(100);
    await sleep(300);
    expect(list.scrollTop).toBe(before);
    list.blur();
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
  });

  it('stops waiting when the focused row is removed (focus falls to the page, with no focusout to say so)', async () => {
    const withLink = (current: number, linked: boolean) =>
      LONG(current).map((entry, i) => (i === 12 && linked ? { ...entry, content: `${entry.content} [log](https://example.com/log)` } : entry));
    const style = { ['--acp-plan-list-max-height' as string]: '10rem' };
    const { rerender } = render(<PlanList entries={withLink(12, true)} motion="reduced" style={style} />);
    const list = screen.getByRole('list');
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    screen.getByRole('link', { name: 'log' }).focus();
    expect(list.contains(document.activeElement)).toBe(true);
    // The focused row goes away: React removes its element, and the browser moves focus to the body.
    rerender(<PlanList entries={withLink(12, true).filter((_, i) => i !== 12)} motion="reduced" style={style} />);
    expect(list.contains(document.activeElement)).toBe(false);
    rerender(<PlanList entries={withLink(100, false).filter((_, i) => i !== 12)} motion="reduced" style={style} />);
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    expect(list.querySelector('[aria-current="step"]')).toHaveTextContent('Task 100');
  });

  it('waits while the reader has just scrolled, then catches up after the grace period', async () => {
    const { list, rerender } = renderLong(10, 'reduced');
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true));
    list.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }));
    const before = list.scrollTop;
    rerender(100);
    await sleep(300);
    expect(list.scrollTop).toBe(before);
    await waitFor(() => expect(isRowVisible(list, list.querySelector('[aria-current="step"]')!)).toBe(true), {
      timeout: USER_SCROLL_GRACE_MS + 2000,
    });
  });
});

describe('scale in the browser', () => {
  it('renders 100 store updates applied in one task in one commit', async () => {
    const store = createPlanStore();
    const entries = Array.from({ length: 300 }, (_, i) => e(`Task ${i}`, 'pending'));
    store.apply(legacyPlan('burst', entries));
    let commits = 0;
    render(
      <PlanStoreProvider store={store}>
        <Profiler id="burst" onRender={(_id, phase) => void (phase !== 'mount' && commits++)}>
          <PlanList sessionId="burst" motion="reduced" />
        </Profiler>
      </PlanStoreProvider>,
    );
    await nextFrame();
    commits = 0;
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      for (let i = 0; i < 100; i++) {
        store.apply(legacyPlan('burst', entries.map((entry, j) => (j <= i ? { ...entry, status: 'completed' } : entry))));
      }
      await nextFrame();
      await nextFrame();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    expect(commits).toBe(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  // How fast it mounts is measured by `npm run bench` (production React); here: that all of it mounts, once.
  it('mounts a 1,000-entry store plan with every row and one current step', () => {
    const store = createPlanStore();
    store.apply(legacyPlan('big', Array.from({ length: 1000 }, (_, i) => e(`Task ${i} with \`code\` ${i % 10 === 0 ? '**bold**' : ''}`, i === 500 ? 'in_progress' : 'pending'))));
    render(
      <PlanStoreProvider store={store}>
        <PlanList sessionId="big" />
      </PlanStoreProvider>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1000);
    const current = screen.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Task 500');
  });
});

describe('<PlanList> mounting a long plan in slices (development React)', () => {
  it('mounts 5,000 rows of long text, 71 slices, without "Maximum update depth exceeded"', async () => {
    // Each slice was set in the effect of the commit before it, and development React logs that warning once more
    // than 50 commits in a row were caused so (test/failOnConsole.ts fails the test on it). As a host mounts it: no
    // act(), React's scheduler runs the slices in tasks of their own.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    onTestFinished(() => {
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    });
    root.render(<PlanList entries={capSizedEntries(5_000, 4_000)} motion="reduced" />);
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(5_000), { timeout: 45_000, interval: 100 });
    // In the test, so what the unmount logs fails it too.
    root.unmount();
  }, 60_000);
});
