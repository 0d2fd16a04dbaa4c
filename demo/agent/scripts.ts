// The two sessions the demo agent plays, modelled on what real agents send (../shared/spec/PROTOCOL-NOTES.md):
// - `legacyScript`: a client that did not advertise plan support gets Claude Code's TodoWrite behaviour: full
//   `plan` snapshots, every priority "medium", an identical snapshot twice in a row, a step reworded, one
//   appended, one removed, statuses advancing.
// - `planScript`: a client that did gets `plan_update` of all three types: a markdown plan streamed as growing
//   snapshots (Codex plan mode), a file plan, an item plan with priorities, a subagent's plan that is removed
//   when the subagent finishes (`plan_removed`).
// Both interleave message chunks and tool calls, as a real turn does.
import {
  askToImplement,
  entry,
  planApproved,
  filePlan,
  itemsPlan,
  legacyPlan,
  markdownPlan,
  planRemoved,
  say,
  streamedMarkdownPlan,
  tool,
  workspacePath,
  workspaceUri,
  type DemoStep,
} from './steps';

/** The plan ids `planModeScript` uses: Codex's markdown plan, then the item plan it works through. */
export const PLAN_MODE_IDS = { markdown: 'plan-mode-review', items: 'plan' } as const;

/** The plan `planModeScript` proposes. */
export const PLAN_MODE_DOCUMENT = [
  '# Fix CSV parsing of trailing fields',
  '',
  '1. Read the failing test in `test/parser.spec.ts`',
  '2. Fix the loop bound in `tokenize()`',
  '3. Run the test suite',
  '',
].join('\n');

/**
 * Plan mode as Codex's adapter plays it (test/fixtures/codex-plan-mode-approval.jsonl): the plan as a markdown
 * `plan_update`, then "Implement this plan?" (`session/request_permission`, `toolCallId: "plan-review:<planId>"`).
 * Approved, it reports the review completed and carries the plan out as item plan snapshots to all completed;
 * refused or cancelled, the turn ends there.
 */
export function planModeScript(cwd: string): DemoStep[] {
  const read = 'Read the failing test in `test/parser.spec.ts`';
  const fix = 'Fix the loop bound in `tokenize()`';
  const run = 'Run the test suite';
  const steps = (statuses: readonly ('pending' | 'in_progress' | 'completed')[]) =>
    [read, fix, run].map((content, index) => entry(content, statuses[index]!));
  return [
    ...say('I have enough context; here is the plan.', 200),
    ...streamedMarkdownPlan(PLAN_MODE_IDS.markdown, PLAN_MODE_DOCUMENT, 48, 200),
    askToImplement(PLAN_MODE_IDS.markdown, PLAN_MODE_DOCUMENT),
    planApproved(PLAN_MODE_IDS.markdown),
    itemsPlan(PLAN_MODE_IDS.items, steps(['in_progress', 'pending', 'pending']), 200),
    ...tool('read_test', 'Read test/parser.spec.ts', 'read', workspacePath(cwd, 'test/parser.spec.ts'), 300),
    itemsPlan(PLAN_MODE_IDS.items, steps(['completed', 'in_progress', 'pending']), 200),
    ...tool('edit_parser', 'Edit src/parser.ts', 'edit', workspacePath(cwd, 'src/parser.ts'), 400),
    itemsPlan(PLAN_MODE_IDS.items, steps(['completed', 'completed', 'in_progress']), 200),
    ...tool('run_tests', 'Run npm test', 'execute', undefined, 400),
    itemsPlan(PLAN_MODE_IDS.items, steps(['completed', 'completed', 'completed']), 200),
    ...say('All three plan steps are complete.', 200),
  ];
}

/** The plan ids `planScript` uses. */
export const DEMO_PLAN_IDS = {
  /** The agent's item plan (Claude Code's adapter uses "plan"). */
  items: 'plan',
  /** The streamed plan-mode document. */
  markdown: 'plan-mode',
  /** The design document the agent keeps in the workspace. */
  file: 'design-doc',
  /** The explore subagent's item plan, removed when the subagent is done. */
  subagent: 'subagent-explore',
} as const;

