// @vitest-environment node
// A plan revised by the user reaches the demo agent over real ACP (an SDK client, the store fed by
// react-acp-plans/acp) and the agent follows it: its next plan update is the revised plan, and it works through
// the unfinished steps in the user's order.
import { afterEach, describe, expect, it } from 'vitest';
import { formatRevisionPrompt } from '../../src/actions';
import type { EditableEntry } from '../../src/actions';
import { createPlanStore } from '../../src/store';
import type { ItemsPlanState } from '../../src/store/types';
import { startInPageSession, type InPageSession } from '../client';
import { parseRevisionPrompt } from './revision';
import { DEMO_PLAN_IDS } from './scripts';

const open: InPageSession[] = [];
afterEach(() => {
  for (const session of open.splice(0)) session.close();
});

describe('parseRevisionPrompt', () => {
  it('reads back the steps formatRevisionPrompt wrote, with statuses and priorities', () => {
    const before: EditableEntry[] = [{ key: 'a', content: 'Old', status: 'completed', priority: 'high' }];
    const after: EditableEntry[] = [
      { key: 'a', content: 'Read (the) test', status: 'completed', priority: 'high' },
      { key: 'b', content: 'Fix it', status: 'in_progress', priority: 'medium' },
      { key: 'c', content: 'Ship', status: 'cancelled', priority: '_urgent' },
    ];
    expect(parseRevisionPrompt(formatRevisionPrompt(before, after))).toEqual([
      { content: 'Read (the) test', status: 'completed', priority: 'high' },
      { content: 'Fix it', status: 'in_progress', priority: 'medium' },
      { content: 'Ship', status: 'pending', priority: 'medium' },
    ]);
  });

  it('is undefined for any other prompt, and empty for an emptied plan', () => {
    expect(parseRevisionPrompt('Fix the CSV bug')).toBeUndefined();
    expect(parseRevisionPrompt(formatRevisionPrompt([{ key: 'a', content: 'A', status: 'pending', priority: 'low' }], []))).toEqual([]);
  });
});

describe('demo agent following a revised plan', () => {
  it.each([
    ['a v1 client', 'unstable'],
    ['a v2 client (`./experimental/v2`)', 'v2'],
  ] as const)('%s: adopts the revision as its next plan update and does the remaining steps in the revised order', async (_name, sdkEntry) => {
    const store = createPlanStore();
    const planUpdates: { entries: { content: string; status: string }[] }[] = [];
    const toolTitles: string[] = [];
    const session = await startInPageSession({
      store,
      advertisePlans: true,
      sdkEntry,
      speed: Infinity,
      onUpdate: (params) => {
        const update = (params as { update: Record<string, unknown> }).update;
        // v2 reports a tool call with `tool_call_update` alone; its first one carries the title.
        if (update.sessionUpdate === 'tool_call' || (update.sessionUpdate === 'tool_call_update' && update.title !== undefined)) {
          toolTitles.push(String(update.title));
        }
        const plan = update.plan as { planId?: string; entries?: { content: string; status: string }[] } | undefined;
        if (update.sessionUpdate === 'plan_update' && plan?.planId === DEMO_PLAN_IDS.items && plan.entries) planUpdates.push({ entries: plan.entries });
      },
    });
    open.push(session);
    await session.prompt('Fix the CSV bug');
    const plan = store.getPlan(session.sessionId, DEMO_PLAN_IDS.items) as ItemsPlanState;

    // The user's revision of the agent's finished plan: one step reworded back to pending, one deleted, one added
    // first, the last one moved up.
    const before = plan.entries;
    const [reproduce, fix, , changelog] = before; // the third step (regression tests) is deleted
    const after: EditableEntry[] = [
      { key: 'new-1', content: 'Benchmark the parser on a 1 GB file', status: 'pending', priority: 'high' },
      reproduce!,
      { ...changelog!, status: 'pending' },
      { ...fix!, content: 'Also fix the quoted-field loop', status: 'pending' },
    ];
    const prompt = formatRevisionPrompt(before, after);
    planUpdates.length = 0;
    toolTitles.length = 0;

    await expect(session.prompt(prompt)).resolves.toBe('end_turn');

    expect(planUpdates[0]!.entries.map(({ content, status }) => [content, status])).toEqual([
      ['Benchmark the parser on a 1 GB file', 'pending'],
      ['Reproduce the bug with a failing test', 'completed'],
      ['Update the changelog', 'pending'],
      ['Also fix the quoted-field loop', 'pending'],
    ]);
    expect(toolTitles).toEqual(['Benchmark the parser on a 1 GB file', 'Update the changelog', 'Also fix the quoted-field loop']);
    const final = store.getPlan(session.sessionId, DEMO_PLAN_IDS.items) as ItemsPlanState;
    expect(final.entries.map(({ content, status }) => [content, status])).toEqual([
      ['Benchmark the parser on a 1 GB file', 'completed'],
      ['Reproduce the bug with a failing test', 'completed'],
      ['Update the changelog', 'completed'],
      ['Also fix the quoted-field loop', 'completed'],
    ]);
  });
});
