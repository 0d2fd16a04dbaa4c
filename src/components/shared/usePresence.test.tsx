import { act, render, screen } from '@testing-library/react';
import { memo, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePresenceList } from './usePresence';
import type { PresenceItem } from './usePresence';

interface Item {
  readonly id: string;
  readonly label: string;
}

const item = (id: string, label = id.toUpperCase()): Item => ({ id, label });
const getKey = (entry: Item) => entry.id;

/** A fake running animation whose end the test decides. */
interface FakeAnimation {
  readonly element: Element;
  readonly presence: string | undefined;
  finish(): void;
  cancel(): void;
}

let running: FakeAnimation[] = [];
let animationEnd = 200;
/** Whether the fake animations have an effect: `Animation.effect` may be null (an animation made in script). */
let withEffect = true;

/** jsdom has no Web Animations: give every element with data-presence one controllable animation. */
function installFakeAnimations() {
  Object.defineProperty(HTMLElement.prototype, 'getAnimations', {
    configurable: true,
    value(this: HTMLElement) {
      const presence = this.dataset.presence;
      if (!presence) return [];
      let finish!: () => void;
      let cancel!: () => void;
      const finished = new Promise<void>((resolve, reject) => {
        finish = resolve;
        cancel = () => reject(new DOMException('cancelled', 'AbortError'));
      });
      running.push({ element: this, presence, finish, cancel });
      const effect = withEffect ? { getComputedTiming: () => ({ endTime: animationEnd }) } : null;
      return [{ finished, currentTime: 0, effect }];
    },
  });
}

async function finishAll(filter: (animation: FakeAnimation) => boolean = () => true) {
  const ending = running.filter(filter);
  running = running.filter((animation) => !filter(animation));
  await act(async () => {
    ending.forEach((animation) => animation.finish());
  });
}

const seen: string[][] = [];

function List({ items, reducedMotion = false }: { items: readonly Item[]; reducedMotion?: boolean }) {
  const list = usePresenceList(items, getKey, { reducedMotion });
  seen.push(list.map((p) => `${p.key}:${p.presence}`));
  return (
    <ul>
      {list.map((p) => (
        <li key={p.key} ref={p.ref} data-presence={p.presence === 'present' ? undefined : p.presence}>
          {p.item.label}
        </li>
      ))}
    </ul>
  );
}

const rows = () => screen.queryAllByRole('listitem').map((li) => `${li.textContent}:${li.dataset.presence ?? '-'}`);
const everSeen = (state: string) => seen.some((list) => list.some((entry) => entry.endsWith(`:${state}`)));

beforeEach(() => {
  running = [];
  animationEnd = 200;
  withEffect = true;
  seen.length = 0;
});

afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).getAnimations;
  delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
  delete (document as { visibilityState?: unknown }).visibilityState;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePresenceList without the Web Animations API (jsdom)', () => {
  it('renders the first items present, with no enter animation on mount', () => {
    render(<List items={[item('a'), item('b')]} />);
    expect(rows()).toEqual(['A:-', 'B:-']);
    expect(everSeen('entering')).toBe(false);
  });

  it('lets added items enter and settle at once, and removed items leave at once', () => {
    const { rerender } = render(<List items={[item('a')]} />);
    rerender(<List items={[item('a'), item('b')]} />);
    expect(everSeen('entering')).toBe(true);
    expect(rows()).toEqual(['A:-', 'B:-']);
    rerender(<List items={[item('b')]} />);
    expect(everSeen('exiting')).toBe(true);
    expect(rows()).toEqual(['B:-']);
  });
});

