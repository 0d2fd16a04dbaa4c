// How a plan's live region knows it is one of several (so it says which plan changed) and that no other copy of
// the same plan speaks for it.
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/** What `<SessionPlans>` tells each plan it renders. */
export interface SessionPlanContextValue {
  /** The session shows more than one plan: each announcement then names its plan. */
  readonly several: boolean;
  /** The plan's name as spoken (its title as text). */
  readonly name: string;
}

/** Set by `<SessionPlans>` around each plan; `undefined` for a plan rendered on its own. */
export const SessionPlanContext = createContext<SessionPlanContextValue | undefined>(undefined);

/** The text of a title: itself when it is a string or number, else `undefined` (an element has no text here). */
export function titleText(title: ReactNode): string | undefined {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : undefined;
}

/**
 * The `frame` of a plan's announcer: `format(name, text)` while the plan is one of several in its session, else
 * `undefined` (the message as it is). The name is the session's for the plan, else the plan's title as text.
 */
export function usePlanAnnouncementFrame(
  title: ReactNode,
  format: (plan: string, changes: string) => string,
): ((text: string) => string) | undefined {
  const context = useContext(SessionPlanContext);
  const name = context?.name ?? titleText(title);
  const several = context?.several === true;
  return useMemo(() => (several && name ? (text: string) => format(name, text) : undefined), [several, name, format]);
}

const claims = new WeakMap<object, Map<string, object[]>>();

/**
 * Two components can show the same plan of the same store (a panel and a pop-out, say): only the first mounted
 * one speaks for it, so a change is never announced twice. Returns whether this one speaks now (read it when
 * the announcement is made: the first may unmount meanwhile). Without an owner (plain data) it always speaks.
 */
export function useAnnouncementClaim(owner: object | undefined, key: string): () => boolean {
  const [token] = useState(() => ({}));
  useEffect(() => {
    binding.current = { owner, key };
    if (!owner) return;
    let byKey = claims.get(owner);
    if (!byKey) claims.set(owner, (byKey = new Map()));
    const list = byKey.get(key) ?? [];
    byKey.set(key, [...list, token]);
    return () => {
      const rest = byKey.get(key)?.filter((claimant) => claimant !== token) ?? [];
      if (rest.length > 0) byKey.set(key, rest);
      else byKey.delete(key);
    };
  }, [owner, key, token]);
  const binding = useRef<{ owner: object | undefined; key: string }>({ owner: undefined, key });
  const [speaks] = useState(() => () => {
    const current = binding.current;
    return !current.owner || claims.get(current.owner)?.get(current.key)?.[0] === token;
  });
  return speaks;
}
