// "Do only these steps of the plan": the demo agent carries out the steps a user chose in a plan
// (react-acp-plans/actions, `formatStepsPrompt`) and leaves every other step as it was. It remembers the plans it
// sent in each session (`createPlanMemory`), so it can send the same plan back with only the chosen steps moving.
import type { PlanEntry, SessionUpdate } from '@agentclientprotocol/sdk/unstable';
import { findMarkdownTasks } from '../../src/store/markdownTasks';
import { itemsPlan, legacyPlan, markdownPlan, say, tool, type DemoStep } from './steps';

/** The plan id a legacy `plan` update has (the store's `LEGACY_PLAN_ID`). */
const LEGACY_PLAN_ID = 'main';

/** A chosen step as the prompt names it: its place in the plan (from 1) and its text. */
export interface ChosenStep {
  readonly position: number;
  readonly text: string;
}

/** What a "Do only these steps" prompt asks for. */
export interface StepsRequest {
  /** The plan's id, when the prompt names one. */
  readonly planId: string | undefined;
  readonly steps: readonly ChosenStep[];
}

const INTRO = /^Do only these steps of the plan(?: ("(?:[^"\\]|\\.)*"))?:$/;
const STEP = /^(\d+)\. (.*)$/;

/** Reads a prompt made by `formatStepsPrompt` (its default English texts); `undefined` for any other prompt. */
export function parseStepsPrompt(text: string): StepsRequest | undefined {
  const [first, ...rest] = text.split('\n');
  const intro = INTRO.exec(first?.trim() ?? '');
  if (!intro) return undefined;
  let planId: string | undefined;
  try {
    planId = intro[1] === undefined ? undefined : (JSON.parse(intro[1]) as string);
  } catch {
    return undefined;
  }
  const steps: ChosenStep[] = [];
  for (const line of rest) {
    const match = STEP.exec(line.trim());
    if (match) steps.push({ position: Number(match[1]), text: match[2]!.trim() });
  }
  return steps.length > 0 ? { planId, steps } : undefined;
}

/** A plan as the agent last sent it. */
export type RememberedPlan =
  | { readonly type: 'items'; readonly planId: string; readonly legacy: boolean; readonly entries: readonly PlanEntry[] }
  | { readonly type: 'markdown'; readonly planId: string; readonly content: string };

/** The plans the agent sent, per session. */
export interface PlanMemory {
  /** Notes a session update the agent sent (plan updates are kept, the rest ignored). */
  record(sessionId: string, update: SessionUpdate): void;
  /** The plan `planId` of the session as last sent (`undefined`: the only plan the session has, if one). */
  get(sessionId: string, planId: string | undefined): RememberedPlan | undefined;
}

/** Creates an empty `PlanMemory`. */
export function createPlanMemory(): PlanMemory {
  const sessions = new Map<string, Map<string, RememberedPlan>>();
  const plansOf = (sessionId: string) => {
    let plans = sessions.get(sessionId);
    if (!plans) sessions.set(sessionId, (plans = new Map()));
    return plans;
  };
  return {
    record(sessionId, update) {
      const plans = plansOf(sessionId);
      if (update.sessionUpdate === 'plan') {
        plans.set(LEGACY_PLAN_ID, { type: 'items', planId: LEGACY_PLAN_ID, legacy: true, entries: update.entries });
      } else if (update.sessionUpdate === 'plan_update') {
        const plan = update.plan as { type: string; planId?: string; id?: string; entries?: PlanEntry[]; content?: string };
        const planId = plan.planId ?? plan.id;
        if (planId === undefined) return;
        if (plan.type === 'items' && plan.entries) plans.set(planId, { type: 'items', planId, legacy: false, entries: plan.entries });
        else if (plan.type === 'markdown' && typeof plan.content === 'string') plans.set(planId, { type: 'markdown', planId, content: plan.content });
        else plans.delete(planId);
      } else if (update.sessionUpdate === 'plan_removed') {
        const removed = update as { planId?: string; id?: string };
        plans.delete(removed.planId ?? removed.id ?? '');
      }
    },
    get(sessionId, planId) {
      const plans = sessions.get(sessionId);
      if (!plans) return undefined;
      if (planId !== undefined) return plans.get(planId);
      return plans.size === 1 ? plans.values().next().value : undefined;
    },
  };
}

