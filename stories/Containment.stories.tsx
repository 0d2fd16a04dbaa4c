import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FilePlan } from '../src/components/FilePlan';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { PlanList } from '../src/components/PlanList';
import { SessionPlans } from '../src/components/SessionPlans';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import { HOSTILE_ENTRIES, HOSTILE_LAYOUT_MARKDOWN, LONG_CODE_LINE, LONG_WORD, RTL_OVERRIDE_STATUS, wideTable } from '../test/fixtures/hostileLayouts';

// Plans written to break the panel they sit in (test/fixtures/hostileLayouts.ts): a 130-character code line, a
// 200-column table, a word with no break, lists nested 32 deep and 1,000 nested quotes, 4,096-character badges,
// a right-to-left override. Each story shows them in a 320 px panel and checks that nothing reaches past it.

const PANEL_WIDTH = 320;
const WIDE_FILE = `${'2026-01-01T00:00:00Z INFO '.repeat(6)}request served\n${'-'.repeat(200)}\nshort line\n`;
const loadFile = (uri: string) => Promise.resolve(uri.endsWith('.md') ? `${LONG_CODE_LINE}\n\n${wideTable(40)}\n\n${LONG_WORD}` : WIDE_FILE);

/** Nothing in the panel reaches past its edge, the page does not scroll sideways, and every box that scrolls is a
 *  named tab stop (the marks are set after layout, hence the wait). */
async function expectContained(canvasElement: HTMLElement) {
  const panel = canvasElement.querySelector<HTMLElement>('[data-testid="panel"]')!;
  await waitFor(() => expect(panel.querySelector('[data-slot="markdown-block"], [data-slot="plan-entry"], [data-slot="file-plan-text"]')).not.toBeNull());
  await waitFor(() => {
    expect(panel.scrollWidth).toBeLessThanOrEqual(PANEL_WIDTH);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const box of panel.querySelectorAll<HTMLElement>('pre, [data-slot="markdown-table"]')) {
      if (box.scrollWidth > box.clientWidth + 1) {
        expect(box).toHaveAttribute('tabindex', '0');
        expect(box).toHaveAttribute('role', 'group');
      }
    }
  });
}

const meta = {
  title: 'Hostile/Containment',
  decorators: [
    (Story) => (
      <div data-testid="panel" style={{ inlineSize: PANEL_WIDTH }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Nothing a plan shows can widen its panel or the page: wide code and tables scroll in their own box (a focusable group while they overflow), long words wrap, deep nesting stops indenting, long badges are cut with an ellipsis (full value in the tooltip and the spoken text), and bidirectional controls in labels show as �.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A markdown plan with every hostile layout: code line, 200-column table, long word, deep lists and quotes. */
export const HostileMarkdown: Story = {
  render: () => <MarkdownPlan title="Hostile markdown" content={HOSTILE_LAYOUT_MARKDOWN} streaming={false} />,
  play: async ({ canvasElement }) => {
    await expectContained(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="markdown-table"]')).toHaveAccessibleName('Table'));
  },
};

/** An items plan with a 4,096-character status and priority, a right-to-left override and a long word. */
export const HostileBadges: Story = {
  render: () => <PlanList title="Hostile badges" entries={HOSTILE_ENTRIES} />,
  play: async ({ canvasElement }) => {
    await expectContained(canvasElement);
    const statuses = [...canvasElement.querySelectorAll('[data-slot="plan-entry-status"][data-visible]')];
    await expect(statuses.map((badge) => badge.textContent)).not.toContain(expect.stringContaining(RTL_OVERRIDE_STATUS));
    await expect(statuses[0]).toHaveAttribute('title', 'x'.repeat(4096));
  },
};

/** File plans: preformatted text with 200-column lines, and a markdown file with a wide code line and table. */
export const HostileFiles: Story = {
  render: () => (
    <>
      <FilePlan uri="file:///workspace/logs/server.log" loadFile={loadFile} />
      <br />
      <FilePlan uri={`file:///workspace/docs/${'very-long-directory-name/'.repeat(6)}plan.md`} loadFile={loadFile} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expectContained(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="file-plan-text"]')).toHaveAccessibleName('server.log'));
  },
};

function sessionStore() {
  const store = createPlanStore();
  const plans = [
    { type: 'items', planId: `checklist-${'x'.repeat(120)}`, entries: HOSTILE_ENTRIES },
    { type: 'markdown', planId: 'strategy', content: HOSTILE_LAYOUT_MARKDOWN },
    { type: 'file', planId: 'log', uri: 'file:///workspace/logs/server.log' },
  ];
  for (const plan of plans) store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
  return store;
}

/** All of the above inside `<SessionPlans>`, whose grid column must not grow to its widest plan. */
export const InSessionPlans: Story = {
  render: () => (
    <PlanStoreProvider store={sessionStore()}>
      <SessionPlans sessionId="s" loadFile={loadFile} />
    </PlanStoreProvider>
  ),
  play: async ({ canvasElement }) => {
    await expectContained(canvasElement);
  },
};
