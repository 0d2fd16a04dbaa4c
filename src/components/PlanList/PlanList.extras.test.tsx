// The row extras seam: feature entries add to every row through context, without <PlanList> importing them.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanEntryExtras } from '../shared/planEntryExtras';
import { PlanEntryExtrasContext } from '../shared/planEntryExtras';
import { PlanList } from './PlanList';

const ENTRIES = [
  { content: 'Read the test', status: 'completed', priority: 'medium' },
  { content: 'Fix the bug', status: 'in_progress', priority: 'medium' },
];

describe('<PlanList> row extras', () => {
  it('renders nothing extra without a provider', () => {
    render(<PlanList entries={ENTRIES} />);
    expect(document.querySelector('[data-testid]')).toBeNull();
  });

  it('renders start before the status icon and end last, with each row its own entry', () => {
    const extras: PlanEntryExtras = {
      start: (entry) => <span data-testid="start">{`start:${entry.content}`}</span>,
      end: (entry) => <span data-testid="end">{`end:${entry.status}`}</span>,
    };
    render(
      <PlanEntryExtrasContext.Provider value={extras}>
        <PlanList entries={ENTRIES} />
      </PlanEntryExtrasContext.Provider>,
    );
    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.textContent)).toEqual(['start:Read the test', 'start:Fix the bug']);
    expect(rows.map((row) => row.lastElementChild?.textContent)).toEqual(['end:completed', 'end:in_progress']);
  });
});
