import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { SessionPlans } from '../src/components';
import { PlanHistory, PlanStaleNote, type PlanHistoryProps } from '../src/history';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanProgress, PlanState, PlanStore } from '../src/store/types';

const START = Date.UTC(2026, 0, 1, 9, 30, 0);

/** A store fed three revisions of an item plan, two minutes apart, on a fixed clock. */
function itemStore() {
  let time = START;
  const store = createPlanStore({ now: () => time });
  const send = (entries: [string, string, string?][]) => {
    store.apply({
      sessionId: 'story',
      update: { sessionUpdate: 'plan', entries: entries.map(([content, status, priority = 'medium']) => ({ content, status, priority })) },
    });
    time += 130_000;
  };
  send([
    ['Read the tokenizer', 'pending'],
    ['Fix the off-by-one in the lexer', 'pending'],
    ['Write a regression test', 'pending'],
    ['Update the changelog', 'pending'],
    ['Open a pull request', 'pending'],
  ]);
  send([
    ['Read the tokenizer', 'completed'],
    ['Fix the off-by-one in the lexer', 'in_progress'],
    ['Write a regression test', 'pending'],
    ['Update the changelog', 'pending'],
    ['Open a pull request', 'pending'],
  ]);
  send([
    ['Read the tokenizer', 'completed'],
    ['Write a regression test', 'pending', 'high'],
    ['Fix the off-by-one in the string lexer', 'completed'],
    ['Open a pull request', 'pending'],
    ['Run the fuzz suite', 'pending'],
  ]);
  return store;
}

function BoundHistory(props: PlanHistoryProps) {
  const [store] = useState(itemStore);
  return (
    <PlanStoreProvider store={store}>
      <PlanHistory {...props} sessionId="story" planId="main" />
    </PlanStoreProvider>
  );
}

const NO_PROGRESS: PlanProgress = { completed: 0, inProgress: 0, pending: 0, cancelled: 0, other: 0, total: 0, ratio: 0 };
const doc = { sessionId: 'story', planId: 'doc', progress: NO_PROGRESS } as const;
const MARKDOWN_REVISIONS: readonly PlanState[] = [
  { ...doc, type: 'markdown', revision: 1, updatedAt: START, content: '# Fix the lexer\n\n- [ ] Read the tokenizer\n- [ ] Fix the bug\n- [ ] Ship it' },
  {
    ...doc,
    type: 'markdown',
    revision: 2,
    updatedAt: START + 95_000,
    content: '# Fix the lexer\n\n- [x] Read the tokenizer\n- [ ] Fix the off-by-one bug\n- [ ] Add a regression test\n\nNotes: the string lexer only.',
  },
];
/** A long task list (1,800 tasks under section headings) and a revision that changes three of them far apart. */
function longMarkdownRevisions(): PlanState[] {
  const lines = Array.from({ length: 1_800 }, (_, index) => `${index % 100 === 0 ? `## Part ${index / 100 + 1}\n` : ''}- [ ] Step ${index + 1}: port module ${index + 1}`);
  const after = [...lines];
  after[40] = after[40]!.replace('[ ]', '[x]');
  after[900] = '- [ ] Step 901: port module 901 and its tests';
  after.splice(1_700, 0, '- [ ] Step 1700b: check the parser again');
  return [
    { ...doc, type: 'markdown', revision: 1, updatedAt: START, content: `# Port the compiler\n\n${lines.join('\n')}` },
    { ...doc, type: 'markdown', revision: 2, updatedAt: START + 600_000, content: `# Port the compiler\n\n${after.join('\n')}` },
  ];
}
const file = { sessionId: 'story', planId: 'file' } as const;
const FILE_REVISIONS: readonly PlanState[] = [
  { ...file, type: 'file', revision: 1, updatedAt: START, uri: 'file:///repo/PLAN.md' },
  { ...file, type: 'file', revision: 2, updatedAt: START + 40_000, uri: 'file:///repo/PLAN.md' },
  { ...file, type: 'file', revision: 3, updatedAt: START + 3_725_000, uri: 'file:///repo/plans/lexer.md' },
];

const meta = {
  title: 'Components/PlanHistory',
  component: PlanHistory,
  parameters: {
    docs: {
      description: {
        component:
          "A plan's revisions as a timeline, newest first, with each one's time and what it changed. Choose one revision " +
          'to read it, two to compare them. From `react-acp-plans/history`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof PlanHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bound to a store: three revisions; choose two to see every kind of item change. */
export const ItemPlan: Story = {
  render: (args) => <BoundHistory {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('data-slot'))).toEqual(['plan-history-choose', 'plan-history-choose', 'plan-history-choose']);
    await expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Revision 1/ }));
    const shown = canvasElement.querySelector('[data-slot="plan-history-entries"]')!;
    await expect(shown.querySelector('li')).toHaveTextContent('Read the tokenizer (Pending)');
  },
};

