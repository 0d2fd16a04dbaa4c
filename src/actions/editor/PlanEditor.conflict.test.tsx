// An agent update arrives in the store while the user edits: the editor says what changed and lets the user
// rebase or discard; neither side is lost (undo brings back a discarded draft).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/index';
import { createPlanStore } from '../../store/createPlanStore';
import { PlanEditFooter } from './PlanEditFooter';
import { PlanEditor } from './PlanEditor';
import type { PlanRevision } from './types';

const SESSION = 's1';
const PLAN = 'plan';

type Step = { content: string; status: string; priority?: string };
function send(store: ReturnType<typeof createPlanStore>, entries: readonly Step[], planId = PLAN) {
  act(() => {
    store.apply({
      sessionId: SESSION,
      update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries: entries.map((entry) => ({ priority: 'medium', ...entry })) } },
    });
  });
}

const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

function setup() {
  const store = createPlanStore();
  send(store, [
    { content: 'Read the test', status: 'in_progress' },
    { content: 'Fix the tokenizer', status: 'pending' },
    { content: 'Run the tests', status: 'pending' },
  ]);
  const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
  const user = userEvent.setup();
  render(
    <PlanStoreProvider store={store}>
      <PlanEditor sessionId={SESSION} planId={PLAN} onSubmitRevision={onSubmitRevision} />
    </PlanStoreProvider>,
  );
  return { store, user, onSubmitRevision };
}

/** The user's edit: step 2 reworded, a step added at the end, "Run the tests" deleted. */
async function edit(user: ReturnType<typeof userEvent.setup>) {
  const second = screen.getByRole('textbox', { name: 'Step 2' });
  await user.clear(second);
  await user.type(second, 'Fix the loop bound');
  await user.click(screen.getByRole('button', { name: 'Delete "Run the tests"' }));
  await user.click(screen.getByRole('button', { name: 'Add step' }));
  await user.keyboard('Update the changelog');
}

/** The agent's update meanwhile: step 1 done, step 2 started, a step appended. */
const AGENT_UPDATE: Step[] = [
  { content: 'Read the test', status: 'completed' },
  { content: 'Fix the tokenizer', status: 'in_progress' },
  { content: 'Run the tests', status: 'pending' },
  { content: 'Add a regression test', status: 'pending' },
];

