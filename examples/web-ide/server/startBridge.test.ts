// @vitest-environment node
// The bridge with REAL child processes speaking ACP over stdio: the demo agent, and a misbehaving agent.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createPermissionStore } from '../../../src/approval/createPermissionStore';
import { createPlanStore } from '../../../src/store';
import type { BridgeMessage } from '../shared/bridgeProtocol';
import { demoAgentCommand, DEMO_WORKSPACE } from './runBridgeCli';
import { startBridge, type Bridge } from './startBridge';

const here = path.dirname(fileURLToPath(import.meta.url));
const flakyAgent = (...flags: string[]) => [process.execPath, path.join(here, 'fixtures/flakyAgent.mjs'), ...flags];

/** A page connected to the bridge: every message it received, and a way to wait for one. */
function connectPage(url: string, origin?: string) {
  const socket = new WebSocket(url, origin ? { origin } : {});
  const received: BridgeMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as BridgeMessage);
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  return {
    socket,
    received,
    closed,
    opened: new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    }),
    send: (message: object) => socket.send(JSON.stringify(message)),
    /** Resolves with the first received message matching `match` (already received ones count). */
    waitFor<T extends BridgeMessage>(match: (message: BridgeMessage) => message is T, timeout = 15_000): Promise<T> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; received: ${received.map((m) => m.type).join(', ')}`));
        }, timeout);
        waiters.add(check);
        check();
      });
    },
  };
}

const is =
  <K extends BridgeMessage['type']>(type: K, extra: (message: Extract<BridgeMessage, { type: K }>) => boolean = () => true) =>
  (message: BridgeMessage): message is Extract<BridgeMessage, { type: K }> =>
    message.type === type && extra(message as Extract<BridgeMessage, { type: K }>);

const bridges: Bridge[] = [];
const logs: string[] = [];

async function start(agentCommand: string[], cwd = DEMO_WORKSPACE, killTimeout?: number, permissionTimeout?: number) {
  const bridge = await startBridge({ agentCommand, cwd, port: 0, log: (line) => logs.push(line), killTimeout, permissionTimeout });
  bridges.push(bridge);
  return bridge;
}

afterEach(async () => {
  await Promise.all(bridges.splice(0).map((bridge) => bridge.close()));
  logs.length = 0;
});

describe('bridge with the demo agent as a child process', () => {
  it('opens a session with plan support and relays the plans of a prompt to the page', { timeout: 30_000 }, async () => {
    const bridge = await start(demoAgentCommand(1000));
    expect(bridge.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
    const page = connectPage(bridge.url);
    await page.opened;

    const ready = await page.waitFor(is('ready'));
    // The agent's display name is relayed (the page's header shows it), and the command as a last resort.
    expect(ready).toMatchObject({ cwd: DEMO_WORKSPACE, agent: { name: 'react-acp-plans-demo', title: 'Plans demo agent' } });
    expect(ready.command).toContain('demo/agent/stdio.ts');
    expect(ready.files).toEqual(expect.arrayContaining(['docs/PLAN.md', 'src/tokenize.ts']));

    page.send({ type: 'prompt', text: 'Fix the CSV bug' });
    await page.waitFor(is('turn', (m) => m.state === 'ended'));

    const store = createPlanStore();
    for (const message of page.received) if (message.type === 'update') store.apply(message.params);
    // The agent saw plan support advertised: plan operations, not legacy snapshots.
    expect(store.getPlans(ready.sessionId).map((plan) => [plan.planId, plan.type])).toEqual([
      ['plan-mode', 'markdown'],
      ['design-doc', 'file'],
      ['plan', 'items'],
    ]);
    expect(store.getPlan(ready.sessionId, 'design-doc')).toMatchObject({
      uri: `file://${DEMO_WORKSPACE}/docs/PLAN.md`,
    });
    expect(page.received.find(is('turn', (m) => m.state === 'ended'))).toMatchObject({ stopReason: 'end_turn' });

    // A page that connects late gets the session so far.
    const late = connectPage(bridge.url);
    await late.waitFor(is('ready'));
    await late.waitFor(is('update', (m) => (m.params as { update: { sessionUpdate: string } }).update.sessionUpdate === 'plan_removed'));
    expect(late.received.filter((m) => m.type === 'update')).toHaveLength(page.received.filter((m) => m.type === 'update').length);
    late.socket.close();
    page.socket.close();
  });

  it('forwards "Implement this plan?" to the page and its answer to the agent, which then carries the plan out', { timeout: 30_000 }, async () => {
    const bridge = await start(demoAgentCommand(1000));
    const page = connectPage(bridge.url);
    const ready = await page.waitFor(is('ready'));
    page.send({ type: 'prompt', text: '/plan Fix the CSV bug' });

    const asked = await page.waitFor(is('permission'));
    const plans = createPlanStore();
    for (const message of page.received) if (message.type === 'update') plans.apply(message.params);
    const permissions = createPermissionStore({ plans });
    const result = permissions.request(asked.params);
    expect(result).toMatchObject({ status: 'pending', request: { planId: 'plan-mode-review', question: 'Implement this plan?' } });
    page.send({ type: 'permission-answer', id: asked.id, outcome: { outcome: 'selected', optionId: 'implement_plan' } });

    await page.waitFor(is('permission-settled', (m) => m.id === asked.id));
    expect(await page.waitFor(is('turn', (m) => m.state === 'ended'))).toMatchObject({ stopReason: 'end_turn' });
    for (const message of page.received) if (message.type === 'update') plans.apply(message.params);
    const items = plans.getPlan(ready.sessionId, 'plan');
    expect(items?.type === 'items' && items.progress).toMatchObject({ completed: 3, total: 3 });
    expect(logs.some((line) => line.includes('Declined'))).toBe(false);
    page.socket.close();
  });

  it('declines a question after a timeout when no page is connected, and says so', { timeout: 30_000 }, async () => {
    const bridge = await start(demoAgentCommand(1000), DEMO_WORKSPACE, undefined, 300);
    const page = connectPage(bridge.url);
    await page.waitFor(is('ready'));
    page.send({ type: 'prompt', text: '/plan Fix the CSV bug' });
    await page.waitFor(is('permission'));
    page.socket.close();
    await page.closed;

    await expect
      .poll(() => logs.some((line) => /Declined a permission request after 0.3 s with no page connected: Implement this plan\?/.test(line)), { timeout: 10_000 })
      .toBe(true);
    // Refused (the agent's reject_once option): the agent keeps planning and ends its turn; a page that connects
    // now gets no stale question.
    const later = connectPage(bridge.url);
    await later.waitFor(is('ready'));
    expect(later.received.some((m) => m.type === 'permission')).toBe(false);
    later.socket.close();
  });

  it('serves the file plan, and refuses files outside the working directory', { timeout: 30_000 }, async () => {
    const bridge = await start(demoAgentCommand(1000));
    const page = connectPage(bridge.url);
    await page.waitFor(is('ready'));

    page.send({ type: 'load-file', id: 'plan', uri: `file://${DEMO_WORKSPACE}/docs/PLAN.md` });
    page.send({ type: 'load-file', id: 'up', uri: '../../package.json' });
    page.send({ type: 'load-file', id: 'abs', uri: 'file:///etc/passwd' });

    expect((await page.waitFor(is('file', (m) => m.id === 'plan'))).content).toMatch(/^# Design: trailing empty fields/);
    expect(await page.waitFor(is('file-error', (m) => m.id === 'up'))).toMatchObject({ message: expect.stringMatching(/outside/) });
    expect(await page.waitFor(is('file-error', (m) => m.id === 'abs'))).toMatchObject({ message: expect.stringMatching(/outside/) });
    expect(page.received.some((m) => m.type === 'file' && m.id !== 'plan')).toBe(false);
    page.socket.close();
  });

  it('accepts only loopback pages and ignores frames it does not understand', { timeout: 30_000 }, async () => {
    const bridge = await start(demoAgentCommand(1000));
    const evil = connectPage(bridge.url, 'https://evil.example');
    await expect(evil.opened).rejects.toThrow(/401/);

    const page = connectPage(bridge.url, 'http://localhost:5173');
    await page.opened;
    page.socket.send('{"type":"rm -rf"}');
    await page.waitFor(is('warning'));
    page.socket.close();
  });
});

