import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanList } from '../components/PlanList/PlanList';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import { PlanStepWork } from './PlanStepWork';
import { createToolCallLog } from './toolCallLog';

function plan(statuses: readonly string[]) {
  return { sessionId: 's', update: { sessionUpdate: 'plan', entries: statuses.map((status, i) => ({ content: `Step ${i}`, priority: 'medium', status })) } };
}
const call = (toolCallId: string, kind: string, paths: readonly string[] = []) => ({
  sessionId: 's',
  update: { sessionUpdate: 'tool_call', toolCallId, title: toolCallId, kind, locations: paths.map((path) => ({ path })) },
});

describe('<PlanStepWork>', () => {
  it('shows a finished step what the agent did for it, and opens a file through onOpenFile', async () => {
    const store = createPlanStore();
    const log = createToolCallLog({ store });
    const onOpenFile = vi.fn();
    store.apply(plan(['in_progress', 'pending']));
    render(
      <PlanStoreProvider store={store} onOpenFile={onOpenFile}>
        <PlanStepWork log={log}>
          <PlanList sessionId="s" />
        </PlanStepWork>
      </PlanStoreProvider>,
    );
    act(() => {
      log.observe(call('c1', 'edit', ['src/parser.ts']));
      log.observe(call('c2', 'edit', ['test/parser.test.ts']));
      log.observe(call('c3', 'execute'));
    });
    // Not finished yet: nothing shown.
    expect(document.querySelector('[data-slot="plan-step-work"]')).toBeNull();
    act(() => void store.apply(plan(['completed', 'in_progress'])));
    const work = document.querySelector('[data-slot="plan-step-work"]')!;
    expect(work.closest('li')).toHaveAttribute('data-key', 'k1');
    expect(work).toHaveTextContent('2 edits: src/parser.ts, test/parser.test.ts; 1 command');
    expect(work).not.toHaveAttribute('data-ambiguous');
    await userEvent.click(screen.getByRole('button', { name: 'Open test/parser.test.ts' }));
    expect(onOpenFile).toHaveBeenCalledWith('test/parser.test.ts');
  });

  it('says when a call was shared by several steps in progress: the attribution is ambiguous', () => {
    const store = createPlanStore();
    const log = createToolCallLog({ store });
    store.apply(plan(['in_progress', 'in_progress', 'pending']));
    render(
      <PlanStoreProvider store={store}>
        <PlanStepWork log={log}>
          <PlanList sessionId="s" />
        </PlanStepWork>
      </PlanStoreProvider>,
    );
    act(() => void log.observe(call('c1', 'edit', ['src/parser.ts'])));
    act(() => void store.apply(plan(['completed', 'in_progress', 'in_progress'])));
    act(() => void log.observe(call('c2', 'execute')));
    act(() => void store.apply(plan(['completed', 'completed', 'completed'])));
    const work = [...document.querySelectorAll('[data-slot="plan-step-work"]')];
    expect(work.map((element) => [element.closest('li')!.getAttribute('data-key'), element.hasAttribute('data-ambiguous'), element.textContent])).toEqual([
      ['k1', true, '1 edit: src/parser.ts (shared with another step in progress)'],
      ['k2', true, '1 edit: src/parser.ts; 1 command (shared with another step in progress)'],
      ['k3', true, '1 command (shared with another step in progress)'],
    ]);
  });
});
