import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlanErrorBoundary } from './PlanErrorBoundary';

function Bomb({ explode, value = new Error('kaboom') }: { explode: boolean; value?: unknown }) {
  if (explode) throw value;
  return <p>rendered fine</p>;
}

describe('<PlanErrorBoundary>', () => {
  it('renders its children while they work', () => {
    render(
      <PlanErrorBoundary planId="p">
        <Bomb explode={false} />
      </PlanErrorBoundary>,
    );
    expect(screen.getByText('rendered fine')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an alert naming the plan, reports the error, and resets on a new resetKey', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { rerender } = render(
      <PlanErrorBoundary planId="strategy" resetKey={1} onError={onError} labels={{ retry: 'Nochmal' }}>
        <Bomb explode />
      </PlanErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-plan-id', 'strategy');
    expect(alert).toHaveTextContent('Plan "strategy" could not be shown.kaboom');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }), 'strategy');
    expect(consoleError.mock.calls.flat().some((arg) => arg instanceof Error && arg.message === 'kaboom')).toBe(true);
    expect(screen.getByRole('button', { name: 'Nochmal' })).toBeInTheDocument();

    rerender(
      <PlanErrorBoundary planId="strategy" resetKey={1} onError={onError}>
        <Bomb explode={false} />
      </PlanErrorBoundary>,
    );
    // Same resetKey: still the error box (a re-render alone does not retry).
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <PlanErrorBoundary planId="strategy" resetKey={2} onError={onError}>
        <Bomb explode={false} />
      </PlanErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('rendered fine')).toBeInTheDocument();
  });

  it('survives a thrown value that is not an Error, and retries on click', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let explode = true;
    function Flaky() {
      if (explode) throw { toString: () => { throw new Error('hostile toString'); } };
      return <p>back</p>;
    }
    render(
      <PlanErrorBoundary planId="x">
        <Flaky />
      </PlanErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Plan "x" could not be shown.');
    explode = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('back')).toBeInTheDocument();
  });
});
