// <PlanEditor> in real Chromium (real focus, layout and stylesheet): reorder by keyboard (Alt+Up / Alt+Down,
// focus kept in the moved step), undo with Ctrl+Z over the text input's own, send with Ctrl+Enter.
// Keys come from @testing-library/user-event: vitest/browser's userEvent (Playwright's trusted events) passed
// too, but importing it retypes jest-dom's matchers for the whole program (toHaveTextContent(RegExp) stops
// type-checking in other files). Drag and drop: Playwright's dragAndDrop fires no dragstart inside Vitest's test
// iframe (only pointerdown and mousedown reach the grip), so the drag is Chromium's own DragEvents with a real
// DataTransfer, dispatched at the rendered grip and rows (their layout, the drop-target style and the move are
// the browser's).
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

/** Dispatches a real DragEvent of `type` at the middle of `target`; returns whether a handler called preventDefault. */
function drag(type: string, target: Element, dataTransfer: DataTransfer): boolean {
  const box = target.getBoundingClientRect();
  const event = new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    dataTransfer,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  });
  return !target.dispatchEvent(event);
}

describe('<PlanEditor> drag and drop in Chromium', () => {
  it('moves a step dragged by its grip onto another step, marks the drop target meanwhile, and sends the move', async () => {
    const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
    const user = userEvent.setup();
    render(<PlanEditor entries={ENTRIES} onSubmitRevision={onSubmitRevision} />);
    const rows = () => [...document.querySelectorAll('[data-slot="plan-editor-step"]')];
    const grip = rows()[2]!.querySelector('[data-slot="plan-editor-grip"]') as HTMLElement;
    // A real, visible drag handle: draggable, laid out, with the grab cursor of the stylesheet.
    expect(grip.draggable).toBe(true);
    expect(grip.getBoundingClientRect().width).toBeGreaterThan(0);
    expect(getComputedStyle(grip).cursor).toBe('grab');

    const dataTransfer = new DataTransfer();
    drag('dragstart', grip, dataTransfer);
    // The dragged step's text travels with the drag (effectAllowed is writable only in a drag the browser started).
    expect(dataTransfer.getData('text/plain')).toBe('Run the tests');
    // The row under the pointer accepts the drop (dragover cancelled) and is marked as the drop target.
    expect(drag('dragover', rows()[0]!, dataTransfer)).toBe(true);
    await expect.poll(() => rows()[0]!.hasAttribute('data-drop-target')).toBe(true);
    expect(getComputedStyle(rows()[0]!).borderBlockStartColor).not.toBe(getComputedStyle(rows()[1]!).borderBlockStartColor);
    drag('drop', rows()[0]!, dataTransfer);
    drag('dragend', grip, dataTransfer);
    await expect.poll(values).toEqual(['Run the tests', 'Read the test', 'Fix the tokenizer']);
    expect(rows().some((row) => row.hasAttribute('data-drop-target'))).toBe(false);

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSubmitRevision).toHaveBeenCalledTimes(1);
    expect(onSubmitRevision.mock.calls[0]![0].entries.map((entry) => entry.content)).toEqual(['Run the tests', 'Read the test', 'Fix the tokenizer']);
  });

  it('refuses a drop of something not dragged by a grip (text from elsewhere): the order stays', async () => {
    render(<PlanEditor entries={ENTRIES} onSubmitRevision={() => {}} />);
    const rows = [...document.querySelectorAll('[data-slot="plan-editor-step"]')];
    const dataTransfer = new DataTransfer();
    dataTransfer.setData('text/plain', 'Injected step');
    expect(drag('dragover', rows[0]!, dataTransfer)).toBe(false);
    drag('drop', rows[0]!, dataTransfer);
    expect(values()).toEqual(['Read the test', 'Fix the tokenizer', 'Run the tests']);
  });
});
