// The edit operations of <PlanEditor>, as pure functions over a list of steps: each returns a new list (or the
// same list when nothing changes, so the editor records no empty undo step).
import type { PlanEntryPriority } from '../../acp/types';
import type { EditableEntry } from './types';

/** The step with `key` reworded to `content`. */
export function rewordStep(entries: readonly EditableEntry[], key: string, content: string): readonly EditableEntry[] {
  const index = entries.findIndex((entry) => entry.key === key);
  if (index < 0 || entries[index]!.content === content) return entries;
  return entries.map((entry, at) => (at === index ? { ...entry, content } : entry));
}

/** The step with `key` given `priority`. */
export function setStepPriority(entries: readonly EditableEntry[], key: string, priority: PlanEntryPriority): readonly EditableEntry[] {
  const index = entries.findIndex((entry) => entry.key === key);
  if (index < 0 || entries[index]!.priority === priority) return entries;
  return entries.map((entry, at) => (at === index ? { ...entry, priority } : entry));
}

/** A new empty pending step with `key`, inserted at `index` (clamped to the list). */
export function addStep(entries: readonly EditableEntry[], index: number, key: string, priority: PlanEntryPriority = 'medium'): readonly EditableEntry[] {
  const at = Math.max(0, Math.min(entries.length, index));
  return [...entries.slice(0, at), { key, content: '', priority, status: 'pending' }, ...entries.slice(at)];
}

/** The list without the step with `key`. */
export function deleteStep(entries: readonly EditableEntry[], key: string): readonly EditableEntry[] {
  const next = entries.filter((entry) => entry.key !== key);
  return next.length === entries.length ? entries : next;
}

/** The step with `key` moved to `index` (clamped), the others keeping their order. */
export function moveStep(entries: readonly EditableEntry[], key: string, index: number): readonly EditableEntry[] {
  const from = entries.findIndex((entry) => entry.key === key);
  const to = Math.max(0, Math.min(entries.length - 1, index));
  if (from < 0 || from === to) return entries;
  const next = [...entries];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The steps as they are sent: texts trimmed, empty steps dropped (a step added and left blank is no step). */
export function finishSteps(entries: readonly EditableEntry[]): readonly EditableEntry[] {
  return entries.flatMap((entry) => {
    const content = entry.content.trim();
    if (content === '') return [];
    return [content === entry.content ? entry : { ...entry, content }];
  });
}

/** Keys for plain entries: their own where given and unique, else one from their position. */
export function keyEntries(entries: readonly { readonly key?: string; readonly content: string; readonly priority: string; readonly status: string }[]): readonly EditableEntry[] {
  const seen = new Set<string>();
  return entries.map((entry, index) => {
    let key = typeof entry.key === 'string' && entry.key !== '' ? entry.key : `entry-${index}`;
    while (seen.has(key)) key = `${key}~`;
    seen.add(key);
    return { key, content: String(entry.content ?? ''), priority: String(entry.priority ?? 'medium'), status: String(entry.status ?? 'pending') };
  });
}
