import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilePlan } from '../FilePlan';
import { MarkdownPlan } from './MarkdownPlan';

/** A markdown task's text (its status is an icon and words before it, no checkbox). */
const TASK_TEXT = { selector: '[data-slot="task-text"]' };

/** The depth of the deepest element under `root`. */
function domDepth(root: Element): number {
  let deepest = 0;
  const walk = (element: Element, depth: number) => {
    deepest = Math.max(deepest, depth);
    for (const child of element.children) walk(child, depth + 1);
  };
  walk(root, 0);
  return deepest;
}

describe('<MarkdownPlan> past the formatting limits', () => {
  it.each([
    ['nested list items', `${'- '.repeat(2000)}x`],
    ['nested block quotes', `${'>'.repeat(5000)} x`],
    ['nested emphasis', `${'*_'.repeat(2000)}x${'_*'.repeat(2000)}`],
    ['quotes and lists mixed', `${'> - '.repeat(1000)}x`],
    ['open brackets', '['.repeat(5000)],
  ])('shows %s as plain text under a note, without reaching the parser', async (_, hostile) => {
    const { container } = render(<MarkdownPlan content={`# Plan\n\n- [ ] fine\n\nbetween\n\n${hostile}\n\nafter`} />);
    // A big document is shown over a few commits (useProgressiveBlocks).
    await screen.findByText('after');
    const plain = container.querySelector('[data-slot="markdown-plain"]')!;
    expect(plain).toHaveAttribute('data-reason', 'nesting');
    expect(plain.querySelector('[data-slot="markdown-plain-note"]')).toHaveTextContent('Nested too deeply to format');
    expect(plain.querySelector('pre')!.textContent).toBe(hostile);
    // The blocks around it are still formatted.
    expect(screen.getByText('fine', TASK_TEXT)).toBeInTheDocument();
    expect(screen.getByText('after').tagName).toBe('P');
    expect(domDepth(container)).toBeLessThan(30);
  });

  it('shows a table with thousands of columns as plain text, with a translatable note', async () => {
    // 18 kB: past what the first commit analyses (FIRST_TEXT), so the table shows a commit later, whole.
    const table = `${'|a'.repeat(3000)}|\n${'|-'.repeat(3000)}|\n${'|b'.repeat(3000)}|`;
    const { container } = render(<MarkdownPlan content={table} labels={{ tooLarge: 'Zu groß' }} />);
    expect(await screen.findByText('Zu groß', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('[data-slot="markdown-plain"]')).toHaveAttribute('data-reason', 'size');
  });

  it('still formats lists nested a few levels deep', () => {
    render(<MarkdownPlan content={`${'- '.repeat(8)}[ ] deep task`} />);
    expect(screen.getByText('deep task', TASK_TEXT)).toBeInTheDocument();
  });
});

describe('<MarkdownPlan> render errors', () => {
  const throwingTransform = () => {
    throw new Error('transform exploded');
  };

  it('shows an error box in the plan instead of unmounting the host root', () => {
    // React reports the caught error to the console; that is the boundary working.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>host</p>
        <MarkdownPlan content="[a](https://example.com)" urlTransform={throwingTransform} title="Doc" />
      </main>,
    );
    expect(screen.getByText('host')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Doc' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This plan could not be shown.');
    expect(screen.getByRole('alert')).toHaveTextContent('transform exploded');
  });

  it('keeps a standalone <FilePlan> from unmounting the host root too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>host</p>
        <FilePlan uri="file:///plan.md" loadFile={async () => '[a](https://example.com)'} urlTransform={throwingTransform} />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This plan could not be shown.');
    expect(screen.getByText('host')).toBeInTheDocument();
  });
});
