import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ParsedPlanEntry } from '../src/acp/types';
import { formatStepsPrompt, PlanRunSteps, PlanStepSelection, useStepSelection } from '../src/actions';
import type { PlanStep } from '../src/actions';
import { MarkdownPlan } from '../src/components/MarkdownPlan';
import { PlanList } from '../src/components/PlanList';
import { SessionPlans } from '../src/components/SessionPlans';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanState } from '../src/store/types';

const e = (content: string, status: string, priority = 'medium'): ParsedPlanEntry => ({ content, status, priority });

const PLAN = [
  e('Reproduce the bug with a failing test', 'completed', 'high'),
  e('Fix the loop bound in `tokenize()`', 'in_progress', 'high'),
  e('Add regression tests for empty and quoted fields', 'pending'),
  e('Check other callers of `tokenize()`', 'pending'),
  e('Update the changelog', 'pending', 'low'),
];

const DOCUMENT = [
  '# Fix CSV parsing of trailing fields',
  '',
  '- [x] Reproduce the bug with a failing test',
  '- [ ] Fix the loop bound in `tokenize()`',
  '- [ ] Add regression tests for empty and quoted fields',
  '- [ ] Update the changelog',
  '',
].join('\n');

interface SelectableProps {
  /** Markdown plan instead of an item plan. */
  readonly markdown?: boolean;
  /** Which steps are chosen at first. */
  readonly defaultSelected?: (step: PlanStep) => boolean;
}

/**
 * A plan made selectable with the `selectable` prop and `useStepSelection()` from react-acp-plans/actions; the run
 * button shows the prompt a host would send.
 */
function Selectable({ markdown = false, defaultSelected }: SelectableProps) {
  const [prompt, setPrompt] = useState('');
  const onRunSteps = (steps: readonly PlanStep[]) => setPrompt(formatStepsPrompt({ planId: 'plan' }, steps));
  const selection = useStepSelection({ defaultSelected });
  return (
    <>
      {markdown ? (
        <MarkdownPlan content={DOCUMENT} title="Plan" selectable={selection} onRunSteps={onRunSteps} />
      ) : (
        <PlanList entries={PLAN} title="Plan" selectable={selection} onRunSteps={onRunSteps} />
      )}
      <p>Prompt sent to the agent:</p>
      <pre data-testid="sent-prompt" style={{ whiteSpace: 'pre-wrap' }}>
        {prompt || '(none yet)'}
      </pre>
    </>
  );
}

