import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('<VisuallyHidden>', () => {
  it('keeps its text in the accessibility tree while clipping it out of sight', () => {
    render(
      <button type="button">
        <span aria-hidden="true">✓</span>
        <VisuallyHidden>Completed</VisuallyHidden>
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Completed' });
    const hidden = screen.getByText('Completed');
    expect(button).toContainElement(hidden);
    expect(hidden.tagName).toBe('SPAN');
    expect(hidden).toHaveAttribute('data-slot', 'visually-hidden');
    expect(hidden.style.position).toBe('absolute');
    expect(hidden.style.overflow).toBe('hidden');
    expect(hidden.style.whiteSpace).toBe('nowrap');
  });

  it('takes a data-slot, a className, other props and extra style', () => {
    render(
      <VisuallyHidden data-slot="status-text" className="sr" id="x" style={{ color: 'blue' }}>
        In progress
      </VisuallyHidden>,
    );
    const hidden = screen.getByText('In progress');
    expect(hidden).toHaveAttribute('data-slot', 'status-text');
    expect(hidden).toHaveClass('sr');
    expect(hidden).toHaveAttribute('id', 'x');
    expect(hidden.style.color).toBe('blue');
    expect(hidden.style.height).toBe('1px');
  });

  it('matches its markup', () => {
    const { container } = render(<VisuallyHidden>Pending</VisuallyHidden>);
    expect(container.innerHTML).toMatchInlineSnapshot(`"<span data-slot="visually-hidden" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;">Pending</span>"`);
  });
});
