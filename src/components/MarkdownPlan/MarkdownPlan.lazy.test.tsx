// The markdown renderer is a chunk loaded on demand (loadMarkdownRenderer.ts). The setup file preloads it for
// every other test; these tests reset the loader to a controllable import and check what a host sees meanwhile:
// the light parts at once, a calm busy body, the arrival, errors with retry, preloading, SSR and hydration.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { SessionPlans } from '../SessionPlans';
import { FilePlan } from '../FilePlan';
import * as RendererModule from './MarkdownBody';
import { documentPlansChunk, markdownRendererChunk, preloadMarkdownRenderer } from './loadMarkdownRenderer';
import { MarkdownPlan } from './MarkdownPlan';

/** A markdown task's text: its status is an icon and words before it, no checkbox (issue 19). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

const DOCUMENT = '## Steps\n\n- [x] Map the data flow\n- [ ] Extract the store\n';

/** Makes the renderer chunk's import wait for the test: `arrive()` or `fail()` settles the current attempt. */
function controllableImport() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof RendererModule>((resolve, reject) => {
        attempts.push({ resolve: () => resolve(RendererModule), reject });
      }),
  );
  const settle = (action: (attempt: (typeof attempts)[number]) => void) =>
    act(async () => {
      action(attempts[attempts.length - 1]!);
      // Let the import's promise chain and React's retry run.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return {
    load,
    arrive: () => settle((attempt) => attempt.resolve()),
    fail: (message: string) => settle((attempt) => attempt.reject(new Error(message))),
  };
}

const documentElement = () => document.querySelector('[data-slot="markdown-plan-document"]')!;
const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

let chunk: ReturnType<typeof controllableImport>;

beforeEach(() => {
  chunk = controllableImport();
  markdownRendererChunk.reset(chunk.load);
  documentPlansChunk.reset();
});

afterEach(async () => {
  markdownRendererChunk.reset();
  documentPlansChunk.reset();
  await preloadMarkdownRenderer();
});

