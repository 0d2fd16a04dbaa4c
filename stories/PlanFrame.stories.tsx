import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ParsedPlanEntry } from '../src/acp/types';
import {
  PlanFrame,
  PlanFrameContent,
  PlanFrameCount,
  PlanFrameFooter,
  PlanFrameHeader,
  PlanFrameProgress,
  PlanFrameStatus,
  PlanFrameTitle,
  PlanItem,
  PlanItemPriority,
  PlanItemStatus,
  PlanItemText,
} from '../src/components/PlanFrame';
import { LiveRegion } from '../src/components/shared/LiveRegion';
import { usePlanEntryRow, usePlanListState } from '../src/components/PlanList';
import type { PlanEntryState } from '../src/store/types';

const e = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });

const ENTRIES = [
  e('Read the failing test in `parser.test.ts`', 'completed'),
  e('Find the off-by-one in the tokenizer', 'completed'),
  e('Fix the boundary check in `nextToken()`', 'in_progress', 'high'),
  e('Add a regression test for **empty input**', 'pending'),
  e('Run the test suite', 'pending', 'low'),
];

const meta = {
  title: 'Components/PlanFrame (parts)',
  component: PlanFrame,
} satisfies Meta<typeof PlanFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A compact one-line plan for a status bar, composed from the parts: a standalone trigger, the title, the
 * current task, the count and a short bar on one line; the steps open below on demand.
 */
function StatusBarPlan() {
    const { entries, progress, currentKey, labels, listRef, announcement } = usePlanListState({ entries: ENTRIES, defaultCollapsed: true, title: 'Fix the parser' });
    const current = entries.find((entry) => entry.key === currentKey);
    return (
      <div style={{ maxWidth: 720, fontSize: 12 }}>
        <PlanFrame defaultCollapsed style={{ padding: '2px 8px' }}>
          <PlanFrameHeader style={{ flexWrap: 'nowrap' }}>
            <PlanFrameTitle style={{ flex: 'none' }}>Fix the parser</PlanFrameTitle>
            {current ? (
              <span data-testid="current" style={{ flex: '1 1 auto', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0 }}>
                <PlanItemText content={current.content} />
              </span>
            ) : null}
            <PlanFrameCount completed={progress.completed} total={progress.total} cancelled={progress.cancelled} />
            <PlanFrameProgress completed={progress.completed} total={progress.total} cancelled={progress.cancelled} style={{ flex: '0 0 64px' }} />
          </PlanFrameHeader>
          <PlanFrameContent>
            <ol ref={listRef} aria-label="Fix the parser steps" style={{ margin: 0, paddingInlineStart: '1.5em' }}>
              {entries.map((entry) => (
                <PlanItem key={entry.key} entry={entry}>
                  <PlanItemStatus status={entry.status} labels={labels} />
                  <PlanItemText content={entry.content} />
                </PlanItem>
              ))}
            </ol>
          </PlanFrameContent>
          <LiveRegion message={announcement} />
        </PlanFrame>
      </div>
    );
}

export const StatusBar: Story = {
  render: () => <StatusBarPlan />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Fix the parser' });
    await expect(region).toHaveAttribute('data-state', 'closed');
    await expect(canvas.getByTestId('current')).toHaveTextContent('Fix the boundary check in nextToken()');
    await expect(canvas.getByRole('progressbar', { name: 'Fix the parser progress' })).toHaveAttribute('aria-valuenow', '2');
    // One line: the header is no taller than two lines of its text.
    const header = region.querySelector('[data-slot="plan-frame-header"]')!;
    await expect(header.getBoundingClientRect().height).toBeLessThan(40);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Opens the status bar plan's steps with its trigger. */
export const StatusBarOpened: Story = {
  ...StatusBar,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Fix the parser steps' }));
    await expect(canvas.getByRole('list', { name: 'Fix the parser steps' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};

/** A row of a side pane: the entry's parts in the host's own order (priority first, text, status words last). */
function SidePaneRow({ entry, isNext, labels }: { entry: PlanEntryState; isNext: boolean; labels: ReturnType<typeof usePlanListState>['labels'] }) {
  const { rowProps, statusText } = usePlanEntryRow(entry, { isNext, labels });
  return (
    <li {...rowProps} style={{ display: 'flex', gap: 8, padding: '6px 0', borderBlockEnd: '1px solid var(--acp-plan-border)' }}>
      <PlanItemStatus status={entry.status} labels={labels} />
      <PlanItemText content={entry.content} />
      <PlanItemPriority priority={entry.priority} labels={labels} />
      <span hidden>{statusText}</span>
    </li>
  );
}

/**
 * A plan in a narrow side pane (320 px), composed from the parts and the headless hooks: the frame's header, a
 * host-rendered list that keeps our keys, roving rows and announcements, and a footer for the host's actions.
 */
function SidePanePlan() {
    const { collapsed, setCollapsed, progress, listRef, nextKey, labels, announcement, entries } = usePlanListState({ entries: ENTRIES, title: 'Fix the parser' });
    return (
      <aside style={{ inlineSize: 320, borderInlineStart: '1px solid var(--acp-plan-border)', paddingInlineStart: 8 }}>
        <PlanFrame collapsed={collapsed} onCollapsedChange={setCollapsed}>
          <PlanFrameHeader>
            <PlanFrameTitle>Fix the parser</PlanFrameTitle>
            <PlanFrameCount completed={progress.completed} total={progress.total} />
            <PlanFrameStatus completed={progress.completed} total={progress.total} />
            <PlanFrameProgress completed={progress.completed} total={progress.total} />
          </PlanFrameHeader>
          <PlanFrameContent>
            <ol ref={listRef} aria-label="Fix the parser steps" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {entries.map((entry) => (
                <SidePaneRow key={entry.key} entry={entry} isNext={entry.key === nextKey} labels={labels} />
              ))}
            </ol>
          </PlanFrameContent>
          <PlanFrameFooter>
            <button type="button">Open in editor</button>
          </PlanFrameFooter>
          <LiveRegion message={announcement} />
        </PlanFrame>
      </aside>
    );
}

export const SidePane: Story = {
  render: () => <SidePanePlan />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[2]).toHaveAttribute('aria-current', 'step');
    await expect(rows[2]).toHaveAttribute('tabindex', '0');
    rows[2]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[3]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide Fix the parser steps' }));
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open in editor' })).toBeVisible();
  },
};
