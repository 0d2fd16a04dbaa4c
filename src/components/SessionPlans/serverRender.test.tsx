// The components must render on the server (SSR, static docs): no window/document access while rendering, no
// warnings. renderToString runs no effects, so a FilePlan renders its loading state and never calls the loader.
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { FilePlan } from '../FilePlan';
import { MarkdownPlan } from '../MarkdownPlan';
import { SessionPlans } from './SessionPlans';

describe('server rendering', () => {
  it('renders MarkdownPlan, FilePlan and SessionPlans to HTML', () => {
    const store = createPlanStore();
    const apply = (plan: Record<string, unknown>) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
    apply({ type: 'markdown', planId: 'notes', content: '- [x] done\n- [ ] next <script>x</script>' });
    apply({ type: 'file', planId: 'doc', uri: 'file:///w/plan.md' });
    apply({ type: 'items', planId: 'main', entries: [{ content: 'Ship', priority: 'high', status: 'pending' }] });
    const loadFile = vi.fn(async () => '# Never loaded on the server');

    const html = renderToString(
      <PlanStoreProvider store={store} loadFile={loadFile}>
        <MarkdownPlan content={'# Title\n\n- [ ] task'} />
        <FilePlan uri="file:///w/other.md" />
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(html).toContain('data-slot="markdown-plan"');
    expect(html).toContain('data-slot="file-plan"');
    expect(html).toContain('data-slot="session-plans"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(loadFile).not.toHaveBeenCalled();
  });
});
