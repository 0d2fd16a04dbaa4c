import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import claudeRaw from '../test/fixtures/claude-todowrite.jsonl?raw';
import multiPlanRaw from '../test/fixtures/multi-plan.jsonl?raw';
import { parseJsonLines } from '../test/fixtures/jsonl';
import { SessionPlans } from '../src/components';
import {
  createPlanLastSeen,
  exportPlanMarkdown,
  PlanChangedMark,
  PlanHistoryToggle,
  PlanStaleNote,
  PlanStepTimes,
  PlanTotalTime,
  restorePlanStore,
  serializePlanStore,
  type PlanLastSeen,
} from '../src/history';
import { PlanStoreProvider } from '../src/react/PlanStoreProvider';
import { createPlanStore } from '../src/store/createPlanStore';
import type { PlanState, PlanStore } from '../src/store/types';

const START = Date.UTC(2026, 0, 1, 9, 30, 0);
/** Each replayed update comes this long after the one before (the fixtures carry no times). */
const STEP_MS = 97_000;

/**
 * A store fed a recorded session's traffic on a clock that advances per update, all of it or (`unfinished`) up to
 * its last plan update, so a step is still under way; returns the clock's end.
 */
function replay(raw: string, { endTurn, extraMs = 0, unfinished = false }: { endTurn?: { sessionId: string; stopReason: string }; extraMs?: number; unfinished?: boolean } = {}) {
  let time = START;
  const store = createPlanStore({ now: () => time });
  const messages = parseJsonLines(raw);
  const lastPlan = messages.findLastIndex((message) => JSON.stringify(message).includes('"sessionUpdate":"plan'));
  for (const message of unfinished ? messages.slice(0, lastPlan) : messages) {
    if (store.apply(message).status === 'applied') time += STEP_MS;
  }
  time += extraMs;
  if (endTurn) store.endTurn!(endTurn.sessionId, endTurn.stopReason);
  return { store, now: time };
}

/** What the history entry adds to a plan's foot, as a host would wire it: the stale note and the total time. */
function renderPlanFooter(plan: PlanState) {
  return (
    <>
      <PlanStaleNote turnEnded={plan.turnEnded} />
      <PlanTotalTime sessionId={plan.sessionId} planId={plan.planId} />
    </>
  );
}

/** What it adds to a plan's header: the compact changed mark and the `History (n)` button, on the title line. */
function headerEnd(lastSeen: PlanLastSeen) {
  return function PlanHeaderEnd(plan: PlanState) {
    return (
      <>
        <PlanChangedMark sessionId={plan.sessionId} planId={plan.planId} lastSeen={lastSeen} />
        <PlanHistoryToggle sessionId={plan.sessionId} planId={plan.planId} lastSeen={lastSeen} />
      </>
    );
  };
}

function Session({ store, sessionId, now, lastSeen }: { store: PlanStore; sessionId: string; now: number; lastSeen?: PlanLastSeen }) {
  const [seen] = useState(() => lastSeen ?? createPlanLastSeen());
  const renderPlanHeaderEnd = useCallback((plan: PlanState) => headerEnd(seen)(plan), [seen]);
  return (
    <PlanStoreProvider store={store}>
      {/* A frozen clock: the story looks the same on every run. A host passes the store's own `now`. */}
      <PlanStepTimes now={() => now} stallMinimum={60_000}>
        <SessionPlans sessionId={sessionId} renderPlanFooter={renderPlanFooter} renderPlanHeaderEnd={renderPlanHeaderEnd} />
      </PlanStepTimes>
    </PlanStoreProvider>
  );
}

const meta = {
  title: 'Components/PlanHistory/Session',
  parameters: {
    docs: {
      description: {
        component:
          'What `react-acp-plans/history` adds to a session: each step\'s time, a live time on the running step and a quiet ' +
          '"no progress" hint, the plan\'s total, "changed since you last looked", a `History (n)` disclosure, the stale ' +
          'mark of a turn that ended unfinished, and a store restored from kept data.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}><Story /></div>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function EndedSession() {
  const [{ store, now }] = useState(() => replay(claudeRaw, { unfinished: true, endTurn: { sessionId: 'sess_todo_7f3a', stopReason: 'end_turn' } }));
  return <Session store={store} sessionId="sess_todo_7f3a" now={now} />;
}

/** The turn ended with steps unfinished: the plan says so, and no step is current or has a running time. */
export const TurnEndedUnfinished: Story = {
  render: () => <EndedSession />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Turn ended with \d+ steps? unfinished$/)).toHaveAttribute('data-slot', 'plan-stale');
    await expect(canvasElement.querySelector('[aria-current="step"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="plan-step-time"][data-state="running"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="plan-list"]')).toHaveAttribute('data-stale');
  },
};

function LongSession() {
  const [{ store, now }] = useState(() => replay(claudeRaw, { unfinished: true, extraMs: 14 * 60_000 }));
  return <Session store={store} sessionId="sess_todo_7f3a" now={now} />;
}

/**
 * A recorded Claude Code session replayed whole (its updates 97 s apart): finished steps show how long they
 * took, the running step its time so far and, 14 minutes on, a quiet "no progress" hint; the plan shows its total
 * and a `History (n)` button that opens every kept revision.
 */