/** The workspace file the file plan points at, relative to the session's cwd. */
export const DEMO_PLAN_FILE = 'docs/PLAN.md';

/** Claude Code's TodoWrite, as a legacy `plan` agent sends it. */
export function legacyScript(cwd: string): DemoStep[] {
  const read = 'Read the failing test in `test/parser.spec.ts`';
  const find = 'Find the off-by-one in `tokenize()`';
  const fix = 'Fix the tokenizer';
  const fixReworded = 'Fix the loop bound in `tokenize()` (`<` instead of `<=`)';
  const run = 'Run the test suite';
  const regression = 'Add a regression test for a trailing empty field';
  return [
    ...say("I'll start by reading the failing test.", 200),
    legacyPlan([entry(read, 'in_progress'), entry(find, 'pending'), entry(fix, 'pending'), entry(run, 'pending')], 400),
    // The model calls TodoWrite again with the same list: identical snapshots often arrive twice.
    legacyPlan([entry(read, 'in_progress'), entry(find, 'pending'), entry(fix, 'pending'), entry(run, 'pending')], 150),
    ...tool('call_read_test', 'Read test/parser.spec.ts', 'read', workspacePath(cwd, 'test/parser.spec.ts'), 700),
    legacyPlan([entry(read, 'completed'), entry(find, 'in_progress'), entry(fix, 'pending'), entry(run, 'pending')]),
    ...tool('call_grep', 'Search for `tokenize(`', 'search', undefined, 500),
    ...tool('call_read_src', 'Read src/tokenize.ts', 'read', workspacePath(cwd, 'src/tokenize.ts'), 600),
    ...say('The loop stops one character early, so a trailing empty field is dropped.'),
    // The model rewrites the list: step 3 gets a precise wording.
    legacyPlan([entry(read, 'completed'), entry(find, 'completed'), entry(fixReworded, 'in_progress'), entry(run, 'pending')], 500),
    ...tool('call_edit_src', 'Edit src/tokenize.ts', 'edit', workspacePath(cwd, 'src/tokenize.ts'), 900),
    // A step appended at the end.
    legacyPlan([
      entry(read, 'completed'),
      entry(find, 'completed'),
      entry(fixReworded, 'completed'),
      entry(run, 'pending'),
      entry(regression, 'in_progress'),
    ]),
    ...tool('call_edit_test', 'Edit test/parser.spec.ts', 'edit', workspacePath(cwd, 'test/parser.spec.ts'), 800),
    // A finished step dropped from the list.
    legacyPlan([entry(read, 'completed'), entry(fixReworded, 'completed'), entry(run, 'in_progress'), entry(regression, 'completed')]),
    ...tool('call_test', 'npm test', 'execute', undefined, 1400),
    legacyPlan([entry(read, 'completed'), entry(fixReworded, 'completed'), entry(run, 'completed'), entry(regression, 'completed')]),
    ...say('All tests pass. The tokenizer now keeps a trailing empty field.'),
  ];
}

/** The plan-mode document, as the finished text; it is streamed, then its boxes are ticked as work proceeds. */
function planDocument(done: number): string {
  const steps = [
    'Reproduce the bug with a failing test',
    'Fix the loop bound in `tokenize()`',
    'Add regression tests for empty and quoted fields',
    'Update the changelog',
  ];
  return [
    '# Fix CSV parsing of trailing fields',
    '',
    'A row that ends with a delimiter loses its last, empty field: `tokenize()` stops one character early.',
    '',
    '## Steps',
    '',
    ...steps.map((step, index) => `- [${index < done ? 'x' : ' '}] ${step}`),
    '',
    '## Risks',
    '',
    '- Quoted fields with embedded newlines go through the same loop: **check them too**.',
    '',
  ].join('\n');
}

