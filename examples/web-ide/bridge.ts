// npm run bridge -- [--agent "<command>"] [--cwd <dir>] [--port <n>]
//
// Runs an ACP agent over stdio and relays its session to the web-IDE page over ws://127.0.0.1:<port>.
// Without --agent it runs the repository's demo agent (demo/agent/stdio.ts) in demo/workspace.
import '../../demo/node/extensionlessImports.mjs';

// Loaded after the resolve hook above is in place.
const { runBridgeCli } = await import('./server/runBridgeCli');
await runBridgeCli(process.argv.slice(2));