describe('<MarkdownPlan> while the markdown renderer loads', () => {
  it('shows the header and progress at once, a busy body that says "Loading…" only after a delay, then the document', async () => {
    render(<MarkdownPlan content={DOCUMENT} title="Refactor" />);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Refactor' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Refactor progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(documentElement()).toHaveAttribute('aria-busy', 'true');
    expect(document.querySelector('[data-slot="markdown-plan-loading"]')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    await wait(200);
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await chunk.arrive();
    expect(await screen.findByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
    expect(documentElement()).not.toHaveAttribute('aria-busy');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('never says "Loading…" for a load faster than the delay', async () => {
    const shown: boolean[] = [];
    const observer = new MutationObserver(() => shown.push(screen.queryByText('Loading…') !== null));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<MarkdownPlan content={DOCUMENT} />);
    await chunk.arrive();
    expect(await screen.findByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
    await wait(400);
    observer.disconnect();
    expect(shown).not.toContain(true);
  });

  it('shows the error box when the chunk fails to load, and "Try again" loads it again', async () => {
    // React reports the error its boundary caught to the console; that is the boundary working.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<MarkdownPlan content={DOCUMENT} title="Refactor" />);
    await chunk.fail('Failed to fetch dynamically imported module');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This plan could not be shown.');
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module');
    // The light parts stay.
    expect(screen.getByRole('progressbar', { name: 'Refactor progress' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(chunk.load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    await chunk.arrive();
    expect(await screen.findByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
  });

  it('renders synchronously once loaded: later plans and remounts never show the loading state', async () => {
    const first = render(<MarkdownPlan content={DOCUMENT} />);
    await chunk.arrive();
    await screen.findByText('Extract the store', TASK_TEXT);
    first.unmount();

    render(<MarkdownPlan content={DOCUMENT} title="Again" />);
    expect(screen.getByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
    expect(document.querySelector('[data-slot="markdown-plan-loading"]')).toBeNull();
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('preloadMarkdownRenderer() loads it once and resolves when it is there; the first plan then renders at once', async () => {
    const preloaded = preloadMarkdownRenderer();
    expect(preloadMarkdownRenderer()).not.toBe(undefined);
    await chunk.arrive();
    await expect(preloaded).resolves.toBeUndefined();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    render(<MarkdownPlan content={DOCUMENT} />);
    expect(screen.getByText('Map the data flow', TASK_TEXT).closest('[data-slot="task-item"]')).toHaveAttribute('data-status', 'completed');
  });

  it('preloadMarkdownRenderer() rejects when the chunk fails, and tries again when called again', async () => {
    const failed = expect(preloadMarkdownRenderer()).rejects.toThrow('offline');
    await chunk.fail('offline');
    await failed;
    const retried = preloadMarkdownRenderer();
    expect(chunk.load).toHaveBeenCalledTimes(2);
    await chunk.arrive();
    await expect(retried).resolves.toBeUndefined();
  });

  it('does not load the renderer for an empty document', () => {
    render(<MarkdownPlan content="" />);
    expect(screen.getByText('No plan content yet')).toBeInTheDocument();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('a markdown <FilePlan> starts loading the renderer while the file loads', async () => {
    let finishFile: (text: string) => void = () => {};
    render(<FilePlan uri="file:///w/plan.md" loadFile={() => new Promise((resolve) => (finishFile = resolve))} />);
    await act(async () => {});
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.arrive();
    await act(async () => finishFile(DOCUMENT));
    expect(screen.getByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
  });
});

describe('<SessionPlans> with the renderer not loaded', () => {
  function sessionStore() {
    const store = createPlanStore();
    const apply = (plan: Record<string, unknown>) => store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan } });
    apply({ type: 'items', planId: 'main', entries: [{ content: 'Ship it', priority: 'high', status: 'pending' }] });
    return { store, apply };
  }

  it('never loads it for item plans only', async () => {
    render(
      <PlanStoreProvider store={sessionStore().store}>
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(screen.getByText('Ship it')).toBeInTheDocument();
    await wait(20);
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('shows a markdown plan\'s frame, title and store progress at once, its document when the chunk arrives', async () => {
    const { store, apply } = sessionStore();
    apply({ type: 'markdown', planId: 'notes', content: DOCUMENT });
    render(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    expect(screen.getByText('Ship it')).toBeInTheDocument();
    expect(chunk.load).toHaveBeenCalledTimes(1);
    const pending = screen.getByRole('region', { name: 'Steps' });
    expect(pending).toHaveAttribute('data-pending');
    expect(screen.getByRole('progressbar', { name: 'Steps progress' })).toHaveAttribute('aria-valuenow', '1');
    await waitFor(() => expect(pending.querySelector('[data-slot="markdown-plan-document"]')).toHaveAttribute('aria-busy', 'true'));

    await chunk.arrive();
    expect(await screen.findByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Steps' })).not.toHaveAttribute('data-pending');
  });

  it('shows the plan\'s error box when the chunk fails, and loads again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, apply } = sessionStore();
    apply({ type: 'markdown', planId: 'notes', content: DOCUMENT });
    render(
      <PlanStoreProvider store={store}>
        <SessionPlans sessionId="s" />
      </PlanStoreProvider>,
    );
    await chunk.fail('chunk missing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Plan "notes" could not be shown.');
    expect(screen.getByText('Ship it')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await chunk.arrive();
    expect(await screen.findByText('Extract the store', TASK_TEXT)).toBeInTheDocument();
  });
});

describe('server rendering and hydration with the lazy renderer', () => {
  it('renderToString sends the loading state without a preload, the whole document after one', async () => {
    const before = renderToString(<MarkdownPlan content={DOCUMENT} title="Refactor" />);
    expect(before).toContain('data-slot="markdown-plan-loading"');
    expect(before).toContain('Refactor');
    expect(before).not.toContain('Extract the store');

    const preloaded = preloadMarkdownRenderer();
    await chunk.arrive();
    await preloaded;
    const after = renderToString(<MarkdownPlan content={DOCUMENT} title="Refactor" />);
    expect(after).not.toContain('markdown-plan-loading');
    expect(after).toContain('data-slot="task-item"');
    expect(after).toContain('Extract the store');
  });

  it('hydrates server-rendered markdown before the chunk arrives without a mismatch, keeping the server HTML', async () => {
    const preloaded = preloadMarkdownRenderer();
    await chunk.arrive();
    await preloaded;
    const html = renderToString(<MarkdownPlan content={DOCUMENT} title="Refactor" />);

    // A fresh page: the client has not loaded the renderer.
    const client = controllableImport();
    markdownRendererChunk.reset(client.load);
    documentPlansChunk.reset();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverTask = container.querySelector('[data-slot="task-item"]');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <MarkdownPlan content={DOCUMENT} title="Refactor" />);
    });
    // The suspended document keeps the server's HTML meanwhile (failOnConsole fails any hydration warning).
    expect(container.querySelector('[data-slot="task-item"]')).toBe(serverTask);
    expect(container.querySelector('[data-slot="markdown-plan-loading"]')).toBeNull();

    await client.arrive();
    await waitFor(() => expect(container.querySelector('[data-slot="task-item"][aria-current="step"]')).not.toBeNull());
    expect(container.querySelector('[data-slot="task-item"]')).toBe(serverTask);
    act(() => root!.unmount());
    container.remove();
  });
});
