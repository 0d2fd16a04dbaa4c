// The demo agent over stdio, for any ACP client (the web-IDE bridge, Zed, ...):
//   node --experimental-strip-types demo/agent/stdio.ts [--speed 2]
// JSON-RPC goes to stdout, one message per line; anything human-readable goes to stderr.
import '../node/extensionlessImports.mjs';

// Loaded after the resolve hook above is in place.
const { runStdioAgent } = await import('./runStdioAgent');
runStdioAgent(process.argv.slice(2));
