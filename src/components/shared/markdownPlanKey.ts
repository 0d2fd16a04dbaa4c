import { createContext } from 'react';

/**
 * Which store-bound markdown plan renders here: `${sessionId}\n${planId}`, or `undefined` for plain `content`.
 * Markdown task items have no entry objects to tell their plan by (item rows do), so a feature's `taskStart` row
 * extra reads this: a selection bound to one markdown plan wraps a whole `<SessionPlans>`, whose other markdown
 * plans read the same extras. Its own module: only `<MarkdownPlan>` and the feature that reads it pay for it.
 */
export const MarkdownPlanKeyContext = createContext<string | undefined>(undefined);

/** The key `MarkdownPlanKeyContext` gives a store-bound markdown plan. */
export const markdownPlanKey = (sessionId: string, planId: string): string => `${sessionId}\n${planId}`;
