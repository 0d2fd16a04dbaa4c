import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_BRIDGE_PORT } from '../shared/bridgeProtocol';
import { splitCommandLine } from './commandLine';
import { startBridge } from './startBridge';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The embedded demo agent as a child process; `--experimental-strip-types` lets Node 22.15-22.17 run it too. */
export function demoAgentCommand(speed = 1): string[] {
  return [process.execPath, '--experimental-strip-types', path.join(repoRoot, 'demo/agent/stdio.ts'), '--speed', String(speed)];
}

/** The demo agent's working directory: the sample project its file plan points into. */
export const DEMO_WORKSPACE = path.join(repoRoot, 'demo/workspace');

const USAGE = `Usage: npm run bridge -- [--agent "<command>"] [--cwd <dir>] [--port <n>] [--speed <x>]
  --agent   the ACP agent to run over stdio (default: the embedded demo agent)
  --cwd     the agent's working directory; files are served only from under it
            (default: demo/workspace for the demo agent, else the current directory)
  --port    WebSocket port on 127.0.0.1, 0 for any free port (default: ${DEFAULT_BRIDGE_PORT})
  --speed   the demo agent's speed multiplier (default: 1)`;

/** Parses the command line, starts the bridge, and exits when the agent does (or on SIGINT / SIGTERM). */
export async function runBridgeCli(argv: readonly string[]): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        agent: { type: 'string' },
        cwd: { type: 'string' },
        port: { type: 'string' },
        speed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const agentCommand = values.agent ? splitCommandLine(values.agent) : demoAgentCommand(Number(values.speed ?? 1) || 1);
  const cwd = path.resolve(values.cwd ?? (values.agent ? process.cwd() : DEMO_WORKSPACE));
  const port = values.port === undefined ? DEFAULT_BRIDGE_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`--port must be a port number\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }

  const bridge = await startBridge({ agentCommand, cwd, port });
  // Tests and scripts read this line to learn the port (with --port 0).
  process.stdout.write(`bridge listening on ${bridge.url} (agent: ${agentCommand.join(' ')}; cwd: ${cwd})\n`);
  const stop = () => void bridge.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // `npm run bridge` runs us under `sh -c`, and `kill -TERM <npm>` ends npm and that shell but never reaches
  // us: without this the bridge and its agent would live on, orphaned. npm always waits for its script, so
  // npm's shell going away means "stop". (A supervisor should run `node ... bridge.ts` directly.)
  if (process.env.npm_lifecycle_event) watchParent(stop);
  bridge.ready.then(
    ({ sessionId }) => process.stdout.write(`session ${sessionId} is open\n`),
    () => {},
  );
  const exit = await bridge.closed;
  process.exitCode = exit.code === 0 || exit.signal === 'SIGTERM' || exit.signal === 'SIGINT' ? 0 : 1;
}

/**
 * Calls `onOrphaned` once when this process's parent exits (its `ppid` changes to the reaper's), checking every
 * `interval` ms; the timer does not keep the process alive. Returns a function that stops watching.
 */
export function watchParent(onOrphaned: () => void, interval = 250): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onOrphaned();
  }, interval);
  timer.unref();
  return () => clearInterval(timer);
}
