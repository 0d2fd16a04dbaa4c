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
import { isFilePath, isFollowableHref, resolveLinkedPath, routedLinkProps } from './linkRule';
import { PARSEABLE_HREFS, UNPARSEABLE_HREFS } from './trickyUrls.fixture';

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

// Hrefs with a scheme or an authority that no browser can parse, as markdown's link syntax carries them (`<…>`
// keeps a space). Each is a safe scheme, so the transform keeps it; the link rule then shows the words.
const UNPARSEABLE = ['https:', 'http://', '<https://exa mple.com>', '<https://a b>', 'http://[::1', '//', 'http://%zz'];

describe.each(Object.entries(CALLERS))('the link rule in %s', (_caller, renderWith) => {
  it.each(UNPARSEABLE)('shows a link to %s, which no browser can parse, as its words, and routes nothing', async (url) => {
    const onLinkClick = vi.fn();
    const onOpenFile = vi.fn();
    render(renderWith(url, { onLinkClick, onOpenFile }));
    const go = await findGo();
    expect(go.tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(go);
    expect(onLinkClick).not.toHaveBeenCalled();
    expect(onOpenFile).not.toHaveBeenCalled();
  });

  it.each(['./notes.md', '?q=1', 'mailto:a@b.c', '//example.com/x'])('keeps %s, which a browser parses, a link as written', async (url) => {
    render(renderWith(url, { onLinkClick: vi.fn() }));
    expect(await findGo()).toHaveAttribute('href', url);
  });

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

describe("a host's urlTransform", () => {
  // What the host's transform returns passes the same check before it becomes an href.
  const toNowhere = () => 'https://';
  it.each([
    ['a PlanList row', (onLinkClick: LinkClickHandler) => <PlanList entries={[{ content: 'See [Go](jira:A-1)', priority: 'high', status: 'pending' }]} urlTransform={toNowhere} onLinkClick={onLinkClick} />],
    ['a MarkdownPlan', (onLinkClick: LinkClickHandler) => <MarkdownPlan content="See [Go](jira:A-1)" urlTransform={toNowhere} onLinkClick={onLinkClick} />],
    ['a markdown FilePlan', (onLinkClick: LinkClickHandler) => <FilePlan uri={FILE_URI} loadFile={async () => 'See [Go](jira:A-1)'} urlTransform={toNowhere} onLinkClick={onLinkClick} />],
  ])('cannot turn a link into one no browser can parse, in %s', async (_name, renderWith) => {
    const onLinkClick = vi.fn();
    render(renderWith(onLinkClick));
    const go = await findGo();
    expect(go.tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(go);
    expect(onLinkClick).not.toHaveBeenCalled();
  });
});

describe('isFollowableHref', () => {
  it.each(UNPARSEABLE_HREFS)('finds %j unparseable: a link to nowhere', (href) => {
    expect(isFollowableHref(href)).toBe(false);
  });

  it.each(PARSEABLE_HREFS)('finds %j parseable: it stays a link', (href) => {
    expect(isFollowableHref(href)).toBe(true);
  });

  it("reads an href as every page does, not by the page's own base", () => {
    // On an https page a bare `https:` is the page itself; the rule does not depend on where it renders.
    expect(URL.canParse('https:', 'https://ide.example/')).toBe(true);
    expect(isFollowableHref('https:')).toBe(false);
    // In an about:blank frame no relative path parses; here every one does (they open through onOpenFile).
    expect(URL.canParse('src/app.ts', 'about:blank')).toBe(false);
    expect(isFollowableHref('src/app.ts')).toBe(true);
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