describe('usePresenceList with running animations', () => {
  beforeEach(installFakeAnimations);

  it('keeps an entering item entering until its animation ends', async () => {
    const { rerender } = render(<List items={[item('a')]} />);
    rerender(<List items={[item('a'), item('b')]} />);
    expect(rows()).toEqual(['A:-', 'B:entering']);
    await finishAll();
    expect(rows()).toEqual(['A:-', 'B:-']);
  });

  it('keeps exiting items in place with their last value until their animation ends', async () => {
    const { rerender } = render(<List items={[item('a'), item('b'), item('c'), item('d')]} />);
    rerender(<List items={[item('e'), item('a'), item('c', 'C2')]} />);
    expect(rows()).toEqual(['E:entering', 'A:-', 'B:exiting', 'C2:-', 'D:exiting']);
    await finishAll((animation) => animation.presence === 'exiting' && animation.element.textContent === 'B');
    expect(rows()).toEqual(['E:entering', 'A:-', 'C2:-', 'D:exiting']);
    await finishAll();
    expect(rows()).toEqual(['E:-', 'A:-', 'C2:-']);
  });

  it('brings back an item re-added while exiting, on the same element, and ignores its old exit ending', async () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    const b = screen.getByText('B');
    rerender(<List items={[item('a')]} />);
    expect(b).toHaveAttribute('data-presence', 'exiting');
    rerender(<List items={[item('a'), item('b')]} />);
    expect(screen.getByText('B')).toBe(b);
    expect(b).not.toHaveAttribute('data-presence');
    await finishAll();
    expect(rows()).toEqual(['A:-', 'B:-']);
  });

  it('ends the wait when an animation is cancelled', async () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(rows()).toEqual(['A:-', 'B:exiting']);
    await act(async () => {
      running.forEach((animation) => animation.cancel());
    });
    expect(rows()).toEqual(['A:-']);
  });

  it('does not wait for infinite animations (a pulsing highlight would hold the row forever)', () => {
    animationEnd = Infinity;
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(rows()).toEqual(['A:-']);
  });

  it('does not wait for an animation without an effect (its end is unknown: no timer of NaN ms)', () => {
    withEffect = false;
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(rows()).toEqual(['A:-']);
    expect(setTimer.mock.calls.filter(([, delay]) => Number.isNaN(delay))).toEqual([]);
  });

  it('under reduced motion never enters and drops removed items in the same render', () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} reducedMotion />);
    rerender(<List items={[item('a'), item('c')]} reducedMotion />);
    expect(rows()).toEqual(['A:-', 'C:-']);
    expect(everSeen('entering')).toBe(false);
    expect(everSeen('exiting')).toBe(false);
    expect(running).toHaveLength(0);
  });

  it('settles everything when reduced motion turns on mid-animation', () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a'), item('c')]} />);
    expect(rows()).toEqual(['A:-', 'B:exiting', 'C:entering']);
    rerender(<List items={[item('a'), item('c')]} reducedMotion />);
    expect(rows()).toEqual(['A:-', 'C:-']);
  });

  it('stays quiet when an animation ends after unmount', async () => {
    const { rerender, unmount } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    unmount();
    await finishAll();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('leaves no exit timer behind when it unmounts mid-exit (it would update a torn-down page)', () => {
    vi.useFakeTimers();
    const { rerender, unmount } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends an exit whose animation never finishes (no frame drawn) once its time is up', () => {
    vi.useFakeTimers();
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    act(() => vi.advanceTimersByTime(animationEnd));
    // Its time, not more: a frame late is not a reason to cut the animation short.
    expect(rows()).toEqual(['A:-', 'B:exiting']);
    act(() => vi.advanceTimersByTime(100));
    expect(rows()).toEqual(['A:-']);
    expect(running).toHaveLength(1);
  });

  it('does not wait in a hidden document (a background tab draws no frames)', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(rows()).toEqual(['A:-']);
  });

  it('does not wait for an element the browser is not drawing (hidden or skipped ancestor)', () => {
    const checked: unknown[] = [];
    Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
      configurable: true,
      value: (options: unknown) => (checked.push(options), false),
    });
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a'), item('c')]} />);
    expect(rows()).toEqual(['A:-', 'C:-']);
    // Skipped `content-visibility: auto` content counts as not drawn (an offscreen chat message).
    expect(checked).toContainEqual({ contentVisibilityAuto: true });
  });

  it('makes an exiting element inert, and a returning one not', () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    const b = screen.getByText('B');
    rerender(<List items={[item('a')]} />);
    expect(b).toHaveAttribute('inert');
    rerender(<List items={[item('a'), item('b')]} />);
    expect(b).not.toHaveAttribute('inert');
  });

  it('works under StrictMode (double effects and updaters)', async () => {
    const { rerender } = render(
      <StrictMode>
        <List items={[item('a'), item('b')]} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <List items={[item('b'), item('c')]} />
      </StrictMode>,
    );
    expect(rows()).toEqual(['A:exiting', 'B:-', 'C:entering']);
    await finishAll();
    expect(rows()).toEqual(['B:-', 'C:-']);
  });
});

