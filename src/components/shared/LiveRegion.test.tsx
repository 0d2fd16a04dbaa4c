import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveRegion } from './LiveRegion';

describe('<LiveRegion>', () => {
  it('is a polite, atomic, visually hidden status region that exists while empty', () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toHaveAttribute('data-slot', 'live-region');
    expect(region).toBeEmptyDOMElement();
    expect(region.style.position).toBe('absolute');
    expect(region.style.clipPath).toBe('inset(50%)');
  });

  it('shows the message and passes props through after its own', () => {
    render(
      <LiveRegion message="Started: A." id="live" className="mine" style={{ color: 'red' }} aria-label="Plan updates" />,
    );
    const region = screen.getByRole('status', { name: 'Plan updates' });
    expect(region).toHaveTextContent('Started: A.');
    expect(region).toHaveAttribute('id', 'live');
    expect(region).toHaveClass('mine');
    expect(region.style.color).toBe('red');
    expect(region.style.width).toBe('1px');
  });

  it('matches its markup', () => {
    const { container } = render(<LiveRegion message="Completed: A." />);
    expect(container.innerHTML).toMatchInlineSnapshot(`"<div role="status" aria-live="polite" aria-atomic="true" data-slot="live-region" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;">Completed: A.</div>"`);
  });
});
