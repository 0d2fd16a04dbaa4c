// Size budgets of the BUILT package (run `npm run build` first; CI does). size-limit bundles a small entry that
// imports the named parts from dist/ with rolldown (minified, tree-shaken), so a budget only pays for what a host
// that imports those parts would ship. React and react-dom are peer dependencies: size-limit leaves them out of
// every check by itself. Sizes are gzip (level 9), not size-limit's default brotli; "kB" is 1,000 bytes.
// The entry files come from package.json's "exports", so the budgets follow the paths hosts really import.
import { readFileSync } from 'node:fs';

const { exports: packageExports } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The built file behind one subpath of package.json's "exports" (e.g. "." or "./core"). */
function builtFile(subpath) {
  const target = packageExports[subpath];
  const file = typeof target === 'string' ? target : target?.default;
  if (!file) throw new Error(`package.json "exports" has no "${subpath}" with a default file`);
  return file;
}

// Ceilings, decided in issue 18 (DESIGN.md "Budgets"): no longer targets to reach, nor ratchets at the measured
// size. A change may use what is left under a ceiling; one that needs more must find the bytes elsewhere, except
// a fix for accessibility or correctness, which lands first and then looks for savings (a ceiling is raised only
// with that reason in the commit). New features (approval, selection, editing, history, export) ship as separate
// imports, each with a check of its own below, and must add nothing to the <PlanList> path.
const CEILINGS = { core: '5 kB', planList: '13.5 kB', everything: '21 kB' };

export default [
  {
    name: 'react-acp-plans/core (parser + store, no React)',
    import: { [builtFile('./core')]: '*' },
    gzip: true,
    limit: CEILINGS.core,
  },
  {
    // No `ignore` for react-markdown / remark-gfm here: a list that pulled the markdown renderer in must fail.
    name: '<PlanList> with its store and hooks (excluding React)',
    import: { [builtFile('.')]: '{ PlanList, PlanStoreProvider, createPlanStore, usePlan }' },
    gzip: true,
    limit: CEILINGS.planList,
  },
  // (Next: <SessionPlans> with item plans only, 16 kB, the markdown renderer loaded on demand.)
  {
    name: 'react-acp-plans, everything (excluding React, react-markdown, remark-gfm)',
    import: { [builtFile('.')]: '*' },
    ignore: ['react-markdown', 'remark-gfm'],
    gzip: true,
    limit: CEILINGS.everything,
  },
];