/** Plan operations for a client that advertised plan support. */
export function planScript(cwd: string): DemoStep[] {
  const { items, markdown, file, subagent } = DEMO_PLAN_IDS;
  const reproduce = 'Reproduce the bug with a failing test';
  const fix = 'Fix the loop bound in `tokenize()`';
  const regression = 'Add regression tests for empty and quoted fields';
  const changelog = 'Update the changelog';
  const callers = 'Search for other callers of `tokenize()`';
  const quoted = 'Check quoted fields with embedded newlines';
  return [
    ...say("Let me look around and draft a plan first.", 200),
    ...tool('call_read_src', 'Read src/tokenize.ts', 'read', workspacePath(cwd, 'src/tokenize.ts'), 600),
    ...streamedMarkdownPlan(markdown, planDocument(0)),
    filePlan(file, workspaceUri(cwd, DEMO_PLAN_FILE), 400),
    ...say('Plan written. Starting with a failing test; an explore subagent checks the other callers meanwhile.'),
    itemsPlan(items, [
      entry(reproduce, 'in_progress', 'high'),
      entry(fix, 'pending', 'high'),
      entry(regression, 'pending', 'medium'),
      entry(changelog, 'pending', 'low'),
    ]),
    itemsPlan(subagent, [entry(callers, 'in_progress'), entry(quoted, 'pending')], 250),
    ...tool('call_edit_test', 'Edit test/parser.spec.ts', 'edit', workspacePath(cwd, 'test/parser.spec.ts'), 700),
    itemsPlan(subagent, [entry(callers, 'completed'), entry(quoted, 'in_progress')], 200),
    ...tool('call_test_red', 'npm test -- parser', 'execute', undefined, 900),
    itemsPlan(items, [
      entry(reproduce, 'completed', 'high'),
      entry(fix, 'in_progress', 'high'),
      entry(regression, 'pending', 'medium'),
      entry(changelog, 'pending', 'low'),
    ]),
    markdownPlan(markdown, planDocument(1), 100),
    itemsPlan(subagent, [entry(callers, 'completed'), entry(quoted, 'completed')], 400),
    ...say('The subagent found no other callers; quoted fields use the same loop, so the fix covers them.'),
    // The subagent is done: its plan is dismissed.
    planRemoved(subagent, 600),
    ...tool('call_edit_src', 'Edit src/tokenize.ts', 'edit', workspacePath(cwd, 'src/tokenize.ts'), 900),
    itemsPlan(items, [
      entry(reproduce, 'completed', 'high'),
      entry(fix, 'completed', 'high'),
      entry(regression, 'in_progress', 'medium'),
      entry(changelog, 'pending', 'low'),
    ]),
    markdownPlan(markdown, planDocument(2), 100),
    ...tool('call_edit_tests', 'Edit test/parser.spec.ts', 'edit', workspacePath(cwd, 'test/parser.spec.ts'), 800),
    ...tool('call_test_green', 'npm test', 'execute', undefined, 1200),
    itemsPlan(items, [
      entry(reproduce, 'completed', 'high'),
      entry(fix, 'completed', 'high'),
      entry(regression, 'completed', 'medium'),
      entry(changelog, 'in_progress', 'low'),
    ]),
    markdownPlan(markdown, planDocument(3), 100),
    ...tool('call_edit_docs', `Edit ${DEMO_PLAN_FILE}`, 'edit', workspacePath(cwd, DEMO_PLAN_FILE), 600),
    // The design document changed on disk: the same file plan again, so the client reloads it.
    filePlan(file, workspaceUri(cwd, DEMO_PLAN_FILE), 100),
    itemsPlan(items, [
      entry(reproduce, 'completed', 'high'),
      entry(fix, 'completed', 'high'),
      entry(regression, 'completed', 'medium'),
      entry(changelog, 'completed', 'low'),
    ]),
    markdownPlan(markdown, planDocument(4), 100),
    ...say('Done: the fix, two regression tests and a changelog entry.'),
  ];
}

/** The final plan-mode document `planScript` leaves behind (every box ticked). */
export const FINAL_PLAN_DOCUMENT = planDocument(4);
