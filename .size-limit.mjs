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
// The markdown renderer chunk (react-markdown + remark-gfm + our document renderer) loads on demand; its ceiling
// is ours, not DESIGN.md's: it keeps the lazy path from growing unnoticed.
const CEILINGS = { core: '5 kB', planList: '13.5 kB', sessionPlans: '16 kB', everything: '21 kB', markdownRenderer: '60.23 kB', approval: '4.5 kB', history: '15.55 kB', actions: '13 kB' };

/**
 * Leaves every dynamic `import()` out of the bundle (external), so a check measures what a page loads up front.
 * size-limit otherwise adds the lazily loaded chunks to the sum (its `entry` option, which would count only the
 * entry chunk and its static imports, does not work together with `import`).
 */
function eagerOnly(config) {
  const keepDynamicImportsOut = { name: 'eager-only', resolveDynamicImport: (source) => ({ id: source, external: true }) };
  return { ...config, plugins: [...(config.plugins ?? []), keepDynamicImportsOut] };
}

// Over the ceiling today (stop of 2026-11-25): the security, containment, exit/focus, v2-status and accessibility
// fixes of issues 17-20 landed first, as DESIGN.md asks ("take the bytes, then look for savings"), and two size
// passes took back ~0.7 kB. Until the rest is found, CI holds these bundles at their measured size (a ratchet a
// little above it), so nothing grows unnoticed; lower each toward its ceiling as bytes are saved, never raise it
// without a reason in the commit. Issue 18 stays open for this.
// Measured after merging the work of 2026-11-26 (core 6.59, <PlanList> 17.66, <SessionPlans> 19.65, everything
// 24.83 kB). What grew, and why it was taken: core +0.17 kB (`createPlanStore({ restore })`, which issue 16 names; the
// one shared markdown task scan that makes the view reuse the store's; the parser's private rejection wrapper that
// replaced a module-global), <PlanList> +0.95 kB (the plan frame's parts of issue 21 replaced PlanList's own header
// and row markup, the row-extras seam, a stale plan's rows losing aria-current, content-sized mount slices),
// everything +2.1 kB (the exported parts and headless hooks). The parts are the one thing not yet paid back: issue 18
// stays open for the savings.
// Stop 24 (2026-11-26, evening), measured after all merges: core 6.58, <PlanList> 17.97, <SessionPlans> 20.25,
// everything 25.84 kB; each ratchet is the measured size plus at most 0.06 kB. A core size pass took 10 B: the
// minified core is dense for gzip (folding repeated code into helpers saved nothing) and only removing logic counts.
// What the core is made of (gzip, by deleting each part from the minified bundle): the parser ~1.7 kB (of it the copy
// of plans of unknown types 0.28), the store ~1.6, the markdown task scanner 1.1, reword matching ~0.65, the
// persistent map 0.4, progress 0.2: 5 kB needs one of these out of the core (issue 18). What grew this stop, and why
// it was taken (correctness, accessibility or an issue's API; the savings stay issue 18's):
// - <PlanList> +0.31 kB: `selectable` / `onRunSteps` (issue 15's API, one `if`; the selection code stays in
//   ./actions), `headerEnd` (issue 16: where the changed mark and History (n) go), the one link rule in item rows
//   (issue 21: links to paths open through `onOpenFile`, as in markdown and file plans), no state set during render
//   (useDerivedState, usePlanListLabels; an update is one render pass, not two), rows of one component instead of five.
// - <SessionPlans> +0.6 kB: the above, `renderPlanHeaderEnd`, one-pass titles, and a plan the agent removes while its
//   footer's editor is open staying until the edit is sent or cancelled (useHeldPlans, PlanHoldContext; the draft was
//   lost before).
// - everything +1.0 kB: the same on <MarkdownPlan> / <FilePlan> (which plan a markdown task item is of: a selection
//   bound to one plan put checkboxes in every markdown plan; a stale document plan no longer claiming a current task),
//   and `useAnalysedLength` telling a small edit before the end of a document from a rewrite (issue 20: a ticked box
//   in a 1 MB plan is no longer analysed whole in one commit).
// Stop 25 (2026-11-27): -58 B on the <PlanList> path, -48 B <SessionPlans>, -47 B everything (no IE-only
// `focusable` on icons, the live region hidden with six properties, no label serialising without overrides); the
// ratchets follow.
// Stop 26 (2026-11-27): the status icon drawn by the stylesheet on the status words (one element per row, not an
// SVG and a hidden span; issue 18's mount): <PlanList> path 17.91 -> 17.76 kB, <SessionPlans> 20.2 -> 20.05;
// everything +80 B (25.79 -> 25.87: `<PlanStatusIcon>`, the SVG, stays exported for hosts' own markup beside the CSS
// drawing, and `<PlanItemPriority said>` lets the row say the priority with its status). The ratchets follow.
// Then +42 B on the <PlanList> path, +57 B everything (correctness, issue 20): a link whose href no browser can
// parse (`https:`, `http://`, `https://exa mple.com`) is shown as its words, and never reaches a host's onLinkClick
// or onOpenFile (`isFollowableHref`, the one link rule's check, also on a host's own urlTransform output).
// Then +70 B on the <PlanList> path, <SessionPlans> and everything (correctness, issue 18's exits): an exit's
// fallback timer is cleared when its list unmounts, so a late end never updates a gone component (CI caught it
// reaching a torn-down page).
// Stop 27 (2026-11-27): +41 B on the <PlanList> path and +43 B <SessionPlans> (correctness, issue 20): a line of
// inline markdown formats at most 32 spans (MAX_FORMATTED), the rest is its text, and the row estimate counts no more;
// 5,000 rows of 4,000 characters of dense markup were 5 million DOM nodes and seconds of garbage collection.
// Then +28 B core, +23 B <PlanList>, +27 B <SessionPlans> (issue 20's main thread): the store's task scan of a 1 MB
// document, in `apply`, was 91-205 ms the first time; lines split without a regular expression, and no tab
// expansion for a line without tabs, make it ~35% faster (the two other candidates, a loop for the indent and no
// object spread, were within the noise and were left out).
// Stop 28 (2026-11-27): +17 B <SessionPlans>, +24 B everything, and the markdown chunk past its 60 kB ceiling for
// the first time, +183 B (59.91 -> 60.10 kB; issue 20's main thread): the chunk warms its parser up in the task it
// arrives in (`warmUpParser`, one small document of every kind of block), because V8 compiling the parser inside
// the first document's render made a 3 KB plan's first mount a task of 92-133 ms in a fresh page (35-63 ms warm).
// Then +310 B on the markdown chunk (correctness, issue 20): the block splitter follows the top-level list by its
// items' content columns, as micromark does, so the parts of a long ordered list are numbered like a whole-document
// parse (indented items, `2.` after text, lazy and under-indented lines). Of those, 26 B keep a 1 MB split about as
// fast as before (each item line read once, no copies of it).
// Then +165 B on the markdown chunk (correctness, issue 20): while a text changed at two far places is analysed
// again, the blocks shown after the analysed part stay (`holdingBlockKeys`); they used to leave the page and come
// back one commit at a time, parsed anew. Then +8 B (a review: held lines move with the last continued block's end;
// a cut first block is held too) and +15 B (the warm-up never fails the chunk's load).
// Then +353 B on the markdown chunk (correctness, issue 20): the block splitter follows every open container (list
// items and quotes, as micromark's document tokenizer), not the top-level item only, and tells a table's delimiter
// row, so a long ordered list's later parts number like a whole-document parse after nested empty items, nested
// headings and underlines, code after an empty quote, and a table (they showed their written numbers). Of those,
// 20 B keep a fresh 1 MB split of paragraphs as fast as before (a blank line outside containers skips the walk).
// Then +25 B (the same fix): a line of many nested markers is checked for a thematic break once per marker
// character, and its indentation scanned once, not once per container (40 times over), and a line after a table
// in a container it does not go on in is no table header (the fuzz test found it at run 17,467). Then +53 B (the
// same fix's cost in time): the line's place as module variables, not closures made for every line, so a fresh
// split of a 1 MB task list takes ~16 ms, not ~17.5 (~13.5 before the container walk; interleaved runs).
// Then +349 B on the markdown chunk (correctness, issue 20; 60,606 -> 60,955 B): a held block's lines are placed
// in the new text (`keyBlocks`: the texts' common end and the unchanged run after the analysed part, their offsets
// kept per held block), so a far edit that adds or removes lines no longer leaves the held blocks after it a line
// off, and a held block the edit changed gives its tasks no line instead of a wrong one (blockLine.ts, TaskStart).
// Then +8 B (correctness, issue 20; 60,955 -> 60,963 B): a split of only the analysed part is not matched at its end
// (`matchBlocks`' `open`), so a last block with the text of the document's last one (a repeated task list right
// after a code fence) no longer continues the whole list and takes every held block off the page.
// Then +168 B on the markdown chunk and +15 B everything (issue 20's main thread): a long document (over 32 kB) is
// marked `data-long`, its blocks that hold no code block or table `data-skippable` with the lines they will take, so
// the theme lets blocks out of view skip style, layout and paint (`content-visibility: auto`) with a height estimate
// until first drawn. A mounted 1 MB task list held 348 MB of Blink's heap, which every major garbage collection
// traced; now 93 MB.
// Then -6 B: `mayHideHeading` is one loop again (the splitter fix had split out a `contentStart` with an unused
// parameter, called once).
// Then +12 B (61,560 -> 61,572 B; issue 20's heap): a long document's tasks show the stylesheet's icon on their status words (one
// element where the SVG and the hidden words were four), and a task's status is an element of its own tag in the
// tree, so `span` left the components map and react-markdown no longer hands each task text's hast node to a
// component (React kept it, and the text's nodes, in its fibers). A mounted 1 MB task list held 101.5 MB of V8's
// heap and 92.7 MB of Blink's; now 54.7 and 31.3 MB (`npm run bench:heap`).
// Then +9 B <PlanList>, +12 B <SessionPlans>, +12 B the markdown chunk, +10 B everything (speed, issue 20):
// `usePresenceList` keeps the elements it made inert in a WeakSet instead of reading the attribute of every row in
// each commit that changes the list (1,000 reads for one status change in a 1,000-row plan; ~350 ms of self time
// over a 1 MB task list's ~640 mount commits in a CPU profile).
// Then -131 B on the markdown chunk (measured; rolldown's output order changed with the new module, which more than
// pays for it): a block that cannot hold a literal link (no `http(s):`, `www`, `@`, `&` or backslash) is parsed
// without remark-gfm's literal-autolink transform, a tree walk with four regular expressions per text node that was
// a fifth of a 1 MB task list's parse (literalLinks.ts).
// Then +511 B on the markdown chunk (correctness, issue 20; measured on its branch, 61,556 -> 62,067 B): block pairing (`matchBlocks`) anchors
// on texts found once on each side, in their longest same-order run (patience sorting), and pairs identical blocks
// only between the same anchors. Identical blocks paired in order over the whole list, so while a far edit was
// analysed one block showed twice and keys moved across chunks (mounted anew); a block of the analysed part paired
// with the same text far below and the blocks between left the page (861 of 1,800 tasks after the edit's commit).
// An open split's middle is first matched against the held blocks of about its own text (a commit's pairing work
// about what it analyses: 28-46 -> 3-8 ms for the largest commit at 20,000 blocks in jsdom).
// Then +1,289 B on the markdown chunk (correctness, issue 20; measured on its branch, 61,556 -> 62,845 B): the block splitter reads what it
// still read apart from micromark, each of which made a later part of a long ordered list show another number than
// a whole-document parse: fenced code and HTML blocks are followed in their container (its end closes them), the
// seven kinds of HTML block start are told apart (htmlBlocks.ts, ~600 B of it: kind 6's tag names, and a loop that
// reads a complete tag in bounded work; an inline tag at a line's start is a lazy line), a tab a container takes in
// part indents the content (and a line's own block is read past it: +7 B), footnote definitions are containers, and
// a line under whole link definitions on one line is no underline (+151 B: a one-pass check of the definition).
// Of those, 29 B keep a fresh 1 MB task-list split near its old time (~18 ms against ~15.5; ~20.5 without them).
// Measured after the session's merges (stop 30): the markdown chunk 63,210 B.
// Stop 31 (speed, issue 20): +174 B on the markdown chunk (63,210 -> 63,384 B): remark-gfm's extensions are made once
// per page instead of once per block (react-markdown makes a processor per parse; `gfm()` combining seven syntax
// extensions was ~5 % of a block's parse), and a block's footnote definitions are dropped after its parse, so
// mdast-util-to-hast no longer builds (and structuredClones the label of) a notes section per citing block that was
// then thrown away (a fifth of the to-hast step of a 1 MB document with footnotes). Then +23 B chunk and +1 B
// everything: the renders that show more of a big document are transitions, rendered by React in ~5 ms slices (at
// 4x CPU slowdown a 1 MB document with footnotes had 259-261 tasks over 50 ms, now 6-7). Then +30 B: whether a
// block may hold a literal link is decided on its own text, not with the link definitions appended to it (in a
// document with link definitions every block holding a `[` kept the transform).
// Then +135 B on the markdown chunk and +142 B everything (correctness, found in review): a transition's render is
// thrown away when an urgent update anywhere in the root interrupts it, so while another plan streamed a big
// document took ~21 s to show, its blocks parsed ~30 times each. A step React restarts now runs again as an
// ordinary update (scheduleStep.ts, shared by useProgressiveBlocks in the chunk and useAnalysedLength outside it).
// Stop 32: +45 B on the markdown chunk (correctness, issue 20; 63,579 -> 63,624 B): the splitter marks a last block
// that ends inside fenced code or an HTML block a blank line does not end (`endsOpen`), and the document's link
// definitions are not appended to it. A comment never closed (`<!-- x`) took them in and showed them as its text.
// Then +32 B on the markdown chunk and +8 B everything (speed, issue 20; 63,624 -> 63,656 and 26,255 -> 26,263 B):
// the first commit of a document that does not fit in one commit analyses and shows a quarter of what later steps do
// (`FIRST_TEXT`, `FIRST_COMMIT_WORK`). A mount is an ordinary update, rendered in one task with cold code, where each
// later step is a transition React slices; with the CPU slowed down 4x the first task of the 1 MB document with
// footnotes took 166-171 ms, now 93-108 (task list 92-94 -> 77-84, quotes 86-95 -> 56-71).
// Then +81 B on the markdown chunk (correctness, issue 20, found in review; 63,656 -> 63,737 B): a block left open
// inside a quote or a list item is no longer marked (the appended definitions close the container: its references
// resolve again); the streaming tail is read as shown (`endsOpen`: its held-back last line may be a comment's `-->`);
// and the last block of a text not all analysed is not shown until the analysis passes it (a 12 kB code block
// showed its first 8 kB formatted, then the whole as plain text).
// Then +29 B on the markdown chunk (correctness, issue 20, found in review; 63,737 -> 63,766 B): a task's box hashes
// alike ticked or not where a long list's parts end (`endsListPart`), so a run of boxes ticked at once moves no
// part's end, and the parts held after the analysed text of a big edit line up with the new ones (11 tasks of a
// 150 kB list were missing for a commit after 880 boxes were ticked at once).
const RATCHETS = { core: '6.62 kB', planList: '17.95 kB', sessionPlans: '20.25 kB', everything: '26.27 kB', markdownRenderer: '63.77 kB' };

