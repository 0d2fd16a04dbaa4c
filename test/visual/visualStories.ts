// The one list of what the visual regression tests photograph: each entry is a story (composed with the Storybook
// preview, so it looks as in Storybook) and what to wait for before the picture. Every entry is photographed in
// every variant of VARIANTS; the baseline of entry `x` in variant `v` is test/visual/baselines/x--v.png.
// Add a story here and run `npm run test:visual -- --update` to create its baselines (then LOOK at them).
import { expect } from 'vitest';
import { page } from 'vitest/browser';
import * as filePlan from '../../stories/FilePlan.stories';
import * as liveSession from '../../stories/LiveSession.stories';
import * as markdownPlan from '../../stories/MarkdownPlan.stories';
import * as planApproval from '../../stories/PlanApproval.stories';
import * as planHistory from '../../stories/PlanHistory.stories';
import * as planList from '../../stories/PlanList.stories';
import * as sessionPlans from '../../stories/SessionPlans.stories';

/** A module of stories (CSF): its default export and named stories. */
export type StoriesModule = Record<string, unknown> & { default: unknown };

/** One story to photograph. */
export interface VisualStory {
  /** File-name part of its baselines: `baselines/<name>--<variant>.png`. */
  readonly name: string;
  /** The module the story is in. */
  readonly module: StoriesModule;
  /** The story's export name in that module. */
  readonly story: string;
  /** Props passed to the composed story (overrides of its args). */
  readonly args?: Record<string, unknown>;
  /** Resolves when the story shows what is to be photographed (documents loaded, session open). */
  readonly ready?: () => Promise<unknown>;
}

/** Waits until `element` is visible (a loaded document, an open session take a moment). */
async function shown(element: ReturnType<typeof page.getByText>): Promise<void> {
  await expect.element(element, { timeout: 10_000 }).toBeVisible();
}

export const VISUAL_STORIES: readonly VisualStory[] = [
  { name: 'plan-list', module: planList, story: 'OneInProgress' },
  { name: 'markdown-plan-tasks', module: markdownPlan, story: 'WithTasks', ready: () => shown(page.getByRole('table')) },
  {
    name: 'file-plan',
    module: filePlan,
    story: 'LoadedMarkdown',
    ready: () => shown(page.getByRole('heading', { name: 'Refactor plan' })),
  },
  {
    name: 'session-plans-all-types',
    module: sessionPlans,
    story: 'AllPlanTypes',
    ready: () => shown(page.getByText('Delete the legacy context')),
  },
  {
    name: 'plan-approval-in-session',
    module: planApproval,
    story: 'InSessionPlans',
    ready: () => shown(page.getByRole('button', { name: 'Yes, implement this plan' })),
  },
  { name: 'plan-history', module: planHistory, story: 'ItemPlan', ready: () => shown(page.getByRole('button', { name: /Revision 3/ })) },
  {
    // The first thing `npm start` shows, before the first prompt (the turn itself is timed, so not photographed).
    name: 'live-session-ready',
    module: liveSession,
    story: 'Default',
    args: { autoStart: false },
    ready: async () => {
      await expect.element(page.getByTestId('live-status'), { timeout: 10_000 }).toHaveTextContent(/ready/);
    },
  },
];

/** How each story is photographed. */
export interface VisualVariant {
  /** File-name part of the baselines. */
  readonly name: string;
  /** The Storybook theme (`data-theme` on the page). @default 'light' */
  readonly theme?: 'light' | 'dark';
  /** The viewport width in CSS pixels. @default 640 */
  readonly width?: number;
  /** The writing direction of the page. @default 'ltr' */
  readonly dir?: 'ltr' | 'rtl';
  /** Emulate forced colours (Windows contrast themes). @default false */
  readonly forcedColors?: boolean;
}

export const VARIANTS: readonly VisualVariant[] = [
  { name: 'light' },
  { name: 'dark', theme: 'dark' },
  { name: '320px', width: 320 },
  { name: 'rtl', dir: 'rtl' },
  { name: 'forced-colors', forcedColors: true },
];
