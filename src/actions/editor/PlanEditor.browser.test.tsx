// <PlanEditor> in real Chromium with real input events (Playwright): reorder by keyboard (Alt+Up / Alt+Down,
// focus kept in the moved step), undo with Ctrl+Z over the text input's own, send with Ctrl+Enter.
// Not here: drag and drop. Playwright's userEvent.dragAndDrop fires no dragstart inside Vitest's test iframe
// (tried: only mousedown reached the grip), so the drag handlers are tested in jsdom (PlanEditor.test.tsx).
import '../../styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PlanEditor } from './PlanEditor';
import type { PlanRevision } from './types';

const ENTRIES = [
  { key: 'a', content: 'Read the test', priority: 'high', status: 'completed' },
  { key: 'b', content: 'Fix the tokenizer', priority: 'medium', status: 'in_progress' },
  { key: 'c', content: 'Run the tests', priority: 'low', status: 'pending' },
];

const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('<PlanEditor> in Chromium', () => {
  it('moves a step with Alt+Down / Alt+Up, keeping focus in the moved step, and Ctrl+Z undoes the move', async () => {
    const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
    render(<PlanEditor entries={ENTRIES} onSubmitRevision={onSubmitRevision} />);
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    await expect.poll(() => document.activeElement).toBe(first);
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Step 2' }));
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests', 'Read the test']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Step 3' }));
    await userEvent.keyboard('{Control>}z{/Control}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmitRevision).toHaveBeenCalledTimes(1);
    expect(onSubmitRevision.mock.calls[0]![0].prompt).toContain('- moved "Fix the tokenizer" from step 2 to step 1');
  });
});