/**
 * Which of `texts` (the plan's steps, in order) the request names: the step at its position when the text is the
 * same, else the first step with that text (the plan changed since the prompt was made). Indices, in plan order.
 */
export function findChosenSteps(texts: readonly string[], steps: readonly ChosenStep[]): number[] {
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
  const found = new Set<number>();
  for (const { position, text } of steps) {
    const at = position - 1;
    const index = oneLine(texts[at] ?? '') === text ? at : texts.findIndex((candidate, i) => !found.has(i) && oneLine(candidate) === text);
    if (index !== -1) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/** "step 2", "steps 2 and 4", "steps 1, 3 and 4". */
function stepNumbers(indices: readonly number[]): string {
  const numbers = indices.map((index) => String(index + 1));
  if (numbers.length === 1) return `step ${numbers[0]}`;
  return `steps ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
}

/**
 * The turn that carries out the chosen steps of `plan`, one after the other: each is set in progress, worked on
 * (a tool call), then completed; every other step is sent exactly as it was. A markdown plan's chosen task boxes
 * are ticked in turn. A request that names no step of the plan is answered in words only.
 */
export function chosenStepsScript(plan: RememberedPlan, request: StepsRequest): DemoStep[] {
  if (plan.type === 'items') {
    const chosen = findChosenSteps(plan.entries.map((entry) => entry.content), request.steps);
    if (chosen.length === 0) return say('None of those steps is in the plan any more; I left it as it is.', 200);
    let entries = [...plan.entries];
    const send = (after: number) => (plan.legacy ? legacyPlan(entries, after) : itemsPlan(plan.planId, entries, after));
    const steps: DemoStep[] = [...say(`Doing only ${stepNumbers(chosen)} of the plan; the others stay as they are.`, 200)];
    for (const index of chosen) {
      entries = entries.map((entry, i) => (i === index ? { ...entry, status: 'in_progress' } : entry));
      steps.push(send(200));
      steps.push(...tool(`chosen_step_${index + 1}`, `Work on step ${index + 1}`, 'edit', undefined, 500));
      entries = entries.map((entry, i) => (i === index ? { ...entry, status: 'completed' } : entry));
      steps.push(send(200));
    }
    return [...steps, ...say(`Done: ${stepNumbers(chosen)}.`, 200)];
  }
  const tasks = findMarkdownTasks(plan.content);
  const chosen = findChosenSteps(tasks.map((task) => task.text), request.steps);
  if (chosen.length === 0) return say('None of those tasks is in the plan any more; I left it as it is.', 200);
  const lines = plan.content.split('\n');
  const steps: DemoStep[] = [...say(`Doing only ${stepNumbers(chosen)} of the plan; the others stay as they are.`, 200)];
  for (const index of chosen) {
    const line = tasks[index]!.line - 1;
    steps.push(...tool(`chosen_task_${index + 1}`, `Work on task ${index + 1}`, 'edit', undefined, 500));
    lines[line] = lines[line]!.replace(/\[ \]/, '[x]');
    steps.push(markdownPlan(plan.planId, lines.join('\n'), 200));
  }
  return [...steps, ...say(`Done: ${stepNumbers(chosen)}.`, 200)];
}

/** The plan id and steps of `draftPlanScript`'s plan. */
export const DRAFT_PLAN = {
  planId: 'plan',
  steps: [
    'Reproduce the bug with a failing test',
    'Fix the loop bound in `tokenize()`',
    'Add regression tests for empty and quoted fields',
    'Update the changelog',
  ],
} as const;

/** A prompt starting with `/draft`: the agent drafts a plan and stops, for the user to choose the steps to run. */
export const DRAFT_COMMAND = /^\/draft\b/;

/**
 * A turn that only drafts a plan, every step pending, and ends: the user then chooses steps and runs them
 * ("Do only these steps of the plan"). An item `plan_update` for a client with plan support, else a legacy `plan`.
 */
export function draftPlanScript(plans: boolean): DemoStep[] {
  const entries = DRAFT_PLAN.steps.map((content): PlanEntry => ({ content, status: 'pending', priority: 'medium' }));
  return [
    ...say('Here is my plan. Choose the steps you want me to do.', 200),
    plans ? itemsPlan(DRAFT_PLAN.planId, entries, 300) : legacyPlan(entries, 300),
  ];
}
