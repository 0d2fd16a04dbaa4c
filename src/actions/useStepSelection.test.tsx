// The spelling of selection: `<PlanList selectable onRunSteps>` and `<MarkdownPlan selectable onRunSteps>`,
// with the selection from `useStepSelection()` (react-acp-plans/actions), through the DOM contract: a real checkbox
// per step named by its text inside its row, the bar `[data-slot="plan-run-steps"]` in the plan's footer.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownPlan } from '../components/MarkdownPlan';
import { PlanList } from '../components/PlanList';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanStep } from './types';
import { useStepSelection } from './useStepSelection';
import type { SelectableSteps, StepSelectionOptions } from './useStepSelection';

const STEPS = [
  { content: 'Reproduce the bug', status: 'completed', priority: 'high' },
  { content: 'Fix the loop bound', status: 'in_progress', priority: 'high' },
  { content: 'Add regression tests', status: 'pending', priority: 'medium' },
  { content: 'Update the changelog', status: 'pending', priority: 'low' },
];

const DOCUMENT = ['# Fix CSV parsing', '', '- [x] Reproduce the bug', '- [ ] Fix the loop bound', '- [ ] Update the changelog', ''].join('\n');

const box = (name: string) => screen.getByRole('checkbox', { name });
const bar = () => screen.getByRole('group', { name: 'Run chosen steps' });
const states = () => screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked);

/** Hands the component's selection out, so a test can drive it as a host would. */
function WithSelection({ options, children }: { options?: StepSelectionOptions; children: (selection: SelectableSteps) => ReactNode }) {
  return <>{children(useStepSelection(options))}</>;
}

describe('<PlanList selectable={useStepSelection()}>', () => {
  it('puts a checkbox named by the step text in each row and the bar in the footer, before the host footer', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn<(steps: readonly PlanStep[]) => void>();
    const ref = createRef<HTMLElement>();
    render(
      <WithSelection>
        {(selection) => (
          <PlanList ref={ref} entries={STEPS} motion="reduced" selectable={selection} onRunSteps={onRunSteps} footer={<button type="button">Edit plan</button>} />
        )}
      </WithSelection>,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    for (const [index, row] of rows.entries()) {
      const checkbox = within(row).getByRole('checkbox', { name: STEPS[index]!.content });
      expect(checkbox.tagName).toBe('INPUT');
      expect(row.firstElementChild).toBe(checkbox);
    }
    // The ref is still the plan's <section>; the bar sits in its footer, ahead of the host's own footer.
    expect(ref.current).toHaveAttribute('data-slot', 'plan-list');
    const footer = ref.current!.querySelector('[data-slot="plan-list-footer"]')!;
    expect(footer).toContainElement(bar());
    expect(bar()).toHaveAttribute('data-slot', 'plan-run-steps');
    expect(footer.lastElementChild).toHaveTextContent('Edit plan');

    await user.click(box('Update the changelog'));
    await user.click(box('Fix the loop bound'));
    await user.click(within(bar()).getByRole('button', { name: 'Run 2 steps' }));
    expect(onRunSteps.mock.calls[0]![0].map((step) => [step.position, step.content])).toEqual([
      [2, 'Fix the loop bound'],
      [4, 'Update the changelog'],
    ]);
    expect(states()).toEqual([false, false, false, false]);
  });

  it('is driven by keyboard alone: Space toggles, Shift+Space selects a range, Enter runs', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn<(steps: readonly PlanStep[]) => void>();
    render(<WithSelection>{(selection) => <PlanList entries={STEPS} motion="reduced" selectable={selection} onRunSteps={onRunSteps} />}</WithSelection>);
    box('Fix the loop bound').focus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(box('Update the changelog')).toHaveFocus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(states()).toEqual([false, true, true, true]);
    within(bar()).getByRole('button', { name: 'Run 3 steps' }).focus();
    await user.keyboard('{Enter}');
    expect(onRunSteps.mock.calls[0]![0].map((step) => step.position)).toEqual([2, 3, 4]);
  });

  it('is the selection store too: a host reads and drives it, and it follows store updates by key', () => {
    const store = createPlanStore();
    const update = (entries: typeof STEPS) => ({ sessionId: 's1', update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId: 'plan', entries } } });
    store.apply(update(STEPS));
    let selection!: SelectableSteps;
    render(
      <PlanStoreProvider store={store}>
        <WithSelection>
          {(made) => {
            selection = made;
            return <PlanList sessionId="s1" planId="plan" motion="reduced" selectable={made} />;
          }}
        </WithSelection>
      </PlanStoreProvider>,
    );
    act(() => selection.selectRemaining());
    expect(states()).toEqual([false, true, true, true]);
    expect(within(bar()).getByText('3 of 4 steps selected')).toBeInTheDocument();
    // Reworded and moved, one removed: the chosen ones stay chosen, the removed one drops out.
    act(() => {
      store.apply(update([STEPS[0]!, STEPS[3]!, { ...STEPS[1]!, content: 'Fix the loop bound in tokenize()' }]));
    });
    expect(box('Fix the loop bound in tokenize()')).toBeChecked();
    expect(selection.getSelected().map((step) => step.content)).toEqual(['Update the changelog', 'Fix the loop bound in tokenize()']);
  });

  it('takes defaultSelected and translated bar labels, and keeps its choice when the plan remounts', async () => {
    const user = userEvent.setup();
    function Host() {
      const [shown, setShown] = useState(true);
      const selection = useStepSelection({
        defaultSelected: (step) => step.status === 'pending',
        labels: { group: 'Étapes choisies', run: (count) => `Lancer ${count}` },
      });
      return (
        <>
          <button type="button" onClick={() => setShown(!shown)}>
            Toggle
          </button>
          {shown ? <PlanList entries={STEPS} motion="reduced" selectable={selection} /> : null}
        </>
      );
    }
    render(<Host />);
    expect(states()).toEqual([false, false, true, true]);
    const group = screen.getByRole('group', { name: 'Étapes choisies' });
    expect(within(group).getByRole('button', { name: 'Lancer 2' })).toBeInTheDocument();
    await user.click(box('Add regression tests'));
    expect(states()).toEqual([false, false, false, true]);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    // Not the default again: the host's selection kept the reader's choice.
    expect(states()).toEqual([false, false, false, true]);
  });

  it('without selectable, renders no checkbox and no bar (and onRunSteps reaches no DOM element)', () => {
    render(<PlanList entries={STEPS} motion="reduced" onRunSteps={() => {}} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(document.querySelector('[data-slot="plan-run-steps"]')).toBeNull();
    expect(document.querySelector('[onrunsteps]')).toBeNull();
  });
});

