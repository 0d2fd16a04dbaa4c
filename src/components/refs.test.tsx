// Every public component forwards `ref` to its root element, as hosts expect of DOM components (React 18 too,
// hence forwardRef rather than React 19's ref prop).
import { createRef } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPlanStore } from '../store';
import { PlanStoreProvider } from '../react';
import { FilePlan, MarkdownPlan, PlanList, ProgressBar, SessionPlans } from '.';

describe('refs', () => {
  it('<PlanList entries> gives its <section>', () => {
    const ref = createRef<HTMLElement>();
    render(<PlanList ref={ref} entries={[{ content: 'Step', priority: 'medium', status: 'pending' }]} />);
    expect(ref.current?.getAttribute('data-slot')).toBe('plan-list');
  });

  it('<PlanList sessionId> gives its <section>', () => {
    const ref = createRef<HTMLElement>();
    render(
      <PlanStoreProvider store={createPlanStore()}>
        <PlanList ref={ref} sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(ref.current?.getAttribute('data-slot')).toBe('plan-list');
  });

  it('<ProgressBar> gives the bar', () => {
    const ref = createRef<HTMLDivElement>();
    render(<ProgressBar ref={ref} completed={1} total={2} />);
    expect(ref.current?.getAttribute('role')).toBe('progressbar');
  });

  it('the other components keep theirs', () => {
    const markdown = createRef<HTMLElement>();
    const file = createRef<HTMLElement>();
    const session = createRef<HTMLDivElement>();
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [{ content: 'Step', priority: 'medium', status: 'pending' }] } });
    render(
      <PlanStoreProvider store={store}>
        <MarkdownPlan ref={markdown} content="- [ ] Step" />
        <FilePlan ref={file} uri="file:///plan.md" loadFile={() => new Promise<string>(() => {})} />
        <SessionPlans ref={session} sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(markdown.current?.getAttribute('data-slot')).toBe('markdown-plan');
    expect(file.current?.getAttribute('data-slot')).toBe('file-plan');
    expect(session.current?.getAttribute('data-slot')).toBe('session-plans');
  });
});
