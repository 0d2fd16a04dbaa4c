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

  it('has no aria-valuenow while there are no tasks', () => {
    render(<ProgressBar completed={0} total={0} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-valuemax', '0');
    expect(bar).toHaveAttribute('aria-valuetext', 'No tasks');
  });

  it('marks completion and clamps nonsense counts', () => {
    const { rerender } = render(<ProgressBar completed={9} total={4} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '4');
    expect(bar).toHaveAttribute('data-complete');
    rerender(<ProgressBar completed={-2} total={Number.NaN} />);
    expect(bar).not.toHaveAttribute('aria-valuenow');
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
