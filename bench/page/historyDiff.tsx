// The history diff on the largest plans the store accepts (issue 16), in production React: two 5,000-entry
// revisions and two 1 MB markdown revisions with edits scattered over them (bench/page/diffWorkload.ts). Driven by
// bench/historyDiff.mjs (`npm run bench:diff`).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { countDiff, diffItemPlans, diffMarkdownPlans, PlanHistory } from '../../src/history';
import { createPlanStore } from '../../src/store';
import type { PlanState } from '../../src/store/types';
import type { CaseOutput } from './cases';
import { collectGarbage, freshContainer, settle } from './harness';
import { scatteredItemRevisions, scatteredMarkdownRevisions } from './diffWorkload';

/** The pairs of revisions, by name. */
export const HISTORY_DIFF_SHAPES = ['items 5000', 'markdown tasks 1 MB', 'markdown paragraphs 1 MB'] as const;
type Shape = (typeof HISTORY_DIFF_SHAPES)[number];

/** The two revisions as the store keeps them (keys matched by the store), for the <PlanHistory> case. */
function storeRevisions(shape: Shape): PlanState[] {
  const store = createPlanStore({ historyLimit: 1 });
  const send = (update: object) => store.apply({ sessionId: 's', update } as never);
  if (shape === 'items 5000') {
    const { before, after } = scatteredItemRevisions();
    const entry = ({ content, priority, status }: (typeof before)[number]) => ({ content, priority, status });
    send({ sessionUpdate: 'plan', entries: before.map(entry) });
    send({ sessionUpdate: 'plan', entries: after.map(entry) });
    const current = store.getPlans('s')[0]!;
    return [...store.getHistory('s', current.planId), current];
  }
  const { before, after } = scatteredMarkdownRevisions(shape === 'markdown tasks 1 MB' ? 'tasks' : 'paragraphs');
  for (const content of [before, after]) send({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content } });
  return [...store.getHistory('s', 'm'), store.getPlan('s', 'm')!];
}

/**
 * Times, `repeats` times after one warm-up: `diff`, the diff alone (`diffItemPlans` / `diffMarkdownPlans` on the
 * workload's revisions; `first diff` is the warm-up, on a page that never ran one); `mount`, `<PlanHistory>` of the
 * two revisions as the store keeps them, until committed (its one-line summary computes the diff); `choose two`,
 * clicking both revisions until the diff's rows are committed (the diff itself is memoised by then; a markdown diff
 * renders folded, its first 500 rows).
 */
export async function historyDiff(params: { shape: Shape; repeats: number }): Promise<CaseOutput> {
  const { shape, repeats } = params;
  const items = shape === 'items 5000' ? scatteredItemRevisions() : undefined;
  const markdown = items ? undefined : scatteredMarkdownRevisions(shape === 'markdown tasks 1 MB' ? 'tasks' : 'paragraphs');
  const diff = () => (items ? diffItemPlans({ entries: items.before }, { entries: items.after }) : diffMarkdownPlans({ content: markdown!.before }, { content: markdown!.after }));
  const metrics: Record<string, number[]> = { 'first diff': [], diff: [], mount: [], 'choose two': [] };
  const counts: Record<string, number[]> = { changes: [], rows: [] };

  for (let repeat = -1; repeat < repeats; repeat += 1) {
    collectGarbage();
    const started = performance.now();
    const result = diff();
    const elapsed = performance.now() - started;
    if (repeat < 0) metrics['first diff']!.push(elapsed);
    else metrics.diff!.push(elapsed);
    const tally = countDiff(result);
    counts.changes!.push(tally.added + tally.removed + tally.reworded + tally.moved + tally.completed);
  }

  for (let repeat = -1; repeat < repeats; repeat += 1) {
    // Fresh revisions each time: <PlanHistory> memoises diffs on the revision objects.
    const revisions = storeRevisions(shape);
    const container = freshContainer();
    const root = createRoot(container);
    collectGarbage();
    const mounted = performance.now();
    flushSync(() => root.render(<PlanHistory revisions={revisions} />));
    const mount = performance.now() - mounted;
    await settle(10);
    collectGarbage();
    const buttons = container.querySelectorAll<HTMLButtonElement>('[data-slot="plan-history-choose"]');
    const started = performance.now();
    flushSync(() => buttons[1]!.click());
    flushSync(() => buttons[0]!.click());
    const chosen = performance.now() - started;
    const rows = container.querySelectorAll('[data-slot="plan-history-diff"] > li').length;
    if (rows === 0) throw new Error(`${shape}: no diff rows rendered`);
    if (repeat >= 0) {
      metrics.mount!.push(mount);
      metrics['choose two']!.push(chosen);
      counts.rows!.push(rows);
    }
    root.unmount();
    container.remove();
  }
  return { metrics, counts };
}
