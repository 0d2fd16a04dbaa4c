// The demo agent's side of a plan revision (issue 15): a prompt made by `formatRevisionPrompt` (the user edited
// the plan in <PlanEditor> and the host sent it) is read back into steps, and the agent adopts them: its next plan
// update is the revised plan, then it works through the steps not yet done, in the user's order.
import type { PlanEntry } from '@agentclientprotocol/sdk/unstable';
import { itemsPlan, legacyPlan, say, tool, type DemoStep } from './steps';

/** The first line `formatRevisionPrompt` writes with its default labels. */
const REVISION_INTRO = 'I revised the plan. Follow this plan instead:';
/** One numbered step: `3. [done] Text (priority: high)`; the status mark is absent for pending steps. */
const STEP_LINE = /^\d+\.\s+(?:\[([^\]]+)\]\s+)?(.*?)(?:\s+\(priority: ([^)]*)\))?$/;
const STATUS_BY_MARK: Record<string, PlanEntry['status']> = { done: 'completed', 'in progress': 'in_progress' };
const PRIORITIES = new Set(['high', 'medium', 'low']);

/**
 * The steps of a revision prompt (`formatRevisionPrompt`'s default English text), or undefined when `text` is not
 * one. Statuses other than done / in progress (cancelled, custom) count as pending: the agent does them.
 */
export function parseRevisionPrompt(text: string): PlanEntry[] | undefined {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines[0]?.trim() !== REVISION_INTRO) return undefined;
  const entries: PlanEntry[] = [];
  for (const line of lines.slice(1)) {
    const match = STEP_LINE.exec(line.trim());
    if (!match) break;
    const priority = match[3]?.trim() ?? 'medium';
    entries.push({
      content: match[2]!,
      status: STATUS_BY_MARK[match[1]?.trim() ?? ''] ?? 'pending',
      priority: (PRIORITIES.has(priority) ? priority : 'medium') as PlanEntry['priority'],
    });
  }
  return entries;
}

/**
 * The turn that follows a revision: the revised plan sent at once as the agent's plan (a `plan_update` of
 * `planId`, or a legacy `plan` for clients without plan support), then each unfinished step in order started,
 * worked on (a tool call) and completed, and a closing message.
 */
export function revisionScript(revised: readonly PlanEntry[], options: { readonly planId: string; readonly plans: boolean }): DemoStep[] {
  const current = revised.map((step) => ({ ...step }));
  const snapshot = (after: number) => (options.plans ? itemsPlan(options.planId, current, after) : legacyPlan(current, after));
  const steps: DemoStep[] = [...say('Understood: I will follow your revised plan.', 150), snapshot(150)];
  current.forEach((step, index) => {
    if (step.status === 'completed') return;
    current[index] = { ...step, status: 'in_progress' };
    steps.push(snapshot(200));
    steps.push(...tool(`revision_step_${index + 1}`, step.content, 'execute', undefined, 300));
    current[index] = { ...step, status: 'completed' };
    steps.push(snapshot(150));
  });
  if (current.length === 0) steps.push(...say('The plan is empty now, so I stopped.', 150));
  else steps.push(...say('Done: every step of your revised plan is complete.', 200));
  return steps;
}

/** The text of a prompt's first text block (where a host puts the revision prompt). */
export function promptText(prompt: readonly { readonly type: string; readonly text?: string }[]): string {
  const first = prompt.find((block) => block.type === 'text');
  return typeof first?.text === 'string' ? first.text : '';
}
