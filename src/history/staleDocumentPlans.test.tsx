// Issue 16, section 3: a plan whose turn ended unfinished stops looking active. <PlanList> has its own test; here
// the document plans: a markdown plan marked by `endTurn`, and a file plan whose plan state carries `turnEnded`
// (the built-in store's endTurn never marks a file plan: it cannot count the unfinished tasks of a file it never
// reads; a restored state or a host's own store can).
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilePlan } from '../components/FilePlan/FilePlan';
import { MarkdownPlan } from '../components/MarkdownPlan/MarkdownPlan';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import { restorePlanStore } from './restorePlanStore';
import { PLAN_STORE_DATA_FORMAT } from './storeData';

const TASKS = '# Fix the lexer\n\n- [x] Read the tokenizer\n- [ ] Fix the off-by-one\n- [ ] Ship it\n';
const markdownUpdate = (content: string) => ({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content } } });
const currentTasks = () => [...document.querySelectorAll('[aria-current="step"]')].map((item) => item.textContent);

describe('stale document plans', () => {
  it('a markdown plan whose turn ended unfinished marks no current task; its next update makes one current again', async () => {
    const store = createPlanStore();
    store.apply(markdownUpdate(TASKS));
    render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan sessionId="s" planId="doc" />
      </PlanStoreProvider>,
    );
    await screen.findByText('Ship it');
    expect(currentTasks()).toEqual([expect.stringContaining('Fix the off-by-one')]);
    act(() => store.endTurn!('s', 'end_turn'));
    const section = document.querySelector('[data-slot="markdown-plan"]')!;
    expect(section).toHaveAttribute('data-stale');
    expect(currentTasks()).toEqual([]);
    expect(document.querySelector('[data-slot="task-item"][data-current]')).toBeNull();
    expect(screen.getByText('Fix the off-by-one').closest('li')).toHaveAttribute('data-status', 'pending');
    act(() => void store.apply(markdownUpdate(TASKS.replace('- [ ] Fix', '- [x] Fix'))));
    expect(section).not.toHaveAttribute('data-stale');
    expect(currentTasks()).toEqual([expect.stringContaining('Ship it')]);
  });

  it('a file plan whose state says the turn ended unfinished marks no current task in its markdown file', async () => {
    const revision = { revision: 1, updatedAt: 1_000, type: 'file', uri: 'file:///repo/PLAN.md' };
    const saved = (turnEnded?: object) => ({
      format: PLAN_STORE_DATA_FORMAT,
      version: 1,
      sessions: [{ sessionId: 's', plans: [{ planId: 'file', history: [], current: { ...revision, ...(turnEnded ? { turnEnded } : {}) } }] }],
    });
    const loadFile = () => Promise.resolve(TASKS);
    const view = (data: object) => (
      <PlanStoreProvider store={createPlanStore({ restore: restorePlanStore(data) })}>
        <FilePlan sessionId="s" planId="file" loadFile={loadFile} />
      </PlanStoreProvider>
    );
    const { rerender } = render(view(saved()));
    await screen.findByText('Ship it');
    // Not stale: the file's current task is marked (so the check below can fail).
    expect(currentTasks()).toEqual([expect.stringContaining('Fix the off-by-one')]);
    rerender(view(saved({ stopReason: 'cancelled', unfinished: 2, at: 2_000 })));
    await screen.findByText('Ship it');
    expect(document.querySelector('[data-slot="file-plan"]')).toHaveAttribute('data-stale');
    expect(document.querySelector('[data-slot="markdown-plan"]')).toHaveAttribute('data-stale');
    expect(currentTasks()).toEqual([]);
  });

  it('plain data: `stale` on <MarkdownPlan> and <FilePlan> does the same without a store', async () => {
    render(
      <>
        <MarkdownPlan content={TASKS} stale />
        <FilePlan uri="file:///repo/PLAN.md" loadFile={() => Promise.resolve(TASKS)} stale />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Ship it')).toHaveLength(2));
    expect(document.querySelectorAll('[data-stale]')).toHaveLength(3);
    expect(currentTasks()).toEqual([]);
  });
});
