// Choosing steps of a plan (react-acp-plans/actions) in jsdom, through the DOM contract: a real checkbox per step
// named by the step text, inside its row; the bar `[data-slot="plan-run-steps"]` with the count and the run button.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownPlan } from '../components/MarkdownPlan';
import { PlanList } from '../components/PlanList';
import { SessionPlans } from '../components/SessionPlans';
import { PlanEntryExtrasContext } from '../components/shared/planEntryExtras';
import type { PlanEntryExtras } from '../components/shared/planEntryExtras';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanState } from '../store/types';
import { PlanRunSteps } from './PlanRunSteps';
import { PlanStepSelection } from './PlanStepSelection';
import type { PlanStep } from './types';

const SESSION = 's1';
const PLAN = 'plan';

type Status = 'pending' | 'in_progress' | 'completed';
const step = (content: string, status: Status = 'pending') => ({ content, status, priority: 'medium' });
const STEPS = [
  step('Reproduce the bug', 'completed'),
  step('Fix the loop bound', 'in_progress'),
  step('Add regression tests'),
  step('Update the changelog'),
];

function itemsUpdate(entries: readonly ReturnType<typeof step>[], planId = PLAN) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries } } };
}

function renderBound(onRunSteps = vi.fn<(steps: readonly PlanStep[]) => void>()) {
  const store = createPlanStore();
  store.apply(itemsUpdate(STEPS));
  const view = render(
    <PlanStoreProvider store={store}>
      <PlanStepSelection sessionId={SESSION} planId={PLAN} onRunSteps={onRunSteps}>
        <PlanList sessionId={SESSION} planId={PLAN} motion="reduced" footer={<PlanRunSteps />} />
      </PlanStepSelection>
    </PlanStoreProvider>,
  );
  return { store, view, onRunSteps };
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const bar = () => screen.getByRole('group', { name: 'Run chosen steps' });
const runButton = () => within(bar()).getByRole('button', { name: /^Run/ });

describe('<PlanStepSelection> with <PlanList>', () => {
  it('puts a real checkbox named by the step text inside each row, before the status icon', () => {
    renderBound();
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    for (const [index, row] of rows.entries()) {
      const checkbox = within(row).getByRole('checkbox', { name: STEPS[index]!.content });
      expect(checkbox.tagName).toBe('INPUT');
      expect(row.firstElementChild).toBe(checkbox);
      expect(checkbox).not.toBeChecked();
    }
    expect(bar()).toHaveAttribute('data-slot', 'plan-run-steps');
    expect(within(bar()).getByText('0 of 4 steps selected')).toBeInTheDocument();
    expect(runButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('runs the chosen steps in plan order, then clears the selection', async () => {
    const user = userEvent.setup();
    const { onRunSteps } = renderBound();
    await user.click(box('Update the changelog'));
    await user.click(box('Fix the loop bound'));
    expect(within(bar()).getByText('2 of 4 steps selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Run 2 steps' }));
    expect(onRunSteps).toHaveBeenCalledTimes(1);
    expect(onRunSteps.mock.calls[0]![0].map((chosen) => [chosen.position, chosen.content, chosen.status])).toEqual([
      [2, 'Fix the loop bound', 'in_progress'],
      [4, 'Update the changelog', 'pending'],
    ]);
    expect(box('Fix the loop bound')).not.toBeChecked();
    expect(runButton()).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the run button: it is aria-disabled, not disabled.
    expect(runButton()).toHaveFocus();
    await user.click(runButton());
    expect(onRunSteps).toHaveBeenCalledTimes(1);
  });

  it('toggles with Space and selects a range with Shift+Space, by keyboard alone', async () => {
    const user = userEvent.setup();
    renderBound();
    box('Reproduce the bug').focus();
    await user.keyboard(' ');
    expect(box('Reproduce the bug')).toBeChecked();
    // Tab goes through the list's one row tab stop (the current step's row), then on from checkbox to checkbox.
    await user.tab();
    expect(screen.getAllByRole('listitem')[1]).toHaveFocus();
    await user.tab();
    expect(box('Fix the loop bound')).toHaveFocus();
    await user.tab();
    expect(box('Add regression tests')).toHaveFocus();
    await user.tab();
    expect(box('Update the changelog')).toHaveFocus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, true, true, true]);
    // Shift+Space on a chosen step lets the range since the last toggled step go.
    box('Fix the loop bound').focus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([true, false, false, false]);
  });

  it('selects a range with Shift+click', async () => {
    const user = userEvent.setup();
    renderBound();
    await user.click(box('Fix the loop bound'));
    await user.keyboard('{Shift>}');
    await user.click(box('Update the changelog'));
    await user.keyboard('{/Shift}');
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([false, true, true, true]);
    // A plain click after it toggles one step only.
    await user.click(box('Reproduce the bug'));
    expect(within(bar()).getByText('4 of 4 steps selected')).toBeInTheDocument();
  });

  it('"Select the remaining steps" chooses every step not done in one action', async () => {
    const user = userEvent.setup();
    renderBound();
    await user.click(within(bar()).getByRole('button', { name: 'Select the remaining steps' }));
    expect(screen.getAllByRole('checkbox').map((checkbox) => (checkbox as HTMLInputElement).checked)).toEqual([false, true, true, true]);
    expect(within(bar()).getByRole('button', { name: 'Select the remaining steps' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.getAllByRole('checkbox').filter((checkbox) => (checkbox as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('keeps a reworded or moved step chosen across plan updates, and drops a removed one', async () => {
    const user = userEvent.setup();
    const { store } = renderBound();
    await user.click(box('Fix the loop bound'));
    await user.click(box('Add regression tests'));
    await user.click(box('Update the changelog'));
    act(() => {
      store.apply(
        itemsUpdate([
          step('Reproduce the bug', 'completed'),
          // Moved to the end, reworded, and one removed.
          step('Add regression tests'),
          step('Fix the loop bound in tokenize()', 'in_progress'),
        ]),
      );
    });
    expect(box('Fix the loop bound in tokenize()')).toBeChecked();
    expect(box('Add regression tests')).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Update the changelog' })).toBeNull();
    expect(within(bar()).getByText('2 of 3 steps selected')).toBeInTheDocument();
  });

  it('a toggle re-renders no row: only that checkbox and the bar (one commit)', async () => {
    const user = userEvent.setup();
    const store = createPlanStore();
    store.apply(itemsUpdate(STEPS));
    const rowRenders = new Map<string, number>();
    // The `end` row extra is called once per row render: it counts them.
    const counting: PlanEntryExtras = {
      end: (entry) => {
        rowRenders.set(entry.content, (rowRenders.get(entry.content) ?? 0) + 1);
        return null;
      },
    };
    let commits = 0;
    let barRenders = 0;
    render(
      <PlanStoreProvider store={store}>
        <PlanEntryExtrasContext.Provider value={counting}>
          <Profiler id="plan" onRender={() => void (commits += 1)}>
            <PlanStepSelection sessionId={SESSION} planId={PLAN}>
              <PlanList
                sessionId={SESSION}
                planId={PLAN}
                motion="reduced"
                footer={
                  <Profiler id="bar" onRender={() => void (barRenders += 1)}>
                    <PlanRunSteps />
                  </Profiler>
                }
              />
            </PlanStepSelection>
          </Profiler>
        </PlanEntryExtrasContext.Provider>
      </PlanStoreProvider>,
    );
    const rowsBefore = new Map(rowRenders);
    const [commitsBefore, barBefore] = [commits, barRenders];
    await user.click(box('Add regression tests'));
    expect(box('Add regression tests')).toBeChecked();
    expect(rowRenders).toEqual(rowsBefore);
    expect(commits - commitsBefore).toBe(1);
    expect(barRenders - barBefore).toBe(1);
    // The other features' extras stay: every row still rendered its `end`.
    expect([...rowRenders.keys()]).toEqual(STEPS.map((entry) => entry.content));
  });
});

describe('<PlanStepSelection> around <SessionPlans>', () => {
  it('gives checkboxes to the rows of its own plan only', async () => {
    const user = userEvent.setup();
    const store = createPlanStore();
    store.apply(itemsUpdate(STEPS));
    store.apply(itemsUpdate([step('Search for other callers'), step('Check quoted fields')], 'subagent'));
    const onRunSteps = vi.fn();
    function Harness() {
      const footer = useCallback((plan: PlanState) => (plan.planId === PLAN ? <PlanRunSteps /> : null), []);
      return (
        <PlanStoreProvider store={store}>
          <PlanStepSelection sessionId={SESSION} planId={PLAN} onRunSteps={onRunSteps}>
            <SessionPlans sessionId={SESSION} motion="reduced" renderPlanFooter={footer} />
          </PlanStepSelection>
        </PlanStoreProvider>
      );
    }
    render(<Harness />);
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('aria-label'))).toEqual(STEPS.map((entry) => entry.content));
    await user.click(box('Add regression tests'));
    await user.click(runButton());
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Add regression tests', position: 3 })]);
  });
});

describe('<PlanStepSelection> without a store', () => {
  it('works with the same plain entries as <PlanList entries>', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn();
    render(
      <PlanStepSelection entries={STEPS} onRunSteps={onRunSteps}>
        <PlanList entries={STEPS} motion="reduced" footer={<PlanRunSteps labels={{ run: (n) => `Lancer ${n}` }} />} />
      </PlanStepSelection>,
    );
    await user.click(box('Reproduce the bug'));
    await user.click(screen.getByRole('button', { name: 'Lancer 1' }));
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Reproduce the bug', position: 1, status: 'completed' })]);
  });
});

const DOCUMENT = ['# Fix CSV parsing', '', '- [x] Reproduce the bug', '- [ ] Fix the loop bound', '- [ ] Update the changelog', ''].join('\n');

/** A plain `<MarkdownPlan>` of `content` with step selection and its run bar, reporting to `onRunSteps`. */
function selectableMarkdownPlan(onRunSteps: (steps: readonly unknown[]) => void) {
  return function Plan({ content }: { content: string }) {
    return (
      <PlanStepSelection content={content} onRunSteps={onRunSteps}>
        <MarkdownPlan content={content} motion="reduced" footer={<PlanRunSteps />} />
      </PlanStepSelection>
    );
  };
}

describe('<PlanStepSelection> with <MarkdownPlan>', () => {
  it('puts a checkbox named by the task text in each task item, and keeps it across rewording', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn();
    const Plan = selectableMarkdownPlan(onRunSteps);
    const view = render(<Plan content={DOCUMENT} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('checkbox').getAttribute('aria-label'))).toEqual([
      'Reproduce the bug',
      'Fix the loop bound',
      'Update the changelog',
    ]);
    expect(items[1]!.querySelector('[data-slot="plan-step-checkbox"] + [data-slot="task-status"]')).not.toBeNull();
    // The line number the seam passes stays out of the DOM.
    expect(document.querySelector('[data-task-line]')).toBeNull();
    await user.click(box('Fix the loop bound'));
    view.rerender(<Plan content={DOCUMENT.replace('- [ ] Fix the loop bound', '- [ ] Fix the loop bound in `tokenize()`')} />);
    expect(box('Fix the loop bound in tokenize()')).toBeChecked();
    await user.click(runButton());
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Fix the loop bound in `tokenize()`', position: 2 })]);
  });
});

describe('<PlanStepSelection> names a checkbox by the words of its step', () => {
  it('without the markdown syntax a screen reader would read out', async () => {
    const Plan = selectableMarkdownPlan(vi.fn());
    render(<Plan content={'- [ ] Read **the** [setup guide](https://example.com/setup) and ~~old~~   `notes.md`\n- [ ] Ship _it_\n- [ ] Keep 2 * 3 in snake_case'} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('checkbox').getAttribute('aria-label'))).toEqual([
      'Read the setup guide and old notes.md',
      'Ship it',
      'Keep 2 * 3 in snake_case',
    ]);
  });
});

describe('<PlanStepSelection> with <MarkdownPlan>, when lines are added above the tasks', () => {
  it('names and keeps each checkbox by its own task (blocks are parsed with their own lines; the document line is added at render)', async () => {
    const user = userEvent.setup();
    const onRunSteps = vi.fn();
    const Plan = selectableMarkdownPlan(onRunSteps);
    const before = ['# Fix CSV parsing', '', 'Why: quoted fields.', '', '- [ ] Reproduce the bug', '- [ ] Fix the loop bound', ''].join('\n');
    const view = render(<Plan content={before} />);
    await screen.findByText('Fix the loop bound');
    await user.click(box('Fix the loop bound'));
    // Two lines more in the paragraph above: the task list block is not parsed again, its tasks move down two lines.
    view.rerender(<Plan content={before.replace('Why: quoted fields.', 'Why: quoted fields.\nAnd embedded newlines.\nAnd CRLF.')} />);
    await screen.findByText(/And CRLF/);
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('aria-label'))).toEqual(['Reproduce the bug', 'Fix the loop bound']);
    expect(box('Fix the loop bound')).toBeChecked();
    expect(box('Reproduce the bug')).not.toBeChecked();
    await user.click(runButton());
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Fix the loop bound', position: 2 })]);
  });
});

