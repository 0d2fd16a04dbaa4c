// The benchmark cases, run inside the page. Each returns raw samples; the Node driver computes statistics.
// What every number is (all performance.now() deltas, in ms) is documented beside each metric below and in
// bench/README.md.
import { flushSync } from 'react-dom';
import type { PlanEntry } from '../../src/acp/types';
import { collectGarbage, commits, forceLayout, freshContainer, profileRegion, settle, sleep, yieldTask } from './harness';
import { prepareItems, prepareMarkdown, prepareStore, type Implementation, type Subject } from './subjects';
import { soakRun, soakSetup, soakTeardown } from './soak';
import { mainThread } from './mainThread';
import { historyDiff } from './historyDiff';
import { changedIndex, countCompleted, makeMarkdownPlan, makePlan, makeStatusUpdates, makeStreamingSnapshots } from './workload';

/** Raw output of one case run: timing samples per metric, and per-sample tallies. */
export interface CaseOutput {
  metrics: Record<string, number[]>;
  counts: Record<string, number[]>;
}

/** Follow-up commits (effects that set state) must have stopped for this long before the next sample starts. */
const QUIET_MS = 10;

function rows(container: HTMLElement): NodeListOf<HTMLElement> {
  return container.querySelectorAll<HTMLElement>('ol > li[data-status]');
}

function assert(condition: boolean, message: () => string): asserts condition {
  if (!condition) throw new Error(message());
}

/**
 * store apply: `store.apply(params)` of a full-replacement update (fresh objects) with one status changed.
 * metric `apply` = mean time of one apply within a batch of `batch` consecutive applies (batches keep each
 * sample well above the 5 µs timer resolution). The naive counterpart keeps the array and counts completed entries.
 */
export function storeApply(params: { implementation: Implementation; size: number; updates: number; batch: number; warmup: number; profile?: boolean }): CaseOutput {
  const { implementation, size, updates, batch, warmup } = params;
  const initial = makePlan(size);
  const list = makeStatusUpdates(initial, warmup + updates);
  const subject = prepareStore(implementation, initial);
  for (let index = 0; index < warmup; index += 1) subject.apply(list[index] as PlanEntry[]);
  collectGarbage();
  const apply: number[] = [];
  profileRegion(params.profile, 'start');
  for (let start = warmup; start + batch <= list.length; start += batch) {
    const t0 = performance.now();
    for (let index = start; index < start + batch; index += 1) subject.apply(list[index] as PlanEntry[]);
    apply.push((performance.now() - t0) / batch);
  }
  profileRegion(params.profile, 'end');
  assert(subject.revisions() === warmup + apply.length * batch, () => `only ${subject.revisions()} of the updates changed the plan`);
  return { metrics: { apply }, counts: {} };
}

/**
 * first render: mount the plan of `size` entries into a fresh container.
 * metric `commit` = createRoot + flushSync(render) until the DOM is committed: what the reader sees first (a
 * renderer that mounts long plans in slices has committed its first screenful then);
 * metric `layout` = the same plus a forced style recalculation and layout (reading offsetHeight);
 * metric `settled` = from the same start until every row is in the DOM (the commit that added the last one);
 * count `blocked` = the longest the main thread was blocked meanwhile (ms, rounded up): the synchronous mount, or
 * the longest gap between two back-to-back tasks of the page while later slices were committed.
 * The store already holds the plan (its apply is the store case's business). One unrecorded warm-up mount first.
 */
