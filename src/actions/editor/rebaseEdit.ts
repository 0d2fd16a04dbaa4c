// Re-applies the user's edits (base -> mine) onto the agent's newer plan (base -> theirs), by entry key. A
// three-way merge: each side's change to a step is kept; where both changed the same thing, the user's wins (it
// is what they are about to send) and the clash is reported, so neither side is lost silently.
import type { EditableEntry } from './types';

/** A place where both sides changed the same thing; the user's edit was kept and the agent's is reported. */
export type RebaseConflict =
  /** Both reworded the step: the user's words kept; `theirs` is the agent's. */
  | { readonly kind: 'both-reworded'; readonly key: string; readonly mine: string; readonly theirs: string }
  /** Both changed the step's priority: the user's kept. */
  | { readonly kind: 'both-prioritized'; readonly key: string; readonly mine: string; readonly theirs: string }
  /** The agent removed a step the user edited: the step kept, with the user's edit. */
  | { readonly kind: 'edited-removed'; readonly key: string; readonly mine: string }
  /** The user deleted a step the agent changed (words, priority or status): the step stays deleted. */
  | { readonly kind: 'removed-changed'; readonly key: string; readonly theirs: string }
  /** Both reordered the steps: the user's order kept, the agent's new steps placed after their predecessors. */
  | { readonly kind: 'both-reordered' };

/** What `rebaseEdit` gives: the merged steps and the clashes it resolved for the user. */
export interface RebaseResult {
  readonly entries: readonly EditableEntry[];
  readonly conflicts: readonly RebaseConflict[];
}

/** Whether the steps that `a` and `b` share (and `among` has) are in the same order in both. */
function sameOrder(a: readonly EditableEntry[], b: readonly EditableEntry[], among: ReadonlySet<string>): boolean {
  const left = a.filter((entry) => among.has(entry.key));
  const right = b.filter((entry) => among.has(entry.key));
  return left.length === right.length && left.every((entry, index) => entry.key === right[index]!.key);
}

/**
 * The user's edits (`base` -> `mine`) re-applied onto the agent's plan `theirs`, matched by key:
 * - steps: the user's added steps are kept; a step the user deleted stays deleted; a step the agent added is
 *   kept; a step the agent removed is dropped unless the user had edited it (then kept, and reported);
 * - words and priority: the side that changed them wins; the user's when both did (reported);
 * - status: always the agent's (the user does not edit progress); the user's new steps are pending;
 * - order: the side that reordered the shared steps sets it (the user's when both did, reported), and the other
 *   side's own steps go right after the step they followed on that side.
 * Keys must be unique within each list; keys the user made up must not occur in `base` or `theirs`.
 * Pure: the same input gives the same output.
 */
export function rebaseEdit(base: readonly EditableEntry[], mine: readonly EditableEntry[], theirs: readonly EditableEntry[]): RebaseResult {
  const baseBy = new Map(base.map((entry) => [entry.key, entry]));
  const mineBy = new Map(mine.map((entry) => [entry.key, entry]));
  const theirsBy = new Map(theirs.map((entry) => [entry.key, entry]));
  const conflicts: RebaseConflict[] = [];
  const merged = new Map<string, EditableEntry>();

  for (const entry of mine) {
    const was = baseBy.get(entry.key);
    const now = theirsBy.get(entry.key);
    if (!was) {
      // The user's own new step (or, against the rules, a key the agent also used: the user's text wins).
      merged.set(entry.key, now ? { ...entry, status: now.status } : entry);
      continue;
    }
    const reworded = entry.content !== was.content;
    const reprioritized = entry.priority !== was.priority;
    if (!now) {
      if (reworded || reprioritized) {
        merged.set(entry.key, entry);
        conflicts.push({ kind: 'edited-removed', key: entry.key, mine: entry.content });
      }
      continue;
    }
    if (reworded && now.content !== was.content && now.content !== entry.content) {
      conflicts.push({ kind: 'both-reworded', key: entry.key, mine: entry.content, theirs: now.content });
    }
    if (reprioritized && now.priority !== was.priority && now.priority !== entry.priority) {
      conflicts.push({ kind: 'both-prioritized', key: entry.key, mine: entry.priority, theirs: now.priority });
    }
    const content = reworded ? entry.content : now.content;
    const priority = reprioritized ? entry.priority : now.priority;
    merged.set(entry.key, content === now.content && priority === now.priority ? now : { ...now, content, priority });
  }
  for (const entry of theirs) {
    const was = baseBy.get(entry.key);
    if (!was) {
      if (!merged.has(entry.key)) merged.set(entry.key, entry);
    } else if (!mineBy.has(entry.key)) {
      // Deleted by the user; still reported when the agent changed it meanwhile.
      if (entry.content !== was.content || entry.priority !== was.priority || entry.status !== was.status) {
        conflicts.push({ kind: 'removed-changed', key: entry.key, theirs: entry.content });
      }
    }
  }

  // Order: the side that reordered the steps all three share leads; the other side's extra steps follow the step
  // they came after on their own side (the nearest one kept), or go first when none did.
  const shared = new Set(base.filter((entry) => mineBy.has(entry.key) && theirsBy.has(entry.key)).map((entry) => entry.key));
  const mineMoved = !sameOrder(base, mine, shared);
  const theirsMoved = !sameOrder(base, theirs, shared);
  if (mineMoved && theirsMoved && !sameOrder(mine, theirs, shared)) conflicts.push({ kind: 'both-reordered' });
  const [lead, follow] = mineMoved ? [mine, theirs] : [theirs, mine];
  const order = lead.filter((entry) => merged.has(entry.key)).map((entry) => entry.key);
  const placed = new Set(order);
  let after: string | undefined;
  let front = 0;
  for (const entry of follow) {
    if (!merged.has(entry.key)) continue;
    if (!placed.has(entry.key)) {
      const at = after === undefined ? front++ : order.indexOf(after) + 1;
      order.splice(at, 0, entry.key);
      placed.add(entry.key);
    }
    after = entry.key;
  }
  // Steps of `mine` only the lead could hold are all placed; anything left (none by construction) goes last.
  for (const key of merged.keys()) if (!placed.has(key)) order.push(key);
  return { entries: order.map((key) => merged.get(key)!), conflicts };
}
