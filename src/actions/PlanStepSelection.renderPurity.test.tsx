// <PlanStepSelection> must not write to the selection store while rendering: the store may be the host's
// (`selection`), read by other components, and React may render without committing (StrictMode, a discarded
// concurrent render). It derives the steps in render and writes them to the store after the commit.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { PlanList } from '../components/PlanList';
import { createStepSelection } from './createStepSelection';
import { PlanRunSteps } from './PlanRunSteps';
import { PlanStepSelection } from './PlanStepSelection';

type Entry = { content: string; status: 'pending' | 'completed'; priority: 'medium' };
const entry = (content: string): Entry => ({ content, status: 'pending', priority: 'medium' });

function setup() {
  const log: string[] = [];
  const selection = createStepSelection();
  const setSteps = selection.setSteps;
  selection.setSteps = (...args) => {
    log.push('store written');
    setSteps(...args);
  };
  /** Logs its render and its commit: a store write between the two happened during the render. */
  function Probe() {
    log.push('rendered');
    useLayoutEffect(() => {
      log.push('committed');
    });
    return null;
  }
  const view = (entries: readonly Entry[]) => (
    <PlanStepSelection entries={entries} selection={selection}>
      <Probe />
      <PlanList entries={entries} footer={<PlanRunSteps />} />
    </PlanStepSelection>
  );
  return { log, selection, view };
}

describe('<PlanStepSelection> and its selection store', () => {
  it('writes the steps to the store after the commit, at mount and on a plan update, and the selection survives', async () => {
    const { log, selection, view } = setup();
    const first = [entry('Read the test'), entry('Fix the parser')];
    const { rerender } = render(view(first));
    expect(log).toEqual(['rendered', 'committed', 'store written']);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Fix the parser' }));
    log.length = 0;
    act(() => {
      rerender(view([entry('Read the test'), entry('Fix the parser'), entry('Run the tests')]));
    });
    expect(log).toEqual(['rendered', 'committed', 'store written']);
    // The chosen step stays chosen across the update; the new one is not.
    expect(screen.getByRole('checkbox', { name: 'Fix the parser' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Run the tests' })).not.toBeChecked();
    expect(selection.getSelected().map((step) => step.content)).toEqual(['Fix the parser']);
  });
});
