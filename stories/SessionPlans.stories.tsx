import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SessionPlans } from '../src/components/SessionPlans';
import type { PlanRendererProps, SessionPlansProps } from '../src/components/SessionPlans';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import type { LoadFile } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import { parseJsonLines } from '../test/fixtures/jsonl';
import multiPlanRaw from '../test/fixtures/multi-plan.jsonl?raw';
import { FixtureReplay } from './support/FixtureReplay';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

const SESSION = 'sess_ops_4410';

const REFACTOR_DOC = `# Refactor plan

- [x] Break the auth <-> session import cycle
- [ ] Move session state into the store
- [ ] Delete the legacy context
`;

/** A workspace loader: answers after a short delay, honours the abort signal. */
const loadWorkspaceFile: LoadFile = (uri, { signal }) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      if (uri.endsWith('refactor-plan.md')) resolve(REFACTOR_DOC);
      else reject(new Error(`ENOENT: ${uri}`));
    }, 80);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Renders `children` over a store that already holds `updates` (plan objects of one session). */
function WithPlans({ updates, children }: { updates: readonly Record<string, unknown>[]; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createPlanStore();
    for (const plan of updates) created.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan } });
    return created;
  });
  return <PlanStoreProvider store={store}>{children}</PlanStoreProvider>;
}

const THREE_PLANS = [
  {
    type: 'items',
    planId: 'checklist',
    entries: [
      { content: 'Analyze the existing codebase structure', priority: 'high', status: 'completed' },
      { content: 'Fix circular dependency in auth module', priority: 'high', status: 'in_progress' },
      { content: 'Create unit tests for critical functions', priority: 'medium', status: 'pending' },
    ],
  },
  {
    type: 'markdown',
    planId: 'strategy',
    content: '## Strategy\n\nMove state out of the views first.\n\n- [x] Map the current data flow\n- [ ] Extract the store\n',
  },
  { type: 'file', id: 'design-doc', uri: 'file:///workspace/docs/refactor-plan.md' },
];