export const LongRunningSession: Story = {
  render: () => <LongSession />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const done = canvasElement.querySelectorAll('time[data-slot="plan-step-time"][data-state="done"]');
    await expect(done.length).toBeGreaterThan(0);
    await expect(done[0]!.getAttribute('datetime')).toMatch(/^PT\d+M\d+S$/);
    const stalled = canvasElement.querySelector('[data-slot="plan-step-stalled"]');
    await expect(stalled).toHaveTextContent(/^no progress for \d+ min$/);
    await expect(canvasElement.querySelector('[data-slot="plan-total-time"]')).toHaveTextContent(/^Total /);
    const toggle = canvas.getByRole('button', { name: /^History \(\d+\)$/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const history = canvas.getByRole('region', { name: 'Plan history' });
    await expect(within(history).getAllByRole('button').length).toBeGreaterThan(2);
  },
};

function ChangedSession() {
  const [state] = useState(() => {
    const { store, now } = replay(multiPlanRaw);
    // The user saw each plan at its first revision; the agent went on since.
    const lastSeen = createPlanLastSeen({ 'sess_ops_4410\nchecklist': 1, 'sess_ops_4410\nstrategy': 1 });
    return { store, now, lastSeen };
  });
  return <Session {...state} sessionId="sess_ops_4410" />;
}

/**
 * Plans that changed since the user last looked say what changed, in a compact mark on their header's title line
 * beside `History (n)`; opening a plan's history clears its mark and shows the history below the header.
 */
export const ChangedSinceLastLook: Story = {
  render: () => <ChangedSession />,
  play: async ({ canvasElement }) => {
    const marks = () => canvasElement.querySelectorAll('[data-slot="plan-changed"]');
    const before = marks().length;
    await expect(before).toBeGreaterThan(0);
    await expect(marks()[0]).toHaveTextContent(/^Changed since you last looked: /);
    const header = marks()[0]!.closest('[data-part="header"]')!;
    await expect(header).not.toBeNull();
    const toggle = within(header as HTMLElement).getByRole('button', { name: /^History \(\d+\)$/ });
    // On the title line: the mark and the button sit level with the title (one flex line), not in the footer.
    const title = header.querySelector('[data-part="heading"]')!.getBoundingClientRect();
    const button = toggle.getBoundingClientRect();
    await expect(Math.abs(button.top + button.height / 2 - (title.top + title.height / 2))).toBeLessThan(title.height);
    await userEvent.click(toggle);
    await expect(marks().length).toBe(before - 1);
    const history = within(header as HTMLElement).getByRole('region', { name: 'Plan history' });
    // The open history takes a row of its own, below the header's progress bar.
    const progress = header.querySelector('[data-part="progress"]');
    if (progress) await expect(history.getBoundingClientRect().top).toBeGreaterThanOrEqual(progress.getBoundingClientRect().bottom);
  },
};

function RestoredSession({ tamper }: { tamper: boolean }) {
  const [state] = useState(() => {
    const { store: original, now } = replay(claudeRaw, { unfinished: true, endTurn: { sessionId: 'sess_todo_7f3a', stopReason: 'cancelled' } });
    // What a VS Code webview keeps with setState() and gets back from getState() after a reload.
    const kept = JSON.parse(JSON.stringify(serializePlanStore(original))) as { sessions: { plans: { current: { revision: unknown } }[] }[] };
    if (tamper) kept.sessions[0]!.plans[0]!.current.revision = 'seven';
    const problems: string[] = [];
    const store = createPlanStore({ onError: (error) => problems.push(error.message), restore: restorePlanStore(kept) });
    const plan = store.getPlans('sess_todo_7f3a')[0];
    const markdown = plan ? exportPlanMarkdown(plan, { history: store.getHistory(plan.sessionId, plan.planId), title: 'Fix the tokenizer' }) : '';
    return { store, now, problems, markdown };
  });
  return (
    <>
      {state.problems.map((problem) => (
        <p key={problem} role="alert">{`Could not restore the plans: ${problem}`}</p>
      ))}
      <Session store={state.store} sessionId="sess_todo_7f3a" now={state.now} />
      {state.markdown ? (
        <details>
          <summary>Export as Markdown</summary>
          <pre data-testid="export" style={{ whiteSpace: 'pre-wrap' }}>{state.markdown}</pre>
        </details>
      ) : null}
    </>
  );
}

/**
 * A store restored from kept JSON (`createPlanStore({ restore: restorePlanStore(kept) })`): the same plans, keys,
 * times, stale mark and history as before the reload; and the plan exported as Markdown.
 */
export const RestoredStore: Story = {
  render: () => <RestoredSession tamper={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText(/^Turn cancelled with \d+ steps? unfinished$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^History \(\d+\)$/ })).toBeVisible();
    await expect(canvasElement.querySelectorAll('time[data-slot="plan-step-time"]').length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('export').textContent).toMatch(/^## Fix the tokenizer\n\n\*\*Abandoned/);
  },
};

/** Kept data that was tampered with: rejected with a path and a reason, and the store stays empty. */
export const RestoreRejected: Story = {
  render: () => <RestoredSession tamper />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not restore the plans: sessions[0].plans[0].current.revision: expected a positive integer',
    );
    await expect(canvasElement.querySelector('[data-slot="plan-list"]')).toBeNull();
  },
};
