// @vitest-environment node
// The `npm run test:agents` runner where no agent is installed (as on this project's CI): it must say exactly
// which agents are missing and how to get them, fail by default, and pass only when asked for `--optional`.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENTS, locateAgent } from './agents';
import { runAgentTests } from './run';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function captureStdout(): () => string {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
  return () => lines.join('');
}

const nothingInstalled = { PATH: '/nonexistent' };

describe('npm run test:agents without the agents', () => {
  it('names every missing agent with how to install it, and fails', async () => {
    const output = captureStdout();
    await expect(runAgentTests([], nothingInstalled)).resolves.toBe(1);
    const text = output();
    for (const spec of AGENTS) {
      expect(text).toContain(`MISSING                  ${spec.id}:`);
      expect(text).toContain(spec.envVar);
      for (const pkg of spec.packages) expect(text).toContain(pkg);
    }
    expect(text).toContain('NO AGENT RAN');
    expect(text).toContain('--optional');
  });

  it('with --optional (or ACP_AGENTS_OPTIONAL=1), skips them loudly and passes', async () => {
    const output = captureStdout();
    await expect(runAgentTests(['--optional'], nothingInstalled)).resolves.toBe(0);
    await expect(runAgentTests([], { ...nothingInstalled, ACP_AGENTS_OPTIONAL: '1' })).resolves.toBe(0);
    expect(output()).toMatch(/SKIPPED \(not installed\)\s+claude:[\s\S]*NO AGENT RAN/);
  });
});

describe('locateAgent', () => {
  it('takes the environment variable first, then an executable on PATH', () => {
    const [claude] = AGENTS;
    if (!claude) throw new Error('no agents');
    expect(locateAgent(claude, { ACP_AGENT_CLAUDE: 'npx --offline "@zed-industries/claude-code-acp"' })).toMatchObject({
      found: true,
      command: ['npx', '--offline', '@zed-industries/claude-code-acp'],
      from: '$ACP_AGENT_CLAUDE',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'agents-path-'));
    dirs.push(dir);
    const bin = path.join(dir, 'claude-code-acp');
    writeFileSync(bin, '#!/bin/sh\n');
    chmodSync(bin, 0o755);
    expect(locateAgent(claude, { PATH: dir })).toMatchObject({ found: true, command: [bin], from: 'PATH' });
    expect(locateAgent(claude, { PATH: '/nonexistent' })).toMatchObject({ found: false });
  });
});
