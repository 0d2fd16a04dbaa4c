import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LiveSessionDemo } from './live/LiveSessionDemo';

const meta = {
  title: 'Live session',
  component: LiveSessionDemo,
  parameters: {
    docs: {
      description: {
        component:
          'The demo agent (demo/agent) and an ACP client built on the official SDK, both in this page, joined by two ' +
          'TransformStreams carrying real JSON-RPC. The client feeds a plan store through `react-acp-plans/acp`; ' +
          '`<SessionPlans>` shows every plan of the session. Untick "Advertise plan support" for a legacy agent.',
      },
    },
  },
} satisfies Meta<typeof LiveSessionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const TURN_TIMEOUT = { timeout: 10_000 };

/** Every progress bar's "N of M tasks completed" text. */
function progressTexts(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .queryAllByRole('progressbar')
    .map((bar) => bar.getAttribute('aria-valuetext') ?? '');
}

/** Waits until the session is open and "Start prompt" can be pressed, then presses it. */
async function startPrompt(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const start = canvas.getByRole('button', { name: 'Start prompt' });
  await waitFor(() => expect(start).toHaveAttribute('aria-disabled', 'false'), TURN_TIMEOUT);
  await userEvent.click(start);
  // It is "disabled" now, and keeps focus: a disabled attribute would have dropped it to <body>.
  await expect(start).toHaveAttribute('aria-disabled', 'true');
  await expect(start).toHaveFocus();
}

/**
 * `npm start` opens here: the agent starts working at once, at a realistic pace. Use the toolbar to prompt again,
 * stop, pause, change the speed, or switch to a legacy agent (untick "Advertise plan support").
 */
export const Default: Story = {
  args: { autoStart: true, speed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('live-status')).toHaveTextContent(/plan operations · turn running/), TURN_TIMEOUT);
    // The plan-mode document streams in while the agent writes it (visible once its entering animation ran).
    await waitFor(() => expect(canvas.getByText('Fix CSV parsing of trailing fields')).toBeVisible(), TURN_TIMEOUT);
  },
};

/**
 * Plan operations (`plan_update` of all three types, `plan_removed`): the plans appear, progress advances, the
 * subagent's plan is removed when it finishes, the file plan is loaded through `loadFile`.
 */
export const PlanOperations: Story = {
  args: { speed: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seen = new Set<string>();
    await startPrompt(canvasElement);

    // The subagent's plan appears...
    await waitFor(() => expect(canvas.getByText('Check quoted fields with embedded newlines')).toBeVisible(), TURN_TIMEOUT);
    // A keyboard user is on its title button when it goes (focus must not drop to <body>)...
    const subagentPlan = canvas.getByText('Check quoted fields with embedded newlines').closest<HTMLElement>('[data-slot="session-plan"]')!;
    within(subagentPlan).getAllByRole('button')[0]!.focus();
    // ...progress advances step by step (every rendered state is recorded)...
    await waitFor(() => {
      for (const text of progressTexts(canvasElement)) seen.add(text);
      expect(seen).toContain('1 of 4 tasks completed');
      expect(seen).toContain('2 of 4 tasks completed');
    }, TURN_TIMEOUT);
    // ...and the subagent's plan disappears once it is removed.
    await waitFor(() => expect(canvas.queryByText('Check quoted fields with embedded newlines')).not.toBeInTheDocument(), TURN_TIMEOUT);
    // Focus went on to another plan's title button.
    await expect(document.activeElement).toHaveAttribute('data-slot', 'plan-list-toggle');
    await expect(canvasElement.querySelector('[data-slot="session-plans"]')).toContainElement(document.activeElement as HTMLElement);

    await waitFor(() => expect(canvas.getByTestId('live-status')).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);
    // The item plan and the markdown plan are both done; the file plan shows the loaded document.
    await expect(progressTexts(canvasElement).filter((text) => text === '4 of 4 tasks completed').length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(canvas.getByText(/Design: trailing empty fields/)).toBeVisible(), TURN_TIMEOUT);
  },
};