describe('<PlanEditor> with agent updates during the edit', () => {
  it('says what the agent changed, holds "Send revision" until the user chooses, and rebases both sides together', async () => {
    const { store, user, onSubmitRevision } = setup();
    await edit(user);
    send(store, AGENT_UPDATE);

    const notice = screen.getByRole('group', { name: /The agent changed the plan while you edited \(1 completed, 1 started, 1 added\)/ });
    expect(notice).toHaveAttribute('data-slot', 'plan-editor-agent-change');
    expect(within(notice).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '"Read the test" is now Done',
      '"Fix the tokenizer" is now In progress',
      'Added "Add a regression test"',
    ]);
    expect(await screen.findByText(/The agent changed the plan while you edited/, { selector: '[role="status"]' })).toBeInTheDocument();
    // The draft is untouched by the update.
    expect(values()).toEqual(['Read the test', 'Fix the loop bound', 'Update the changelog']);

    const submit = screen.getByRole('button', { name: 'Send revision' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    expect(onSubmitRevision).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Rebase my edits' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: /The agent changed the plan/ })).toBeNull();
    expect(values()).toEqual(['Read the test', 'Fix the loop bound', 'Update the changelog', 'Add a regression test']);
    expect(screen.getByText("Your edits were rebased onto the agent's plan.")).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['completed', 'in_progress', 'pending', 'pending']);

    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    const revision = onSubmitRevision.mock.calls[0]![0];
    expect(revision.sessionId).toBe(SESSION);
    expect(revision.planId).toBe(PLAN);
    expect(revision.before.map((entry) => entry.content)).toEqual(AGENT_UPDATE.map((entry) => entry.content));
    expect(revision.entries.map((entry) => entry.content)).toEqual(['Read the test', 'Fix the loop bound', 'Update the changelog', 'Add a regression test']);
    expect(revision.prompt).toContain('1. [done] Read the test (priority: medium)');
    expect(revision.prompt).toContain('- deleted "Run the tests" (was step 3)');
  });

  it('reports a clash the rebase resolved: both reworded the same step', async () => {
    const { store, user } = setup();
    await edit(user);
    send(store, [
      { content: 'Read the test', status: 'in_progress' },
      { content: 'Fix the tokenizer (off by one)', status: 'pending' },
      { content: 'Run the tests', status: 'pending' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Rebase my edits' }));
    expect(values()).toEqual(['Read the test', 'Fix the loop bound', 'Update the changelog']);
    const note = screen.getByText(/1 clash kept your version/).closest('[data-slot="plan-editor-rebased"]')!;
    expect(note.querySelector('[data-conflict="both-reworded"]')).toHaveTextContent('Kept your words "Fix the loop bound" (the agent wrote "Fix the tokenizer (off by one)").');
  });

  it('discards the user edits for the agent plan, and undo brings both the draft and the notice back', async () => {
    const { store, user } = setup();
    await edit(user);
    send(store, AGENT_UPDATE);
    await user.click(screen.getByRole('button', { name: 'Discard my edits' }));
    expect(values()).toEqual(AGENT_UPDATE.map((entry) => entry.content));
    expect(screen.queryByRole('group', { name: /The agent changed the plan/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    await user.keyboard('{Control>}z{/Control}');
    expect(values()).toEqual(['Read the test', 'Fix the loop bound', 'Update the changelog']);
    expect(screen.getByRole('group', { name: /The agent changed the plan/ })).toBeInTheDocument();
  });

  it('treats the plan removed during the edit as every step removed, and keeps the steps the user edited on rebase', async () => {
    const { store, user } = setup();
    await edit(user);
    act(() => {
      store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_removed', planId: PLAN } });
    });
    expect(screen.getByRole('group', { name: /3 removed/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rebase my edits' }));
    expect(values()).toEqual(['Fix the loop bound', 'Update the changelog']);
    expect(document.querySelector('[data-conflict="edited-removed"]')).toHaveTextContent('Kept "Fix the loop bound", which you edited and the agent removed.');
  });
});

describe('<PlanEditFooter>', () => {
  function renderFooter(planId = PLAN) {
    const store = createPlanStore();
    send(store, [{ content: 'Read the test', status: 'pending' }]);
    act(() => {
      store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [ ] A' } } });
    });
    const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
    const user = userEvent.setup();
    const view = render(
      <PlanStoreProvider store={store}>
        <PlanEditFooter sessionId={SESSION} planId={planId} onSubmitRevision={onSubmitRevision} />
      </PlanStoreProvider>,
    );
    return { store, user, onSubmitRevision, ...view };
  }

  it('opens the editor from "Edit plan" and puts focus back on it after Escape and after sending', async () => {
    const { user, onSubmitRevision } = renderFooter();
    const edit = screen.getByRole('button', { name: 'Edit plan' });
    await user.click(edit);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Edit plan' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard(' first');
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(onSubmitRevision).toHaveBeenCalledTimes(1);
    expect(onSubmitRevision.mock.calls[0]![0].entries[0]!.content).toBe('Read the test first');
    expect(screen.getByRole('button', { name: 'Edit plan' })).toHaveFocus();
    expect(screen.getByText('Revision sent')).toHaveAttribute('data-slot', 'plan-edit-sent');
  });

  it('keeps an open editor and its draft when the plan is removed mid-edit: the removal is the agent change to rebase or discard', async () => {
    const { store, user, onSubmitRevision } = renderFooter();
    await user.click(screen.getByRole('button', { name: 'Edit plan' }));
    await user.keyboard('{End} first');
    act(() => {
      store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_removed', planId: PLAN } });
    });
    expect(values()).toEqual(['Read the test first']);
    expect(screen.getByRole('group', { name: /The agent changed the plan while you edited \(1 removed\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rebase my edits' }));
    expect(values()).toEqual(['Read the test first']);
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(onSubmitRevision.mock.calls[0]![0].entries.map((entry) => entry.content)).toEqual(['Read the test first']);
    // Closed, with no item plan to edit any more: no "Edit plan" button comes back.
    expect(screen.queryByRole('button', { name: 'Edit plan' })).toBeNull();
  });

  it('renders nothing for a markdown plan or a missing plan', () => {
    const { container } = renderFooter('doc');
    expect(container).toBeEmptyDOMElement();
  });
});
