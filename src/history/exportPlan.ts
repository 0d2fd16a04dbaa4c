// Export (issue 16): a plan as a user keeps it or pastes it into a pull request: its outcome, each step with
// its times, and what each revision changed. Pure; times are the store clock's (epoch milliseconds by default).
import { findMarkdownTasks } from '../store/markdownTasks';
import type { PlanState } from '../store/types';
import { diffPlans } from './diffPlans';
import { formatDuration } from './duration';
import { summarizeDiff, type DiffSummaryLabels } from './summarizeDiff';

/**
 * How the plan stands: every step done (`completed`), left unfinished when the agent's turn ended (`abandoned`,
 * with the stop reason), taken away by the agent (`removed`, which the host says: the store forgets removed
 * plans), or still `open`.
 */
export type PlanOutcome = 'completed' | 'abandoned' | 'removed' | 'open';

/** One step of an exported plan. */
export interface ExportedStep {
  readonly content: string;
  readonly status: string;
  /** Item plans only. */
  readonly priority?: string;
  /** ISO 8601 times from the store clock, when known. */
  readonly startedAt?: string;
  readonly completedAt?: string;
  /** `completedAt - startedAt` in milliseconds, when both are known. */
  readonly durationMs?: number;
}

/** One revision of an exported plan and what it changed from the one before. */
export interface ExportedRevision {
  readonly revision: number;
  readonly updatedAt: string;
  /** "2 completed, 1 added"; the first kept revision has none. */
  readonly summary?: string;
}

/** A plan as `exportPlan` gives it: plain JSON-ready data. */
export interface PlanExport {
  readonly planId: string;
  readonly sessionId: string;
  readonly type: string;
  readonly outcome: PlanOutcome;
  /** The turn's `stopReason` when `abandoned`. */
  readonly stopReason?: string;
  readonly revision: number;
  readonly updatedAt: string;
  /** From the first step started to the last step completed, in milliseconds, when known. */
  readonly durationMs?: number;
  readonly steps: readonly ExportedStep[];
  /** A markdown plan's document. */
  readonly content?: string;
  /** A file plan's file. */
  readonly uri?: string;
  /** Oldest first, the current revision last. */
  readonly revisions: readonly ExportedRevision[];
}

/** Options of `exportPlan` / `exportPlanMarkdown`. */
export interface ExportPlanOptions {
  /** Earlier revisions, oldest first (`store.getHistory`). @default [] */
  readonly history?: readonly PlanState[];
  /** The agent removed the plan (the host kept its last state). @default false */
  readonly removed?: boolean;
  /** The diff summaries' texts, for translation. */
  readonly summaryLabels?: Partial<DiffSummaryLabels>;
}

const iso = (milliseconds: number) => new Date(milliseconds).toISOString();

function stepsOf(plan: PlanState): ExportedStep[] {
  if (plan.type === 'markdown') {
    return findMarkdownTasks(plan.content).map((task) => ({ content: task.text, status: task.checked ? 'completed' : 'pending' }));
  }
  if (plan.type !== 'items') return [];
  return plan.entries.map(({ content, status, priority, startedAt, completedAt }) => ({
    content,
    status,
    priority,
    ...(startedAt === undefined ? {} : { startedAt: iso(startedAt) }),
    ...(completedAt === undefined ? {} : { completedAt: iso(completedAt) }),
    ...(startedAt !== undefined && completedAt !== undefined ? { durationMs: Math.max(0, completedAt - startedAt) } : {}),
  }));
}

function outcomeOf(plan: PlanState, removed: boolean): PlanOutcome {
  if (removed) return 'removed';
  if (plan.turnEnded !== undefined) return 'abandoned';
  const progress = plan.type === 'items' || plan.type === 'markdown' ? plan.progress : undefined;
  return progress !== undefined && progress.total > 0 && progress.pending + progress.inProgress === 0 ? 'completed' : 'open';
}

