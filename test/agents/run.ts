// `npm run test:agents`: the real agents (./agents.ts) behind the web-IDE bridge, each against a scripted model
// fake on 127.0.0.1 (./fakeModels.ts), offline. One prompt each; passes when a plan reaches the page's store.
//
// Missing agents are never skipped silently: each one is reported with how to install it. By default a missing
// agent fails the run (exit 1): a run that did not test everything does not pass. `--optional` (or
// ACP_AGENTS_OPTIONAL=1) makes missing agents a loud SKIPPED and exits 0 when every agent that ran passed;
// even then a run in which no agent ran says so in capitals.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import type { BridgeMessage } from '../../examples/web-ide/shared/bridgeProtocol';
import { startBridge } from '../../examples/web-ide/server/startBridge';
import { AGENTS, installHint, locateAgent, type AgentSpec, type Located } from './agents';
import { startFakeModel } from './fakeModels';

type Outcome = { readonly id: string; readonly result: 'passed' | 'failed' | 'missing'; readonly detail: string };

/** The environment that sends an agent's model calls to the fake (and nowhere else). */
function fakeEnv(spec: AgentSpec, url: string, home: string): Record<string, string> {
  return spec.api === 'anthropic'
    ? { ANTHROPIC_BASE_URL: url, ANTHROPIC_API_KEY: 'fake-key', CLAUDE_CONFIG_DIR: home, DISABLE_TELEMETRY: '1' }
    : { OPENAI_BASE_URL: `${url}/v1`, OPENAI_API_KEY: 'fake-key', CODEX_HOME: home };
}

async function runOne(located: Extract<Located, { found: true }>, log: (line: string) => void): Promise<Outcome> {
  const { spec, command } = located;
  const fake = await startFakeModel(spec.api);
  const workspace = mkdtempSync(path.join(tmpdir(), `acp-agent-${spec.id}-`));
  writeFileSync(path.join(workspace, 'README.md'), '# scratch workspace for npm run test:agents\n');
  const saved = { ...process.env };
  // The bridge spawns the agent with this process's environment.
  Object.assign(process.env, fakeEnv(spec, fake.url, workspace), { HOME: workspace });
  const bridge = await startBridge({ agentCommand: command, cwd: workspace, port: 0, log: (line) => log(`  ${line}`) });
  process.env = saved;
  try {
    await withTimeout(bridge.ready, 60_000, 'the agent did not open a session');
    const received = await promptOnce(bridge.url, 'Make a plan to fix the failing test, then stop.');
    // The store cannot load under Node's type stripping (parameter properties), so the plan is read here:
    // the last item plan (legacy `plan` or `plan_update` items) of the session.
    const plans = new Map<string, number>();
    for (const message of received) {
      if (message.type !== 'update') continue;
      const update = (message.params as { update?: Record<string, unknown> } | undefined)?.update;
      const plan = update?.plan as { type?: unknown; planId?: unknown; entries?: unknown } | undefined;
      if (update?.sessionUpdate === 'plan' && Array.isArray(update.entries)) plans.set('main', update.entries.length);
      if (update?.sessionUpdate === 'plan_removed') plans.delete(String(update.planId));
      if (update?.sessionUpdate === 'plan_update' && plan?.type === 'items' && Array.isArray(plan.entries)) {
        plans.set(String(plan.planId), plan.entries.length);
      }
    }
    const entries = [...plans.values()].reduce((sum, count) => sum + count, 0);
    if (entries === 0) {
      return { id: spec.id, result: 'failed', detail: `no item plan reached the page; model requests: ${fake.requests.join(', ') || 'none'}` };
    }
    return { id: spec.id, result: 'passed', detail: `${plans.size} plan(s), ${entries} entries` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { id: spec.id, result: 'failed', detail: `${reason}; model requests: ${fake.requests.join(', ') || 'none'}` };
  } finally {
    await bridge.close();
    await fake.close();
    rmSync(workspace, { recursive: true, force: true });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
    }),
  ]);
}

/** Connects as a page, sends one prompt, and resolves with everything received once the turn ended. */
function promptOnce(url: string, text: string): Promise<BridgeMessage[]> {
  const received: BridgeMessage[] = [];
  const socket = new WebSocket(url);
  const done = new Promise<BridgeMessage[]>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as BridgeMessage;
      received.push(message);
      if (message.type === 'ready') socket.send(JSON.stringify({ type: 'prompt', text }));
      if (message.type === 'turn' && message.state === 'ended') resolve(received);
      if (message.type === 'agent-exit') reject(new Error(`the agent exited (${message.signal ?? `code ${message.code}`})`));
    });
    socket.on('error', reject);
  });
  return withTimeout(done, 120_000, 'the turn did not end').finally(() => socket.close());
}

/** Runs every agent that is installed; returns the exit code. */
export async function runAgentTests(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const optional = argv.includes('--optional') || env.ACP_AGENTS_OPTIONAL === '1';
  const out = (line: string) => process.stdout.write(`${line}\n`);
  const outcomes: Outcome[] = [];
  for (const spec of AGENTS) {
    const located = locateAgent(spec, env);
    if (!located.found) {
      outcomes.push({ id: spec.id, result: 'missing', detail: `${located.why}; ${installHint(spec)}` });
      continue;
    }
    out(`test:agents: ${spec.id}: running ${located.command.join(' ')} (from ${located.from})`);
    outcomes.push(await runOne(located, out));
  }
  out('');
  out('test:agents results');
  for (const { id, result, detail } of outcomes) {
    const label = result === 'missing' ? (optional ? 'SKIPPED (not installed)' : 'MISSING') : result.toUpperCase();
    out(`  ${label.padEnd(24)} ${id}: ${detail}`);
  }
  const missing = outcomes.filter((outcome) => outcome.result === 'missing');
  const failed = outcomes.filter((outcome) => outcome.result === 'failed');
  const ran = outcomes.length - missing.length;
  if (ran === 0) out('\n!!! NO AGENT RAN: none of the agents is installed (see above for how to install them). !!!');
  if (missing.length > 0 && !optional) {
    out(`\n${missing.length} agent(s) missing: failing. Pass --optional (or ACP_AGENTS_OPTIONAL=1) to skip missing agents.`);
  } else if (missing.length > 0) {
    out(`\n${missing.length} agent(s) SKIPPED because they are not installed (--optional).`);
  }
  return failed.length > 0 || (missing.length > 0 && !optional) ? 1 : 0;
}
