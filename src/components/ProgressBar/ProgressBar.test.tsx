import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('<ProgressBar>', () => {
  it('exposes min, max, now and a spoken value', () => {
    render(<ProgressBar completed={3} total={7} />);
    const bar = screen.getByRole('progressbar', { name: 'Plan progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '7');
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 7 tasks completed');
    expect(bar).not.toHaveAttribute('data-complete');
  });

  it('is no progressbar while there are no tasks: nothing indeterminate, no 0-of-0 range', () => {
    const { container } = render(<ProgressBar completed={0} total={0} aria-labelledby="x" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    const bar = container.querySelector('[data-slot="progress"]')!;
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveAttribute('data-empty');
    for (const name of ['role', 'aria-valuenow', 'aria-valuemax', 'aria-valuetext', 'aria-labelledby']) expect(bar).not.toHaveAttribute(name);
  });

  it('marks completion and clamps nonsense counts', () => {
    const { rerender } = render(<ProgressBar completed={9} total={4} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('data-complete');
    rerender(<ProgressBar completed={-2} total={Number.NaN} />);
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('role');
  });

  it('passes props through, after its own, and lets aria-labelledby name it', () => {
    render(
      <>
        <span id="heading">Refactor</span>
        <ProgressBar completed={1} total={2} aria-labelledby="heading" className="mine" data-testid="bar" motion="reduced" />
      </>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Refactor' });
    expect(bar).toHaveClass('mine');
    expect(bar).not.toHaveAttribute('aria-label');
    expect(bar).toHaveAttribute('data-motion', 'reduced');
    expect(bar.style.getPropertyValue('--acp-plan-progress-ratio')).toBe('0.5');
  });
});
