// <PlanEditor> in jsdom: the DOM contract, every edit by keyboard, undo / redo, Escape, drag and drop, and what
// "Send revision" hands the host.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanEditor } from './PlanEditor';
import type { PlanRevision } from './types';

const ENTRIES = [
  { key: 'a', content: 'Read the test', priority: 'high', status: 'completed' },
  { key: 'b', content: 'Fix the tokenizer', priority: 'medium', status: 'in_progress' },
  { key: 'c', content: 'Run the tests', priority: 'low', status: 'pending' },
];

const inputs = () => screen.getAllByRole('textbox');
const values = () => inputs().map((input) => (input as HTMLInputElement).value);
const editor = () => screen.getByRole('group', { name: 'Edit the plan' });

function setup(props: Partial<Parameters<typeof PlanEditor>[0]> = {}) {
  const onSubmitRevision = vi.fn<(revision: PlanRevision) => void>();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  render(<PlanEditor entries={ENTRIES} onSubmitRevision={onSubmitRevision} onCancel={onCancel} {...props} />);
  return { user, onSubmitRevision, onCancel };
}

describe('<PlanEditor>', () => {
  it('is a named group in [data-slot="plan-editor"] with a labelled input, priority and buttons per step, focusing the first step', () => {
    setup();
    expect(editor()).toHaveAttribute('data-slot', 'plan-editor');
    expect(screen.getByRole('list')).toHaveAttribute('data-slot', 'plan-editor-list');
    expect(inputs().map((input) => input.getAttribute('aria-label'))).toEqual(['Step 1', 'Step 2', 'Step 3']);
    expect(values()).toEqual(['Read the test', 'Fix the tokenizer', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move "Fix the tokenizer" up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move "Run the tests" down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Delete "Read the test"' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Priority of "Read the test"' })).toHaveValue('high');
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => [row.getAttribute('data-status'), row.getAttribute('data-priority')])).toEqual([
      ['completed', 'high'],
      ['in_progress', 'medium'],
      ['pending', 'low'],
    ]);
    expect(within(rows[0]!).getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send revision' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('rewords, reprioritizes and sends the revision with its prompt', async () => {
    const { user, onSubmitRevision } = setup();
    const second = screen.getByRole('textbox', { name: 'Step 2' });
    await user.clear(second);
    await user.type(second, 'Fix the loop bound');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of "Run the tests"' }), 'high');
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(onSubmitRevision).toHaveBeenCalledTimes(1);
    const revision = onSubmitRevision.mock.calls[0]![0];
    expect(revision.entries.map((entry) => [entry.key, entry.content, entry.priority, entry.status])).toEqual([
      ['a', 'Read the test', 'high', 'completed'],
      ['b', 'Fix the loop bound', 'medium', 'in_progress'],
      ['c', 'Run the tests', 'high', 'pending'],
    ]);
    expect(revision.diff.changes.map((change) => change.change)).toEqual(['reworded', 'priority']);
    expect(revision.prompt).toContain('- reworded step 2: "Fix the tokenizer" -> "Fix the loop bound"');
    expect(revision.prompt).toContain('- changed the priority of step 3 "Run the tests" from low to high');
  });

  it('moves a step with Alt+Down / Alt+Up, keeps focus in it, and announces the move', async () => {
    const { user } = setup();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
    expect(await screen.findByText(/Moved "Read the test" to position 2 of 3\./)).toHaveAttribute('role', 'status');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests', 'Read the test']);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}'); // already last: nothing
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests', 'Read the test']);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
  });

  it('moves with the buttons, keeping focus on the pressed button', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Move "Read the test" down' }));
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test', 'Run the tests']);
    expect(screen.getByRole('button', { name: 'Move "Read the test" down' })).toHaveFocus();
  });

  it('deletes a step (focus to the next one), adds with Enter and the Add button, and Backspace removes an empty step', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete "Read the test"' }));
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    expect(await screen.findByText(/Deleted "Read the test"\./)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Fix the tokenizer', '', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 2' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Delete "step 2"' })).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests']);
    expect(screen.getByRole('textbox', { name: 'Step 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    expect(screen.getByRole('textbox', { name: 'Step 3' })).toHaveFocus();
    await user.keyboard('Ship it');
    expect(values()).toEqual(['Fix the tokenizer', 'Run the tests', 'Ship it']);
  });

  it('undoes and redoes every kind of edit (Ctrl+Z, Shift+Ctrl+Z, Ctrl+Y, Meta+Z and the buttons); typing is one undo step', async () => {
    const { user } = setup();
    const first = screen.getByRole('textbox', { name: 'Step 1' });
    await user.type(first, ' again');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test again', 'Run the tests']);
    await user.keyboard('{Control>}z{/Control}');
    expect(values()).toEqual(['Read the test again', 'Fix the tokenizer', 'Run the tests']);
    await user.keyboard('{Meta>}z{/Meta}');
    expect(values()).toEqual(['Read the test', 'Fix the tokenizer', 'Run the tests']);
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(values()).toEqual(['Read the test again', 'Fix the tokenizer', 'Run the tests']);
    await user.keyboard('{Control>}y{/Control}');
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test again', 'Run the tests']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(values()).toEqual(['Read the test again', 'Fix the tokenizer', 'Run the tests']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(values()).toEqual(['Fix the tokenizer', 'Read the test again', 'Run the tests']);
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('cancels with Escape and with the Cancel button, sending nothing', async () => {
    const { user, onCancel, onSubmitRevision } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), '!');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmitRevision).not.toHaveBeenCalled();
  });

  it('sends nothing when nothing changed, and drops steps left empty', async () => {
    const { user, onSubmitRevision } = setup();
    await user.click(screen.getByRole('button', { name: 'Add step' }));
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(onSubmitRevision).not.toHaveBeenCalled();
    expect(await screen.findByText(/No changes to send\./)).toBeInTheDocument();
  });

  it('reorders by dragging a step by its grip onto another step', () => {
    const { container } = render(<PlanEditor entries={ENTRIES} autoFocus={false} />);
    const grips = container.querySelectorAll('[data-slot="plan-editor-grip"]');
    const rows = container.querySelectorAll('[data-slot="plan-editor-step"]');
    fireEvent.dragStart(grips[2]!);
    fireEvent.dragOver(rows[0]!);
    expect(rows[0]).toHaveAttribute('data-drop-target');
    fireEvent.drop(rows[0]!);
    expect(values()).toEqual(['Run the tests', 'Read the test', 'Fix the tokenizer']);
    expect(container.querySelector('[data-drop-target]')).toBeNull();
  });

  it('ignores a drop that did not start on a grip (text dragged in from elsewhere)', () => {
    const { container } = render(<PlanEditor entries={ENTRIES} autoFocus={false} />);
    const rows = container.querySelectorAll('[data-slot="plan-editor-step"]');
    fireEvent.dragOver(rows[0]!);
    fireEvent.drop(rows[0]!);
    expect(values()).toEqual(['Read the test', 'Fix the tokenizer', 'Run the tests']);
  });

  it('shows an agent custom priority and status as they are, without crashing on odd input', () => {
    render(<PlanEditor entries={[{ content: 'Odd', priority: '_urgent', status: '_blocked' }]} />);
    expect(screen.getByRole('combobox', { name: 'Priority of "Odd"' })).toHaveValue('_urgent');
    expect(screen.getByText('_blocked')).toBeInTheDocument();
  });
});
