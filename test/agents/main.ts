// npm run test:agents [-- --optional]: see ./run.ts. Not part of `npm test` nor of .ci/run.
import '../../demo/node/extensionlessImports.mjs';

// Loaded after the resolve hook above is in place.
const { runAgentTests } = await import('./run');
process.exitCode = await runAgentTests(process.argv.slice(2));