export async function firstRender(params: { implementation: Implementation; size: number; repeats: number; profile?: boolean }): Promise<CaseOutput> {
  const { implementation, size, repeats } = params;
  const initial = makePlan(size);
  const commit: number[] = [];
  const layout: number[] = [];
  const settled: number[] = [];
  const commitCounts: number[] = [];
  const blocked: number[] = [];
  for (let repeat = -1; repeat < repeats; repeat += 1) {
    const subject = prepareItems(implementation, initial);
    const container = freshContainer();
    collectGarbage();
    const before = commits().count;
    profileRegion(params.profile && repeat === 0, 'start');
    const t0 = performance.now();
    subject.render(container);
    const t1 = performance.now();
    forceLayout(container);
    const t2 = performance.now();
    profileRegion(params.profile && repeat === 0, 'end');
    // Later slices, if any: each yield lets one task run; a long gap between two yields is a blocked main thread.
    let longest = t1 - t0;
    let last = t2;
    let allAt = rows(container).length === size ? t1 : Number.NaN;
    while (Number.isNaN(allAt)) {
      if (last - t0 > 60_000) throw new Error(`${implementation} did not mount all ${size} rows within 60 s`);
      await yieldTask();
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (rows(container).length === size) allAt = commits().lastAt;
    }
    await settle(QUIET_MS);
    assert(rows(container).length === size, () => `${implementation} rendered ${rows(container).length} of ${size} rows`);
    if (repeat >= 0) {
      commit.push(t1 - t0);
      layout.push(t2 - t0);
      settled.push(Math.max(allAt, t1) - t0);
      commitCounts.push(commits().count - before);
      blocked.push(Math.ceil(longest));
    }
    subject.unmount();
    container.remove();
  }
  return { metrics: { commit, layout, settled }, counts: { commits: commitCounts, blocked } };
}

/**
 * one status change: `flushSync(() => update(entries))` on a mounted plan, the update carrying one changed status.
 * metric `commit` = from handing the update over (ours: store.apply, which notifies the hooks; floor: its store's
 * set; naive and bare: setState)
 * until flushSync returns with the DOM committed (checked: the changed row shows its new status);
 * metric `layout` = the same plus forced style and layout.
 * count `mutations` = MutationObserver records (childList, attributes, characterData, whole subtree) from the
 * update until its follow-up commits stopped; count `commits` = React commits in that window.
 */
export async function statusChange(params: StatusChangeParams): Promise<CaseOutput> {
  const initial = makePlan(params.size);
  return timeStatusChanges(params, initial, prepareItems(params.implementation, initial));
}

/** Parameters of the status-change cases. */
interface StatusChangeParams {
  implementation: Implementation;
  size: number;
  updates: number;
  warmup: number;
  profile?: boolean;
}

/**
 * Times `updates` status changes (after `warmup` unrecorded ones) on a mounted `subject`, once all its rows are
 * mounted; the changed row must show the changed entry's status afterwards.
 */
async function timeStatusChanges(params: StatusChangeParams, initial: readonly PlanEntry[], subject: Subject<readonly PlanEntry[]>): Promise<CaseOutput> {
  const { implementation, size, updates, warmup } = params;
  const list = makeStatusUpdates(initial, warmup + updates);
  const container = freshContainer();
  subject.render(container);
  // A sliced mount goes on in later tasks: wait for every row (gaps between slices can exceed QUIET_MS).
  const mountedBy = performance.now() + 60_000;
  while (rows(container).length < size && performance.now() < mountedBy) await sleep(5);
  await settle(QUIET_MS);
  assert(rows(container).length === size, () => `${implementation} mounted ${rows(container).length} of ${size} rows`);
  // Records are delivered to the callback at each microtask checkpoint, so count them there (plus any still
  // queued when the count is read).
  let observed = 0;
  const observer = new MutationObserver((records) => {
    observed += records.length;
  });
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
  const commit: number[] = [];
  const layout: number[] = [];
  const mutations: number[] = [];
  const commitCounts: number[] = [];
  collectGarbage();
  profileRegion(params.profile, 'start');
  try {
    for (let step = 0; step < list.length; step += 1) {
      const entries = list[step] as PlanEntry[];
      const changed = changedIndex(step, size);
      observer.takeRecords();
      observed = 0;
      const before = commits().count;
      const t0 = performance.now();
      flushSync(() => subject.update(entries));
      const t1 = performance.now();
      forceLayout(container);
      const t2 = performance.now();
      const shown = rows(container).item(changed)?.dataset.status;
      assert(shown === entries[changed]?.status, () => `${implementation}: row ${changed} shows ${shown} after the update, not ${entries[changed]?.status}`);
      await settle(QUIET_MS);
      if (step >= warmup) {
        commit.push(t1 - t0);
        layout.push(t2 - t0);
        mutations.push(observed + observer.takeRecords().length);
        commitCounts.push(commits().count - before);
      }
    }
  } finally {
    profileRegion(params.profile, 'end');
    observer.disconnect();
    subject.unmount();
    container.remove();
  }
  return { metrics: { commit, layout }, counts: { mutations, commits: commitCounts } };
}