/** Revisions 2 and 3 compared: added, removed, reworded (word level), moved, status and priority changes. */
export const EveryItemChange: Story = {
  ...ItemPlan,
  args: { defaultSelected: [2, 3] },
  play: async ({ canvasElement }) => {
    const rows = [...canvasElement.querySelectorAll('[data-change]')].map((row) => row.getAttribute('data-change'));
    for (const change of ['added', 'removed', 'reworded', 'moved', 'status', 'priority']) await expect(rows).toContain(change);
    await expect(canvasElement.querySelector('time[data-slot="plan-history-elapsed"]')).toHaveAttribute('datetime', 'PT2M10S');
    await expect(canvasElement.querySelector('[data-change="reworded"] ins')).toHaveTextContent('string');
  },
};

/** A markdown plan: a line diff, with the words of each changed line; a checked task counts as completed. */
export const MarkdownDiff: Story = {
  args: { revisions: MARKDOWN_REVISIONS, defaultSelected: [1, 2] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="plan-history-diff-summary"]')).toHaveTextContent('1 completed');
    await expect(canvasElement.querySelectorAll('[data-change="added"]').length).toBeGreaterThan(0);
    await expect(canvasElement.querySelectorAll('[data-change="reworded"]').length).toBeGreaterThan(0);
  },
};

/**
 * A long markdown plan with three changes far apart: each change keeps three lines of context, every longer run of
 * unchanged lines is one button ("Show 1,234 unchanged lines") that opens 500 lines per click.
 */
