import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlanStoreProvider } from '../react/PlanStoreProvider';
import { createPlanStore } from '../store/createPlanStore';
import type { FilePlanState } from '../store/types';
import { PlanHistory } from './PlanHistory';

// File plans in <PlanHistory> (issue 16): the revisions with their times, and a line and word diff when the host
// kept the texts its `loadFile` returned (the `fileText` prop).

const URI = 'file:///repo/PLAN.md';

/** A store holding three revisions of one file plan (the same file sent again), a minute apart. */
function fileStore() {
  let time = Date.UTC(2026, 0, 1, 9, 0, 0);
  const store = createPlanStore({ now: () => time });
  for (let i = 0; i < 3; i++) {
    store.apply({ sessionId: 's', update: { sessionUpdate: 'plan_update', plan: { type: 'file', planId: 'f', uri: URI } } });
    time += 60_000;
  }
  return store;
}

/** The texts a host kept, by revision; revision 2's was not kept. */
const TEXTS = new Map([
  [1, '# Plan\n- [ ] Read the parser\n- [ ] Fix the bug\nNotes'],
  [3, '# Plan\n- [x] Read the parser\n- [ ] Fix the nasty bug\nNotes\nShip on Friday'],
]);
const fileText = (plan: FilePlanState) => TEXTS.get(plan.revision);

function renderFileHistory(withTexts: boolean) {
  const store = fileStore();
  render(
    <PlanStoreProvider store={store}>
      <PlanHistory sessionId="s" planId="f" fileText={withTexts ? fileText : undefined} />
    </PlanStoreProvider>,
  );
}

describe('<PlanHistory> of a file plan', () => {
  it('lists the file plan revisions newest first, each with its time', () => {
    renderFileHistory(false);
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons.map((button) => button.querySelector('[data-slot="plan-history-revision-name"]')?.textContent)).toEqual([
      'Revision 3 (current)',
      'Revision 2',
      'Revision 1',
    ]);
    expect(buttons.map((button) => button.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2026-01-01T09:02:00.000Z',
      '2026-01-01T09:01:00.000Z',
      '2026-01-01T09:00:00.000Z',
    ]);
  });

  it('without kept texts, two revisions of the same file say it was sent again', async () => {
    const user = userEvent.setup();
    renderFileHistory(false);
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    await user.click(screen.getByRole('button', { name: /Revision 3/ }));
    expect(screen.getByText(/Same file, sent again/)).toHaveAttribute('data-slot', 'plan-history-note');
    expect(document.querySelector('[data-change]')).toBeNull();
  });

  it('with both texts kept, shows their line and word diff', async () => {
    const user = userEvent.setup();
    renderFileHistory(true);
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    await user.click(screen.getByRole('button', { name: /Revision 3/ }));
    const diff = document.querySelector('[data-slot="plan-history-diff"]')!;
    expect([...diff.querySelectorAll('[data-change]')].map((row) => row.getAttribute('data-change'))).toEqual(['reworded', 'reworded', 'added']);
    expect(diff.querySelector('[data-change="reworded"] + [data-change="reworded"] ins')).toHaveTextContent('nasty');
    expect(diff.querySelector('[data-change="added"] ins')).toHaveTextContent('Ship on Friday');
    expect(document.querySelector('[data-slot="plan-history-diff-summary"]')).toHaveTextContent('1 completed, 1 added, 1 reworded');
    expect(document.querySelector('time[data-slot="plan-history-elapsed"]')).toHaveAttribute('datetime', 'PT2M0S');
  });

  it('with one text missing, falls back to the file; one revision shows its kept text', async () => {
    const user = userEvent.setup();
    renderFileHistory(true);
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    expect(document.querySelector('[data-slot="plan-history-file"]')).toHaveTextContent(URI);
    expect(document.querySelector('[data-slot="plan-history-markdown"]')).toHaveTextContent('Fix the bug');
    await user.click(screen.getByRole('button', { name: /Revision 2/ }));
    expect(screen.getByText(/Same file, sent again/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Revision 1/ }));
    expect(document.querySelector('[data-slot="plan-history-file"]')).toHaveTextContent(URI);
    expect(document.querySelector('[data-slot="plan-history-markdown"]')).toBeNull();
  });
});