/**
 * Plan mode, end to end over real ACP: the agent proposes a markdown plan and asks "Implement this plan?"
 * (`session/request_permission`, Codex's shape). The question sits at the foot of the plan; approving it from the
 * keyboard sends the answer back, and the agent carries the plan out (item plan updates to all completed).
 */
export const PlanModeApproval: Story = {
  args: { speed: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('button', { name: 'Start plan-mode prompt' });
    await waitFor(() => expect(start).toBeEnabled(), TURN_TIMEOUT);
    await userEvent.click(start);

    const question = await canvas.findByRole('group', { name: 'Implement this plan?' }, TURN_TIMEOUT);
    // At the foot of the plan it is about, announced, and focus stays where it was.
    const plan = question.closest('[data-slot="session-plan"]');
    await expect(plan).toHaveAttribute('data-plan-id', 'plan-mode-review');
    await expect(question).not.toContainElement(document.activeElement as HTMLElement | null);
    await waitFor(() =>
      expect(plan?.querySelector('[data-slot="plan-approval-live-region"]')).toHaveTextContent('The agent asks: Implement this plan?'),
    );
    await expect(canvas.getByTestId('live-status')).toHaveTextContent('turn running');

    const approve = within(question).getByRole('button', { name: 'Yes, implement this plan' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Approved')).toHaveFocus());

    await waitFor(() => expect(canvas.getByTestId('live-status')).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);
    await expect(progressTexts(canvasElement)).toContain('3 of 3 tasks completed');
  },
};

/** A client that does not advertise plan support gets a legacy agent: one `plan` list, rewritten as it goes. */
export const LegacyAgent: Story = {
  args: { speed: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Advertise plan support' }));
    await waitFor(() => expect(canvas.getByTestId('live-status')).toHaveTextContent(/legacy plan · ready/), TURN_TIMEOUT);
    await startPrompt(canvasElement);

    await waitFor(() => expect(canvas.getByTestId('live-status')).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);
    await expect(progressTexts(canvasElement)).toEqual(['4 of 4 tasks completed']);
    // A row removed by the last snapshots may still be animating out: wait for it to leave.
    const rows = () => [...canvasElement.querySelectorAll('li[data-status]')];
    await waitFor(() => expect(rows()).toHaveLength(4), TURN_TIMEOUT);
    await expect(rows().map((row) => row.getAttribute('data-priority'))).toEqual(['medium', 'medium', 'medium', 'medium']);
    // The reworded step carries its new wording; the removed one is gone (the live region may still say it).
    const texts = rows().map((row) => row.querySelector('[data-slot="plan-entry-content"]')?.textContent);
    await expect(texts).toEqual([
      'Read the failing test in test/parser.spec.ts',
      'Fix the loop bound in tokenize() (< instead of <=)',
      'Run the test suite',
      'Add a regression test for a trailing empty field',
    ]);
  },
};

/** Pause stops the agent's clock; a higher speed and Resume finish the turn. Stop cancels a turn. */
export const PauseSpeedAndStop: Story = {
  args: { speed: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByTestId('live-status');
    await startPrompt(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('live-activity')).toHaveTextContent(/\S/), TURN_TIMEOUT);

    const pause = canvas.getByRole('button', { name: 'Pause' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveTextContent('paused');
    const frozen = canvasElement.textContent;
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(canvasElement.textContent).toBe(frozen);

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Speed' }), '50');
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(status).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);

    // A second turn, stopped midway.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Speed' }), '0.5');
    await startPrompt(canvasElement);
    const stop = canvas.getByRole('button', { name: 'Stop' });
    await userEvent.click(stop);
    await waitFor(() => expect(status).toHaveTextContent('turn ended (cancelled)'), TURN_TIMEOUT);
    await expect(stop).toHaveAttribute('aria-disabled', 'true');
    await expect(stop).toHaveFocus();
  },
};

/**
 * Run chosen steps, end to end over real ACP: "Draft a plan" gets a plan with every step pending; two steps are
 * chosen from the keyboard (Space, then Shift+Space for the range) and run; the agent receives the prompt
 * `formatStepsPrompt` made and works through those steps only, leaving the others pending.
 */
export const RunChosenSteps: Story = {
  args: { speed: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByTestId('live-status');
    await waitFor(() => expect(status).toHaveTextContent('ready'), TURN_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Draft a plan' }));
    await waitFor(() => expect(status).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);

    const second = await canvas.findByRole('checkbox', { name: 'Fix the loop bound in tokenize()' }, TURN_TIMEOUT);
    second.focus();
    await userEvent.keyboard(' ');
    const third = canvas.getByRole('checkbox', { name: 'Add regression tests for empty and quoted fields' });
    third.focus();
    await userEvent.keyboard('{Shift>} {/Shift}');
    const bar = canvas.getByRole('group', { name: 'Run chosen steps' });
    // Retried: the live session keeps rendering while the bar updates (a CI run in dark mode read it mid-commit).
    await waitFor(() => expect(within(bar).getByText('2 of 4 steps selected')).toBeVisible());
    within(bar).getByRole('button', { name: 'Run 2 steps' }).focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(status).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);
    await waitFor(() =>
      expect([...canvasElement.querySelectorAll('[data-plan-id="plan"] li[data-status]')].map((row) => row.getAttribute('data-status'))).toEqual([
        'pending',
        'completed',
        'completed',
        'pending',
      ]),
    );
  },
};

/**
 * Revise the plan and send it back, end to end over real ACP: "Draft a plan" gets four pending steps; "Edit plan"
 * opens the editor, the last step is moved first with Alt+Up (three times) and the revision is sent with
 * Ctrl+Enter; the agent receives the prompt `formatRevisionPrompt` made, adopts the revised order and follows it.
 */
export const ReviseThePlan: Story = {
  args: { speed: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByTestId('live-status');
    await waitFor(() => expect(status).toHaveTextContent('ready'), TURN_TIMEOUT);
    await userEvent.click(canvas.getByRole('button', { name: 'Draft a plan' }));
    await waitFor(() => expect(status).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);

    const plan = () => canvasElement.querySelector('[data-plan-id="plan"]') as HTMLElement;
    const edit = await within(plan()).findByRole('button', { name: 'Edit plan' }, TURN_TIMEOUT);
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const last = await within(plan()).findByRole('textbox', { name: 'Step 4' });
    last.focus();
    await userEvent.keyboard('{Alt>}{ArrowUp}{ArrowUp}{ArrowUp}{/Alt}');
    await expect(within(plan()).getByRole('textbox', { name: 'Step 1' })).toHaveValue('Update the changelog');
    await expect(within(plan()).getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');

    // The agent adopts the revision (its plan is now in the user's order) and completes every step of it.
    await waitFor(() => expect(status).toHaveTextContent('turn ended (end_turn)'), TURN_TIMEOUT);
    await waitFor(() =>
      expect([...plan().querySelectorAll('li[data-slot="plan-entry"]')].map((row) => [row.textContent?.includes('changelog'), row.getAttribute('data-status')])).toEqual([
        [true, 'completed'],
        [false, 'completed'],
        [false, 'completed'],
        [false, 'completed'],
      ]),
    );
    // The rows slide to their new places and flash their status: axe (after the play function) measures the spacing
    // of the step checkboxes, so it runs once they rest (mid-slide two rows' boxes are closer than 24 px: CI failed
    // on target-size once). Animations that never end (a pulse) are not waited for.
    const moving = () => plan().getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    await waitFor(() => expect(moving()).toHaveLength(0), TURN_TIMEOUT);
  },
};
