import { createContext } from 'react';

/** What `<SessionPlans>` gives each plan's subtree to keep the plan on screen while it holds the user's work. */
export interface PlanHold {
  /**
   * Keeps the plan on screen, even when the agent removes it (`plan_removed`), until the returned release is
   * called: call it in an effect while an editor with the user's draft is open, the release as the cleanup.
   */
  readonly hold: () => () => void;
  /** The agent removed the plan and a hold keeps it: what shows is its last state. */
  readonly removed: boolean;
}

/**
 * The plan hold of the plan around (see `PlanHold`); `null` outside `<SessionPlans>`, where a plan's section is
 * the host's and nothing needs holding.
 */
export const PlanHoldContext = createContext<PlanHold | null>(null);
