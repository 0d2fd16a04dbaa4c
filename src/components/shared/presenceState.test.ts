import { describe, expect, it } from 'vitest';
import { derivePresence, finishPresence } from './presenceState';
import type { PresenceEnvironment, PresenceListState } from './presenceState';

interface Item {
  readonly id: string;
  readonly label?: string;
}

function environment(reducedMotion = false): PresenceEnvironment<Item> {
  const refs = new Map<string, (element: HTMLElement | null) => void>();
  let phase = 0;
  return {
    getKey: (item) => item.id,
    reducedMotion,
    refFor: (key) => {
      if (!refs.has(key)) refs.set(key, () => {});
      return refs.get(key)!;
    },
    nextPhase: () => ++phase,
  };
}

const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));
const summary = (state: PresenceListState<Item>) => state.list.map((p) => `${p.key}:${p.presence}`);

describe('derivePresence', () => {
  it('starts with everything present', () => {
    const state = derivePresence(undefined, items('a', 'b'), environment());
    expect(summary(state)).toEqual(['a:present', 'b:present']);
  });

  it('keeps leaving items after the nearest earlier item that stays, in their old order', () => {
    const env = environment();
    const first = derivePresence(undefined, items('a', 'b', 'c', 'd'), env);
    const next = derivePresence(first, items('e', 'a', 'c'), env);
    expect(summary(next)).toEqual(['e:entering', 'a:present', 'b:exiting', 'c:present', 'd:exiting']);
  });

  it('puts leaving items that had no earlier survivor first', () => {
    const env = environment();
    const first = derivePresence(undefined, items('a', 'b', 'c'), env);
    expect(summary(derivePresence(first, items('c'), env))).toEqual(['a:exiting', 'b:exiting', 'c:present']);
  });

  it('keeps the last value of a leaving item and its phase while it keeps leaving', () => {
    const env = environment();
    const first = derivePresence(undefined, [{ id: 'a', label: 'old' }, { id: 'b' }], env);
    const leaving = derivePresence(first, items('b'), env);
    const again = derivePresence(leaving, items('b', 'c'), env);
    expect(again.tracked[0]).toBe(leaving.tracked[0]);
    expect(again.list[0]).toEqual(expect.objectContaining({ key: 'a', item: { id: 'a', label: 'old' } }));
  });

  it('skips duplicate keys (the first wins) instead of rendering two rows with one key', () => {
    const state = derivePresence(undefined, [{ id: 'a', label: '1' }, { id: 'a', label: '2' }], environment());
    expect(state.list).toHaveLength(1);
    expect(state.list[0]!.item.label).toBe('1');
  });

  it('returns the same list array when nothing changed for a new-but-equal input', () => {
    const env = environment();
    const source = items('a', 'b');
    const first = derivePresence(undefined, source, env);
    const next = derivePresence(first, [...source], env);
    expect(next.list).toBe(first.list);
    expect(next.source).not.toBe(first.source);
  });
});

describe('finishPresence', () => {
  it('settles entering items, drops exiting ones, ignores finishes of an older phase', () => {
    const env = environment();
    const first = derivePresence(undefined, items('a', 'b'), env);
    const changed = derivePresence(first, items('b', 'c'), env);
    const phaseOf = (key: string) => changed.tracked.find((t) => t.view.key === key)!.phase;
    expect(finishPresence(changed, new Map([['c', phaseOf('c') + 100]]))).toBe(changed);
    const done = finishPresence(
      changed,
      new Map([
        ['a', phaseOf('a')],
        ['c', phaseOf('c')],
      ]),
    );
    expect(summary(done)).toEqual(['b:present', 'c:present']);
    expect(done.list[0]).toBe(changed.list[1]);
  });
});
