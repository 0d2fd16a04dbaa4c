import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanStoreProvider } from '../../react/PlanStoreProvider';
import { createPlanStore } from '../../store/createPlanStore';
import { withStableIds } from '../MarkdownPlan/stableIds.testing';
import { FilePlan } from './FilePlan';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

const URI = 'file:///workspace/docs/refactor-plan.md';
const MARKDOWN = '## Refactor\n\n- [x] Map the data flow\n- [ ] Extract the store\n';

/** A load whose outcome the test decides, in any order. */
interface PendingLoad {
  readonly uri: string;
  readonly signal: AbortSignal;
  resolve(text: string): Promise<void>;
  reject(error: unknown): Promise<void>;
}

/** A `loadFile` that records every call and leaves it pending until the test settles it. */
function controllableLoader() {
  const loads: PendingLoad[] = [];
  const loadFile = vi.fn((uri: string, { signal }: { signal: AbortSignal }) => {
    return new Promise<string>((resolve, reject) => {
      loads.push({
        uri,
        signal,
        resolve: (text) => act(async () => resolve(text)),
        reject: (error) => act(async () => reject(error)),
      });
    });
  });
  return { loadFile, loads };
}

function section() {
  return document.querySelector<HTMLElement>('[data-slot="file-plan"]')!;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('<FilePlan> without a loader', () => {
  it('shows the file name and path from the uri, labelled by its heading', () => {
    render(<FilePlan uri="file:///workspace/docs/refactor%20plan.md" />);
    expect(screen.getByRole('region', { name: 'refactor plan.md' })).toBe(section());
    expect(screen.getByRole('heading', { level: 3, name: 'refactor plan.md' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="file-plan-path"]')).toHaveTextContent('/workspace/docs/refactor plan.md');
    expect(section()).toHaveAttribute('data-state', 'idle');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(withStableIds(section())).toMatchSnapshot();
  });

  it('has a title even before a bound plan exists', () => {
    render(
      <PlanStoreProvider store={createPlanStore()}>
        <FilePlan sessionId="s" planId="missing" />
      </PlanStoreProvider>,
    );
    expect(screen.getByRole('region', { name: 'File plan' })).toHaveAttribute('data-state', 'idle');
    expect(document.querySelector('[data-slot="file-plan-path"]')).toBeNull();
  });

  it('offers an Open button that hands the uri to onOpenFile', () => {
    const onOpenFile = vi.fn();
    render(<FilePlan uri={URI} onOpenFile={onOpenFile} />);
    const open = screen.getByRole('button', { name: 'Open refactor-plan.md' });
    expect(open).toHaveTextContent('Open');
    fireEvent.click(open);
    expect(onOpenFile).toHaveBeenCalledWith(URI);
  });

  it('offers no Open button before there is a uri to open', () => {
    render(
      <PlanStoreProvider store={createPlanStore()} onOpenFile={vi.fn()}>
        <FilePlan sessionId="s" planId="missing" />
      </PlanStoreProvider>,
    );
    expect(screen.getByRole('region', { name: 'File plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
  });

  it('passes props through, takes a title and translated labels', () => {
    const onOpenFile = vi.fn();
    render(
      <FilePlan
        uri={URI}
        title="Design doc"
        headingLevel={3}
        className="mine"
        data-testid="fp"
        onOpenFile={onOpenFile}
        labels={{ open: 'Öffnen', openFile: (name) => `${name} öffnen` }}
      />,
    );
    expect(screen.getByTestId('fp')).toHaveClass('mine');
    expect(screen.getByRole('heading', { level: 3, name: 'Design doc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'refactor-plan.md öffnen' })).toHaveTextContent('Öffnen');
  });
});

describe('<FilePlan> loading', () => {
  it('is busy at once but shows the skeleton only after the delay, then the markdown with progress', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri={URI} loadFile={loadFile} />);
    expect(loadFile).toHaveBeenCalledWith(URI, { signal: expect.any(AbortSignal) });
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(section()).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(149);
    });
    expect(screen.queryByText('Loading…')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(withStableIds(section())).toMatchSnapshot('skeleton');

    await loads[0]!.resolve(MARKDOWN);
    expect(section()).not.toHaveAttribute('aria-busy');
    expect(section()).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('heading', { level: 4, name: 'Refactor' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'refactor-plan.md progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Extract the store', TASK_TEXT).closest('li')).toHaveAttribute('aria-current', 'step');
    // One section, one heading of the plan: the markdown is embedded, not a second region.
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(withStableIds(section())).toMatchSnapshot('loaded markdown');
  });

  it('never shows a skeleton for a load faster than the delay', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri={URI} loadFile={loadFile} />);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await loads[0]!.resolve(MARKDOWN);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.querySelector('[data-slot="file-plan-skeleton"]')).toBeNull();
    expect(screen.getByText('Map the data flow', TASK_TEXT).closest('li')).toHaveAttribute('data-checked');
  });

  it('takes loadFile and onOpenFile from the provider', async () => {
    const { loadFile, loads } = controllableLoader();
    const onOpenFile = vi.fn();
    render(
      <PlanStoreProvider store={createPlanStore()} loadFile={loadFile} onOpenFile={onOpenFile}>
        <FilePlan uri={URI} />
      </PlanStoreProvider>,
    );
    await loads[0]!.resolve('plain');
    expect(screen.getByText('plain')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open refactor-plan.md' }));
    expect(onOpenFile).toHaveBeenCalledWith(URI);
  });

  it('shows other text as preformatted text', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri="file:///w/plan.txt" loadFile={loadFile} />);
    await loads[0]!.resolve('# not a heading\n<b>raw</b>');
    const pre = document.querySelector('pre[data-slot="file-plan-text"]')!;
    expect(pre.textContent).toBe('# not a heading\n<b>raw</b>');
    expect(screen.queryByRole('heading', { name: 'not a heading' })).toBeNull();
    // A tab stop only while it overflows, which only a browser can tell (test/containment.browser.test.tsx).
    expect(pre).not.toHaveAttribute('tabindex');
  });

  it('cuts content over maxFileLength with a visible notice', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri="file:///w/big.log" loadFile={loadFile} maxFileLength={10} />);
    await loads[0]!.resolve('0123456789ABCDEF');
    expect(document.querySelector('pre')!.textContent).toBe('0123456789');
    expect(screen.getByText('Showing the first 10 of 16 characters.')).toBeInTheDocument();
  });

  it('shows an empty file as such', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri={URI} loadFile={loadFile} />);
    await loads[0]!.resolve('');
    expect(screen.getByText('The file is empty.')).toBeInTheDocument();
  });
});

