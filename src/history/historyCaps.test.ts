// The memory bound of the history (issue 16): at most `historyLimit` earlier revisions per plan, each one as
// bounded as a live plan (the parser's `maxEntries` and `maxPlanCharacters`), whether it came from the wire or
// from restored data. So a plan's history holds at most historyLimit x maxPlanCharacters characters of text.
import { describe, expect, it } from 'vitest';
import type { PlanInputError } from '../acp/types';
import { createPlanStore } from '../store/createPlanStore';
import { restorePlanStore } from './restorePlanStore';
import { serializePlanStore } from './storeData';

const markdown = (content: string) => ({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content } } });
const items = (texts: readonly string[]) => ({
  sessionId: 's',
  update: { sessionUpdate: 'plan', entries: texts.map((content) => ({ content, priority: 'medium', status: 'pending' })) },
});

describe('history caps', () => {
  it('keeps at most historyLimit revisions, the newest, however many updates come', () => {
    const store = createPlanStore({ historyLimit: 3 });
    for (let i = 0; i < 50; i++) store.apply(markdown(`- [ ] step ${i}`));
    expect(store.getHistory('s', 'doc').map((revision) => revision.revision)).toEqual([47, 48, 49]);
    expect(store.getPlan('s', 'doc')?.revision).toBe(50);
  });

  it('never keeps a revision over the per-plan caps: the update is rejected and the history is unchanged', () => {
    const store = createPlanStore({ maxPlanCharacters: 100, maxEntries: 3 });
    store.apply(markdown('short'));
    expect(store.apply(markdown('x'.repeat(101))).status).toBe('rejected');
    store.apply(items(['a', 'b']));
    expect(store.apply(items(['a', 'b', 'c', 'd'])).status).toBe('rejected');
    expect(store.apply(items(['a'.repeat(60), 'b'.repeat(60)])).status).toBe('rejected');
    expect(store.getHistory('s', 'doc')).toEqual([]);
    expect(store.getHistory('s', 'main')).toEqual([]);
  });

  it('holds restored revisions to the same caps, every kept revision included', () => {
    const source = createPlanStore();
    source.apply(markdown('x'.repeat(150)));
    source.apply(markdown('short'));
    source.apply(items(['a'.repeat(60), 'b'.repeat(60)]));
    source.apply(items(['a', 'b']));
    const saved = serializePlanStore(source);
    const errors: string[] = [];
    const onError = (error: PlanInputError) => errors.push(error.message);
    const store = createPlanStore({ maxPlanCharacters: 100, onError, restore: restorePlanStore(saved) });
    expect(store.getSnapshot().sessions.size).toBe(0);
    expect(errors).toEqual(['sessions[0].plans[0].history[0].content: longer than 100 characters']);
    const itemsOnly = { ...saved, sessions: [{ sessionId: 's', plans: [saved.sessions[0]!.plans[1]!] }] };
    createPlanStore({ maxPlanCharacters: 100, onError, restore: restorePlanStore(itemsOnly) });
    expect(errors[1]).toBe('sessions[0].plans[0].history[0].entries: hold 146 characters; the limit is 100');
  });
});