const meta = {
  title: 'Components/SessionPlans',
  component: SessionPlans,
  args: { sessionId: SESSION, loadFile: loadWorkspaceFile },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three plans of one session, each with the component for its type. */
export const AllPlanTypes: Story = {
  render: (args: SessionPlansProps) => (
    <WithPlans updates={THREE_PLANS}>
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-slot', 'plan-list');
    await expect(canvas.getByRole('region', { name: 'Strategy' })).toHaveAttribute('data-slot', 'markdown-plan');
    const file = canvas.getByRole('region', { name: 'refactor-plan.md' });
    await expect(await within(file).findByText('Move session state into the store', TASK_TEXT)).toBeVisible();
  },
};

const BOARD = {
  type: '_acme_board',
  planId: 'sprint-board',
  columns: [
    { name: 'To do', cards: ['Extract the store'] },
    { name: 'Done', cards: ['Map the data flow'] },
  ],
};

/** A plan of a type this library does not know (a v2 custom `_x` type): kept and shown neutrally, never dropped. */
export const UnknownPlanType: Story = {
  render: (args: SessionPlansProps) => (
    <WithPlans updates={[THREE_PLANS[0]!, BOARD]}>
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Plan 2' });
    await expect(board).toHaveAttribute('data-slot', 'unsupported-plan');
    await expect(board).toHaveTextContent('This plan type is not supported: _acme_board');
  },
};

/** The host's renderer for its own plan type: `renderers={{ _acme_board: AcmeBoard }}`. */
function AcmeBoard({ plan, title }: PlanRendererProps) {
  const { columns } = plan.content as typeof BOARD;
  return (
    <section aria-label={`${String(title)} (board)`} style={{ display: 'flex', gap: 16, padding: 8, border: '1px solid' }}>
      {columns.map((column) => (
        <div key={column.name}>
          <h3 style={{ margin: 0, fontSize: '1em' }}>{column.name}</h3>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            {column.cards.map((card) => (
              <li key={card}>{card}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

const RENDERERS = { _acme_board: AcmeBoard };

export const UnknownPlanTypeWithRenderer: Story = {
  args: { renderers: RENDERERS },
  render: (args: SessionPlansProps) => (
    <WithPlans updates={[THREE_PLANS[0]!, BOARD]}>
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Plan 2 (board)' });
    await expect(within(board).getByText('Extract the store')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="unsupported-plan"]')).toBeNull();
  },
};

/** An empty session renders the `fallback` (nothing by default). */
export const EmptyWithFallback: Story = {
  args: { fallback: <p>No plans in this session yet.</p> },
  render: (args: SessionPlansProps) => (
    <WithPlans updates={[]}>
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plans in this session yet.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="session-plans"]')).toBeNull();
  },
};

/**
 * One plan breaks its renderer (here a URL transform that throws on one link): that plan shows its own error
 * box, the others keep working.
 */
export const OnePlanFails: Story = {
  // React reports every error a boundary catches to console.error; this one is the point of the story.
  beforeEach: () => {
    const original = console.error;
    console.error = (...args: unknown[]) => {
      if (args.some((arg) => arg instanceof Error && arg.message === 'The renderer choked on this plan')) return;
      original(...args);
    };
    return () => {
      console.error = original;
    };
  },
  args: {
    onPlanError: fn(),
    urlTransform: (url: string) => {
      if (url.includes('trap.example')) throw new Error('The renderer choked on this plan');
      return url;
    },
  },
  render: (args: SessionPlansProps) => (
    <WithPlans
      updates={[
        THREE_PLANS[0]!,
        { type: 'markdown', planId: 'broken', content: 'A [link](https://trap.example/) that breaks the renderer' },
        { type: 'markdown', planId: 'notes', content: 'Still rendered: [docs](https://docs.example/)' },
      ]}
    >
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveAttribute('data-plan-id', 'broken');
    await expect(alert).toHaveTextContent('Plan "broken" could not be shown.');
    await expect(args.onPlanError).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'docs' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Plan' })).toBeVisible();
  },
};

/** A file plan whose loader fails shows its error and Retry; the other plans are untouched. */
export const FailingFileLoader: Story = {
  render: (args: SessionPlansProps) => (
    <WithPlans updates={[THREE_PLANS[1]!, { type: 'file', planId: 'gone', uri: 'file:///workspace/docs/missing.md' }]}>
      <SessionPlans {...args} />
    </WithPlans>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load missing.md: ENOENT');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Strategy' })).toBeVisible();
  },
};

const multiPlanLines = parseJsonLines(multiPlanRaw);

/**
 * `multi-plan.jsonl` replayed through a store: plans of all three types appear in order, update, and two are
 * removed (`plan_removed`, both spellings), fading out while showing their last state.
 */
export const MultiPlanReplay: Story = {
  render: (args: SessionPlansProps) => (
    <FixtureReplay lines={multiPlanLines} intervalMs={600} render={({ sessionId }) => <SessionPlans {...args} sessionId={sessionId} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('button', { name: 'Step' });
    const planIds = () => [...canvasElement.querySelectorAll('[data-slot="session-plan"]')].map((plan) => plan.getAttribute('data-plan-id'));
    for (let line = 1; line <= 3; line++) await userEvent.click(step);
    await waitFor(() => expect(planIds()).toEqual(['checklist', 'strategy', 'design-doc']));
    await expect(await canvas.findByText('Delete the legacy context', TASK_TEXT)).toBeVisible();
    for (let line = 4; line <= 7; line++) await userEvent.click(step);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Strategy' }).querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '2'));

    // plan_removed "strategy": it leaves with an animation, still showing its content while it does.
    await userEvent.click(step);
    const leaving = canvasElement.querySelector<HTMLElement>('[data-plan-id="strategy"]')!;
    await expect(leaving).toHaveAttribute('data-presence', 'exiting');
    await expect(leaving.inert).toBe(true);
    await expect(within(leaving).getByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(planIds()).toEqual(['checklist', 'design-doc']));
    await userEvent.click(step);
    await waitFor(() => expect(planIds()).toEqual(['checklist']));
  },
};

/** Reduced motion: plans appear and disappear at once. */
export const ReducedMotion: Story = {
  args: { motion: 'reduced' },
  render: (args: SessionPlansProps) => (
    <FixtureReplay lines={multiPlanLines} initialPosition={7} render={({ sessionId }) => <SessionPlans {...args} sessionId={sessionId} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Step' }));
    // Removed in the same render: never `exiting`.
    await expect(canvasElement.querySelector('[data-plan-id="strategy"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-presence]')).toBeNull();
  },
};