describe('<MarkdownPlan selectable={useStepSelection()}>', () => {
  it('puts a checkbox in each task item of plain content and runs the chosen tasks', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn<(steps: readonly PlanStep[]) => void>();
    render(<WithSelection>{(selection) => <MarkdownPlan content={DOCUMENT} motion="reduced" selectable={selection} onRunSteps={onRunSteps} />}</WithSelection>);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('checkbox').getAttribute('aria-label'))).toEqual([
      'Reproduce the bug',
      'Fix the loop bound',
      'Update the changelog',
    ]);
    expect(document.querySelector('[data-slot="markdown-plan-footer"]')).toContainElement(bar());
    await user.click(box('Update the changelog'));
    await user.click(within(bar()).getByRole('button', { name: 'Run 1 step' }));
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Update the changelog', position: 3, status: 'pending' })]);
  });

  it('bound to a store, only its own plan gets checkboxes, next to another bound markdown plan', async () => {
    const store = createPlanStore();
    const markdown = (planId: string, content: string) => ({ sessionId: 's1', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content } } });
    store.apply(markdown('plan', DOCUMENT));
    store.apply(markdown('other', '# Other\n\n- [ ] Read the diff\n'));
    render(
      <PlanStoreProvider store={store}>
        <WithSelection>
          {(selection) => (
            <>
              <MarkdownPlan sessionId="s1" planId="other" motion="reduced" />
              <MarkdownPlan sessionId="s1" planId="plan" motion="reduced" selectable={selection} />
            </>
          )}
        </WithSelection>
      </PlanStoreProvider>,
    );
    await screen.findByText('Read the diff');
    await screen.findByRole('checkbox', { name: 'Fix the loop bound' });
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('aria-label'))).toEqual([
      'Reproduce the bug',
      'Fix the loop bound',
      'Update the changelog',
    ]);
    expect(within(bar()).getByText('0 of 3 steps selected')).toBeInTheDocument();
  });
});
