// The web-IDE page with no bridge running: it falls back to the demo agent in the page and works end to end.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { demoAgentCommand, DEMO_WORKSPACE } from '../server/runBridgeCli';
import { startBridge, type Bridge } from '../server/startBridge';
import { App } from './App';

const bridges: Bridge[] = [];
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all(bridges.splice(0).map((bridge) => bridge.close()));
});

describe('web-IDE example without a bridge', () => {
  it('runs the in-page demo agent: plans arrive, the file plan loads, files open in the editor', async () => {
    const user = userEvent.setup();
    // Port 9 (discard) on loopback: nothing answers, so the page falls back to the in-page agent.
    render(<App settings={{ bridgeUrl: 'ws://127.0.0.1:9', forceInPage: false, speed: Infinity }} />);

    expect(await screen.findByRole('note')).toHaveTextContent(/ws:\/\/127\.0\.0\.1:9\. The demo agent runs in this page instead/);
    const agent = screen.getByRole('complementary', { name: 'Agent' });
    expect(within(agent).getByRole('heading', { level: 2 })).toHaveTextContent('in page');

    await user.click(within(agent).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(agent).getByText(/Turn ended: end_turn/)).toBeInTheDocument(), { timeout: 10_000 });
    const plans = within(agent).getByRole('region', { name: 'Plans' });
    // The item plan finished: 4 of 4 tasks.
    expect(within(plans).getAllByRole('progressbar').some((bar) => bar.getAttribute('aria-valuetext') === '4 of 4 tasks completed')).toBe(true);
    // The file plan was loaded through the page's loadFile.
    expect(await within(plans).findByText(/Design: trailing empty fields/)).toBeInTheDocument();
    // Tool calls and text are in the transcript.
    expect(within(agent).getByRole('log')).toHaveTextContent('Read src/tokenize.ts');

    const files = screen.getByRole('navigation', { name: 'Workspace files' });
    await user.click(within(files).getByRole('button', { name: 'tokenize.ts' }));
    const editor = screen.getByRole('main', { name: 'Editor' });
    expect(await within(editor).findByLabelText('Contents of src/tokenize.ts')).toHaveTextContent('export function tokenize');
  });
});

describe('web-IDE example: run chosen steps', () => {
  it('sends the steps chosen in the plan to the in-page demo agent, which does those and nothing else', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    render(<App settings={{ bridgeUrl: 'ws://127.0.0.1:9', forceInPage: false, speed: Infinity }} />);
    await screen.findByRole('note');
    const agent = screen.getByRole('complementary', { name: 'Agent' });
    const prompt = within(agent).getByRole('textbox', { name: 'Prompt' });
    await user.clear(prompt);
    await user.type(prompt, '/draft Fix the CSV bug');
    await user.click(within(agent).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(agent).getByText(/Turn ended: end_turn/)).toBeInTheDocument(), { timeout: 10_000 });

    const plans = within(agent).getByRole('region', { name: 'Plans' });
    await user.click(within(plans).getByRole('checkbox', { name: 'Update the changelog' }));
    await user.click(within(plans).getByRole('button', { name: 'Run 1 step' }));
    await waitFor(() => expect(within(agent).getAllByText(/Turn ended: end_turn/)).toHaveLength(2), { timeout: 10_000 });
    expect(within(agent).getByRole('log')).toHaveTextContent('Do only these steps of the plan "plan": 4. Update the changelog');
    const rows = within(plans).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'pending', 'pending', 'completed']);
  });
});

describe('web-IDE example with the bridge', () => {
  it('shows the session of the agent behind the bridge, and loads the file plan through it', { timeout: 30_000 }, async () => {
    const bridge = await startBridge({ agentCommand: demoAgentCommand(1000), cwd: DEMO_WORKSPACE, port: 0, log: () => {} });
    bridges.push(bridge);
    await bridge.ready;
    // Node's own WebSocket dispatches Node Events, which jsdom's EventTarget refuses; a browser has neither
    // problem. The `ws` client speaks the same browser API (addEventListener, string `data`).
    vi.stubGlobal('WebSocket', NodeWebSocket);
    const user = userEvent.setup();
    render(<App settings={{ bridgeUrl: bridge.url, forceInPage: false, speed: 1 }} />);

    const agent = await screen.findByRole('complementary', { name: 'Agent' }, { timeout: 5000 });
    expect(within(agent).getByRole('heading', { level: 2 })).toHaveTextContent('Plans demo agent via bridge');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(DEMO_WORKSPACE);

    await user.click(within(agent).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(within(agent).getByText(/Turn ended: end_turn/)).toBeInTheDocument(), { timeout: 20_000 });
    const plans = within(agent).getByRole('region', { name: 'Plans' });
    expect(await within(plans).findByText(/Design: trailing empty fields/)).toBeInTheDocument();

    const files = screen.getByRole('navigation', { name: 'Workspace files' });
    await user.click(within(files).getByRole('button', { name: 'README.md' }));
    expect(await screen.findByLabelText('Contents of README.md')).toHaveTextContent('tiny-csv');
  });
});

describe('web-IDE example with a bridge whose agent fails to start', () => {
  it('waits for a slow agent, then falls back to the in-page demo and says why', { timeout: 30_000 }, async () => {
    // An "agent" that answers nothing and exits after 2.5 s: longer than the page's bridge probe (1.5 s).
    const agentCommand = [process.execPath, '-e', 'setTimeout(() => process.exit(4), 2500)'];
    const bridge = await startBridge({ agentCommand, cwd: DEMO_WORKSPACE, port: 0, log: () => {} });
    bridges.push(bridge);
    vi.stubGlobal('WebSocket', NodeWebSocket);
    render(<App settings={{ bridgeUrl: bridge.url, forceInPage: false, speed: Infinity }} />);

    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(screen.getByRole('status')).toHaveTextContent('Connecting to an agent');

    expect(await screen.findByRole('note', {}, { timeout: 10_000 })).toHaveTextContent(
      /^The agent exited \(code 4\).*The demo agent runs in this page instead/,
    );
    expect(within(screen.getByRole('complementary', { name: 'Agent' })).getByRole('heading', { level: 2 })).toHaveTextContent('in page');
  });
});
