// The README's recipe: <SessionPlans renderPlanFooter={(plan) => <PlanEditFooter …/>}>. When the agent removes a
// plan the user is editing, the plan's section must not leave and take the editor and the draft with it: it stays,
// marked removed, until the edit is sent or cancelled, and then leaves.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SessionPlans } from '../../components/SessionPlans';
import { PlanStoreProvider } from '../../react/index';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanState } from '../../store/types';
import { PlanEditFooter } from './PlanEditFooter';
import type { PlanRevision } from './types';

const SESSION = 's1';

function Host({ onSubmitRevision }: { onSubmitRevision: (revision: PlanRevision) => void }) {
  const footer = useCallback(
    (plan: PlanState) => <PlanEditFooter sessionId={plan.sessionId} planId={plan.planId} onSubmitRevision={onSubmitRevision} />,
    [onSubmitRevision],
  );
  return <SessionPlans sessionId={SESSION} motion="reduced" renderPlanFooter={footer} />;
}

function setup() {
  const store = createPlanStore();
  for (const [planId, content] of [
    ['main', 'Fix the parser'],
    ['sub', 'Read the test'],
  ] as const) {
    store.apply({
      sessionId: SESSION,
      update: { sessionUpdate: 'plan_update', plan: { type: 'items', planId, entries: [{ content, status: 'pending', priority: 'medium' }] } },
    });
  }
  const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
  const user = userEvent.setup();
  const { container } = render(
    <PlanStoreProvider store={store}>
      <Host onSubmitRevision={onSubmitRevision} />
    </PlanStoreProvider>,
  );
  const section = (planId: string) => container.querySelector(`[data-slot="session-plan"][data-plan-id="${planId}"]`);
  const remove = (planId: string) =>
    act(() => {
      store.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_removed', planId } });
    });
  return { user, onSubmitRevision, section, remove };
}

/** Opens the editor of the second plan ("sub"), types into its step, and the agent removes the plan. */
async function editThenRemove({ user, remove, section }: ReturnType<typeof setup>) {
  await user.click(screen.getAllByRole('button', { name: 'Edit plan' })[1]!);
  await user.type(screen.getByRole('textbox', { name: 'Step 1' }), ' first');
  remove('sub');
  expect(section('sub')).not.toBeNull();
  expect(section('sub')).toHaveAttribute('data-removed');
  expect(section('sub')).not.toHaveAttribute('inert');
  const note = section('sub')!.querySelector('[data-slot="plan-edit-removed"]');
  expect(note).toHaveAttribute('role', 'status');
  expect(note).toHaveTextContent('Removed by the agent');
  expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveValue('Read the test first');
}

describe('<PlanEditFooter> in <SessionPlans renderPlanFooter>', () => {
  it('keeps a removed plan, its editor and the draft until the edit is cancelled; then the plan leaves', async () => {
    const context = setup();
    await editThenRemove(context);
    // The other plan is untouched and not marked.
    expect(context.section('main')).not.toHaveAttribute('data-removed');
    await context.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(context.section('sub')).toBeNull();
    expect(context.section('main')).not.toBeNull();
    expect(context.onSubmitRevision).not.toHaveBeenCalled();
  });

  it('sends the revision of a removed plan, then the plan leaves', async () => {
    const context = setup();
    await editThenRemove(context);
    await context.user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(context.onSubmitRevision).toHaveBeenCalledTimes(1);
    expect(context.onSubmitRevision.mock.calls[0]![0].entries.map((entry) => entry.content)).toEqual(['Read the test first']);
    expect(context.section('sub')).toBeNull();
  });

  it('lets a plan removed with no editor open leave at once', async () => {
    const context = setup();
    context.remove('sub');
    expect(context.section('sub')).toBeNull();
  });
});
