// Labels are derived in render (a memo over what the overrides say), not state set during render: an inline
// `labels={{ … }}` object that says the same as the last one re-renders no row and costs no extra commit; one that
// says something new shows it in the same single commit. Rows are counted through the row extras seam, commits
// through <Profiler>.
import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import type { PlanEntryExtras } from '../shared/planEntryExtras';
import { PlanEntryExtrasContext } from '../shared/planEntryExtras';
import { PlanList } from './PlanList';
import type { PlanListEntryInput } from './plainEntries';

const ENTRIES: readonly PlanListEntryInput[] = [
  { content: 'Read the spec', priority: 'high', status: 'completed' },
  { content: 'Write the parser', priority: 'low', status: 'in_progress' },
  { content: 'Ship it', priority: 'medium', status: 'pending' },
];

const counts = { rows: 0, commits: 0 };
const COUNTING: PlanEntryExtras = {
  start() {
    counts.rows++;
    return null;
  },
};
const countCommit = () => {
  counts.commits++;
};
const STABLE_WITH_FUNCTIONS = { more: (n: number) => `+${n} autres`, statuses: { completed: 'Fait' } };

function ui(labels: Parameters<typeof PlanList>[0]['labels']) {
  return (
    <Profiler id="plan" onRender={countCommit}>
      <PlanEntryExtrasContext.Provider value={COUNTING}>
        <PlanList entries={ENTRIES} labels={labels} />
      </PlanEntryExtrasContext.Provider>
    </Profiler>
  );
}

describe('<PlanList labels>', () => {
  it('re-renders no row for a new inline object of words that says the same, in one commit', () => {
    const { rerender } = render(ui({ statuses: { completed: 'Fait' }, allDone: 'Fini' }));
    expect(counts.rows).toBe(3);
    counts.rows = counts.commits = 0;
    rerender(ui({ statuses: { completed: 'Fait' }, allDone: 'Fini' }));
    expect(counts.commits).toBe(1);
    expect(counts.rows).toBe(0);
    expect(screen.getByText('Read the spec').closest('li')).toHaveTextContent('Fait');
  });

  it('re-renders no row for the same (stable) object with function labels', () => {
    const { rerender } = render(ui(STABLE_WITH_FUNCTIONS));
    counts.rows = counts.commits = 0;
    rerender(ui(STABLE_WITH_FUNCTIONS));
    expect(counts.commits).toBe(1);
    expect(counts.rows).toBe(0);
  });

  it('shows changed words at once, in the same single commit, and a new function by identity', () => {
    const { rerender } = render(ui({ statuses: { completed: 'Fait' } }));
    counts.rows = counts.commits = 0;
    rerender(ui({ statuses: { completed: 'Terminé' } }));
    expect(counts.commits).toBe(1);
    expect(counts.rows).toBe(3);
    expect(screen.getByText('Read the spec').closest('li')).toHaveTextContent('Terminé');
    counts.rows = counts.commits = 0;
    rerender(ui({ statuses: { completed: 'Terminé' }, count: (done, all) => `${done} sur ${all}` }));
    expect(counts.commits).toBe(1);
    expect(document.querySelector('[data-slot="plan-list-count"]')).toHaveTextContent('1 sur 3');
  });
});
