// `<PlanList entries>` without a store: gives plain `{content, priority, status}` objects the same stable keys
// and object identity the store gives its entries, so rows animate and memoise the same way in both modes.
import type { ParsedPlanEntry } from '../../acp/types';
import { reconcileEntries } from '../../store/reconcileEntries';
import type { PlanEntryState } from '../../store/types';

/** What `<PlanList entries>` accepts: wire-shaped entries, or the store's keyed entries. */
export type PlanListEntryInput = ParsedPlanEntry | PlanEntryState;

/** Keyed entries derived from one `entries` prop, plus what the next derivation needs. */
export interface PlainEntriesState {
  /** The prop value this was derived from. */
  readonly source: unknown;
  readonly entries: readonly PlanEntryState[];
  /** How many keys were handed out so far (keys are `entry-1`, `entry-2`, …). */
  readonly keyCount: number;
}

/** A field as text: missing (null or undefined) is empty. */
function text(value: unknown): string {
  return String(value ?? '');
}

/** Entries that already carry unique string keys are used as they are (their identity is the caller's). */
function hasUniqueKeys(entries: readonly unknown[]): entries is readonly PlanEntryState[] {
  const keyed = entries as readonly (Partial<Record<keyof PlanEntryState, unknown>> | null)[];
  return (
    new Set(keyed.map((entry) => entry?.key)).size === entries.length &&
    keyed.every((entry) => typeof entry?.key === 'string' && typeof entry.content === 'string' && typeof entry.status === 'string')
  );
}

/**
 * Derives keyed entries from a new `entries` prop, reusing keys and objects of the previous derivation through
 * the store's own `reconcileEntries` (a reworded or moved entry keeps its key). Never throws: a non-array is no
 * entries, a non-object entry is skipped, missing fields become empty strings.
 */
export function derivePlainEntries(previous: PlainEntriesState | undefined, input: unknown): PlainEntriesState {
  const list: readonly unknown[] = Array.isArray(input) ? input : [];
  if (list.length > 0 && hasUniqueKeys(list)) {
    return { source: input, entries: list, keyCount: previous?.keyCount ?? 0 };
  }
  const parsed: ParsedPlanEntry[] = [];
  for (const entry of list) {
    if (entry === null || typeof entry !== 'object') continue;
    const { content, priority, status } = entry as Record<string, unknown>;
    parsed.push({ content: text(content), priority: text(priority), status: text(status) });
  }
  let keyCount = previous?.keyCount ?? 0;
  const result = reconcileEntries(previous?.entries ?? [], parsed, {
    now: Date.now(),
    createKey: () => `entry-${++keyCount}`,
    initial: previous === undefined,
  });
  return { source: input, entries: result.changed || !previous ? result.entries : previous.entries, keyCount };
}
