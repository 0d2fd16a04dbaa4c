// Deterministic inputs for every case: plans of N entries as an agent would send them, and the next full
// replacement with exactly one status changed. Every update is made of fresh objects, as JSON.parse would hand
// them over, so no implementation can win by noticing the same object twice.
import type { PlanEntry } from '../../src/acp/types';

const VERBS = ['Read', 'Update', 'Refactor', 'Test', 'Document', 'Migrate', 'Review', 'Profile'];
const THINGS = ['the session store', 'the plan parser', 'the list row', 'the CLI flags', 'the auth middleware', 'the cache layer'];
const PRIORITIES = ['high', 'medium', 'low'] as const;
/** The order a status moves through; a changed entry takes the next one. */
const STATUS_CYCLE = ['pending', 'in_progress', 'completed'] as const;

/** The wording of entry `index`: unique, about as long as real agent tasks (40-60 characters). */
function contentOf(index: number): string {
  return `${VERBS[index % VERBS.length]} ${THINGS[index % THINGS.length]} (step ${index + 1})`;
}

/** A plan of `size` entries: the first third completed, one in progress, the rest pending. */
export function makePlan(size: number): PlanEntry[] {
  const done = Math.floor(size / 3);
  return Array.from({ length: size }, (_, index) => ({
    content: contentOf(index),
    priority: PRIORITIES[index % PRIORITIES.length] ?? 'medium',
    status: index < done ? 'completed' : index === done ? 'in_progress' : 'pending',
  }));
}

/** Which entry update number `step` changes: spread over the list (a large prime stride), never the same twice running. */
export function changedIndex(step: number, size: number): number {
  return (step * 7919 + 1) % size;
}

/** The next status in the cycle pending -> in_progress -> completed -> pending. */
function nextStatus(status: string): PlanEntry['status'] {
  const at = STATUS_CYCLE.indexOf(status as (typeof STATUS_CYCLE)[number]);
  return STATUS_CYCLE[(at + 1) % STATUS_CYCLE.length] ?? 'pending';
}

/**
 * `count` consecutive full-replacement updates after `start`, each with exactly one status changed from the one
 * before it. All objects are fresh copies.
 */
export function makeStatusUpdates(start: readonly PlanEntry[], count: number, firstStep = 0): PlanEntry[][] {
  const updates: PlanEntry[][] = [];
  let previous = start;
  for (let step = firstStep; step < firstStep + count; step += 1) {
    const changed = changedIndex(step, previous.length);
    const next = previous.map((entry, index) => ({
      content: entry.content,
      priority: entry.priority,
      status: index === changed ? nextStatus(entry.status) : entry.status,
    }));
    updates.push(next);
    previous = next;
  }
  return updates;
}

/** How many entries of a list are completed (the harness checks the settled DOM against it). */
export function countCompleted(entries: readonly PlanEntry[]): number {
  return entries.reduce((sum, entry) => sum + (entry.status === 'completed' ? 1 : 0), 0);
}

/**
 * A markdown plan of about `length` characters, the shape agents write: headings, GFM task lists (some done),
 * prose with inline code and links, a table and a fenced block.
 */
export function makeMarkdownPlan(length: number): string {
  const parts: string[] = ['# Plan: migrate the session store\n\nThe goal is to move every consumer to the new API without downtime.\n'];
  let section = 0;
  while (parts.join('').length < length) {
    section += 1;
    parts.push(`\n## Phase ${section}: ${THINGS[section % THINGS.length]}\n\n`);
    parts.push(`Touches \`src/${VERBS[section % VERBS.length]?.toLowerCase()}/index.ts\` and [the notes](https://example.com/notes/${section}).\n\n`);
    for (let task = 0; task < 6; task += 1) {
      const done = (section + task) % 3 === 0;
      parts.push(`- [${done ? 'x' : ' '}] ${contentOf(section * 6 + task)}, keeping **behaviour** identical\n`);
    }
    if (section % 4 === 0) {
      parts.push('\n| Step | Owner | Risk |\n|---|---|---|\n| parse | agent | low |\n| render | agent | medium |\n');
    }
    if (section % 5 === 0) {
      parts.push('\n```ts\nconst store = createPlanStore();\nstore.apply(notification);\n```\n');
    }
  }
  return parts.join('').slice(0, length);
}

/** `count` growing prefixes of `document`, the last one the whole document, as a streaming agent sends them. */
export function makeStreamingSnapshots(document: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => document.slice(0, Math.round((document.length * (index + 1)) / count)));
}