describe('<FilePlan> errors', () => {
  it('shows the message in an alert with a Retry that loads again', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri={URI} loadFile={loadFile} />);
    await loads[0]!.reject(new Error('ENOENT: no such file'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load refactor-plan.md: ENOENT: no such file');
    expect(section()).toHaveAttribute('data-state', 'error');
    expect(withStableIds(section())).toMatchSnapshot('error');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadFile).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(section());
    expect(screen.queryByRole('alert')).toBeNull();
    await loads[1]!.resolve(MARKDOWN);
    expect(screen.getByRole('heading', { name: 'Refactor' })).toBeInTheDocument();
  });

  it('turns a loader that throws synchronously, or rejects with a non-Error, into the error state', async () => {
    const throwing = vi.fn(() => {
      throw new Error('loader broke');
    });
    const { unmount } = render(<FilePlan uri={URI} loadFile={throwing} />);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('loader broke');
    unmount();

    const rejecting = vi.fn(() => Promise.reject({ toString: () => { throw new Error('nope'); } }));
    render(<FilePlan uri={URI} loadFile={rejecting} />);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
  });

  it('shows an error whose message is not a string instead of staying in the loading state', async () => {
    const error = new Error('replaced');
    Object.defineProperty(error, 'message', { value: 404 });
    render(<FilePlan uri={URI} loadFile={() => Promise.reject(error)} />);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('404');
    expect(document.querySelector('[data-slot="file-plan"]')).toHaveAttribute('data-state', 'error');
  });
  // A host's loader typed `Promise<string>` may still resolve to anything (JSON of the wrong shape, a bug).
  it.each([
    ['an object without a prototype', () => Object.create(null) as unknown],
    ['an object whose toString throws', () => ({ toString: () => { throw new Error('boom'); } })],
    ['a number', () => 42],
    ['undefined', () => undefined],
  ])('shows an error with Retry when the loader resolves to %s, never staying "Loading…"', async (_, make) => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<FilePlan uri={URI} loadFile={() => Promise.resolve(make() as string)} />);
      await act(async () => {});
      await act(async () => {});
      expect(section()).toHaveAttribute('data-state', 'error');
      expect(screen.getByRole('alert')).toHaveTextContent('Could not load refactor-plan.md: the loader did not return text');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('<FilePlan> races', () => {
  it('aborts the old load when the uri changes, and ignores its late response', async () => {
    const { loadFile, loads } = controllableLoader();
    const { rerender } = render(<FilePlan uri="file:///w/a.md" loadFile={loadFile} />);
    rerender(<FilePlan uri="file:///w/b.md" loadFile={loadFile} />);
    expect(loads.map((load) => load.uri)).toEqual(['file:///w/a.md', 'file:///w/b.md']);
    expect(loads[0]!.signal.aborted).toBe(true);
    expect(loads[1]!.signal.aborted).toBe(false);
    // Out of order: the newer load finishes first, the stale one after.
    await loads[1]!.resolve('# B');
    await loads[0]!.resolve('# A');
    expect(screen.getByRole('heading', { name: 'B' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'A' })).toBeNull();
  });

  it('ignores a stale failure after a newer success, and a stale success after a newer failure', async () => {
    const { loadFile, loads } = controllableLoader();
    const { rerender } = render(<FilePlan uri={URI} reloadKey={1} loadFile={loadFile} />);
    rerender(<FilePlan uri={URI} reloadKey={2} loadFile={loadFile} />);
    await loads[1]!.resolve('# Second');
    await loads[0]!.reject(new Error('stale failure'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();

    rerender(<FilePlan uri={URI} reloadKey={3} loadFile={loadFile} />);
    rerender(<FilePlan uri={URI} reloadKey={4} loadFile={loadFile} />);
    await loads[3]!.reject(new Error('fresh failure'));
    await loads[2]!.resolve('# Stale success');
    expect(screen.getByRole('alert')).toHaveTextContent('fresh failure');
    expect(screen.queryByRole('heading', { name: 'Stale success' })).toBeNull();
  });

  it('keeps the old content visible and busy while a new revision reloads', async () => {
    const { loadFile, loads } = controllableLoader();
    const { rerender } = render(<FilePlan uri={URI} reloadKey={1} loadFile={loadFile} />);
    await loads[0]!.resolve('# Old');
    rerender(<FilePlan uri={URI} reloadKey={2} loadFile={loadFile} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(section()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: 'Old' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot="file-plan-skeleton"]')).toBeNull();
    await loads[1]!.resolve('# New');
    expect(screen.getByRole('heading', { name: 'New' })).toBeInTheDocument();
    expect(section()).not.toHaveAttribute('aria-busy');
  });

  it('aborts the running load on unmount and never updates afterwards', async () => {
    const { loadFile, loads } = controllableLoader();
    const { unmount } = render(<FilePlan uri={URI} loadFile={loadFile} />);
    unmount();
    expect(loads[0]!.signal.aborted).toBe(true);
    // Resolving after unmount must not warn or throw (the setup fails tests on console.error).
    await loads[0]!.resolve('# Late');
  });

  it('reloads when the store sends the same file plan again (a new revision)', async () => {
    const { loadFile, loads } = controllableLoader();
    const store = createPlanStore();
    const update = () =>
      store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', id: 'doc', uri: URI } } });
    update();
    render(
      <PlanStoreProvider store={store} loadFile={loadFile}>
        <FilePlan sessionId="s" planId="doc" />
      </PlanStoreProvider>,
    );
    await loads[0]!.resolve('# First');
    act(() => {
      update();
    });
    expect(loads).toHaveLength(2);
    await loads[1]!.resolve('# Rewritten');
    expect(screen.getByRole('heading', { name: 'Rewritten' })).toBeInTheDocument();
  });
});

describe('<FilePlan> with an inline loadFile', () => {
  it('loads once across parent re-renders (README: an arrow on the provider), not once per render', async () => {
    const { loadFile, loads } = controllableLoader();
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', id: 'doc', uri: URI } } });
    let rerenderPanel = () => {};
    function Panel() {
      const [, setCount] = useState(0);
      rerenderPanel = () => setCount((count) => count + 1);
      return (
        <PlanStoreProvider store={store} loadFile={(uri, { signal }) => loadFile(uri, { signal })}>
          <FilePlan sessionId="s" planId="doc" />
          <FilePlan uri="file:///w/other.txt" loadFile={(uri, options) => loadFile(uri, options)} />
        </PlanStoreProvider>
      );
    }
    render(<Panel />);
    for (let i = 0; i < 5; i++) act(() => rerenderPanel());
    expect(loads.map((load) => [load.uri, load.signal.aborted])).toEqual([
      [URI, false],
      ['file:///w/other.txt', false],
    ]);
    await loads[0]!.resolve('# Loaded');
    await loads[1]!.resolve('other text');
    expect(screen.getByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    expect(screen.getByText('other text')).toBeInTheDocument();
  });

  it('does not reload for a different loader, but the next load calls the latest one', async () => {
    const first = controllableLoader();
    const second = controllableLoader();
    const { rerender } = render(<FilePlan uri={URI} reloadKey={1} loadFile={first.loadFile} />);
    await first.loads[0]!.resolve('# First');
    rerender(<FilePlan uri={URI} reloadKey={1} loadFile={second.loadFile} />);
    expect(second.loadFile).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    rerender(<FilePlan uri={URI} reloadKey={2} loadFile={second.loadFile} />);
    expect(first.loadFile).toHaveBeenCalledTimes(1);
    await second.loads[0]!.resolve('# Second');
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
  });
});

describe('<FilePlan> schemes', () => {
  it('does not load a uri whose scheme is not allowed, and says so', () => {
    const { loadFile } = controllableLoader();
    render(<FilePlan uri="https://tracker.example/plan.md" loadFile={loadFile} />);
    expect(loadFile).not.toHaveBeenCalled();
    expect(section()).toHaveAttribute('data-state', 'blocked');
    expect(screen.getByText('Not loaded: https: files are not allowed here.')).toBeInTheDocument();
  });

  it('never offers to open a blocked uri (the agent chose it: javascript: must not reach the host)', () => {
    const { loadFile } = controllableLoader();
    const onOpenFile = vi.fn();
    const { rerender } = render(
      <FilePlan uri="javascript:alert(document.domain)//x.md" loadFile={loadFile} onOpenFile={onOpenFile} />,
    );
    expect(section()).toHaveAttribute('data-state', 'blocked');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    // Without a loader too, and with the callback from the provider.
    rerender(
      <PlanStoreProvider store={createPlanStore()} onOpenFile={onOpenFile}>
        <FilePlan uri="https://tracker.example/plan.md" />
      </PlanStoreProvider>,
    );
    expect(section()).toHaveAttribute('data-state', 'blocked');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(onOpenFile).not.toHaveBeenCalled();
    expect(loadFile).not.toHaveBeenCalled();
  });

  // A browser's URL parser strips leading C0 controls and spaces and deletes tabs and newlines before it reads
  // the scheme: each of these is `javascript:` to a host that does `location.assign(uri)`.
  it.each([
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001javascript:alert(1)',
    ' javascript:alert(1)',
    '\u001f \tjavascript:alert(1)//x.md',
    'file:///workspace/a\u0000b.md',
  ])('never loads nor offers to open %j, through the store too', (uri) => {
    const { loadFile } = controllableLoader();
    const onOpenFile = vi.fn();
    const store = createPlanStore();
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'f', uri } } });
    render(
      <PlanStoreProvider store={store} loadFile={loadFile} onOpenFile={onOpenFile}>
        <FilePlan sessionId="s" planId="f" />
      </PlanStoreProvider>,
    );
    expect(section()).toHaveAttribute('data-state', 'blocked');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    expect(loadFile).not.toHaveBeenCalled();
    expect(onOpenFile).not.toHaveBeenCalled();
  });

  it('says why a uri with control characters is not loaded', () => {
    render(<FilePlan uri={'java\tscript:alert(1)'} loadFile={vi.fn()} />);
    expect(screen.getByText('Not loaded: the address contains control characters.')).toBeInTheDocument();
  });

  it('loads other schemes the host allows', async () => {
    const { loadFile, loads } = controllableLoader();
    render(<FilePlan uri="vscode-remote://box/plan.md" loadFile={loadFile} allowedSchemes={['file:', 'vscode-remote']} />);
    expect(loadFile).toHaveBeenCalledTimes(1);
    await loads[0]!.resolve('# Remote');
    expect(screen.getByRole('heading', { name: 'Remote' })).toBeInTheDocument();
  });
});
