import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import type { PlanState } from '../../store/types';
import { SessionPlans } from './SessionPlans';

function store() {
  const created = createPlanStore();
  created.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [{ content: 'Read', priority: 'medium', status: 'pending' }] } });
  created.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'doc', content: '# Doc\n\n- [ ] a' } } });
  created.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'file', uri: 'file:///repo/PLAN.md' } } });
  return created;
}

const badge = (plan: PlanState) => <button type="button">{`Badge of ${plan.planId}`}</button>;

describe('<SessionPlans renderPlanHeaderEnd>', () => {
  it("puts each plan's extras at the end of its header's title line, for every plan type", async () => {
    render(
      <PlanStoreProvider store={store()} loadFile={() => Promise.resolve('- [ ] b')}>
        <SessionPlans sessionId="s" renderPlanHeaderEnd={badge} />
      </PlanStoreProvider>,
    );
    await waitFor(() => expect(document.querySelectorAll('[data-part="header-end"]')).toHaveLength(3));
    for (const [planId, slot] of [['main', 'plan-list'], ['doc', 'markdown-plan'], ['file', 'file-plan']]) {
      const end = screen.getByRole('button', { name: `Badge of ${planId}` }).parentElement!;
      expect(end).toHaveAttribute('data-slot', `${slot}-header-end`);
      const header = end.parentElement!;
      expect(header).toHaveAttribute('data-slot', `${slot}-header`);
      // After the title (and the count, when there is one); before the progress bar's row.
      const parts = [...header.children].map((child) => child.getAttribute('data-part'));
      expect(parts.indexOf('header-end')).toBeGreaterThan(parts.indexOf('heading'));
      if (parts.includes('count')) expect(parts.indexOf('header-end')).toBeGreaterThan(parts.indexOf('count'));
      if (parts.includes('progress')) expect(parts.indexOf('header-end')).toBeLessThan(parts.indexOf('progress'));
    }
  });

  it('adds no element without it, or when it renders nothing', async () => {
    const { rerender } = render(
      <PlanStoreProvider store={store()} loadFile={() => Promise.resolve('- [ ] b')}>
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    await waitFor(() => expect(document.querySelectorAll('[data-part="header"]')).toHaveLength(3));
    expect(document.querySelector('[data-part="header-end"]')).toBeNull();
    rerender(
      <PlanStoreProvider store={store()} loadFile={() => Promise.resolve('- [ ] b')}>
        <SessionPlans sessionId="s" renderPlanHeaderEnd={() => null} />
      </PlanStoreProvider>,
    );
    await waitFor(() => expect(document.querySelectorAll('[data-part="header"]')).toHaveLength(3));
    expect(document.querySelector('[data-part="header-end"]')).toBeNull();
  });
});
