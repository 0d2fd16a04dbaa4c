// @vitest-environment node
// Steps chosen in a plan are run by the demo agent, and only those: the client's store holds the plan the agent
// drafted, the steps go through formatStepsPrompt (react-acp-plans/actions) as a real `session/prompt`.
import { afterEach, describe, expect, it } from 'vitest';
import { formatStepsPrompt } from '../../src/actions/formatStepsPrompt';
import type { PlanStep } from '../../src/actions/types';
import { createPlanStore } from '../../src/store';
import type { ItemsPlanState, PlanStore } from '../../src/store/types';
import { startInPageSession, type InPageSession } from '../client';
import { chosenStepsScript, createPlanMemory, DRAFT_PLAN, findChosenSteps, parseStepsPrompt } from './chosenSteps';
import { DEMO_PLAN_IDS, FINAL_PLAN_DOCUMENT } from './scripts';
import { V2_CUSTOM_STEP } from './v2Script';

const open: InPageSession[] = [];
afterEach(() => {
  for (const session of open.splice(0)) session.close();
});

async function start(advertisePlans: boolean, sdkEntry: 'unstable' | 'v2' = 'unstable') {
  const store = createPlanStore();
  const statuses: string[][] = [];
  const session = await startInPageSession({
    store,
    advertisePlans,
    sdkEntry,
    speed: Infinity,
    onUpdate: (params) => {
      const update = (params as { update: { sessionUpdate: string; entries?: { status: string }[]; plan?: { entries?: { status: string }[] } } }).update;
      const entries = update.entries ?? update.plan?.entries;
      if (entries) statuses.push(entries.map((entry) => entry.status));
    },
  });
  open.push(session);
  return { store, session, statuses };
}

function itemsPlan(store: PlanStore, sessionId: string, planId: string): ItemsPlanState {
  const plan = store.getPlan(sessionId, planId);
  if (plan?.type !== 'items') throw new Error(`expected an item plan ${planId}, got ${plan?.type}`);
  return plan;
}

/** The steps a user chose, as `<PlanStepSelection>` hands them to `onRunSteps`. */
function choose(plan: ItemsPlanState, positions: readonly number[]): PlanStep[] {
  return positions.map((position) => {
    const entry = plan.entries[position - 1]!;
    return { key: entry.key, content: entry.content, status: entry.status, priority: entry.priority, position };
  });
}

describe('demo agent: run chosen steps', () => {
  it.each([
    ['with plan support (`plan_update`)', true, DRAFT_PLAN.planId, 'unstable'],
    ['without plan support (legacy `plan`)', false, 'main', 'unstable'],
    ['a v2 client (`./experimental/v2`: the turn ends with `state_update` idle)', true, DRAFT_PLAN.planId, 'v2'],
  ] as const)('%s: works through the chosen steps in turn and leaves every other step as it was', async (_name, advertisePlans, planId, sdkEntry) => {
    const { store, session, statuses } = await start(advertisePlans, sdkEntry);
    await expect(session.prompt('/draft Rows ending with a comma lose their last field.')).resolves.toBe('end_turn');
    const drafted = itemsPlan(store, session.sessionId, planId);
    expect(drafted.entries.map((entry) => entry.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    statuses.length = 0;

    const prompt = formatStepsPrompt(drafted, choose(drafted, [2, 4]));
    await expect(session.prompt(prompt)).resolves.toBe('end_turn');

    const after = itemsPlan(store, session.sessionId, planId);
    expect(after.entries.map((entry) => [entry.content, entry.status])).toEqual([
      [DRAFT_PLAN.steps[0], 'pending'],
      [DRAFT_PLAN.steps[1], 'completed'],
      [DRAFT_PLAN.steps[2], 'pending'],
      [DRAFT_PLAN.steps[3], 'completed'],
    ]);
    // The same keys: the agent sent the same plan back, with only the chosen steps moving.
    expect(after.entries.map((entry) => entry.key)).toEqual(drafted.entries.map((entry) => entry.key));
    // In turn: step 2 in progress, done, then step 4; steps 1 and 3 never moved.
    expect(statuses).toEqual([
      ['pending', 'in_progress', 'pending', 'pending'],
      ['pending', 'completed', 'pending', 'pending'],
      ['pending', 'completed', 'pending', 'in_progress'],
      ['pending', 'completed', 'pending', 'completed'],
    ]);
  });

  it('ticks only the chosen tasks of a markdown plan', () => {
    const memory = createPlanMemory();
    const unticked = FINAL_PLAN_DOCUMENT.replace(/\[x\]/g, '[ ]');
    memory.record('s', { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: unticked } } as never);
    const plan = memory.get('s', 'doc')!;
    const request = parseStepsPrompt('Do only these steps of the plan "doc":\n3. Add regression tests for empty and quoted fields\nLeave the rest.')!;
    const last = chosenStepsScript(plan, request)
      .flatMap((step) => (step.update?.sessionUpdate === 'plan_update' ? [(step.update.plan as { content: string }).content] : []))
      .at(-1)!;
    expect(last.match(/- \[.\] .*/g)).toEqual([
      '- [ ] Reproduce the bug with a failing test',
      '- [ ] Fix the loop bound in `tokenize()`',
      '- [x] Add regression tests for empty and quoted fields',
      '- [ ] Update the changelog',
    ]);
  });

  it('leaves any other prompt to the usual scripts, and a plan it does not know alone', async () => {
    expect(parseStepsPrompt('Fix the CSV bug')).toBeUndefined();
    expect(parseStepsPrompt('Do only these steps of the plan "x":\nnothing numbered')).toBeUndefined();
    expect(parseStepsPrompt('Do only these steps of the plan "bad:\n1. a')).toBeUndefined();
    const { store, session } = await start(true);
    await session.prompt('Do only these steps of the plan "nope":\n1. Reproduce the bug with a failing test\nLeave the others.');
    // An unknown plan: the ordinary turn plays instead (it drafts and finishes its own plans).
    expect(store.getPlans(session.sessionId).length).toBeGreaterThan(0);
  });

  it('finds a step by its text when the plan moved it since the prompt was made', () => {
    expect(findChosenSteps(['a', 'b', 'c'], [{ position: 1, text: 'c' }, { position: 2, text: 'b' }, { position: 9, text: 'gone' }])).toEqual([1, 2]);
  });
});

describe('demo agent, v2 client: chosen steps of the plan its v2 turn sent', () => {
  it('runs only the chosen steps of the v2 item plan (custom and cancelled statuses left as they were)', async () => {
    const { store, session } = await start(true, 'v2');
    await expect(session.prompt('Fix the CSV bug')).resolves.toBe('end_turn');
    const planId = DEMO_PLAN_IDS.items;
    const before = itemsPlan(store, session.sessionId, planId);
    // The v2 turn leaves a custom-status step: choose it alone.
    const custom = before.entries.findIndex((entry) => entry.status === V2_CUSTOM_STEP.status);
    expect(custom).toBeGreaterThan(-1);
    await expect(session.prompt(formatStepsPrompt(before, choose(before, [custom + 1])))).resolves.toBe('end_turn');
    const after = itemsPlan(store, session.sessionId, planId);
    expect(after.entries.map((entry) => entry.status)).toEqual(before.entries.map((entry, i) => (i === custom ? 'completed' : entry.status)));
  });
});
