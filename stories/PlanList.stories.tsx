import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import type { ComponentType, CSSProperties, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ParsedPlanEntry } from '../src/acp/types';
import { PlanList } from '../src/components/PlanList';
import type { PlanListEntriesProps, PlanListProps } from '../src/components/PlanList';
import { parseJsonLines } from '../test/fixtures/jsonl';
import claudeRaw from '../test/fixtures/claude-todowrite.jsonl?raw';
import codexRaw from '../test/fixtures/codex-update-plan.jsonl?raw';
import { FixtureReplay } from './support/FixtureReplay';

const e = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });

const FIX_PARSER = [
  e('Read the failing test in `parser.test.ts`', 'completed'),
  e('Find the off-by-one in the tokenizer', 'completed'),
  e('Fix the boundary check in `nextToken()`', 'in_progress'),
  e('Add a regression test for **empty input**', 'pending'),
  e('Run the test suite', 'pending'),
];

const meta = {
  title: 'Components/PlanList',
  // Most stories give entries directly; the replay stories bind the same component to a store.
  component: PlanList as ComponentType<PlanListEntriesProps>,
  args: { entries: FIX_PARSER },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<PlanListEntriesProps>;

export default meta;
type Story = StoryObj<typeof meta>;

function listItems(canvasElement: HTMLElement): HTMLElement[] {
  return within(within(canvasElement).getByRole('list')).getAllByRole('listitem');
}

/** One task in progress: a calm, static highlight (tint and a bar on the start edge), no motion needed. */
export const OneInProgress: Story = {
  args: { motion: 'reduced' },
  play: async ({ canvasElement }) => {
    const items = listItems(canvasElement);
    const current = items[2]!;
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current).toHaveTextContent('In progress: Fix the boundary check in nextToken()');
    // The cue is visible with motion off: a background and an edge colour the other rows do not have.
    await expect(getComputedStyle(current).backgroundColor).not.toBe(getComputedStyle(items[3]!).backgroundColor);
    await expect(getComputedStyle(current).borderInlineStartColor).not.toBe(getComputedStyle(items[3]!).borderInlineStartColor);
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  },
};

/** No tasks yet: a calm empty state, the title and a short message; no "0/0" count and no empty bar. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tasks yet')).toBeVisible();
    // Nothing to measure: no progressbar (it would read as indeterminate), the text says it.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="progress"]')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('0/0');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing started: the first pending task is marked "Next". */
export const AllPending: Story = {
  args: { entries: FIX_PARSER.map((entry) => ({ ...entry, status: 'pending' })) },
  play: async ({ canvasElement }) => {
    const items = listItems(canvasElement);
    await expect(items[0]).toHaveAttribute('data-next');
    await expect(within(items[0]!).getByText('Next')).toBeVisible();
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(0);
    await expect(within(canvasElement).getByText('0/5')).toBeVisible();
  },
};

/** Several tasks in progress at once (legal, and real agents do it): every one is highlighted. */
export const SeveralInProgress: Story = {
  args: {
    entries: [e('Update the lockfile', 'completed'), e('Migrate the API client', 'in_progress'), e('Migrate the CLI', 'in_progress'), e('Release notes', 'pending')],
  },
  play: async ({ canvasElement }) => {
    const current = listItems(canvasElement).filter((item) => item.getAttribute('aria-current') === 'step');
    await expect(current.map((item) => item.getAttribute('data-status'))).toEqual(['in_progress', 'in_progress']);
  },
};