describe('usePresenceList identity and cost', () => {
  it('returns the same list for the same items array without calling getKey, and keeps unchanged items', () => {
    const countingKey = vi.fn(getKey);
    const results: (readonly PresenceItem<Item>[])[] = [];
    function Probe({ items, tick }: { items: readonly Item[]; tick: number }) {
      const list = usePresenceList(items, countingKey, { reducedMotion: false });
      results.push(list);
      return <span>{tick}</span>;
    }
    const a = item('a');
    const b = item('b');
    const first = [a, b];
    const { rerender } = render(<Probe items={first} tick={0} />);
    countingKey.mockClear();
    rerender(<Probe items={first} tick={1} />);
    expect(countingKey).not.toHaveBeenCalled();
    expect(results.at(-1)).toBe(results[0]);

    const b2 = { ...b, label: 'B2' };
    rerender(<Probe items={[a, b2]} tick={2} />);
    const [firstA, firstB] = results[0]!;
    const [nextA, nextB] = results.at(-1)!;
    expect(nextA).toBe(firstA);
    expect(nextB).not.toBe(firstB);
    expect(nextB!.item).toBe(b2);
    expect(nextB!.ref).toBe(firstB!.ref);
  });

  it('reads no attribute of every row in a commit that changes one (a long list commits hundreds of times)', () => {
    const items = Array.from({ length: 1_000 }, (_, index) => item(`k${index}`));
    const { rerender } = render(<List items={items} />);
    const reads = vi.spyOn(Element.prototype, 'hasAttribute');
    try {
      rerender(<List items={[...items.slice(0, 500), item('k500', 'CHANGED'), ...items.slice(501)]} />);
      expect(screen.getByText('CHANGED')).not.toHaveAttribute('inert');
      // toHaveAttribute above reads one.
      expect(reads.mock.calls.length).toBeLessThan(10);
    } finally {
      reads.mockRestore();
    }
  });

  it('lets memoised rows skip rendering when their presence item did not change', () => {
    const rowRenders = new Map<string, number>();
    const Row = memo(function Row({ presence }: { presence: PresenceItem<Item> }) {
      // Destructured: `ref={presence.ref}` would make the React Compiler lint treat `presence` as a ref.
      const { key, ref, item: entry } = presence;
      rowRenders.set(key, (rowRenders.get(key) ?? 0) + 1);
      return <li ref={ref}>{entry.label}</li>;
    });
    function Rows({ items }: { items: readonly Item[] }) {
      const list = usePresenceList(items, getKey, { reducedMotion: false });
      return (
        <ul>
          {list.map((p) => (
            <Row key={p.key} presence={p} />
          ))}
        </ul>
      );
    }
    const a = item('a');
    const { rerender } = render(<Rows items={[a, item('b')]} />);
    rerender(<Rows items={[a, item('b', 'B2')]} />);
    expect(rowRenders.get('a')).toBe(1);
    expect(rowRenders.get('b')).toBe(2);
  });
});