const meta = {
  title: 'Actions/PlanStepSelection',
  component: Selectable,
  parameters: {
    docs: {
      description: {
        component:
          'Choose steps of a plan and run them: `<PlanList selectable={useStepSelection()} onRunSteps={run}>` (the ' +
          'selection from `react-acp-plans/actions`) puts a checkbox named by the step text in each row (Space toggles, ' +
          'Shift+Space or Shift+click selects a range) and the selection bar in the footer, which counts them, selects ' +
          'the remaining steps and runs them. Here the run shows the prompt `formatStepsPrompt` makes, which a host ' +
          'sends as `session/prompt`. `<PlanStepSelection>` does the same around any plan component (one plan of a ' +
          '`<SessionPlans>`).',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Selectable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs forward until `target` has focus (at most 20 presses): the path a keyboard user takes. */
async function tabTo(target: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== target; i++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

const checkedStates = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('checkbox')
    .map((checkbox) => (checkbox as HTMLInputElement).checked);

/** Nothing chosen yet: the run button has nothing to do. Keyboard only: Space toggles, Shift+Space selects a range. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('group', { name: 'Run chosen steps' });
    await expect(bar).toHaveAttribute('data-slot', 'plan-run-steps');
    await expect(within(bar).getByText('0 of 5 steps selected')).toBeVisible();
    await expect(within(bar).getByRole('button', { name: 'Run 0 steps' })).toHaveAttribute('aria-disabled', 'true');

    await tabTo(canvas.getByRole('checkbox', { name: 'Fix the loop bound in tokenize()' }));
    await userEvent.keyboard(' ');
    await expect(checkedStates(canvasElement)).toEqual([false, true, false, false, false]);
    await tabTo(canvas.getByRole('checkbox', { name: 'Check other callers of tokenize()' }));
    await userEvent.keyboard('{Shift>} {/Shift}');
    await expect(checkedStates(canvasElement)).toEqual([false, true, true, true, false]);
    await expect(within(bar).getByText('3 of 5 steps selected')).toBeVisible();
  },
};

/** Some steps chosen; running them sends a prompt for those steps alone (Enter on the run button). */
export const Partial: Story = {
  args: { defaultSelected: (step) => step.position === 3 || step.position === 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(checkedStates(canvasElement)).toEqual([false, false, true, false, true]);
    const run = canvas.getByRole('button', { name: 'Run 2 steps' });
    await tabTo(run);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('sent-prompt').textContent).toBe(
        [
          'Do only these steps of the plan "plan":',
          '3. Add regression tests for empty and quoted fields',
          '5. Update the changelog',
          'Leave the other steps of the plan as they are: do not start, change or complete them.',
        ].join('\n'),
      ),
    );
    // Sent: the selection is cleared, focus stays on the (now idle) run button.
    await expect(checkedStates(canvasElement)).toEqual([false, false, false, false, false]);
    await expect(canvas.getByRole('button', { name: 'Run 0 steps' })).toHaveFocus();
  },
};

/** Every step chosen: "Select the remaining steps" has nothing left to do. */
export const All: Story = {
  args: { defaultSelected: () => true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(checkedStates(canvasElement)).toEqual([true, true, true, true, true]);
    await expect(canvas.getByText('5 of 5 steps selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Select the remaining steps' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Run 5 steps' })).not.toHaveAttribute('aria-disabled');
  },
};

/** "Select the remaining steps" in one action: every step not done yet, by keyboard. */
export const SelectRemaining: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Select the remaining steps' }));
    await userEvent.keyboard('{Enter}');
    await expect(checkedStates(canvasElement)).toEqual([false, true, true, true, true]);
    await expect(canvas.getByRole('button', { name: 'Run 4 steps' })).toBeVisible();
  },
};

/** A markdown plan: a checkbox in each task item, before its status icon. */
export const MarkdownTasks: Story = {
  args: { markdown: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = await canvas.findByRole('checkbox', { name: 'Add regression tests for empty and quoted fields' });
    await expect(checkbox.closest('li')).toHaveAttribute('data-slot', 'task-item');
    await tabTo(checkbox);
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(canvas.getByText('1 of 4 steps selected')).toBeVisible();
  },
};

const ONE_OF_SEVERAL = createPlanStore();
for (const [planId, content] of [
  ['design', '# Design the parser\n\n- [x] Sketch the API\n- [ ] Write the RFC\n'],
  ['plan', DOCUMENT],
  ['review', '# Review\n\n- [ ] Read the diff\n- [ ] Run the benchmarks\n'],
]) {
  ONE_OF_SEVERAL.apply({ sessionId: 'story', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content } } });
}

/** `<PlanStepSelection>` bound to one markdown plan of a session: only that plan's task items get checkboxes. */
function OneOfSeveralPlans() {
  const [prompt, setPrompt] = useState('');
  const footer = (plan: PlanState) => (plan.planId === 'plan' ? <PlanRunSteps /> : null);
  return (
    <PlanStoreProvider store={ONE_OF_SEVERAL}>
      <PlanStepSelection sessionId="story" planId="plan" onRunSteps={(steps) => setPrompt(formatStepsPrompt({ planId: 'plan' }, steps))}>
        <SessionPlans sessionId="story" renderPlanFooter={footer} />
      </PlanStepSelection>
      <pre data-testid="sent-prompt" style={{ whiteSpace: 'pre-wrap' }}>
        {prompt || '(none yet)'}
      </pre>
    </PlanStoreProvider>
  );
}

/** One markdown plan of three is selectable: the other two show no checkbox. */
export const OneMarkdownPlanOfASession: Story = {
  render: () => <OneOfSeveralPlans />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Read the diff');
    const checkbox = await canvas.findByRole('checkbox', { name: 'Update the changelog' });
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Reproduce the bug with a failing test',
      'Fix the loop bound in tokenize()',
      'Add regression tests for empty and quoted fields',
      'Update the changelog',
    ]);
    for (const other of canvasElement.querySelectorAll('[data-plan-id="design"], [data-plan-id="review"]')) {
      await expect(within(other as HTMLElement).queryAllByRole('checkbox')).toHaveLength(0);
    }
    await tabTo(checkbox);
    await userEvent.keyboard(' ');
    await tabTo(canvas.getByRole('button', { name: 'Run 1 step' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('sent-prompt').textContent).toContain('4. Update the changelog'));
  },
};
