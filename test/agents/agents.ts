// The real ACP agents `npm run test:agents` drives, and where it looks for them. They are NOT dependencies of
// this project: the host installs them (or points at them) and this file only finds them.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { splitCommandLine } from '../../examples/web-ide/server/commandLine';

/** Which fake model API the agent calls. */
export type ModelApi = 'anthropic' | 'openai-responses';

export interface AgentSpec {
  /** Short id, used in the report. */
  readonly id: string;
  /** The npm package(s) that provide it, newest name first. */
  readonly packages: readonly string[];
  /** Environment variable that points at a command running the agent (argv, split like a shell would). */
  readonly envVar: string;
  /** Executable names looked up on PATH when the variable is not set. */
  readonly bins: readonly string[];
  readonly api: ModelApi;
}

export const AGENTS: readonly AgentSpec[] = [
  {
    id: 'claude',
    packages: ['@agentclientprotocol/claude-agent-acp', '@zed-industries/claude-code-acp'],
    envVar: 'ACP_AGENT_CLAUDE',
    bins: ['claude-agent-acp', 'claude-code-acp'],
    api: 'anthropic',
  },
  {
    id: 'codex-zed',
    packages: ['@zed-industries/codex-acp'],
    envVar: 'ACP_AGENT_CODEX_ZED',
    bins: ['codex-acp'],
    api: 'openai-responses',
  },
  {
    id: 'codex',
    packages: ['@agentclientprotocol/codex-acp'],
    envVar: 'ACP_AGENT_CODEX',
    bins: ['acp-codex', 'codex-acp-ts'],
    api: 'openai-responses',
  },
];

export type Located =
  | { readonly spec: AgentSpec; readonly found: true; readonly command: readonly string[]; readonly from: string }
  | { readonly spec: AgentSpec; readonly found: false; readonly why: string };

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Finds `spec`'s command: its environment variable first, else one of its executables on PATH. Never installs. */
export function locateAgent(spec: AgentSpec, env: NodeJS.ProcessEnv = process.env): Located {
  const fromEnv = env[spec.envVar]?.trim();
  if (fromEnv) {
    const command = splitCommandLine(fromEnv);
    return command.length > 0
      ? { spec, found: true, command, from: `$${spec.envVar}` }
      : { spec, found: false, why: `$${spec.envVar} is set but empty` };
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const bin of spec.bins) {
      const file = path.join(dir, bin);
      if (executable(file)) return { spec, found: true, command: [file], from: 'PATH' };
    }
  }
  return { spec, found: false, why: `$${spec.envVar} is not set and none of ${spec.bins.join(', ')} is on PATH` };
}

/** How to make a missing agent available, for the report. */
export function installHint(spec: AgentSpec): string {
  const [pkg] = spec.packages;
  return (
    `install it (npm install -g ${spec.packages.join(' or ')}) or point ${spec.envVar} at a command that runs it, ` +
    `e.g. ${spec.envVar}="npx --offline ${pkg}"`
  );
}