describe('<PlanStepSelection> bound to one markdown plan of <SessionPlans>', () => {
  const markdownUpdate = (planId: string, content: string) => ({
    sessionId: SESSION,
    update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId, content } },
  });

  it('gives checkboxes to the task items of its own plan only, not to the other markdown plans', async () => {
    const user = userEvent.setup();
    const store = createPlanStore();
    store.apply(markdownUpdate('design', '# Design\n\n- [ ] Sketch the API\n- [ ] Write the RFC\n'));
    store.apply(markdownUpdate(PLAN, DOCUMENT));
    store.apply(markdownUpdate('review', '# Review\n\n- [ ] Read the diff\n'));
    const onRunSteps = vi.fn();
    function Harness() {
      const footer = useCallback((plan: PlanState) => (plan.planId === PLAN ? <PlanRunSteps /> : null), []);
      return (
        <PlanStoreProvider store={store}>
          <PlanStepSelection sessionId={SESSION} planId={PLAN} onRunSteps={onRunSteps}>
            <SessionPlans sessionId={SESSION} motion="reduced" renderPlanFooter={footer} />
          </PlanStepSelection>
        </PlanStoreProvider>
      );
    }
    render(<Harness />);
    // Every plan's task items are there (the renderer chunk has loaded)...
    await screen.findByText('Read the diff');
    await screen.findByText('Sketch the API');
    await screen.findByText('Update the changelog');
    // ...and only the bound plan's carry checkboxes, each inside its own task item.
    const own = document.querySelector(`[data-plan-id="${PLAN}"]`) as HTMLElement;
    expect(screen.getAllByRole('checkbox').map((checkbox) => checkbox.getAttribute('aria-label'))).toEqual([
      'Reproduce the bug',
      'Fix the loop bound',
      'Update the changelog',
    ]);
    for (const checkbox of screen.getAllByRole('checkbox')) expect(own).toContainElement(checkbox);
    await user.click(box('Update the changelog'));
    await user.click(runButton());
    expect(onRunSteps).toHaveBeenCalledWith([expect.objectContaining({ content: 'Update the changelog', position: 3 })]);
  });
});
