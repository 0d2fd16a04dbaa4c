import { describe, expect, it, vi } from 'vitest';
import { createStepSelection } from './createStepSelection';
import type { PlanStep } from './types';

const steps = (...statuses: string[]): PlanStep[] =>
  statuses.map((status, index) => ({ key: `k${index + 1}`, content: `step ${index + 1}`, status, priority: '', position: index + 1 }));

describe('createStepSelection', () => {
  it('toggles, ranges from the last toggled step, and keeps the chosen list in plan order', () => {
    const selection = createStepSelection();
    selection.setSteps(steps('pending', 'pending', 'pending', 'pending', 'pending'));
    selection.toggle('k4');
    selection.toggle('k2', { range: true });
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k2', 'k3', 'k4']);
    // The anchor is now k2; a range to k1 chooses k1 (k1's new state is "chosen").
    selection.toggle('k1', { range: true });
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k1', 'k2', 'k3', 'k4']);
    // A range whose end step is chosen lets the whole range go.
    selection.toggle('k3', { range: true });
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k4']);
  });

  it('drops keys that leave the plan, keeps the chosen array while nothing chosen changes', () => {
    const selection = createStepSelection();
    selection.setSteps(steps('pending', 'pending', 'pending'));
    selection.toggle('k1');
    selection.toggle('k3');
    const before = selection.getSelected();
    selection.setSteps(steps('pending', 'pending', 'pending'));
    expect(selection.getSelected()).not.toBe(before); // new step objects
    const same = selection.getSelected();
    selection.toggle('k9');
    expect(selection.getSelected()).toBe(same);
    selection.setSteps(steps('pending', 'pending'));
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k1']);
    expect(selection.isSelected('k3')).toBe(false);
  });

  it('"remaining" chooses every step not completed nor cancelled, and notifies only on a change', () => {
    const selection = createStepSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.setSteps(steps('completed', 'in_progress', 'cancelled', 'pending', '_blocked'));
    listener.mockClear();
    selection.selectRemaining();
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k2', 'k4', 'k5']);
    expect(listener).toHaveBeenCalledTimes(1);
    selection.selectRemaining();
    expect(listener).toHaveBeenCalledTimes(1);
    selection.clear();
    expect(selection.getSelected()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a silent update does not notify until notify()', () => {
    const selection = createStepSelection();
    const listener = vi.fn();
    selection.subscribe(listener);
    selection.setSteps(steps('pending'), new Map([[3, 'k1']]), true);
    expect(listener).not.toHaveBeenCalled();
    expect(selection.stepOfLine(3)?.content).toBe('step 1');
    selection.notify();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('select() chooses exactly the given keys that are in the plan', () => {
    const selection = createStepSelection();
    selection.setSteps(steps('pending', 'pending', 'pending'));
    selection.toggle('k1');
    selection.select(['k2', 'k3', 'gone']);
    expect(selection.getSelected().map((step) => step.key)).toEqual(['k2', 'k3']);
  });
});
