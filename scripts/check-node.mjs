// Runs before `npm test`, `npm start` and `npm run build`: stops with a clear message on a Node older than
// package.json's "engines" (Vitest 5, jsdom, size-limit and Storybook need Node >= 22; on Node 20 they crash with
// errors like "Map.groupBy is not a function" that do not say why). Plain syntax only, so old Nodes can parse it.
import { readFileSync } from 'node:fs';

var engines = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines || {};
var required = Number((/(\d+)/.exec(engines.node || '') || [])[1] || 0);
var current = Number(process.versions.node.split('.')[0]);

if (current < required) {
  console.error(
    [
      'react-acp-plans needs Node.js >= ' + required + ' (package.json "engines": "' + engines.node + '"); this is Node ' + process.versions.node + '.',
      'Install Node 22 or 24 (nvm install 24, or: npm install --prefix "$HOME/.cache/node24" node@24 and put',
      '$HOME/.cache/node24/node_modules/.bin first on PATH), then run the command again.',
    ].join('\n'),
  );
  process.exit(1);
}