// What the pure derivation tests said of the internal state, asserted on the returned list instead.
describe('usePresenceList order and identity of leaving items', () => {
  beforeEach(installFakeAnimations);

  function Probe({ items }: { items: readonly Item[] }) {
    const list = usePresenceList(items, getKey, { reducedMotion: false });
    results.push(list);
    // Elements with data-presence, so the fake animations hold every phase until the test ends it.
    return (
      <ul>
        {list.map((p) => (
          <li key={p.key} ref={p.ref} data-presence={p.presence === 'present' ? undefined : p.presence} />
        ))}
      </ul>
    );
  }
  const results: (readonly PresenceItem<Item>[])[] = [];
  const summary = (list: readonly PresenceItem<Item>[] | undefined) => list?.map((p) => `${p.key}:${p.presence}`);
  beforeEach(() => {
    results.length = 0;
  });

  it('keeps leaving items after the nearest earlier item that stays, in their old order, and first when none stays before them', () => {
    const { rerender } = render(<Probe items={[item('a'), item('b'), item('c'), item('d')]} />);
    rerender(<Probe items={[item('e'), item('a'), item('c')]} />);
    expect(summary(results.at(-1))).toEqual(['e:entering', 'a:present', 'b:exiting', 'c:present', 'd:exiting']);
    rerender(<Probe items={[item('c')]} />);
    expect(summary(results.at(-1))).toEqual(['e:exiting', 'a:exiting', 'b:exiting', 'c:present', 'd:exiting']);
  });

  it('keeps the same object and last value for an item while it keeps leaving', () => {
    const { rerender } = render(<Probe items={[item('a', 'old'), item('b')]} />);
    rerender(<Probe items={[item('b')]} />);
    const leaving = results.at(-1)![0]!;
    expect(leaving).toMatchObject({ key: 'a', presence: 'exiting', item: { id: 'a', label: 'old' } });
    rerender(<Probe items={[item('b'), item('c')]} />);
    expect(results.at(-1)![0]).toBe(leaving);
  });

  it('skips duplicate keys (the first wins) instead of rendering two rows with one key', () => {
    render(<Probe items={[item('a', '1'), item('a', '2')]} />);
    expect(results.at(-1)).toHaveLength(1);
    expect(results.at(-1)![0]!.item.label).toBe('1');
  });

  it('returns the same list array for a new-but-equal items array', () => {
    const source = [item('a'), item('b')];
    const { rerender } = render(<Probe items={source} />);
    const first = results.at(-1);
    rerender(<Probe items={[...source]} />);
    expect(results.at(-1)).toBe(first);
  });
});

describe('usePresenceList sets no state during render (issue 21)', () => {
  it('derives the new list in the render that brings the items: one pass per update, not two', () => {
    const { rerender } = render(<List items={[item('a'), item('b')]} reducedMotion />);
    expect(seen).toHaveLength(1);
    rerender(<List items={[item('a'), item('c')]} reducedMotion />);
    // A state set during render would run the component again at once (the stale list, then the new one).
    expect(seen).toEqual([['a:present', 'b:present'], ['a:present', 'c:present']]);
  });

  it('renders an update once, and a phase that ends once more (after the commit, never during render)', async () => {
    installFakeAnimations();
    const { rerender } = render(<List items={[item('a'), item('b')]} />);
    rerender(<List items={[item('a')]} />);
    expect(seen).toEqual([['a:present', 'b:present'], ['a:present', 'b:exiting']]);
    await finishAll();
    expect(seen).toEqual([['a:present', 'b:present'], ['a:present', 'b:exiting'], ['a:present']]);
    expect(rows()).toEqual(['A:-']);
  });

  it('keeps an ended exit ended when a later update is derived and committed', async () => {
    installFakeAnimations();
    const { rerender } = render(<List items={[item('a'), item('b'), item('c')]} />);
    rerender(<List items={[item('a'), item('c')]} />);
    await finishAll();
    rerender(<List items={[item('c'), item('a')]} />);
    expect(rows()).toEqual(['C:-', 'A:-']);
    expect(seen.at(-1)).toEqual(['c:present', 'a:present']);
  });
});
