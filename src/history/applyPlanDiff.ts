import type { DiffEntry, ItemPlanDiff, MarkdownPlanDiff } from './types';

/**
 * Replays an item diff on the old entries: the new entries come out, in order. What makes a diff trustworthy
 * (the property tests hold `applyItemDiff(diffItemPlans(a, b), a.entries)` to `b.entries`).
 */
export function applyItemDiff(diff: ItemPlanDiff, entries: readonly DiffEntry[]): DiffEntry[] {
  const updated = new Map<string, { -readonly [K in keyof DiffEntry]: DiffEntry[K] }>(entries.map((entry) => [entry.key, { ...entry }]));
  const leaving = new Set<string>();
  const arriving: { index: number; key: string; entry?: DiffEntry }[] = [];
  for (const change of diff.changes) {
    const entry = updated.get(change.key);
    switch (change.change) {
      case 'added':
        arriving.push({ index: change.index, key: change.key, entry: change.entry });
        break;
      case 'removed':
        leaving.add(change.key);
        break;
      case 'moved':
        leaving.add(change.key);
        arriving.push({ index: change.index, key: change.key });
        break;
      case 'reworded':
        if (entry) entry.content = change.to;
        break;
      case 'status':
        if (entry) entry.status = change.to;
        break;
      case 'priority':
        if (entry) entry.priority = change.to;
        break;
    }
  }
  const result: DiffEntry[] = entries.filter((entry) => !leaving.has(entry.key)).map((entry) => updated.get(entry.key)!);
  arriving.sort((x, y) => x.index - y.index);
  for (const { index, key, entry } of arriving) result.splice(index, 0, entry ?? updated.get(key)!);
  return result;
}

/** The text on one side of a markdown diff: `before` or `after`. */
export function markdownDiffSide(diff: MarkdownPlanDiff, side: 'before' | 'after'): string {
  const lines: string[] = [];
  for (const line of diff.lines) {
    if (line.change === 'unchanged') lines.push(line.text);
    else if (line.change === 'reworded') lines.push(side === 'before' ? line.from : line.to);
    else if ((line.change === 'added') === (side === 'after')) lines.push(line.text);
  }
  return lines.join('\n');
}
