import { render, screen } from '@testing-library/react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPlanStore } from '../store/createPlanStore';
import type { PlanStore } from '../store/types';
import { PlanStoreProvider, usePlanHost, usePlanStore } from './PlanStoreProvider';
import type { PlanHostOptions } from './PlanStoreProvider';
import { usePlan, usePlanProgress, usePlans } from './hooks';

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function StoreUser() {
  usePlanStore();
  return <p>has store</p>;
}

describe('usePlanStore', () => {
  it('throws an error that names PlanStoreProvider when there is no provider', () => {
    const caught = vi.fn();
    render(
      <Boundary>
        <StoreUser />
      </Boundary>,
      { onCaughtError: caught },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/PlanStoreProvider/);
    expect(screen.getByRole('alert')).toHaveTextContent(/usePlanStore/);
    expect(caught).toHaveBeenCalledTimes(1);
  });

  it('returns the store of the nearest provider', () => {
    const outer = createPlanStore();
    const inner = createPlanStore();
    const seen: PlanStore[] = [];
    function Probe() {
      seen.push(usePlanStore());
      return null;
    }
    render(
      <PlanStoreProvider store={outer}>
        <Probe />
        <PlanStoreProvider store={inner}>
          <Probe />
        </PlanStoreProvider>
      </PlanStoreProvider>,
    );
    expect(seen).toEqual([outer, inner]);
  });
});

describe('usePlanHost', () => {
  function capture() {
    const seen: PlanHostOptions[] = [];
    function Probe() {
      seen.push(usePlanHost());
      return null;
    }
    return { seen, Probe };
  }

  it('is an empty object without a provider or without callbacks', () => {
    const { seen, Probe } = capture();
    render(
      <>
        <Probe />
        <PlanStoreProvider store={createPlanStore()}>
          <Probe />
        </PlanStoreProvider>
      </>,
    );
    expect(seen).toEqual([{}, {}]);
  });

  it('exposes loadFile and onOpenFile; a nested provider inherits what it does not set', async () => {
    const { seen, Probe } = capture();
    const loadFile = vi.fn(async (uri: string) => `# ${uri}`);
    const onOpenFile = vi.fn();
    const otherOpen = vi.fn();
    render(
      <PlanStoreProvider store={createPlanStore()} loadFile={loadFile} onOpenFile={onOpenFile}>
        <Probe />
        <PlanStoreProvider store={createPlanStore()} onOpenFile={otherOpen}>
          <Probe />
        </PlanStoreProvider>
      </PlanStoreProvider>,
    );
    // Stable stand-ins that call the host's functions (and return what they return).
    const [outer, inner] = seen;
    expect(inner!.loadFile).toBe(outer!.loadFile);
    await expect(inner!.loadFile!('file:///a.md', { signal: new AbortController().signal })).resolves.toBe(
      '# file:///a.md',
    );
    expect(loadFile).toHaveBeenCalledTimes(1);
    outer!.onOpenFile!('file:///a.md');
    inner!.onOpenFile!('file:///b.md');
    expect(onOpenFile.mock.calls).toEqual([['file:///a.md']]);
    expect(otherOpen.mock.calls).toEqual([['file:///b.md']]);
  });

  it('keeps the same host object across re-renders with inline callbacks, calling the latest ones', async () => {
    const { seen, Probe } = capture();
    const store = createPlanStore();
    const ui = (text: string) => (
      <PlanStoreProvider store={store} loadFile={async () => text} onOpenFile={() => {}}>
        <Probe />
      </PlanStoreProvider>
    );
    const { rerender } = render(ui('first'));
    rerender(ui('second'));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    await expect(seen[0]!.loadFile!('file:///a.md', { signal: new AbortController().signal })).resolves.toBe('second');
    // Losing a callback does change it: an "Open" button must go away.
    rerender(
      <PlanStoreProvider store={store}>
        <Probe />
      </PlanStoreProvider>,
    );
    expect(seen[2]).toEqual({ loadFile: undefined, onOpenFile: undefined });
  });

  it('keeps the same host object across re-renders with the same callbacks', () => {
    const { seen, Probe } = capture();
    const store = createPlanStore();
    const loadFile = async () => '';
    const { rerender } = render(
      <PlanStoreProvider store={store} loadFile={loadFile}>
        <Probe />
      </PlanStoreProvider>,
    );
    rerender(
      <PlanStoreProvider store={store} loadFile={loadFile}>
        <Probe />
      </PlanStoreProvider>,
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });
});

describe('server rendering', () => {
  it('renders a pre-filled store with renderToString', () => {
    const store = createPlanStore({ now: () => 0 });
    const result = store.apply({
      sessionId: 's',
      update: {
        sessionUpdate: 'plan',
        entries: [
          { content: 'Write the parser', priority: 'high', status: 'completed' },
          { content: 'Render <the> plan', priority: 'medium', status: 'in_progress' },
        ],
      },
    });
    expect(result.status).toBe('applied');
    function Plan() {
      const plans = usePlans('s');
      const plan = usePlan('s', 'main');
      const progress = usePlanProgress('s', 'main');
      return (
        <section data-plans={plans.length}>
          <p>{progress ? `${progress.completed}/${progress.total}` : 'none'}</p>
          <ol>{plan?.type === 'items' && plan.entries.map((e) => <li key={e.key}>{e.content}</li>)}</ol>
        </section>
      );
    }
    const html = renderToString(
      <PlanStoreProvider store={store}>
        <Plan />
      </PlanStoreProvider>,
    );
    expect(html).toContain('data-plans="1"');
    expect(html).toContain('<p>1/2</p>');
    expect(html).toContain('<li>Write the parser</li>');
    expect(html).toContain('<li>Render &lt;the&gt; plan</li>');
  });
});
