// The soak case (`npm run bench:soak`, issue 20): a long stream of mixed plan traffic through `store.apply`, with
// a `<SessionPlans>` mounted for every session, in production React. The Node driver (bench/soak.mjs) calls
// `soakSetup`, then `soakRun` in chunks (measuring the heap between chunks over the DevTools protocol), then
// `soakTeardown`. Updates are generated on the fly from a seeded PRNG, so the page holds no list of 100,000 inputs.
import { createRoot, type Root } from 'react-dom/client';
import { SessionPlans } from '../../src/components/SessionPlans';
import { PlanStoreProvider } from '../../src/react';
import { createPlanStore, type PlanStore } from '../../src/store';
import type { CaseOutput } from './cases';
import { freshContainer, yieldTask } from './harness';

const STATUSES = ['pending', 'in_progress', 'completed'] as const;

/** A small deterministic PRNG (mulberry32): the same seed gives the same traffic on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SessionTraffic {
  /** The legacy plan's entries (statuses advance, entries are added and reworded). */
  legacy: { content: string; priority: string; status: string }[];
  /** The streamed markdown plan, grown a line per snapshot and restarted at `MARKDOWN_RESTART` characters. */
  markdown: string;
  /** The item plan sent as plan_update. */
  items: { content: string; priority: string; status: string }[];
  /** Ids of the extra plans added and later removed. */
  extras: string[];
  nextExtra: number;
}

/** A streamed document restarts past this size, like a new turn's plan. */
const MARKDOWN_RESTART = 20_000;

let state:
  | { store: PlanStore; roots: Root[]; containers: HTMLElement[]; random: () => number; sessions: SessionTraffic[]; sent: number; kinds: Record<string, number> }
  | undefined;

const entries = (count: number, label: string) =>
  Array.from({ length: count }, (_, i) => ({ content: `${label} step ${i}: update the \`parser\` and **tests**`, priority: 'medium', status: 'pending' }));

/** Mounts `<SessionPlans>` for `sessions` sessions over one store. */
export function soakSetup(params: { sessions: number; seed: number }): CaseOutput {
  soakTeardown();
  const store = createPlanStore();
  const roots: Root[] = [];
  const containers: HTMLElement[] = [];
  const sessions: SessionTraffic[] = [];
  for (let s = 0; s < params.sessions; s++) {
    const container = freshContainer();
    container.style.inlineSize = '400px';
    const root = createRoot(container);
    root.render(
      <PlanStoreProvider store={store} loadFile={() => Promise.resolve('# A file plan\n\n- [ ] read it')}>
        <SessionPlans sessionId={`session-${s}`} />
      </PlanStoreProvider>,
    );
    roots.push(root);
    containers.push(container);
    sessions.push({ legacy: entries(8, 'Legacy'), markdown: '# Plan\n', items: entries(12, 'Item'), extras: [], nextExtra: 0 });
  }
  state = { store, roots, containers, random: prng(params.seed), sessions, sent: 0, kinds: {} };
  return { metrics: {}, counts: {} };
}

/** The next update of the stream (mixed: the weights say how often each kind comes). */
function nextUpdate(): { kind: string; input: unknown } {
  const { random, sessions } = state!;
  const index = Math.floor(random() * sessions.length);
  const session = sessions[index]!;
  const sessionId = `session-${index}`;
  const params = (update: unknown) => ({ sessionId, update });
  const advance = (list: SessionTraffic['legacy']) => {
    const i = Math.floor(random() * list.length);
    const entry = list[i]!;
    list[i] = { ...entry, status: STATUSES[(STATUSES.indexOf(entry.status as (typeof STATUSES)[number]) + 1) % 3]! };
    if (random() < 0.05) list.push({ content: `Added step ${list.length}`, priority: 'high', status: 'pending' });
    if (list.length > 30) list.splice(0, list.length - 8);
  };
  const roll = random();
  if (roll < 0.35) {
    advance(session.legacy);
    return { kind: 'legacy snapshot', input: { jsonrpc: '2.0', method: 'session/update', params: params({ sessionUpdate: 'plan', entries: session.legacy.map((e) => ({ ...e })) }) } };
  }
  if (roll < 0.65) {
    session.markdown = session.markdown.length > MARKDOWN_RESTART ? '# Plan\n' : `${session.markdown}- [${random() < 0.5 ? 'x' : ' '}] Step ${session.markdown.length}: check [the docs](https://example.com/${session.markdown.length})\n`;
    return { kind: 'markdown snapshot', input: params({ sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: session.markdown } }) };
  }
  if (roll < 0.9) {
    advance(session.items);
    return { kind: 'status change', input: JSON.stringify(params({ sessionUpdate: 'plan_update', plan: { type: 'items', id: 'tasks', entries: session.items } })) };
  }
  if (session.extras.length < 3 && (session.extras.length === 0 || random() < 0.5)) {
    const planId = `extra-${session.nextExtra++}`;
    session.extras.push(planId);
    const plan = random() < 0.5 ? { type: 'file', planId, uri: `file:///w/${planId}.md` } : { type: 'items', planId, entries: entries(5, planId) };
    return { kind: 'plan add', input: params({ sessionUpdate: 'plan_update', plan }) };
  }
  const planId = session.extras.shift()!;
  return { kind: 'plan remove', input: params({ sessionUpdate: 'plan_removed', planId }) };
}

/**
 * Applies `count` updates, `batch` per task (React commits between tasks, as it does for a real stream).
 * metric `elapsed` = the wall time of the whole chunk (ms); `longestBatch` = the longest batch's apply + render
 * (ms); counts = updates by kind and by result status.
 */
export async function soakRun(params: { count: number; batch: number }): Promise<CaseOutput> {
  const soak = state;
  if (!soak) throw new Error('soakSetup first');
  const statuses: Record<string, number> = {};
  let longestBatch = 0;
  const t0 = performance.now();
  for (let done = 0; done < params.count; ) {
    const batchStart = performance.now();
    for (let i = 0; i < params.batch && done < params.count; i++, done++) {
      const { kind, input } = nextUpdate();
      soak.kinds[kind] = (soak.kinds[kind] ?? 0) + 1;
      const result = soak.store.apply(input);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status === 'rejected') throw new Error(`soak update rejected: ${result.error.message}`);
    }
    // The batch's synchronous renders happen in this task; the yield lets React's scheduled work run too.
    await yieldTask();
    longestBatch = Math.max(longestBatch, performance.now() - batchStart);
  }
  soak.sent += params.count;
  const elapsed = performance.now() - t0;
  const counts: Record<string, number[]> = {};
  for (const [status, n] of Object.entries(statuses)) counts[`status:${status}`] = [n];
  for (const [kind, n] of Object.entries(soak.kinds)) counts[`kind:${kind}`] = [n];
  counts.domNodes = [document.getElementById('bench-root')!.getElementsByTagName('*').length];
  return { metrics: { elapsed: [elapsed], longestBatch: [longestBatch] }, counts };
}

/** Unmounts every root and drops the store, so the driver can see what the page still holds afterwards. */
export function soakTeardown(): CaseOutput {
  if (state) {
    for (const root of state.roots) root.unmount();
    for (const container of state.containers) container.remove();
    state = undefined;
  }
  return { metrics: {}, counts: {} };
}
