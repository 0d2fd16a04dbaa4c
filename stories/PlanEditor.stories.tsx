import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlanEditFooter, PlanEditor } from '../src/actions';
import type { PlanRevision } from '../src/actions';
import { PlanList, SessionPlans } from '../src/components';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanState, PlanStore } from '../src/store/types';

const SESSION = 'sess_1';
const PLAN = 'plan';

const STEPS = [
  { content: 'Reproduce the bug with a failing test', priority: 'high', status: 'completed' },
  { content: 'Fix the loop bound in `tokenize()`', priority: 'high', status: 'in_progress' },
  { content: 'Add regression tests for empty and quoted fields', priority: 'medium', status: 'pending' },
  { content: 'Update the changelog', priority: 'low', status: 'pending' },
];

/** The agent's update while the user edits: step 2 done, step 3 started, a step appended. */
const AGENT_UPDATE = [
  { content: 'Reproduce the bug with a failing test', priority: 'high', status: 'completed' },
  { content: 'Fix the loop bound in `tokenize()`', priority: 'high', status: 'completed' },
  { content: 'Add regression tests for empty and quoted fields', priority: 'medium', status: 'in_progress' },
  { content: 'Update the changelog', priority: 'low', status: 'pending' },
  { content: 'Run the whole test suite', priority: 'medium', status: 'pending' },
];

function itemsUpdate(entries: typeof STEPS) {
  return { sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId: PLAN, entries } } };
}

/** The store each story renders, for its play function to send the agent's update through (as the agent would). */
const storyStores = new Map<string, PlanStore>();

/** A live plan with the edit footer under it, as a host shows it; the last revision sent is shown below. */
function LivePlanWithEditor({ name }: { readonly name: string }) {
  const [store] = useState(() => {
    const created = createPlanStore();
    created.apply(itemsUpdate(STEPS));
    storyStores.set(name, created);
    return created;
  });
  const [revision, setRevision] = useState<PlanRevision | undefined>(undefined);
  return (
    <PlanStoreProvider store={store}>
      <PlanList
        sessionId={SESSION}
        planId={PLAN}
        title="Fix CSV parsing"
        motion="reduced"
        footer={<PlanEditFooter sessionId={SESSION} planId={PLAN} onSubmitRevision={setRevision} />}
      />
      {revision ? (
        <pre data-testid="sent-prompt" style={{ whiteSpace: 'pre-wrap' }}>
          {revision.prompt}
        </pre>
      ) : null}
    </PlanStoreProvider>
  );
}

