import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createPermissionStore, PermissionStoreProvider, PlanApproval } from '../src/approval';
import type { PermissionOptionState, PermissionRequestState } from '../src/approval';
import { SessionPlans } from '../src/components';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanState } from '../src/store/types';

const CODEX_OPTIONS: readonly PermissionOptionState[] = [
  { optionId: 'implement_plan', name: 'Yes, implement this plan', kind: 'allow_once' },
  { optionId: 'revise_plan', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
];

function request(overrides: Partial<PermissionRequestState> = {}): PermissionRequestState {
  return {
    id: 'p1',
    sessionId: 'sess_1',
    planId: 'plan-mode',
    question: 'Implement this plan?',
    toolCallId: 'plan-review:plan-mode',
    toolKind: 'switch_mode',
    options: CODEX_OPTIONS,
    status: 'pending',
    requestedAt: 0,
    ...overrides,
  };
}

const meta = {
  title: 'Components/PlanApproval',
  component: PlanApproval,
  parameters: {
    docs: {
      description: {
        component:
          'The agent\'s question about a plan (`session/request_permission`, e.g. Codex\'s "Implement this plan?"), at ' +
          'the foot of the plan: one button per option in the agent\'s words, the allow option first and primary; once ' +
          'answered, a quiet record. From `react-acp-plans/approval`.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof PlanApproval>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Codex in plan mode asks to leave it: "Implement this plan?". */
export const Pending: Story = {
  args: { request: request() },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Implement this plan?' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((button) => button.getAttribute('data-kind'))).toEqual(['allow_once', 'reject_once']);
    await expect(buttons[0]).toHaveAttribute('data-primary');
  },
};

/** Approved: the question gives way to a quiet record. */
export const Answered: Story = {
  args: { request: request({ status: 'selected', selected: CODEX_OPTIONS[0], settledAt: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Approved')).toHaveAttribute('data-slot', 'plan-approval-record');
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

/** Refused: the agent keeps planning. */
export const KeptPlanning: Story = {
  args: { request: request({ status: 'selected', selected: CODEX_OPTIONS[1], settledAt: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kept planning')).toBeVisible();
  },
};

/** The turn was cancelled (or ended) before anyone answered. */
export const Cancelled: Story = {
  args: { request: request({ status: 'cancelled', settledAt: 1 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled')).toHaveAttribute('data-state', 'cancelled');
  },
};

/** Many options, one of an unknown kind (shown neutrally), wrapping on a narrow panel. */
export const ManyOptions: Story = {
  args: {
    request: request({
      question: 'Leave plan mode and start editing?',
      options: [
        { optionId: 'reject', name: 'No, keep planning', kind: 'reject_once' },
        { optionId: 'never', name: 'No, and do not ask again', kind: 'reject_always' },
        { optionId: 'once', name: 'Yes, and ask before each edit', kind: 'allow_once' },
        { optionId: 'always', name: 'Yes, and accept edits automatically', kind: 'allow_always' },
        { optionId: 'later', name: 'Remind me later', kind: '_defer' },
      ],
    }),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'Yes, and ask before each edit',
      'Yes, and accept edits automatically',
      'No, keep planning',
      'No, and do not ask again',
      'Remind me later',
    ]);
    await expect(buttons.filter((button) => button.hasAttribute('data-primary'))).toHaveLength(1);
  },
};

/** An agent that offers no options: a neutral note and "Dismiss" (answers `cancelled`, so the turn never hangs). */
export const NoOptions: Story = {
  args: { request: request({ options: [], question: '' }) },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'The agent asks for permission' });
    await expect(within(group).getByRole('button', { name: 'Dismiss' })).toBeVisible();
  },
};

const PLAN_DOCUMENT = '# Add the feature\n\n1. Inspect the repository layout\n2. Implement the requested change\n3. Run the test suite\n';

/** The question in a real plan's footer, through the stores: `<SessionPlans renderPlanFooter>`. Answer it with the keyboard. */
function InSessionPlansDemo() {
  const [stores] = useState(() => {
    const plans = createPlanStore();
    plans.apply({ sessionId: 'sess_1', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'plan-mode', content: PLAN_DOCUMENT } } });
    const permissions = createPermissionStore({ plans });
    permissions.request({
      sessionId: 'sess_1',
      toolCall: { toolCallId: 'plan-review:plan-mode', kind: 'switch_mode', title: 'Implement this plan?' },
      options: CODEX_OPTIONS,
    });
    return { plans, permissions };
  });
  const footer = useCallback((plan: PlanState) => <PlanApproval sessionId={plan.sessionId} planId={plan.planId} />, []);
  return (
    <PlanStoreProvider store={stores.plans}>
      <PermissionStoreProvider store={stores.permissions}>
        <SessionPlans sessionId="sess_1" renderPlanFooter={footer} getPlanTitle={() => 'Plan'} />
      </PermissionStoreProvider>
    </PlanStoreProvider>
  );
}

export const InSessionPlans: StoryObj = {
  render: () => <InSessionPlansDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: 'Yes, implement this plan' });
    // Focus is not taken: the reader tabs to the question.
    await expect(approve).not.toHaveFocus();
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Approved')).toHaveFocus());
  },
};