/**
 * burst: `burst` updates handed over in one synchronous loop (one task, no flushSync), as when a client drains
 * a backlog of messages. metric `settled` = from the first update until the last React commit, once commits have
 * stopped for 50 ms (checked: the DOM shows the final list's completed count); metric `dispatch` = the loop of
 * update calls alone (ours: 1,000 store.apply calls and their notifications). count `commits` = React commits
 * in that window; count `late` = commits in the 600 ms after it (e.g. the live region's debounced announcement).
 * One unrecorded warm-up burst first.
 */
export async function burst(params: { implementation: Implementation; size: number; burst: number; repeats: number; profile?: boolean }): Promise<CaseOutput> {
  const { implementation, size, repeats } = params;
  const initial = makePlan(size);
  const settled: number[] = [];
  const dispatch: number[] = [];
  const commitCounts: number[] = [];
  const late: number[] = [];
  for (let repeat = -1; repeat < repeats; repeat += 1) {
    const subject = prepareItems(implementation, initial);
    const container = freshContainer();
    subject.render(container);
    await settle(QUIET_MS);
    await sleep(500); // let the mount's own deferred work (announcer timers) finish before timing
    const list = makeStatusUpdates(initial, params.burst);
    collectGarbage();
    const before = commits().count;
    profileRegion(params.profile && repeat === 0, 'start');
    const t0 = performance.now();
    for (const entries of list) subject.update(entries);
    const t1 = performance.now();
    const lastCommit = await settle(50);
    profileRegion(params.profile && repeat === 0, 'end');
    const expected = countCompleted(list[list.length - 1] ?? []);
    const shown = container.querySelectorAll('ol > li[data-status="completed"]').length;
    assert(shown === expected, () => `${implementation}: ${shown} completed rows after the burst, expected ${expected}`);
    const afterSettle = commits().count;
    await sleep(600);
    if (repeat >= 0) {
      settled.push(lastCommit - t0);
      dispatch.push(t1 - t0);
      commitCounts.push(afterSettle - before);
      late.push(commits().count - afterSettle);
    }
    subject.unmount();
    container.remove();
  }
  return { metrics: { settled, dispatch }, counts: { commits: commitCounts, late } };
}

/**
 * markdown streaming: `snapshots` growing prefixes of a `size`-character markdown plan, each handed over with
 * flushSync. metric `snapshot` = from handing the snapshot over until the last commit it caused (a renderer
 * that defers work is timed until its deferred commit lands, not just until flushSync returns).
 * The whole stream runs twice; only the second pass is recorded (the first warms the JIT up).
 * Checked: after the stream, the DOM has one list item per list line of the document.
 */
export async function markdownStream(params: { implementation: Implementation; size: number; snapshots: number; profile?: boolean }): Promise<CaseOutput> {
  const { implementation, size } = params;
  const document = makeMarkdownPlan(size);
  const snapshots = makeStreamingSnapshots(document, params.snapshots);
  const snapshot: number[] = [];
  const commitCounts: number[] = [];
  for (let pass = 0; pass < 2; pass += 1) {
    const subject = prepareMarkdown(implementation, '');
    const container = freshContainer();
    subject.render(container);
    await settle(QUIET_MS);
    collectGarbage();
    profileRegion(params.profile && pass === 1, 'start');
    for (const content of snapshots) {
      const before = commits().count;
      const t0 = performance.now();
      flushSync(() => subject.update(content));
      const t1 = performance.now();
      const lastCommit = await settle(QUIET_MS);
      const committed = commits().count - before;
      if (pass === 1) {
        snapshot.push((committed > 0 ? Math.max(lastCommit, t1) : t1) - t0);
        commitCounts.push(committed);
      }
    }
    profileRegion(params.profile && pass === 1, 'end');
    const listLines = document.match(/^\s*- /gm)?.length ?? 0;
    const items = container.querySelectorAll('li').length;
    assert(items === listLines, () => `${implementation}: ${items} list items rendered for ${listLines} list lines`);
    subject.unmount();
    container.remove();
  }
  return { metrics: { snapshot }, counts: { commits: commitCounts } };
}

/** Every case by the name the driver calls it. */
export const CASES = { storeApply, firstRender, statusChange, burst, markdownStream, soakSetup, soakRun, soakTeardown, mainThread, historyDiff } as const;