const meta = {
  title: 'Components/PlanEditor',
  component: PlanEditor,
  parameters: {
    docs: {
      description: {
        component:
          'Edit mode for an item plan, from `react-acp-plans/actions`: reword steps inline, add, delete, reorder ' +
          '(Alt+Up / Alt+Down, the arrow buttons, or drag by the grip), change priorities, undo / redo (Ctrl/Cmd+Z, ' +
          'Shift+Ctrl/Cmd+Z, Ctrl+Y). Escape cancels. When the agent updates the plan during the edit, a notice says ' +
          'what changed; rebase your edits onto it or discard them. "Send revision" gives the host the new steps and a ' +
          'prompt (`formatRevisionPrompt`) to send to the agent.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof PlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs until `target` has focus (a keyboard user's way there); fails after `limit` presses. */
async function tabTo(target: HTMLElement, limit = 20) {
  for (let n = 0; n < limit && document.activeElement !== target; n++) await userEvent.tab();
  await expect(target).toHaveFocus();
}

/** A plan with `<PlanEditFooter>` in its footer: one "Edit plan" button, the plan live above it. */
export const EditButtonInFooter: Story = {
  render: () => <LivePlanWithEditor name="closed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit plan' })).toHaveAttribute('data-slot', 'plan-edit-button');
    await expect(canvasElement.querySelector('[data-slot="plan-editor"]')).toBeNull();
  },
};

/** The editor open on plain steps: a labelled input, a priority and buttons named by the step, for each step. */
export const Editing: Story = {
  render: () => <PlanEditor entries={STEPS} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Edit the plan' })).toHaveAttribute('data-slot', 'plan-editor');
    await expect(canvas.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'))).toEqual(['Step 1', 'Step 2', 'Step 3', 'Step 4']);
    await expect(canvas.getByRole('button', { name: 'Move "Update the changelog" up' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Priority of "Update the changelog"' })).toHaveValue('low');
    await tabTo(canvas.getByRole('textbox', { name: 'Step 1' }));
    await userEvent.keyboard('{End} on CI');
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Reproduce the bug with a failing test on CI');
    const values = () => canvas.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    // Leave the field and come back, as the typed text's `change` is then sent. Why: Chromium blurs a focused input
    // whose row React moves (insertBefore, during the commit), and user-event answers a blur after typing with a
    // synthetic `change` through Storybook's act() event wrapper: an act nested inside React's own flush, which
    // cannot flush and warns "A component suspended inside an act scope". A browser's own `change` on that blur
    // is harmless (the value is the same); the editor puts focus back in the moved step in a layout effect.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    // Reorder by keyboard: Alt+Down moves the focused step down, focus stays in it; Alt+Up moves it back.
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(values()).toEqual([
      'Fix the loop bound in `tokenize()`',
      'Reproduce the bug with a failing test on CI',
      'Add regression tests for empty and quoted fields',
      'Update the changelog',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(values()[0]).toBe('Reproduce the bug with a failing test on CI');
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
  },
};

/** Open the editor from a plan's footer by keyboard, reword a step, then the agent updates the plan meanwhile. */
async function editThenAgentUpdates(canvasElement: HTMLElement, story: string) {
  const canvas = within(canvasElement);
  await tabTo(canvas.getByRole('button', { name: 'Edit plan' }));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveFocus());
  await userEvent.keyboard('{End} (the CSV case)');
  storyStores.get(story)!.apply(itemsUpdate(AGENT_UPDATE));
  return waitFor(() => canvas.getByRole('group', { name: /The agent changed the plan while you edited/ }));
}

/** The agent sent an update during the edit: the notice lists its changes; "Send revision" waits for a choice. */
export const EditingWithAgentUpdate: Story = {
  render: () => <LivePlanWithEditor name="conflict" />,
  play: async ({ canvasElement }) => {
    const notice = await editThenAgentUpdates(canvasElement, 'conflict');
    await expect(notice).toHaveTextContent('(1 completed, 1 started, 1 added)');
    await expect(within(notice).getByText('Added "Run the whole test suite"')).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Send revision' })).toHaveAttribute('aria-disabled', 'true');
    // The user's words are still in the draft.
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Reproduce the bug with a failing test (the CSV case)');
  },
};

/** After "Rebase my edits" (by keyboard): the user's rewording on the agent's new plan, then sent with Ctrl+Enter. */
export const AfterRebase: Story = {
  render: () => <LivePlanWithEditor name="rebase" />,
  play: async ({ canvasElement }) => {
    await editThenAgentUpdates(canvasElement, 'rebase');
    const canvas = within(canvasElement);
    await userEvent.tab({ shift: true }); // from step 1 back to the notice's buttons
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Rebase my edits' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText("Your edits were rebased onto the agent's plan.")).toBeVisible();
    const values = canvas.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    await expect(values).toEqual([
      'Reproduce the bug with a failing test (the CSV case)',
      'Fix the loop bound in `tokenize()`',
      'Add regression tests for empty and quoted fields',
      'Update the changelog',
      'Run the whole test suite',
    ]);
    await userEvent.keyboard('{Control>}{Enter}{/Control}'); // send, from the focused step
    await expect(canvas.getByTestId('sent-prompt')).toHaveTextContent('reworded step 1');
    await expect(canvas.getByRole('button', { name: 'Edit plan' })).toHaveFocus();
  },
};

/** `<SessionPlans renderPlanFooter>` with an edit footer under each plan, as the README's recipe and the Live session. */
function SessionWithEditors({ name }: { readonly name: string }) {
  const [store] = useState(() => {
    const created = createPlanStore();
    created.apply(itemsUpdate(STEPS));
    created.apply({
      sessionId: SESSION,
      update: {
        sessionUpdate: 'plan_update',
        plan: { type: 'items', planId: 'subagent', entries: [{ content: 'Scan the fixtures for quoted fields', priority: 'medium', status: 'in_progress' }] },
      },
    });
    storyStores.set(name, created);
    return created;
  });
  const [revision, setRevision] = useState<PlanRevision | undefined>(undefined);
  const footer = useCallback(
    (plan: PlanState) => <PlanEditFooter sessionId={plan.sessionId} planId={plan.planId} onSubmitRevision={setRevision} />,
    [],
  );
  return (
    <PlanStoreProvider store={store}>
      <SessionPlans sessionId={SESSION} motion="reduced" renderPlanFooter={footer} />
      {revision ? <pre data-testid="sent-prompt">{revision.prompt}</pre> : null}
    </PlanStoreProvider>
  );
}

/**
 * The agent removes a plan (its subagent finished) while the user edits it: the plan stays, marked removed, with
 * the editor and the draft, until the user sends or cancels.
 */
export const EditingARemovedPlan: Story = {
  render: () => <SessionWithEditors name="removed" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = canvas.getAllByRole('button', { name: 'Edit plan' })[1]!;
    await tabTo(edit, 40);
    await userEvent.keyboard('{Enter}');
    const step = await canvas.findByRole('textbox', { name: 'Step 1' });
    await userEvent.type(step, ' only');
    storyStores.get('removed')!.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_removed', planId: 'subagent' } });
    await waitFor(() => expect(canvasElement.querySelector('[data-plan-id="subagent"]')).toHaveAttribute('data-removed'));
    await expect(canvas.getByText('Removed by the agent')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Scan the fixtures for quoted fields only');
  },
};