export default [
  {
    name: 'react-acp-plans/core (parser + store, no React)',
    import: { [builtFile('./core')]: '*' },
    gzip: true,
    limit: RATCHETS.core, // ceiling: CEILINGS.core
  },
  {
    // No `ignore` for react-markdown / remark-gfm here: a list that pulled the markdown renderer in must fail.
    name: '<PlanList> with its store and hooks (excluding React)',
    import: { [builtFile('.')]: '{ PlanList, PlanStoreProvider, createPlanStore, usePlan }' },
    gzip: true,
    limit: RATCHETS.planList, // ceiling: CEILINGS.planList
  },
  {
    // Dynamic imports stay external (see eagerOnly): the markdown renderer (MarkdownBody) loads only when a markdown
    // or file plan shows up, so it is not what a page with item plans ships. No `ignore`: a static import of
    // react-markdown anywhere on this path must fail the budget.
    name: '<SessionPlans> with item plans only (excluding React; the lazy markdown renderer not loaded)',
    import: { [builtFile('.')]: '{ SessionPlans, PlanStoreProvider, createPlanStore }' },
    modifyRolldownConfig: eagerOnly,
    gzip: true,
    limit: RATCHETS.sessionPlans, // ceiling: CEILINGS.sessionPlans
  },
  {
    // A separate import: what a host adds to show and answer the agent's questions about plans.
    name: 'react-acp-plans/approval (permission store, <PlanApproval>, excluding React)',
    import: { [builtFile('./approval')]: '*' },
    gzip: true,
    limit: CEILINGS.approval, // measured 4.44 kB (store, parser, hooks, <PlanApproval> with its announcer)
  },
  {
    // A separate import: revisions, diffs and <PlanHistory>, what a host adds to show how a plan changed.
    name: 'react-acp-plans/history (diffs, <PlanHistory>, excluding React)',
    import: { [builtFile('./history')]: '*' },
    gzip: true,
    // Raised from 14 kB (measured 13.58) to 14.25 kB (measured 14.22) by issue 16's diff fix: two 1 MB markdown revisions
    // with scattered edits came out "replaced"; the anchored line diff (diffLines, +0.51 kB) keeps them line by line.
    // The file-plan text diff (`fileText`, +0.13 kB) rides on it. Words and entries still use plain Myers (actions unchanged).
    // Raised to 15.47 kB (measured 15.42; 14.62 after the merges of issue 16's parts, before folding) by folding the
    // markdown diff (foldLines + MarkdownDiffView, +0.80 kB): a 1 MB diff rendered 21,400-34,941 rows (1-1.6 s of main
    // thread), past the house rule that nothing within the caps blocks the main thread past ~50 ms. A correctness and
    // speed fix, not a feature: rows are now bounded by the changes shown (pages of 500). Raised to 15.55 kB (measured
    // 15.51) for the same reason on item diffs: two 5,000-entry revisions rendered all 1,075 change rows at once.
    limit: CEILINGS.history, // measured 15.51 kB (was 7.18 before issue 16's second part): diffs, summaries, <PlanHistory>,
    // <PlanStaleNote>, the store data serializer, validator and restorer, exportPlan, <PlanStepTimes> / <PlanTotalTime>,
    // <PlanChangedMark> / <PlanHistoryToggle>, the tool-call log and <PlanStepWork> (1.4 kB), and what they share with the store (progress, the markdown task scanner).
    // Everything here is `*`: a host tree-shakes what it does not import.
  },
  {
    // A separate import: acting on a plan (run chosen steps, the plan editor with its rebase and revision prompt).
    name: 'react-acp-plans/actions (step selection, <PlanEditor>, excluding React)',
    import: { [builtFile('./actions')]: '*' },
    gzip: true,
    limit: CEILINGS.actions, // measured 12.81 kB in all (+0.02 kB: an open <PlanEditFooter> editor outlives its removed plan; stop 24: +0.23 kB for useStepSelection, the `selectable` prop's
    // renderer, and task items owned by their markdown plan); selection measured 5.44 kB alone before that (the selection store, task keys, the provider, checkbox and bar);
    // the editor 8.11 kB alone (PlanEditor, rebase, prompt; it imports usePlan, the history diff and summary, the live region)
  },
  {
    // The chunk <MarkdownPlan> / a markdown <FilePlan> loads on first use (or preloadMarkdownRenderer()), on its
    // own: react-markdown, remark-gfm and our document renderer (plus a few small modules it shares with the
    // eager part, counted again here).
    name: 'the lazy markdown renderer chunk (react-markdown + remark-gfm + MarkdownBody)',
    path: 'dist/components/MarkdownPlan/MarkdownBody.js',
    gzip: true,
    limit: RATCHETS.markdownRenderer, // ceiling: CEILINGS.markdownRenderer
  },
  {
    // Everything a page loads up front when it imports the whole package: the lazy markdown renderer chunk is
    // measured on its own above (issue 18: "everything except the markdown renderer").
    name: 'react-acp-plans, everything except the lazy markdown renderer (excluding React)',
    import: { [builtFile('.')]: '*' },
    modifyRolldownConfig: eagerOnly,
    gzip: true,
    limit: RATCHETS.everything, // ceiling: CEILINGS.everything
  },
];