export const LongMarkdownDiffFolded: Story = {
  args: { revisions: longMarkdownRevisions(), defaultSelected: [1, 2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const diff = canvasElement.querySelector('ul[data-slot="plan-history-diff"]')!;
    const changes = [...diff.querySelectorAll('[data-change]')].map((row) => row.getAttribute('data-change'));
    await expect(changes[0]).toBe('reworded');
    await expect(changes.at(-1)).toBe('added');
    await expect(diff.children.length).toBeLessThan(30);
    const folds = canvas.getAllByRole('button', { name: /unchanged lines$/ });
    await expect(folds.map((button) => button.textContent)).toEqual([
      'Show 40 unchanged lines',
      'Show 500 of 861 unchanged lines',
      'Show 500 of 800 unchanged lines',
      'Show 98 unchanged lines',
    ]);
    folds[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(diff.children[0]).toHaveTextContent('# Port the compiler');
    await expect(diff).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 500 of 861 unchanged lines' }));
    await expect(canvas.getByRole('button', { name: 'Show 361 unchanged lines' })).toBeVisible();
  },
};

/** A file plan: the revisions with their times; a new file, or the same one sent again. */
export const FilePlan: Story = {
  args: { revisions: FILE_REVISIONS, defaultSelected: [2, 3] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time[data-slot="plan-history-elapsed"]')).toHaveAttribute('datetime', 'PT1H1M25S');
    await expect(within(canvasElement).getByRole('button', { name: /Revision 2/ })).toHaveTextContent('No changes');
  },
};

/** What a host's `loadFile` returned for each file plan revision, kept by revision (none kept for revision 2). */
const FILE_TEXTS = new Map<number, string>([
  [1, '# Lexer plan\n\n- [ ] Read the tokenizer\n- [ ] Fix the off-by-one bug\n- [ ] Ship it'],
  [3, '# Lexer plan\n\n- [x] Read the tokenizer\n- [ ] Fix the off-by-one bug in the string lexer\n- [ ] Add a regression test'],
]);

/**
 * A file plan whose host kept the text of each revision it loaded (`fileText`): revisions 1 and 3 compared line
 * by line and word by word, as markdown plans are. Revision 2's text was not kept: it shows its file alone.
 */
export const FilePlanWithTexts: Story = {
  args: { revisions: FILE_REVISIONS, defaultSelected: [1, 3], fileText: (plan) => FILE_TEXTS.get(plan.revision) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="plan-history-diff-summary"]')).toHaveTextContent('1 completed, 1 added, 1 reworded, 1 removed');
    const inserted = [...canvasElement.querySelectorAll('[data-change="reworded"] ins')].map((ins) => ins.textContent);
    await expect(inserted.map((text) => text?.trim())).toEqual(['[x]', 'in the string lexer']);
    await expect(canvasElement.querySelector('[data-change="added"]')).toHaveTextContent('Add a regression test');
    await expect(canvasElement.querySelector('[data-change="removed"] del')).toHaveTextContent('Ship it');
    // Revision 3 let go, revision 1 alone: its file and its kept text. Then revision 2 alone: no text kept.
    await userEvent.click(canvas.getByRole('button', { name: /Revision 3/ }));
    await expect(canvasElement.querySelector('[data-slot="plan-history-markdown"]')).toHaveTextContent('Ship it');
    await userEvent.click(canvas.getByRole('button', { name: /Revision 1/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Revision 2/ }));
    await expect(canvasElement.querySelector('[data-slot="plan-history-file"]')).toHaveTextContent('file:///repo/PLAN.md');
    await expect(canvasElement.querySelector('[data-slot="plan-history-markdown"]')).toBeNull();
  },
};

/** Translated labels (French). */
export const Translated: Story = {
  args: {
    revisions: MARKDOWN_REVISIONS,
    labels: {
      title: 'Historique du plan',
      revision: (n) => `Révision ${n}`,
      current: 'actuelle',
      first: 'Première révision gardée',
      hint: 'Choisissez une révision pour la lire, ou deux pour les comparer.',
      summary: { completed: (n) => `${n} terminée(s)`, added: (n) => `${n} ajoutée(s)`, reworded: (n) => `${n} reformulée(s)` },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Historique du plan' })).toBeVisible();
  },
};

/** No revisions yet. */
export const Empty: Story = { args: { revisions: [] } };

function StalePlan() {
  const [store] = useState<PlanStore>(() => {
    const created = createPlanStore({ now: () => START });
    created.apply({
      sessionId: 'stale',
      update: {
        sessionUpdate: 'plan',
        entries: [
          { content: 'Read the tokenizer', status: 'completed', priority: 'high' },
          { content: 'Fix the off-by-one in the lexer', status: 'in_progress', priority: 'high' },
          { content: 'Write a regression test', status: 'pending', priority: 'medium' },
        ],
      },
    });
    created.endTurn!('stale', 'cancelled');
    return created;
  });
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId="stale" renderPlanFooter={(plan) => <PlanStaleNote turnEnded={plan.turnEnded} />} />
    </PlanStoreProvider>
  );
}

/** The turn was cancelled with steps left: the plan says so, and its in-progress step stops looking active. */
export const StaleAfterCancelledTurn: Story = {
  render: () => <StalePlan />,
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByText('Turn cancelled with 2 steps unfinished');
    await expect(note).toHaveAttribute('data-slot', 'plan-stale');
    const icon = canvasElement.querySelector('[data-status="in_progress"] [data-status-icon]')!;
    const muted = getComputedStyle(canvasElement.querySelector('[data-slot="plan-stale"]')!).color;
    await expect(getComputedStyle(icon).color).toBe(muted);
    // Not the current step any more, for assistive technology either.
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
  },
};

function StaleDocumentPlan() {
  const [store] = useState<PlanStore>(() => {
    const created = createPlanStore({ now: () => START });
    created.apply({
      sessionId: 'stale-doc',
      update: {
        sessionUpdate: 'plan_update',
        plan: { type: 'markdown', planId: 'doc', content: '# Fix the lexer\n\n- [x] Read the tokenizer\n- [ ] Fix the off-by-one bug\n- [ ] Add a regression test' },
      },
    });
    created.endTurn!('stale-doc', 'end_turn');
    return created;
  });
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId="stale-doc" renderPlanFooter={(plan) => <PlanStaleNote turnEnded={plan.turnEnded} />} />
    </PlanStoreProvider>
  );
}

/** A markdown plan whose turn ended with tasks open: it says so, and no task is marked as the one under way. */
export const StaleMarkdownPlan: Story = {
  render: () => <StaleDocumentPlan />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Fix the off-by-one bug');
    await expect(within(canvasElement).getByText('Turn ended with 2 steps unfinished')).toHaveAttribute('data-slot', 'plan-stale');
    await expect(canvasElement.querySelector('[data-slot="markdown-plan"]')).toHaveAttribute('data-stale');
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="task-item"][data-current]')).toBeNull();
  },
};
