// "Changed since you last looked" (issue 16): which revision of each plan the user last saw. Kept apart from the
// plan store (the store holds what the agent said; this holds what the user looked at), small, and host-owned:
// a host may persist `toJSON()` next to `serializePlanStore` and pass it back.
import { useCallback, useSyncExternalStore } from 'react';

/** The revision of each plan the user last looked at. */
export interface PlanLastSeen {
  /** The revision last seen, or undefined when the plan was never shown. */
  get(sessionId: string, planId: string): number | undefined;
  /** The user looked at the plan as it is at `revision` (opened it, or its history). Never goes back. */
  markSeen(sessionId: string, planId: string, revision: number): void;
  /** Calls `listener` after each change. */
  subscribe(listener: () => void): () => void;
  /** What to keep: `"sessionId\nplanId"` -> revision. */
  toJSON(): Record<string, number>;
}

/** Plans remembered at most: the oldest seen is forgotten first (then its mark starts over). */
const MAX_REMEMBERED = 10_000;

/** Creates the record of what the user saw; `initial` is a `toJSON()` kept earlier (untrusted: checked). */
export function createPlanLastSeen(initial?: unknown): PlanLastSeen {
  const seen = new Map<string, number>();
  if (typeof initial === 'object' && initial !== null) {
    for (const [key, revision] of Object.entries(initial)) {
      if (seen.size < MAX_REMEMBERED && Number.isSafeInteger(revision) && (revision as number) > 0) seen.set(key, revision as number);
    }
  }
  const listeners = new Set<() => void>();
  return {
    get: (sessionId, planId) => seen.get(`${sessionId}\n${planId}`),
    markSeen(sessionId, planId, revision) {
      const key = `${sessionId}\n${planId}`;
      if ((seen.get(key) ?? 0) >= revision) return;
      seen.delete(key);
      if (seen.size >= MAX_REMEMBERED) seen.delete(seen.keys().next().value!);
      seen.set(key, revision);
      for (const listener of Array.from(listeners)) listener();
    },
    subscribe(listener) {
      const subscription = () => listener();
      listeners.add(subscription);
      return () => void listeners.delete(subscription);
    },
    toJSON: () => Object.fromEntries(seen),
  };
}

/** The revision of a plan last seen, re-rendering when it changes. */
export function useLastSeenRevision(lastSeen: PlanLastSeen, sessionId: string, planId: string): number | undefined {
  const read = useCallback(() => lastSeen.get(sessionId, planId), [lastSeen, sessionId, planId]);
  return useSyncExternalStore(lastSeen.subscribe, read, read);
}
