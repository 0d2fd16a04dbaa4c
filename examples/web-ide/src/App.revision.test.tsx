// The web-IDE page with the in-page demo agent: the user revises the finished plan in <PlanEditor> and sends it;
// the revision reaches the agent over ACP (session/prompt) and the agent follows it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './App';

describe('web-IDE example: revise a plan and send it back', () => {
  it('sends the edited plan to the agent, which adopts it and completes the new step', { timeout: 80_000 }, async () => {
    const user = userEvent.setup();
    render(<App settings={{ bridgeUrl: 'ws://127.0.0.1:9', forceInPage: true, speed: Infinity }} />);
    const agent = await screen.findByRole('complementary', { name: 'Agent' }, { timeout: 5000 });
    await user.click(within(agent).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(agent).getByText(/Turn ended: end_turn/)).toBeInTheDocument(), { timeout: 25_000 });
    const plans = within(agent).getByRole('region', { name: 'Plans' });

    // The agent's item plan has an "Edit plan" button (markdown and file plans have none).
    const [edit, ...others] = within(plans).getAllByRole('button', { name: 'Edit plan' });
    expect(others).toEqual([]);
    await user.click(edit!);
    await user.click(within(plans).getByRole('button', { name: 'Delete "Update the changelog"' }));
    await user.click(within(plans).getByRole('button', { name: 'Add step' }));
    await user.keyboard('Benchmark the parser on a large file');
    await user.click(within(plans).getByRole('button', { name: 'Send revision' }));

    // The prompt went out (the transcript shows it), and the agent's plan became the revised one, all done.
    expect(within(agent).getByRole('log')).toHaveTextContent('I revised the plan. Follow this plan instead:');
    await waitFor(() => expect(within(agent).getAllByText(/Turn ended: end_turn/)).toHaveLength(2), { timeout: 25_000 });
    await waitFor(() =>
      expect(within(plans).getAllByRole('progressbar').some((bar) => bar.getAttribute('aria-valuetext') === '4 of 4 tasks completed')).toBe(true),
    );
    expect(within(plans).getByText('Benchmark the parser on a large file')).toBeInTheDocument();
    // (The markdown plan still lists "Update the changelog": only the item plan was revised.)
    expect(within(agent).getByRole('log')).toHaveTextContent('- deleted "Update the changelog" (was step 4)');
    expect(within(agent).getByRole('log')).toHaveTextContent('Done: every step of your revised plan is complete.');
  });
});
