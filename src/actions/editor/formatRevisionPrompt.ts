// The prompt a host sends (`session/prompt`) when the user revised a plan: ACP has no "here is my plan" message,
// so the revised plan goes back as text, the whole plan first (what to follow), then what changed (why it looks
// different), in words an agent reads without knowing this library.
import { diffItemPlans } from '../../history/index';
import type { EditableEntry } from './types';

/** Texts of the revision prompt, overridable (another language, another agent's wording). */
export interface RevisionPromptLabels {
  /** The first line. @default "I revised the plan. Follow this plan instead:" */
  readonly intro: string;
  /** One step of the plan; `number` counts from 1. @default `1. [done] Text (priority: high)` (no mark when pending) */
  readonly step: (number: number, content: string, status: string, priority: string) => string;
  /** The line that introduces the changes. @default "Changes:" */
  readonly changes: string;
  /** Said instead of the changes when there are none. @default "Changes: none (the plan is the same)." */
  readonly unchanged: string;
  readonly added: (number: number, content: string) => string;
  readonly removed: (content: string, fromNumber: number) => string;
  readonly reworded: (number: number, from: string, to: string) => string;
  readonly moved: (content: string, fromNumber: number, toNumber: number) => string;
  readonly priority: (number: number, content: string, from: string, to: string) => string;
  /** The plan is empty: every step was deleted. @default "(no steps: stop working on this plan)" */
  readonly empty: string;
}

const STATUS_MARKS: Record<string, string> = { completed: '[done] ', in_progress: '[in progress] ', pending: '' };

/** The default (English) texts of the revision prompt. `parseRevisionPrompt`-style readers rely on this shape. */
export const DEFAULT_REVISION_PROMPT_LABELS: RevisionPromptLabels = {
  intro: 'I revised the plan. Follow this plan instead:',
  step: (number, content, status, priority) => `${number}. ${STATUS_MARKS[status] ?? `[${status.replace(/^_+/, '').replace(/_/g, ' ')}] `}${content} (priority: ${priority})`,
  changes: 'Changes:',
  unchanged: 'Changes: none (the plan is the same).',
  added: (number, content) => `- added step ${number}: "${content}"`,
  removed: (content, fromNumber) => `- deleted "${content}" (was step ${fromNumber})`,
  reworded: (number, from, to) => `- reworded step ${number}: "${from}" -> "${to}"`,
  moved: (content, fromNumber, toNumber) => `- moved "${content}" from step ${fromNumber} to step ${toNumber}`,
  priority: (number, content, from, to) => `- changed the priority of step ${number} "${content}" from ${from} to ${to}`,
  empty: '(no steps: stop working on this plan)',
};

/** One line: a step's text with its line breaks and runs of spaces made single spaces (a prompt line per step). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The prompt that tells the agent to follow a revised plan: the intro line, every step of `after` numbered (with
 * its status when not pending, and its priority), then the changes from `before` (by entry key: reworded, moved,
 * added, deleted, reprioritized). Status changes are not the user's and are not listed. Pure.
 */
export function formatRevisionPrompt(
  before: readonly EditableEntry[],
  after: readonly EditableEntry[],
  labels: Partial<RevisionPromptLabels> = {},
): string {
  const text = { ...DEFAULT_REVISION_PROMPT_LABELS, ...labels };
  const steps = after.map((entry, index) => text.step(index + 1, oneLine(entry.content), entry.status, oneLine(entry.priority)));
  const number = new Map(after.map((entry, index) => [entry.key, index + 1]));
  const contentOf = new Map(after.map((entry) => [entry.key, oneLine(entry.content)]));
  const changes: string[] = [];
  for (const change of diffItemPlans({ entries: before }, { entries: after }).changes) {
    const at = number.get(change.key) ?? 0;
    if (change.change === 'added') changes.push(text.added(at, oneLine(change.entry.content)));
    else if (change.change === 'removed') changes.push(text.removed(oneLine(change.entry.content), change.fromIndex + 1));
    else if (change.change === 'reworded') changes.push(text.reworded(at, oneLine(change.from), oneLine(change.to)));
    else if (change.change === 'moved') changes.push(text.moved(contentOf.get(change.key) ?? '', change.fromIndex + 1, change.index + 1));
    else if (change.change === 'priority') changes.push(text.priority(at, contentOf.get(change.key) ?? '', oneLine(change.from), oneLine(change.to)));
  }
  return [text.intro, ...(steps.length > 0 ? steps : [text.empty]), '', ...(changes.length > 0 ? [text.changes, ...changes] : [text.unchanged])].join('\n');
}
