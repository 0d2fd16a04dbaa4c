import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import { formatDuration } from './duration';
import { exportPlan, exportPlanMarkdown } from './exportPlan';

const T0 = Date.UTC(2026, 0, 1, 10, 0, 0);

function update(entries: readonly [string, string][]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries: entries.map(([content, status]) => ({ content, priority: 'high', status })) } };
}

function finishedStore() {
  let time = T0;
  const store = createPlanStore({ now: () => time });
  store.apply(update([['Read the parser', 'in_progress'], ['Fix the bug', 'pending']]));
  time += 130_000;
  store.apply(update([['Read the parser', 'completed'], ['Fix the bug', 'in_progress']]));
  time += 60_000;
  store.apply(update([['Read the parser', 'completed'], ['Fix the bug', 'completed']]));
  return store;
}

describe('exportPlan', () => {
  it('gives the outcome, each step with its times, and every revision with its summary', () => {
    const store = finishedStore();
    const exported = exportPlan(store.getPlan('s', 'main')!, { history: store.getHistory('s', 'main') });
    expect(exported).toMatchObject({ outcome: 'completed', revision: 3, type: 'items', durationMs: 190_000 });
    expect(exported.steps).toEqual([
      { content: 'Read the parser', status: 'completed', priority: 'high', startedAt: '2026-01-01T10:00:00.000Z', completedAt: '2026-01-01T10:02:10.000Z', durationMs: 130_000 },
      { content: 'Fix the bug', status: 'completed', priority: 'high', startedAt: '2026-01-01T10:02:10.000Z', completedAt: '2026-01-01T10:03:10.000Z', durationMs: 60_000 },
    ]);
    expect(exported.revisions.map((revision) => revision.summary)).toEqual([undefined, '1 completed, 1 started', '1 completed']);
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported);
  });

  it('says abandoned (with the stop reason) for a turn that ended unfinished, removed when the host says so, else open', () => {
    const store = createPlanStore();
    store.apply(update([['Fix the bug', 'in_progress']]));
    expect(exportPlan(store.getPlan('s', 'main')!).outcome).toBe('open');
    store.endTurn!('s', 'cancelled');
    expect(exportPlan(store.getPlan('s', 'main')!)).toMatchObject({ outcome: 'abandoned', stopReason: 'cancelled' });
    expect(exportPlan(store.getPlan('s', 'main')!, { removed: true }).outcome).toBe('removed');
  });

  it('exports a markdown plan with its tasks and its document', () => {
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '- [x] a\n- [ ] b' } } });
    const exported = exportPlan(store.getPlan('s', 'doc')!);
    expect(exported).toMatchObject({ outcome: 'open', content: '- [x] a\n- [ ] b', steps: [{ content: 'a', status: 'completed' }, { content: 'b', status: 'pending' }] });
  });
});

describe('exportPlanMarkdown', () => {
  it('writes a heading, the outcome, a task list with durations, and the revisions', () => {
    const store = finishedStore();
    const markdown = exportPlanMarkdown(store.getPlan('s', 'main')!, { history: store.getHistory('s', 'main'), title: 'Fix the crash', labels: { duration: (ms) => `${ms / 1000}s` } });
    expect(markdown).toBe(
      [
        '## Fix the crash',
        '',
        '**Completed**, took 190s',
        '',
        '- [x] Read the parser, took 130s',
        '- [x] Fix the bug, took 60s',
        '',
        '### Revisions',
        '',
        '- Revision 1 (2026-01-01T10:00:00.000Z)',
        '- Revision 2 (2026-01-01T10:02:10.000Z): 1 completed, 1 started',
        '- Revision 3 (2026-01-01T10:03:10.000Z): 1 completed',
        '',
      ].join('\n'),
    );
  });

  it("escapes the agent's text: no HTML, links or line breaks of its own; a document is fenced past its own backticks", () => {
    const store = createPlanStore();
    store.apply(update([['<img src=x onerror=alert(1)> [click](javascript:x)\n# not a heading', 'pending']]));
    const markdown = exportPlanMarkdown(store.getPlan('s', 'main')!);
    expect(markdown).toContain('- [ ] \\<img src=x onerror=alert(1)\\> \\[click\\](javascript:x) \\# not a heading\n');
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '```\ncode\n```' } } });
    expect(exportPlanMarkdown(store.getPlan('s', 'doc')!)).toContain('````markdown\n```\ncode\n```\n````\n');
  });
});

describe('formatDuration', () => {
  it('uses Intl: locale-aware words, two units at most', () => {
    expect(formatDuration(130_000, 'en')).toBe('2 min, 10 sec');
    expect(formatDuration(3_905_000, 'en')).toBe('1 hr, 5 min');
    expect(formatDuration(120_000, 'en')).toBe('2 min');
    expect(formatDuration(0, 'en')).toBe('0 sec');
    expect(formatDuration(3_905_000, 'de')).toBe('1 Std., 5 Min.');
  });
});
