// `node scripts/check-dist.mjs` after `npm run build` (CI runs it): checks what hosts receive, which the source
// tests cannot see.
// - "use client" heads exactly the built modules whose source needs it (scripts/use-client.mjs), so a React
//   Server Components host can import the components; the core entry and pure modules stay server-usable.
// - Every relative import of every .d.ts names an existing file with its extension (node16 / nodenext hosts).
// - styles.css is one `@layer acp-plans` block, so host utilities (Tailwind v4) can override it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsUseClient } from './use-client.mjs';
import { STYLESHEET_LAYER } from './emit-stylesheet.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(root, 'dist');
const problems = [];
const files = readdirSync(dist, { recursive: true }).map((file) => path.join(dist, String(file)));
const DIRECTIVE = /^(['"])use client\1;/;

// Modules a server component must be able to import as they are, and modules it must meet as client boundaries.
const MUST_BE_SERVER = ['core.js', 'index.js', 'acp/parseSessionUpdate.js', 'store/createPlanStore.js', 'components/PlanList/labels.js'];
const MUST_BE_CLIENT = ['react/PlanStoreProvider.js', 'react/hooks.js', 'components/PlanList/PlainPlanList.js', 'components/MarkdownPlan/MarkdownPlan.js', 'components/SessionPlans/SessionPlans.js', 'actions/PlanStepSelection.js'];

let clientModules = 0;
for (const file of files.filter((name) => name.endsWith('.js'))) {
  const relative = path.relative(dist, file);
  const source = ['.ts', '.tsx'].map((extension) => path.join(root, 'src', relative.replace(/\.js$/, extension))).find(existsSync);
  if (!source) {
    problems.push(`${relative}: no source module behind it`);
    continue;
  }
  const marked = DIRECTIVE.test(readFileSync(file, 'utf8'));
  const expected = needsUseClient(readFileSync(source, 'utf8'));
  if (marked) clientModules += 1;
  if (marked !== expected) problems.push(`${relative}: ${expected ? 'lacks' : 'must not have'} "use client"`);
}
for (const relative of MUST_BE_SERVER) {
  if (DIRECTIVE.test(readFileSync(path.join(dist, relative), 'utf8'))) problems.push(`${relative}: must not be "use client"`);
}
for (const relative of MUST_BE_CLIENT) {
  if (!DIRECTIVE.test(readFileSync(path.join(dist, relative), 'utf8'))) problems.push(`${relative}: must be "use client"`);
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\1/g;
let declarations = 0;
for (const file of files.filter((name) => name.endsWith('.d.ts'))) {
  declarations += 1;
  for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.d.ts'));
    if (!specifier.endsWith('.js') || !existsSync(target)) problems.push(`${path.relative(dist, file)}: import "${specifier}" is not an existing .js path`);
  }
}

const css = readFileSync(path.join(dist, 'styles.css'), 'utf8');
if (!css.startsWith(`@layer ${STYLESHEET_LAYER} {`) || !css.trimEnd().endsWith('}')) problems.push(`styles.css: not wrapped in @layer ${STYLESHEET_LAYER}`);

if (problems.length > 0) {
  console.error(`dist/ has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dist/ ok: ${clientModules} "use client" modules, ${declarations} declaration files with explicit imports, styles.css in @layer ${STYLESHEET_LAYER}`);
