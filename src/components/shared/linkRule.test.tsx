// One link rule for every plan component (shared/linkRule.ts): the same URL gives the same link, and a click on
// it goes to the same place, whether it sits in an item row (inline markdown), a markdown plan, a markdown file
// plan or a plan inside <SessionPlans>. Unsafe schemes are dropped as the browser's URL parser reads them.
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { FilePlan } from '../FilePlan';
import { MarkdownPlan } from '../MarkdownPlan';
import { PlanList } from '../PlanList';
import { SessionPlans } from '../SessionPlans';
import type { LinkClickHandler } from './linkClick';
import { isFilePath, resolveLinkedPath, routedLinkProps } from './linkRule';

interface Handlers {
  readonly onLinkClick?: LinkClickHandler;
  readonly onOpenFile?: (path: string) => void;
}

const FILE_URI = 'file:///w/docs/PLAN.md';

/** Each caller, rendering one link `[Go](url)` with the given handlers (a file opener through the provider). */
const CALLERS: Record<string, (url: string, handlers: Handlers) => ReactElement> = {
  'PlanList row': (url, { onLinkClick, onOpenFile }) => (
    <PlanStoreProvider store={createPlanStore()} onOpenFile={onOpenFile}>
      <PlanList entries={[{ content: `See [Go](${url})`, priority: 'high', status: 'pending' }]} onLinkClick={onLinkClick} />
    </PlanStoreProvider>
  ),
  MarkdownPlan: (url, { onLinkClick, onOpenFile }) => (
    <PlanStoreProvider store={createPlanStore()} onOpenFile={onOpenFile}>
      <MarkdownPlan content={`See [Go](${url})`} onLinkClick={onLinkClick} />
    </PlanStoreProvider>
  ),
  'FilePlan (markdown)': (url, { onLinkClick, onOpenFile }) => (
    <FilePlan uri={FILE_URI} loadFile={async () => `See [Go](${url})`} onLinkClick={onLinkClick} onOpenFile={onOpenFile} />
  ),
  'SessionPlans (items)': (url, handlers) => {
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan', entries: [{ content: `See [Go](${url})`, priority: 'high', status: 'pending' }] } });
    return (
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId="s" {...handlers} />
      </PlanStoreProvider>
    );
  },
  'SessionPlans (markdown)': (url, handlers) => {
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'markdown', planId: 'm', content: `See [Go](${url})` } } });
    return (
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId="s" {...handlers} />
      </PlanStoreProvider>
    );
  },
};

/** The link, or the text that stayed when its URL was dropped. */
async function findGo() {
  return screen.findByText('Go', { selector: 'a, span' });
}

// Schemes a link can carry through markdown's link syntax that run script or load data; each written the way
// an attacker hides it. The browser reads `java%09script:` and `javascript&colon;` as relative only because they
// are never decoded there; the transform drops them anyway (no honest link looks like that).
const UNSAFE = ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x', 'javascript&colon;alert(1)', 'javascript%3Aalert(1)'];

describe.each(Object.entries(CALLERS))('the link rule in %s', (_caller, renderWith) => {
  it.each(UNSAFE)('drops %s, keeping the words', async (url) => {
    render(renderWith(url, { onLinkClick: vi.fn(), onOpenFile: vi.fn() }));
    const go = await findGo();
    expect(go.tagName).toBe('SPAN');
    expect(document.querySelector('a[href]')?.getAttribute('href') ?? '').not.toMatch(/script|data:/i);
  });

  it('opens a web link in a new tab without opener or referrer when nothing routes it', async () => {
    render(renderWith('https://example.com/a', {}));
    const go = await findGo();
    expect(go).toHaveAttribute('href', 'https://example.com/a');
    expect(go).toHaveAttribute('target', '_blank');
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives every link but in-document ones to onLinkClick, before onOpenFile', async () => {
    const onLinkClick = vi.fn();
    const onOpenFile = vi.fn();
    render(renderWith('src/app.ts', { onLinkClick, onOpenFile }));
    const go = await findGo();
    expect(go).not.toHaveAttribute('target');
    expect(fireEvent.click(go)).toBe(false);
    expect(onLinkClick).toHaveBeenCalledWith('src/app.ts', expect.anything());
    expect(onOpenFile).not.toHaveBeenCalled();
  });

  it('opens a path with no scheme through onOpenFile when there is no onLinkClick', async () => {
    const onOpenFile = vi.fn();
    render(renderWith('src/app.ts', { onOpenFile }));
    const go = await findGo();
    expect(go).toHaveAttribute('rel', 'noopener noreferrer');
    expect(go).not.toHaveAttribute('target');
    expect(fireEvent.click(go)).toBe(false);
    // In a file plan the path is beside the file.
    expect(onOpenFile).toHaveBeenCalledWith(_caller.startsWith('FilePlan') ? 'file:///w/docs/src/app.ts' : 'src/app.ts');
  });

  it('leaves an in-document link (#fragment) to the browser: no new tab, no handler', async () => {
    const onLinkClick = vi.fn();
    const onOpenFile = vi.fn();
    render(renderWith('#notes', { onLinkClick, onOpenFile }));
    const go = await findGo();
    expect(go).toHaveAttribute('href', '#notes');
    expect(go).not.toHaveAttribute('target');
    fireEvent.click(go);
    expect(onLinkClick).not.toHaveBeenCalled();
    expect(onOpenFile).not.toHaveBeenCalled();
  });
});

describe('routedLinkProps and its helpers', () => {
  it('reads a file path as the browser reads the scheme', () => {
    expect(isFilePath('src/app.ts')).toBe(true);
    expect(isFilePath('/workspace/a.md')).toBe(true);
    expect(isFilePath('./notes.md')).toBe(true);
    expect(isFilePath('https://example.com')).toBe(false);
    expect(isFilePath('mailto:a@b.c')).toBe(false);
    expect(isFilePath('//evil.example/x')).toBe(false);
    expect(isFilePath('\\\\evil.example\\x')).toBe(false);
    expect(isFilePath('?q=1')).toBe(false);
    expect(isFilePath('#top')).toBe(false);
    // A leading space and a tab inside do not hide a scheme from this check.
    expect(isFilePath(' java\tscript:x')).toBe(false);
  });

  it('resolves a linked path beside the document, or leaves it for the host', () => {
    expect(resolveLinkedPath(FILE_URI, './api.md')).toBe('file:///w/docs/api.md');
    expect(resolveLinkedPath(FILE_URI, '../README.md')).toBe('file:///w/README.md');
    expect(resolveLinkedPath('docs/PLAN.md', './api.md')).toBe('./api.md');
  });

  it('uses the given target for links nothing routes', () => {
    expect(routedLinkProps('https://x.example', {}, '_self')).toMatchObject({ rel: 'noopener noreferrer', target: '_self', onClick: undefined });
  });
});