/** A plan as plain JSON-ready data: its outcome, each step with its times, every kept revision's summary. */
export function exportPlan(plan: PlanState, options: ExportPlanOptions = {}): PlanExport {
  const { history = [], removed = false, summaryLabels } = options;
  const revisions = [...history, plan];
  const times = plan.type === 'items' ? plan.entries.flatMap((entry) => [entry.startedAt, entry.completedAt]).filter((time) => time !== undefined) : [];
  return {
    planId: plan.planId,
    sessionId: plan.sessionId,
    type: plan.type === 'unknown' ? plan.planType : plan.type,
    outcome: outcomeOf(plan, removed),
    ...(plan.turnEnded && !removed ? { stopReason: plan.turnEnded.stopReason } : {}),
    revision: plan.revision,
    updatedAt: iso(plan.updatedAt),
    ...(times.length > 1 ? { durationMs: Math.max(...times) - Math.min(...times) } : {}),
    steps: stepsOf(plan),
    ...(plan.type === 'markdown' ? { content: plan.content } : {}),
    ...(plan.type === 'file' ? { uri: plan.uri } : {}),
    revisions: revisions.map((revision, i) => ({
      revision: revision.revision,
      updatedAt: iso(revision.updatedAt),
      ...(i === 0 ? {} : { summary: summarizeDiff(diffPlans(revisions[i - 1]!, revision), summaryLabels) }),
    })),
  };
}

/** Texts of `exportPlanMarkdown`, for translation. */
export interface ExportMarkdownLabels {
  readonly outcome: (outcome: PlanOutcome, stopReason: string | undefined) => string;
  readonly took: (duration: string) => string;
  readonly revisions: string;
  readonly revision: (revision: number, time: string, summary: string | undefined) => string;
  readonly duration: (milliseconds: number) => string;
}

/** The default (English) texts of `exportPlanMarkdown`. */
export const DEFAULT_EXPORT_MARKDOWN_LABELS: ExportMarkdownLabels = {
  outcome: (outcome, stopReason) =>
    outcome === 'abandoned' ? `Abandoned: the turn ended (${stopReason ?? 'end_turn'}) with steps unfinished` : outcome === 'removed' ? 'Removed by the agent' : outcome === 'completed' ? 'Completed' : 'Open',
  took: (duration) => `took ${duration}`,
  revisions: 'Revisions',
  revision: (revision, time, summary) => `Revision ${revision} (${time})${summary === undefined ? '' : `: ${summary}`}`,
  duration: (milliseconds) => formatDuration(milliseconds),
};

/** A line of agent text made safe to paste into markdown: one line, no HTML, no raw link or emphasis syntax. */
function escapeLine(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\\`*_[\]<>#|~!]/g, (character) => `\\${character}`);
}

/**
 * A plan as Markdown for a user to keep or paste into a pull request: a heading with the outcome, a GFM task
 * list of the steps with their times, and the revision summaries. The agent's text is escaped (no HTML, links
 * or emphasis of its own survive); a markdown plan's document is quoted as it is, in a fenced block.
 */
export function exportPlanMarkdown(plan: PlanState, options: ExportPlanOptions & { labels?: Partial<ExportMarkdownLabels>; title?: string } = {}): string {
  const text = { ...DEFAULT_EXPORT_MARKDOWN_LABELS, ...options.labels };
  const data = exportPlan(plan, options);
  const lines = [`## ${escapeLine(options.title ?? `Plan ${data.planId}`)}`, '', `**${text.outcome(data.outcome, data.stopReason)}**${data.durationMs === undefined ? '' : `, ${text.took(text.duration(data.durationMs))}`}`, ''];
  if (data.content !== undefined) {
    const fence = '`'.repeat(Math.max(3, ...Array.from(data.content.matchAll(/`+/g), (match) => match[0].length + 1)));
    lines.push(`${fence}markdown`, data.content, fence, '');
  } else if (data.uri !== undefined) {
    lines.push(`File: \`${data.uri.replace(/`/g, '')}\``, '');
  } else {
    for (const step of data.steps) {
      const box = step.status === 'completed' ? '[x]' : '[ ]';
      const status = step.status === 'completed' || step.status === 'pending' ? '' : ` (${escapeLine(step.status)})`;
      const took = step.durationMs === undefined ? '' : `, ${text.took(text.duration(step.durationMs))}`;
      lines.push(`- ${box} ${escapeLine(step.content)}${status}${took}`);
    }
    if (data.steps.length > 0) lines.push('');
  }
  lines.push(`### ${text.revisions}`, '');
  for (const revision of data.revisions) lines.push(`- ${escapeLine(text.revision(revision.revision, revision.updatedAt, revision.summary))}`);
  return `${lines.join('\n')}\n`;
}
