// The components must render on the server (SSR, static docs): no window/document access while rendering, no
// warnings. renderToString runs no effects, so a FilePlan renders its loading state and never calls the loader.
// renderToString cannot wait for the lazily loaded markdown renderer: a host awaits preloadMarkdownRenderer()
// first, as this test does (the loading state without it is in MarkdownPlan.lazy.test.tsx).
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadMarkdownRenderer } from '../MarkdownPlan';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { FilePlan } from '../FilePlan';
import { MarkdownPlan } from '../MarkdownPlan';
import { SessionPlans } from './SessionPlans';

describe('server rendering', () => {
  beforeAll(() => preloadMarkdownRenderer());

  it('renders MarkdownPlan, FilePlan and SessionPlans to HTML', () => {
    const store = createPlanStore();
    const apply = (plan: Record<string, unknown>) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
    apply({ type: 'markdown', planId: 'notes', content: '- [x] done\n- [ ] next <script>x</script>' });
    apply({ type: 'file', planId: 'doc', uri: 'file:///w/plan.md' });
    apply({ type: 'items', planId: 'main', entries: [{ content: 'Ship', priority: 'high', status: 'pending' }] });
    const loadFile = vi.fn(async () => '# Never loaded on the server');

    const html = renderToString(
      <PlanStoreProvider store={store} loadFile={loadFile}>
        <MarkdownPlan content={'# Title\n\n## Section\n\n- [ ] task'} />
        <FilePlan uri="file:///w/other.md" />
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(html).toContain('data-slot="markdown-plan"');
    expect(html).toContain('data-slot="file-plan"');
    expect(html).toContain('data-slot="session-plans"');
    // The whole markdown, not a loading state: the documents' task items and the plan's heading.
    expect(html).not.toContain('markdown-plan-loading');
    expect(html).toContain('data-slot="task-item"');
    // The document's first heading is the plan's title (h3 by default), shown once; the next heading sits below it.
    expect(html).toMatch(/<h3[^>]*>.*>Title<\/span>.*<\/h3>/);
    expect(html).not.toMatch(/<h4[^>]*>Title<\/h4>/);
    expect(html).toMatch(/<h4[^>]*>Section<\/h4>/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(loadFile).not.toHaveBeenCalled();
  });
});