describe('bridge with a misbehaving agent', () => {
  it('logs a malformed line from the agent, warns the page, and keeps the session going', { timeout: 30_000 }, async () => {
    const bridge = await start(flakyAgent());
    const page = connectPage(bridge.url);
    await page.waitFor(is('ready'));

    page.send({ type: 'prompt', text: 'one' });
    const warning = await page.waitFor(is('warning', (m) => m.message.includes('not JSON')));
    expect(warning.message).toContain('"this is not json {"');
    await page.waitFor(is('turn', (m) => m.state === 'ended'));

    // The session survived: a second prompt goes through and its plan arrives.
    page.send({ type: 'prompt', text: 'two' });
    await page.waitFor(is('turn', (m) => m.state === 'ended' && page.received.filter(is('turn')).length >= 4));
    const plans = page.received
      .filter(is('update'))
      .map((m) => (m.params as { update: { plan: { entries: { content: string }[] } } }).update.plan.entries[0]?.content);
    expect(plans).toEqual(['Prompt 1: one', 'Prompt 2: two']);
    expect(logs.some((line) => line.includes('not JSON'))).toBe(true);
    page.socket.close();
  });

  it('reports the agent exiting to the page and shuts down cleanly', { timeout: 30_000 }, async () => {
    const bridge = await start(flakyAgent());
    const page = connectPage(bridge.url);
    await page.waitFor(is('ready'));

    page.send({ type: 'prompt', text: 'exit' });

    expect(await page.waitFor(is('agent-exit'))).toEqual({ type: 'agent-exit', code: 3, signal: null });
    await expect(bridge.closed).resolves.toEqual({ code: 3, signal: null });
    await expect(page.closed).resolves.toBe(1000);
    // The update sent just before the exit still arrived first, and the exit is the last word.
    const types = page.received.map((m) => m.type);
    expect(types.indexOf('update')).toBeGreaterThan(-1);
    expect(types.indexOf('update')).toBeLessThan(types.indexOf('agent-exit'));
    expect(types.at(-1)).toBe('agent-exit');
    await expect(connectPage(bridge.url).opened).rejects.toThrow();
  });

  it('kills an agent that ignores SIGTERM when the bridge is closed', { timeout: 30_000 }, async () => {
    const bridge = await start(flakyAgent('--ignore-sigterm'), DEMO_WORKSPACE, 300);
    const page = connectPage(bridge.url);
    await page.waitFor(is('ready'));

    await expect(bridge.close()).resolves.toEqual({ code: null, signal: 'SIGKILL' });
    expect(await page.waitFor(is('agent-exit'))).toMatchObject({ signal: 'SIGKILL' });
  });

  it('reports an agent command that cannot run', async () => {
    const bridge = await start(['/nonexistent/agent-binary']);
    await expect(bridge.ready).rejects.toThrow();
    await expect(bridge.closed).resolves.toEqual({ code: null, signal: null });
    expect(logs.join('\n')).toMatch(/could not run the agent/);
  });
});

