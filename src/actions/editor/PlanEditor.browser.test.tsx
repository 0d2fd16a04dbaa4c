// <PlanEditor> in real Chromium (real focus, layout and stylesheet): reorder by keyboard (Alt+Up / Alt+Down,
// focus kept in the moved step), undo with Ctrl+Z over the text input's own, send with Ctrl+Enter.
// Keys come from @testing-library/user-event: vitest/browser's userEvent (Playwright's trusted events) passed
// too, but importing it retypes jest-dom's matchers for the whole program (toHaveTextContent(RegExp) stops
// type-checking in other files). Not here: drag and drop. Playwright's dragAndDrop fired no dragstart inside
// Vitest's test iframe (only mousedown reached the grip), so the drag handlers are tested in jsdom.
import '../../styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { PlanEditor } from './PlanEditor';
import type { PlanRevision } from './types';

const ENTRIES = [
  { key: 'a', content: 'Read the test', priority: 'high', status: 'completed' },
  { key: 'b', content: 'Fix the tokenizer', priority: 'medium', status: 'in_progress' },
  { key: 'c', content: 'Run the tests', priority: 'low', status: 'pending' },
];

const values = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('<PlanEditor> in Chromium', () => {
  it('moves a step down twice with Alt+Down, keeping focus in the moved step, and Ctrl+Z undoes the move', async () => {
    const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
    const user = userEvent.setup();
    render(<PlanEditor entries={ENTRIES} onSubmitRevision={onSubmitRevision} />);
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    await expect.poll(() => document.activeElement).toBe(first);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Step 2' }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests', 'Read the test']);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Step 3' }));
    await user.keyboard('{Control>}z{/Control}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmitRevision).toHaveBeenCalledTimes(1);
    expect(onSubmitRevision.mock.calls[0]![0].prompt).toContain('- moved "Fix the tokenizer" from step 2 to step 1');
  });
});
