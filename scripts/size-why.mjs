// `node scripts/size-why.mjs [budget name filter]`: explains the size budgets of .size-limit.mjs. For each budget
// it bundles the same named imports from the SOURCE entry (src/index.ts for dist/index.js, src/core.ts for
// dist/core.js) with rolldown, tree-shaken and with the same externals, and lists what the bundle is made of:
// every source module and every npm package, by minified bytes. The budget itself is enforced on the built
// package by `npm run size`; this shows who to talk to when it fails.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
// rolldown is Vite 8's bundler (and size-limit's), so it is always installed with them.
import { rolldown } from 'rolldown';
import { minifySync } from 'rolldown/experimental';
import budgets from '../.size-limit.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { peerDependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** dist/index.js -> src/index.ts: the source entry the built file comes from. */
function sourceEntry(builtFile) {
  return path.join(root, 'src', `${path.basename(builtFile, '.js')}.ts`);
}

/** "src/store/createPlanStore.ts", or the npm package a module belongs to ("micromark", "@types/x"). */
function owner(id) {
  const inModules = id.lastIndexOf('node_modules/');
  if (inModules < 0) return path.relative(root, id);
  const parts = id.slice(inModules + 'node_modules/'.length).split('/');
  return `npm:${parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]}`;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

async function explain(budget) {
  const [[builtFile, names]] = Object.entries(budget.import);
  const directory = await mkdtemp(path.join(os.tmpdir(), 'size-why-'));
  try {
    const entry = path.join(directory, 'entry.js');
    const specifier = JSON.stringify(sourceEntry(builtFile));
    await writeFile(entry, names === '*' ? `import * as all from ${specifier};\nconsole.log(all);\n` : `import ${names} from ${specifier};\nconsole.log(${names.replace(/[{}]/g, '')});\n`);
    const external = [...Object.keys(peerDependencies), ...(budget.ignore ?? [])];
    const bundle = await rolldown({
      input: entry,
      treeshake: true,
      external: new RegExp(`^(${external.map(escape).join('|')})($|/)`),
      logLevel: 'silent',
    });
    const { output } = await bundle.generate({ format: 'es', minify: false });
    const minified = await bundle.generate({ format: 'es', minify: true });
    await bundle.close();
    const gzip = minified.output.reduce((sum, chunk) => sum + (chunk.type === 'chunk' ? gzipSync(chunk.code, { level: 9 }).length : 0), 0);
    /** @type {Map<string, number>} */
    const bytes = new Map();
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (!module.code) continue;
        const size = minifySync(id.replace(/\.tsx?$/, '.js'), module.code).code.length;
        bytes.set(owner(id), (bytes.get(owner(id)) ?? 0) + size);
      }
    }
    const total = [...bytes.values()].reduce((sum, size) => sum + size, 0);
    process.stdout.write(`\n${budget.name}: limit ${budget.limit} gzip; this source bundle ${(gzip / 1000).toFixed(2)} kB gzip, ${(total / 1000).toFixed(1)} kB minified\n`);
    for (const [name, size] of [...bytes].sort((a, b) => b[1] - a[1])) {
      process.stdout.write(`  ${String(size).padStart(7)} B  ${((100 * size) / total).toFixed(1).padStart(5)} %  ${name}\n`);
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const filter = process.argv[2]?.toLowerCase();
for (const budget of budgets) {
  if (!filter || budget.name.toLowerCase().includes(filter)) await explain(budget);
}