/** Every task done: "All done" with a check, the bar in the success colour, `data-complete` on the root. */
export const AllCompleted: Story = {
  args: { entries: FIX_PARSER.map((entry) => ({ ...entry, status: 'completed' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-complete');
    await expect(canvas.getByText('All done')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '5 of 5 tasks completed');
  },
};

/** Mixed priorities: a badge per row (hidden automatically when every task has the same priority). */
export const Priorities: Story = {
  args: {
    entries: [
      e('Patch the auth bypass', 'in_progress', 'high'),
      e('Write the migration', 'pending', 'medium'),
      e('Tidy the changelog', 'pending', 'low'),
    ],
  },
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll('[data-slot="plan-entry-priority"]');
    await expect([...badges].map((badge) => badge.getAttribute('data-priority'))).toEqual(['high', 'medium', 'low']);
    await expect(listItems(canvasElement)[0]).toHaveTextContent('High priority');
  },
};

/** Statuses from the v2 draft and beyond: `cancelled` is muted and struck; an unknown one is named, never dropped. */
export const UnknownStatus: Story = {
  args: {
    entries: [e('Try the old bundler', 'cancelled'), e('Wait for the CI runner', 'blocked'), e('Ship the fix', 'pending')],
  },
  play: async ({ canvasElement }) => {
    const [cancelled, blocked] = listItems(canvasElement);
    await expect(getComputedStyle(cancelled!.querySelector('[data-slot="plan-entry-content"]')!).textDecorationLine).toBe('line-through');
    await expect(within(blocked!).getByText('blocked')).toBeVisible();
    await expect(blocked!.querySelector('[data-status-icon]')).toHaveAttribute('data-status-icon', 'unknown');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};

/**
 * v2's `cancelled`: struck and muted, out of the measure. 3 done and 1 cancelled of 4 is a full bar, "3/3",
 * "1 cancelled" and "All done"; the bar says both ("3 of 4 tasks completed, 1 cancelled").
 */
export const CancelledSteps: Story = {
  args: {
    entries: [
      e('Reproduce the crash', 'completed'),
      e('Try the old bundler', 'cancelled'),
      e('Patch the loader', 'completed'),
      e('Run the test suite', 'completed'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemax', '3');
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 4 tasks completed, 1 cancelled');
    await expect(canvas.getByText('1 cancelled')).toBeVisible();
    await expect(canvas.getByText('All done')).toBeVisible();
    const cancelled = listItems(canvasElement)[1]!;
    await expect(cancelled).toHaveAttribute('data-status', 'cancelled');
    await expect(cancelled).toHaveTextContent('Cancelled: Try the old bundler');
  },
};

/** Every step cancelled: the plan ended, it is not done ("All cancelled", no "All done"). */
export const AllCancelled: Story = {
  args: { entries: [e('Migrate to the new API', 'cancelled'), e('Delete the shim', 'cancelled')], defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region')).toHaveAttribute('data-ended');
    await expect(canvasElement.querySelector('[data-slot="plan-list-summary"]')).toHaveTextContent('All cancelled');
    await expect(canvas.queryByText('All done')).toBeNull();
  },
};

// Module constants: stable labels and isDone, as the docs ask.
const CUSTOM_LABELS = { statuses: { _verified: 'Verified', _blocked: 'Blocked' } };
const countVerified = (status: string) => status === '_verified';

/**
 * Custom v2 statuses (`_verified`, `_blocked`): kept with their raw value in `data-status`, named by
 * `labels.statuses`; `_verified` counts as done because the host's `isDone` says so, `_blocked` never does.
 */
export const CustomStatuses: Story = {
  args: {
    entries: [e('Write the fix', 'completed'), e('Review the diff', '_verified'), e('Deploy to staging', '_blocked'), e('Announce it', 'pending')],
    labels: CUSTOM_LABELS,
    isDone: countVerified,
  },
  play: async ({ canvasElement }) => {
    const [, verified, blocked] = listItems(canvasElement);
    await expect(verified).toHaveAttribute('data-status', '_verified');
    await expect(within(verified!).getByText('Verified')).toBeVisible();
    await expect(blocked).toHaveAttribute('data-status', '_blocked');
    await expect(within(blocked!).getByText('Blocked')).toBeVisible();
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(within(canvasElement).getByText('2/4')).toBeVisible();
  },
};

/** Inline markdown in entries: code, bold, links through the safe URL transform; raw HTML stays text. */
export const InlineMarkdownContent: Story = {
  args: {
    entries: [
      e('Read **`parser.ts`** and the [spec](https://spec.example.com/tokens)', 'completed'),
      e('Remove the <b>legacy</b> path and [this](javascript:alert(1))', 'in_progress'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'spec' })).toHaveAttribute('href', 'https://spec.example.com/tokens');
    await expect(canvas.queryByRole('link', { name: 'this' })).toBeNull();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(listItems(canvasElement)[1]).toHaveTextContent('Remove the <b>legacy</b> path and this');
  },
};

const LONG_PLAN = Array.from({ length: 200 }, (_, i) =>
  e(`Migrate module ${i + 1} of 200 to the new API`, i < 100 ? 'completed' : i === 100 ? 'in_progress' : 'pending'),
);

/** 200 tasks with the current one in the middle: the list has a bounded height and scrolls itself (not the page) to it. */
export const LongPlan: Story = {
  args: { entries: LONG_PLAN, title: 'Migration', style: { '--acp-plan-list-max-height': '16rem' } as CSSProperties },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Migration steps' });
    const current = list.querySelector<HTMLElement>('[aria-current="step"]')!;
    await expect(current).toHaveTextContent('Migrate module 101 of 200');
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const rowBox = current.getBoundingClientRect();
      expect(rowBox.top).toBeGreaterThanOrEqual(listBox.top);
      expect(rowBox.bottom).toBeLessThanOrEqual(listBox.bottom);
    });
    await expect(list.scrollTop).toBeGreaterThan(0);
    await expect(document.scrollingElement!.scrollTop).toBe(0);
    // Scrollable, so keyboard users can focus and scroll it.
    await expect(list).toHaveAttribute('tabindex', '0');
  },
};

/** Collapsed: the title button says it is collapsed; the summary keeps the current task and N/M in view. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    // Asserts the collapsed state only: the story must still show it collapsed when the play function ends.
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show Plan steps' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-state', 'closed');
    await expect(canvasElement.querySelector('[data-slot="plan-list-summary"]')).toHaveTextContent('Current: Fix the boundary check in nextToken()');
    await expect(canvas.getByText('2/5')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Dark theme by `data-theme="dark"` on an ancestor (also follows `prefers-color-scheme`). */
export const Dark: Story = {
  decorators: [
    (Story) => (
      <div data-theme="dark" style={{ background: 'var(--acp-plan-bg)', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { entries: [...FIX_PARSER, e('Tag the **release**', 'pending', 'high')] },
  play: async ({ canvasElement }) => {
    const root = within(canvasElement).getByRole('region', { name: 'Plan' });
    const background = getComputedStyle(root).backgroundColor;
    // A dark surface: every channel low.
    const channels = background.match(/\d+/g)!.slice(0, 3).map(Number);
    await expect(Math.max(...channels)).toBeLessThan(60);
  },
};

/** Right-to-left: logical properties put the current-task bar and the badges on the correct side. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'الخطة',
    entries: [e('اقرأ الاختبار الفاشل', 'completed'), e('أصلح `nextToken()`', 'in_progress', 'high'), e('شغّل الاختبارات', 'pending', 'low')],
    labels: {
      statuses: { pending: 'قيد الانتظار', in_progress: 'قيد التنفيذ', completed: 'مكتمل' },
      priorities: { high: 'عالية', medium: 'متوسطة', low: 'منخفضة' },
      priority: (name: string) => `أولوية ${name}`,
      allDone: 'تم كل شيء',
      empty: 'لا توجد مهام',
      current: 'الحالية',
      next: 'التالية',
    },
  },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('listitem', { current: 'step' });
    const style = getComputedStyle(current);
    // The accent bar is on the inline start, which is the right edge in RTL.
    await expect(style.borderRightWidth).toBe('3px');
    await expect(style.borderLeftWidth).toBe('0px');
    await expect(current).toHaveTextContent('قيد التنفيذ');
  },
};

/** A small host that changes the plan, to show (and test) motion. */
function PlanPlayground(props: Omit<PlanListProps, 'entries' | 'sessionId' | 'planId'>) {
  const [entries, setEntries] = useState<readonly ParsedPlanEntry[]>(FIX_PARSER);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <PlanList {...props} entries={entries} />
      <div role="group" aria-label="Change the plan" style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => setEntries((list) => list.slice(1))}>
          Remove first
        </button>
        <button type="button" onClick={() => setEntries((list) => [...list, e(`Follow-up ${list.length + 1}`, 'pending')])}>
          Add task
        </button>
        <button type="button" onClick={() => setEntries((list) => [...list].reverse())}>
          Reverse
        </button>
        <button
          type="button"
          onClick={() =>
            setEntries((list) => {
              const index = list.findIndex((entry) => entry.status === 'in_progress');
              return list.map((entry, i) =>
                i === index ? { ...entry, status: 'completed' } : i === index + 1 ? { ...entry, status: 'in_progress' } : entry,
              );
            })
          }
        >
          Advance
        </button>
      </div>
    </div>
  );
}

/** Motion: removed rows fade out (kept with `data-presence="exiting"` until the animation ends), added rows fade in, moves slide. */
export const Motion: Story = {
  render: (args) => <PlanPlayground {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = listItems(canvasElement)[0]!;
    await userEvent.click(canvas.getByRole('button', { name: 'Remove first' }));
    await expect(first).toHaveAttribute('data-presence', 'exiting');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    const added = listItems(canvasElement).at(-1)!;
    await expect(added).toHaveTextContent('Follow-up 5');
    await waitFor(() => expect(added).not.toHaveAttribute('data-presence'));
    await userEvent.click(canvas.getByRole('button', { name: 'Advance' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Completed: Fix the boundary check in nextToken(). Started: Add a regression test for empty input.'));
  },
};

/** Reduced motion (`motion="reduced"` or the system setting): nothing moves, removals are immediate, the cue stays. */
export const ReducedMotion: Story = {
  render: (args) => <PlanPlayground {...args} motion="reduced" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-motion', 'reduced');
    const first = listItems(canvasElement)[0]!;
    await userEvent.click(canvas.getByRole('button', { name: 'Remove first' }));
    await expect(first).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await expect(canvasElement.querySelector('[data-presence]')).toBeNull();
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current.getAnimations({ subtree: true })).toHaveLength(0);
    await expect(getComputedStyle(current).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

/** Renders its children in a shadow root, where the page's stylesheet does not reach. */
function WithoutStylesheet({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((element: HTMLDivElement | null) => {
    if (element) setRoot(element.shadowRoot ?? element.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <div ref={host} data-testid="shadow-host">
      {root ? createPortal(children, root) : null}
    </div>
  );
}

/** Without `styles.css` it is plain, readable HTML: a numbered list with the status in words. */
export const Unstyled: Story = {
  decorators: [
    (Story) => (
      <WithoutStylesheet>
        <Story />
      </WithoutStylesheet>
    ),
  ],
  play: async ({ canvasElement }) => {
    const shadow = within(canvasElement).getByTestId('shadow-host').shadowRoot!;
    await waitFor(() => expect(shadow.querySelector('ol')).not.toBeNull());
    const list = shadow.querySelector('ol')!;
    await expect(getComputedStyle(list).listStyleType).toBe('decimal');
    const current = shadow.querySelector<HTMLElement>('[aria-current="step"]')!;
    await expect(current.textContent).toContain('In progress: Fix the boundary check in nextToken()');
    const toggle = shadow.querySelector('button')!;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shadow.querySelector('[data-slot="plan-list-summary"]')!.textContent).toContain('Current: Fix the boundary check');
  },
};

/** Story args without `entries`, for the store-bound stories. */
function withoutEntries({ entries: _entries, ...rest }: PlanListEntriesProps): Omit<PlanListEntriesProps, 'entries'> {
  return rest;
}

const claudeLines = parseJsonLines(claudeRaw);
const codexLines = parseJsonLines(codexRaw);

/** Claude Code's TodoWrite traffic through a real store: a repeat, a rewording, an addition, a reorder, a removal. */
export const ReplayClaudeTodoWrite: Story = {
  render: (args) => (
    <FixtureReplay lines={claudeLines} render={({ sessionId }) => <PlanList {...withoutEntries(args)} sessionId={sessionId} />} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('button', { name: 'Step' });
    await userEvent.click(step);
    await userEvent.click(step);
    const reading = canvas.getByRole('listitem', { current: 'step' });
    await expect(reading).toHaveTextContent('Read the failing test in parser.test.ts');
    await userEvent.click(step); // the identical snapshot: same row element, nothing changes
    await expect(canvas.getByRole('listitem', { current: 'step' })).toBe(reading);
    await expect(canvas.getByTestId('replay-last-result')).toHaveTextContent('unchanged');
    while (step.getAttribute('aria-disabled') !== 'true') await userEvent.click(step);
    // The last step "disabled" the button it pressed; focus stayed on it instead of dropping to <body>.
    await expect(step).toHaveFocus();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
    await expect(canvas.getByRole('region', { name: 'Plan' })).toHaveAttribute('data-complete');
    await expect(canvas.getByText('All done')).toBeVisible();
    // The reworded task kept its row from the first snapshot on.
    await expect(canvas.getAllByRole('listitem')[2]).toHaveTextContent('Fix the boundary check in nextToken()');
  },
};

/** Codex's update_plan traffic: one step in progress at a time, a step appended mid-way, then all completed. */
export const ReplayCodexUpdatePlan: Story = {
  render: (args) => (
    <FixtureReplay
      lines={codexLines}
      render={({ sessionId }) => <PlanList {...withoutEntries(args)} sessionId={sessionId} title="Codex plan" />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = canvas.getByRole('button', { name: 'Step' });
    await userEvent.click(step);
    await expect(canvas.getByRole('progressbar', { name: 'Codex plan progress' })).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(step);
    await userEvent.click(step);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Fix the changed plugin API calls');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    // The rows fade out first, then the empty message shows.
    await waitFor(() => expect(canvas.getByText('No tasks yet')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Codex plan' })).toHaveAttribute('data-complete'), { timeout: 8000 });
  },
};
