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

// The budgets are 4 kB (core), 12 kB (<PlanList>) and 20 kB (everything). The whole package meets its
// budget, so that limit IS the target. Core and <PlanList> do not yet (4.80 and 13.15 kB when this was written,
// from 5.28 and 16.01 kB; see README "Performance and size"): CI enforces their measured figures plus ~2 % as a
// ratchet, so no change can make the package bigger unnoticed. Lower these as the code shrinks; never raise them
// without a reason in the commit.
const TARGETS = { core: '4 kB', planList: '12 kB', everything: '20 kB' };

export default [
  {
    name: 'react-acp-plans/core (parser + store, no React)',
    import: { [builtFile('./core')]: '*' },
    gzip: true,
    limit: '4.8 kB', // ratchet; target: TARGETS.core
  },
  {
    // No `ignore` for react-markdown / remark-gfm here: a list that pulled the markdown renderer in must fail.
    name: '<PlanList> with its store and hooks (excluding React)',
    import: { [builtFile('.')]: '{ PlanList, PlanStoreProvider, createPlanStore, usePlan }' },
    gzip: true,
    limit: '13.2 kB', // ratchet; target: TARGETS.planList
  },
  {
    // A separate import: what a host adds to show and answer the agent's questions about plans.
    name: 'react-acp-plans/approval (permission store, <PlanApproval>, excluding React)',
    import: { [builtFile('./approval')]: '*' },
    gzip: true,
    limit: '4.5 kB', // measured 4.37 kB (store, parser, hooks, <PlanApproval> with its announcer)
  },
  {
    name: 'react-acp-plans, everything (excluding React, react-markdown, remark-gfm)',
    import: { [builtFile('.')]: '*' },
    ignore: ['react-markdown', 'remark-gfm'],
    gzip: true,
    limit: TARGETS.everything,
  },
];
