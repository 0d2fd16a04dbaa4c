// Properties of the rebase: whatever the user and the agent did to the same plan, both sides' changes survive
// (or a clash is reported), and the trivial cases give exactly one side back.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rebaseEdit } from './rebaseEdit';
import { addStep, deleteStep, moveStep, rewordStep, setStepPriority } from './editSteps';
import type { EditableEntry } from './types';

const words = fc.constantFrom('read', 'fix', 'test', 'ship', 'docs', 'lint', 'review');
const priority = fc.constantFrom('high', 'medium', 'low');
const status = fc.constantFrom('pending', 'in_progress', 'completed');

/** A plan with unique keys `b0`, `b1`, … */
const basePlan = fc
  .array(fc.record({ content: words, priority, status }), { maxLength: 8 })
  .map((entries): readonly EditableEntry[] => entries.map((entry, index) => ({ key: `b${index}`, ...entry })));

type Edit =
  | { op: 'reword'; at: number; text: string }
  | { op: 'priority'; at: number; priority: string }
  | { op: 'add'; at: number }
  | { op: 'delete'; at: number }
  | { op: 'move'; at: number; to: number }
  | { op: 'status'; at: number; status: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ op: fc.constant('reword' as const), at: fc.nat(9), text: words }),
  fc.record({ op: fc.constant('priority' as const), at: fc.nat(9), priority }),
  fc.record({ op: fc.constant('add' as const), at: fc.nat(9) }),
  fc.record({ op: fc.constant('delete' as const), at: fc.nat(9) }),
  fc.record({ op: fc.constant('move' as const), at: fc.nat(9), to: fc.nat(9) }),
  fc.record({ op: fc.constant('status' as const), at: fc.nat(9), status }),
);

/** Applies edits as one side would; `side` prefixes the keys of added steps (users' and agents' never clash). */
function play(base: readonly EditableEntry[], edits: readonly Edit[], side: 'mine' | 'theirs'): readonly EditableEntry[] {
  let entries = base;
  edits.forEach((change, n) => {
    const target = entries[change.at % Math.max(1, entries.length)];
    if (change.op === 'add') {
      entries = addStep(entries, change.at, `${side}${n}`);
      entries = rewordStep(entries, `${side}${n}`, `new ${side} ${n}`);
      return;
    }
    if (!target) return;
    if (change.op === 'reword') entries = rewordStep(entries, target.key, `${change.text} (${side})`);
    else if (change.op === 'priority') entries = setStepPriority(entries, target.key, change.priority);
    else if (change.op === 'delete') entries = deleteStep(entries, target.key);
    else if (change.op === 'move') entries = moveStep(entries, target.key, change.to);
    // Only the agent changes statuses.
    else if (side === 'theirs') entries = entries.map((entry) => (entry.key === target.key ? { ...entry, status: change.status } : entry));
  });
  return entries;
}

const scenario = fc.tuple(basePlan, fc.array(edit, { maxLength: 8 }), fc.array(edit, { maxLength: 8 })).map(([base, mineEdits, theirsEdits]) => ({
  base,
  mine: play(base, mineEdits, 'mine'),
  theirs: play(base, theirsEdits, 'theirs'),
}));

const keys = (entries: readonly EditableEntry[]) => entries.map((entry) => entry.key);

describe('rebaseEdit (properties)', () => {
  it('with no agent change gives the user draft back exactly', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine }) => {
        const result = rebaseEdit(base, mine, base);
        expect(result.entries).toEqual(mine);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it('with no user edit gives the agent plan back exactly', () => {
    fc.assert(
      fc.property(scenario, ({ base, theirs }) => {
        const result = rebaseEdit(base, base, theirs);
        expect(result.entries).toEqual(theirs);
        expect(result.conflicts).toEqual([]);
      }),
    );
  });

  it('keeps keys unique and loses no step either side added; drops every step the user deleted', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const result = keys(rebaseEdit(base, mine, theirs).entries);
        expect(new Set(result).size).toBe(result.length);
        const baseKeys = new Set(keys(base));
        for (const key of [...keys(mine), ...keys(theirs)].filter((key) => !baseKeys.has(key))) expect(result).toContain(key);
        const mineKeys = new Set(keys(mine));
        for (const key of baseKeys) if (!mineKeys.has(key)) expect(result).not.toContain(key);
      }),
    );
  });

  it('takes each step words and priority from the side that changed them (the user when both), status from the agent', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const baseBy = new Map(base.map((entry) => [entry.key, entry]));
        const mineBy = new Map(mine.map((entry) => [entry.key, entry]));
        const theirsBy = new Map(theirs.map((entry) => [entry.key, entry]));
        for (const entry of rebaseEdit(base, mine, theirs).entries) {
          const was = baseBy.get(entry.key);
          const user = mineBy.get(entry.key);
          const agent = theirsBy.get(entry.key);
          if (!was) {
            expect(entry).toEqual(user ?? agent);
            continue;
          }
          expect(user).toBeDefined();
          const expectedContent = user!.content !== was.content || !agent ? user!.content : agent.content;
          const expectedPriority = user!.priority !== was.priority || !agent ? user!.priority : agent.priority;
          expect(entry.content).toBe(expectedContent);
          expect(entry.priority).toBe(expectedPriority);
          expect(entry.status).toBe((agent ?? user)!.status);
        }
      }),
    );
  });

  it('reports every change of the agent it did not keep (never lost silently)', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const { entries, conflicts } = rebaseEdit(base, mine, theirs);
        const resultBy = new Map(entries.map((entry) => [entry.key, entry]));
        const reported = new Set(conflicts.flatMap((conflict) => ('key' in conflict ? [`${conflict.kind}:${conflict.key}`] : [])));
        for (const was of base) {
          const agent = theirs.find((entry) => entry.key === was.key);
          const kept = resultBy.get(was.key);
          if (agent && !kept) {
            const changed = agent.content !== was.content || agent.priority !== was.priority || agent.status !== was.status;
            if (changed) expect(reported).toContain(`removed-changed:${was.key}`);
          } else if (agent && kept) {
            if (agent.content !== was.content && kept.content !== agent.content) expect(reported).toContain(`both-reworded:${was.key}`);
            if (agent.priority !== was.priority && kept.priority !== agent.priority) expect(reported).toContain(`both-prioritized:${was.key}`);
          } else if (!agent && kept) {
            expect(reported).toContain(`edited-removed:${was.key}`);
          }
        }
      }),
    );
  });

  it('keeps the order of the side that reordered the shared steps', () => {
    fc.assert(
      fc.property(scenario, ({ base, mine, theirs }) => {
        const result = keys(rebaseEdit(base, mine, theirs).entries);
        const inAll = new Set(keys(base).filter((key) => keys(mine).includes(key) && keys(theirs).includes(key)));
        const order = (list: readonly string[]) => list.filter((key) => inAll.has(key)).join(',');
        const userMoved = order(keys(mine)) !== order(keys(base));
        expect(order(result)).toBe(userMoved ? order(keys(mine)) : order(keys(theirs)));
      }),
    );
  });
});
