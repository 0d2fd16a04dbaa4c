import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionPlans } from '../components/SessionPlans';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanState } from '../store/types';
import { createPermissionStore } from './createPermissionStore';
import { PermissionStoreProvider } from './PermissionStoreProvider';
import { PlanApproval } from './PlanApproval';
import type { PermissionRequestState } from './types';

const SESSION = 's1';
const PLAN = 'plan-1';
const OPTIONS = [
  { optionId: 'revise_plan', name: 'No, and tell Codex what to do differently', kind: 'reject_once' },
  { optionId: 'implement_plan', name: 'Yes, implement this plan', kind: 'allow_once' },
];

function codexRequest(options: readonly unknown[] = OPTIONS, title: unknown = 'Implement this plan?') {
  return { sessionId: SESSION, toolCall: { toolCallId: `plan-review:${PLAN}`, kind: 'switch_mode', title }, options };
}

function setup() {
  const plans = createPlanStore();
  plans.apply({ sessionId: SESSION, update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: PLAN, content: '# Add the feature\n\n1. Inspect\n' } } });
  const permissions = createPermissionStore({ plans });
  function Harness() {
    const footer = useCallback((plan: PlanState) => <PlanApproval sessionId={plan.sessionId} planId={plan.planId} />, []);
    return (
      <PlanStoreProvider store={plans}>
        <PermissionStoreProvider store={permissions}>
          <SessionPlans sessionId={SESSION} motion="reduced" renderPlanFooter={footer} />
        </PermissionStoreProvider>
      </PlanStoreProvider>
    );
  }
  const view = render(<Harness />);
  return { plans, permissions, view };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('<PlanApproval>', () => {
  it('shows a pending question at the foot of its plan: a group named by the question, allow option first', () => {
    const { permissions } = setup();
    expect(document.querySelector('[data-slot="plan-approval"]')).toBeNull();
    act(() => void permissions.request(codexRequest()));
    const plan = document.querySelector('[data-slot="markdown-plan"]') as HTMLElement;
    const group = within(plan).getByRole('group', { name: 'Implement this plan?' });
    expect(group).toHaveAttribute('data-slot', 'plan-approval');
    // The footer comes after the document.
    const document_ = plan.querySelector('[data-slot="markdown-plan-document"]')!;
    expect(document_.compareDocumentPosition(group) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, button.getAttribute('data-kind'), button.hasAttribute('data-primary')])).toEqual([
      ['Yes, implement this plan', 'allow_once', true],
      ['No, and tell Codex what to do differently', 'reject_once', false],
    ]);
  });

  it('does not take focus, announces the question, and answers with Enter from the keyboard', async () => {
    const { permissions } = setup();
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    let response: Promise<unknown> | undefined;
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      const result = permissions.request(codexRequest());
      if (result.status === 'pending') response = result.response;
    });
    expect(document.activeElement).toBe(outside);
    act(() => vi.advanceTimersByTime(500));
    const region = document.querySelector('[data-slot="plan-approval-live-region"]')!;
    expect(region).toHaveTextContent('The agent asks: Implement this plan?');
    vi.useRealTimers();

    const user = userEvent.setup();
    const approve = screen.getByRole('button', { name: 'Yes, implement this plan' });
    approve.focus();
    await user.keyboard('{Enter}');
    await expect(response).resolves.toEqual({ outcome: { outcome: 'selected', optionId: 'implement_plan' } });
    const record = document.querySelector('[data-slot="plan-approval-record"]')!;
    expect(record).toHaveTextContent('Approved');
    expect(record).toHaveAttribute('data-state', 'selected');
    expect(record).toHaveAttribute('data-kind', 'allow_once');
    // Focus was on the answered button: it moves to the record instead of falling to the page.
    expect(document.activeElement).toBe(record);
    expect(document.querySelector('[data-slot="plan-approval"]')).toBeNull();
    outside.remove();
  });

  it('answers with Space, and a reject option leaves "Kept planning"', async () => {
    const { permissions } = setup();
    act(() => void permissions.request(codexRequest()));
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'No, and tell Codex what to do differently' }).focus();
    await user.keyboard(' ');
    expect(document.querySelector('[data-slot="plan-approval-record"]')).toHaveTextContent('Kept planning');
  });

  it('leaves "Cancelled" when the turn is cancelled, and survives a click that comes too late', () => {
    const { permissions } = setup();
    act(() => void permissions.request(codexRequest()));
    const approve = screen.getByRole('button', { name: 'Yes, implement this plan' });
    act(() => void permissions.cancelSession(SESSION));
    expect(document.querySelector('[data-slot="plan-approval-record"]')).toHaveTextContent('Cancelled');
    // A detached button's click (a stale handler) must not throw.
    expect(() => fireEvent.click(approve)).not.toThrow();
  });

  it('shows a request with no options neutrally, with "Dismiss" answering cancelled', async () => {
    const { permissions } = setup();
    let response: Promise<unknown> | undefined;
    act(() => {
      const result = permissions.request(codexRequest([], null));
      if (result.status === 'pending') response = result.response;
    });
    const group = screen.getByRole('group', { name: 'The agent asks for permission' });
    expect(group).toHaveTextContent('The agent offered no answers.');
    fireEvent.click(within(group).getByRole('button', { name: 'Dismiss' }));
    await expect(response).resolves.toEqual({ outcome: { outcome: 'cancelled' } });
  });

  it('shows unknown option kinds neutrally, and control characters as visible replacements', () => {
    const request: PermissionRequestState = {
      id: 'p1',
      sessionId: SESSION,
      planId: PLAN,
      question: 'Proceed\u202E?',
      toolCallId: 't',
      options: [{ optionId: 'x', name: 'Later', kind: '_defer' }],
      status: 'pending',
      requestedAt: 0,
    };
    const onAnswer = vi.fn();
    render(<PlanApproval request={request} onAnswer={onAnswer} />);
    const group = screen.getByRole('group', { name: 'Proceed\uFFFD?' });
    const button = within(group).getByRole('button', { name: 'Later' });
    expect(button).toHaveAttribute('data-kind', '_defer');
    expect(button).not.toHaveAttribute('data-primary');
    fireEvent.click(button);
    expect(onAnswer).toHaveBeenCalledWith('p1', 'x');
  });

  it('throws a descriptive error without a provider when bound by id', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PlanApproval sessionId="s" planId="p" />)).toThrow(/PermissionStoreProvider/);
    vi.restoreAllMocks();
  });
});
