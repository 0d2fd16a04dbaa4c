// Choosing steps in real Chromium, with real key and pointer input (Playwright, not synthetic events): a browser
// makes the click for Space itself, and whether that click carries Shift is the browser's business, so the range
// of Shift+Space must hold here, not only in jsdom.
import '../styles.css';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownPlan } from '../components/MarkdownPlan';
import { PlanList } from '../components/PlanList';
import { PlanRunSteps } from './PlanRunSteps';
import { PlanStepSelection } from './PlanStepSelection';
import type { PlanStep } from './types';
import { useStepSelection } from './useStepSelection';

interface BrowserUserEvent {
  keyboard(text: string): Promise<void>;
  click(element: Element, options?: { modifiers?: ('Shift' | 'Alt' | 'Control' | 'Meta')[] }): Promise<void>;
}

const PLAN = [
  { content: 'Reproduce the bug', status: 'completed', priority: 'high' },
  { content: 'Fix the loop bound', status: 'in_progress', priority: 'high' },
  { content: 'Add regression tests', status: 'pending', priority: 'medium' },
  { content: 'Update the changelog', status: 'pending', priority: 'low' },
];

const states = () => screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked);

describe('<PlanStepSelection> in Chromium', () => {
  it('toggles with Space, selects ranges with Shift+Space and Shift+click, and runs the chosen steps', async () => {
    const { userEvent } = (await import('vitest/browser' as string)) as { userEvent: BrowserUserEvent };
    const onRunSteps = vi.fn();
    render(
      <PlanStepSelection entries={PLAN} onRunSteps={onRunSteps}>
        <PlanList entries={PLAN} motion="reduced" footer={<PlanRunSteps />} />
      </PlanStepSelection>,
    );
    const box = (name: string) => screen.getByRole('checkbox', { name });

    box('Reproduce the bug').focus();
    await userEvent.keyboard(' ');
    expect(states()).toEqual([true, false, false, false]);
    box('Add regression tests').focus();
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(states()).toEqual([true, true, true, false]);
    // Shift+click on a chosen step lets the range since the last toggled one go.
    await userEvent.click(box('Fix the loop bound'), { modifiers: ['Shift'] });
    expect(states()).toEqual([true, false, false, false]);
    // A plain click after Shift+Space is one step, not a range.
    await userEvent.click(box('Update the changelog'));
    expect(states()).toEqual([true, false, false, true]);

    const bar = screen.getByRole('group', { name: 'Run chosen steps' });
    expect(within(bar).getByText('2 of 4 steps selected')).toBeVisible();
    await userEvent.click(within(bar).getByRole('button', { name: 'Run 2 steps' }));
    expect(onRunSteps.mock.calls[0]![0].map((step: { position: number }) => step.position)).toEqual([1, 4]);
    expect(states()).toEqual([false, false, false, false]);
  });
});

const DOCUMENT = ['# Fix CSV parsing', '', '- [x] Reproduce the bug', '- [ ] Fix the loop bound', '- [ ] Update the changelog', ''].join('\n');

function SelectableMarkdown({ onRunSteps }: { onRunSteps: (steps: readonly PlanStep[]) => void }) {
  return <MarkdownPlan content={DOCUMENT} motion="reduced" selectable={useStepSelection()} onRunSteps={onRunSteps} />;
}

describe('<MarkdownPlan selectable> in Chromium', () => {
  it('is used by keyboard alone: Tab to a task checkbox, Space, Shift+Space for a range, Enter on the run button', async () => {
    const { userEvent } = (await import('vitest/browser' as string)) as { userEvent: BrowserUserEvent & { tab(): Promise<void> } };
    const onRunSteps = vi.fn();
    render(<SelectableMarkdown onRunSteps={onRunSteps} />);
    const first = await screen.findByRole('checkbox', { name: 'Reproduce the bug' });
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Update the changelog' })).toHaveFocus();
    await userEvent.keyboard('{Shift>} {/Shift}');
    expect(states()).toEqual([true, true, true]);
    const run = within(screen.getByRole('group', { name: 'Run chosen steps' })).getByRole('button', { name: 'Run 3 steps' });
    run.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRunSteps.mock.calls[0]![0].map((step: PlanStep) => step.content)).toEqual(['Reproduce the bug', 'Fix the loop bound', 'Update the changelog']);
    expect(run).toHaveFocus();
  });
});