describe('npm run bridge (the CLI)', () => {
  it('prints its address, relays a session, and exits cleanly with its agent on SIGTERM', { timeout: 30_000 }, async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), 'bridge-cli-'));
    writeFileSync(path.join(cwd, 'notes.md'), 'notes');
    const cli = spawn(
      process.execPath,
      ['--experimental-strip-types', path.join(here, '../bridge.ts'), '--port', '0', '--cwd', cwd, '--speed', '1000'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let stdout = '';
      cli.stdout.setEncoding('utf8');
      const url = await new Promise<string>((resolve, reject) => {
        cli.stdout.on('data', (text: string) => {
          stdout += text;
          const match = /listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        cli.once('exit', () => reject(new Error(`bridge exited early: ${stdout}`)));
      });
      const page = connectPage(url);
      const ready = await page.waitFor(is('ready'));
      expect(ready.files).toEqual(['notes.md']);
      page.send({ type: 'prompt', text: 'go' });
      await page.waitFor(is('update'));

      const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
      cli.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(await page.waitFor(is('agent-exit'))).toMatchObject({ type: 'agent-exit' });
    } finally {
      cli.kill('SIGKILL');
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  /** Every process under `pid` (Linux `ps`). */
  const descendants = (pid: number): number[] => {
    const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((row) => row.trim().split(/\s+/).map(Number) as [number, number]);
    const found: number[] = [];
    const walk = (parent: number) => {
      for (const [child, ppid] of rows) {
        if (ppid !== parent) continue;
        found.push(child);
        walk(child);
      }
    };
    walk(pid);
    return found;
  };
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it.skipIf(process.platform === 'win32')(
    'stops the bridge and its agent when `npm run bridge` itself gets SIGTERM (npm does not forward it)',
    { timeout: 60_000 },
    async () => {
      const npm = spawn('npm', ['run', '--silent', 'bridge', '--', '--port', '0', '--speed', '1000'], {
        cwd: path.join(here, '../../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stopped: number[] = [];
      try {
        let stdout = '';
        npm.stdout.setEncoding('utf8');
        await new Promise<void>((resolve, reject) => {
          npm.stdout.on('data', (text: string) => {
            stdout += text;
            if (/session \S+ is open/.test(stdout)) resolve();
          });
          npm.once('exit', () => reject(new Error(`npm exited early: ${stdout}`)));
        });
        // npm -> sh -> node bridge.ts -> node demo/agent/stdio.ts
        stopped = descendants(npm.pid!);
        expect(stopped.length).toBeGreaterThanOrEqual(2);
        npm.kill('SIGTERM');
        const deadline = Date.now() + 20_000;
        while (stopped.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(stopped.filter(alive)).toEqual([]);
      } finally {
        for (const pid of stopped) if (alive(pid)) process.kill(pid, 'SIGKILL');
        npm.kill('SIGKILL');
      }
    },
  );
});
