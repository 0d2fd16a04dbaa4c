/** Which icon a status gets: the three known statuses, `cancelled`, and a neutral one for anything else. */
export type PlanStatusIconKind = 'pending' | 'in_progress' | 'completed' | 'cancelled' | 'unknown';

// The statuses with an icon of their own (and a name in the labels); anything else is drawn as `unknown`.
const KNOWN_KINDS: ReadonlySet<string> = new Set<PlanStatusIconKind>(['pending', 'in_progress', 'completed', 'cancelled']);

/** The icon kind of a (possibly unknown) status. */
export function statusIconKind(status: string): PlanStatusIconKind {
  return KNOWN_KINDS.has(status) ? (status as PlanStatusIconKind) : 'unknown';
}
