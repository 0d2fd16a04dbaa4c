import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import claudeRaw from '../test/fixtures/claude-todowrite.jsonl?raw';
import toolCallsRaw from '../test/fixtures/claude-tool-calls.jsonl?raw';
import multiPlanRaw from '../test/fixtures/multi-plan.jsonl?raw';
import { parseJsonLines } from '../test/fixtures/jsonl';
import { SessionPlans } from '../src/components';
import {
  createPlanLastSeen,
  createToolCallLog,
  exportPlanMarkdown,
  PlanChangedMark,
  PlanHistoryToggle,
  PlanStaleNote,
  PlanStepTimes,
  PlanStepWork,
  PlanTotalTime,
  restorePlanStore,
  serializePlanStore,
  type PlanLastSeen,
  type ToolCallLog,
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
  // The session's tool calls, fed from the same traffic (a host passes `log.observe` as the adapter's onUpdate).
  const log = createToolCallLog({ store, now: () => time });
  const messages = parseJsonLines(raw);
  const lastPlan = messages.findLastIndex((message) => JSON.stringify(message).includes('"sessionUpdate":"plan'));
  for (const message of unfinished ? messages.slice(0, lastPlan) : messages) {
    if (store.apply(message).status === 'applied') time += STEP_MS;
    log.observe((message as { params?: unknown }).params);
  }
  time += extraMs;
  if (endTurn) store.endTurn!(endTurn.sessionId, endTurn.stopReason);
  return { store, now: time, log };
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

interface SessionProps {
  store: PlanStore;
  sessionId: string;
  now: number;
  lastSeen?: PlanLastSeen;
  /** With a tool-call log, finished steps say what the agent did for them. */
  log?: ToolCallLog;
  onOpenFile?: (path: string) => void;
}

function Session({ store, sessionId, now, lastSeen, log, onOpenFile }: SessionProps) {
  const [seen] = useState(() => lastSeen ?? createPlanLastSeen());
  const renderPlanHeaderEnd = useCallback((plan: PlanState) => headerEnd(seen)(plan), [seen]);
  const plans: ReactNode = <SessionPlans sessionId={sessionId} renderPlanFooter={renderPlanFooter} renderPlanHeaderEnd={renderPlanHeaderEnd} />;
  return (
    <PlanStoreProvider store={store} onOpenFile={onOpenFile}>
      {/* A frozen clock: the story looks the same on every run. A host passes the store's own `now`. */}
      <PlanStepTimes now={() => now} stallMinimum={60_000}>
        {log ? <PlanStepWork log={log}>{plans}</PlanStepWork> : plans}
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

function ToolCallSession({ restored }: { restored: boolean }) {
  const [state] = useState(() => {
    const { store, log, now } = replay(toolCallsRaw);
    if (!restored) return { store, log, now };
    // Kept with the plans in one JSON value, and both brought back from it (a VS Code webview after a reload).
    const kept = JSON.stringify(serializePlanStore(store, { toolCallLog: log }));
    const again = createPlanStore({ restore: restorePlanStore(kept) });
    return { store: again, log: createToolCallLog({ store: again, restore: kept }), now };
  });
  const [opened, setOpened] = useState<string[]>([]);
  return (
    <>
      <Session {...state} sessionId="sess_tools_51c2" onOpenFile={(path) => setOpened((before) => [...before, path])} />
      <p data-testid="opened">{opened.length > 0 ? `Opened: ${opened.join(', ')}` : 'Nothing opened yet'}</p>
    </>
  );
}

/** The row of the step whose text starts with `text`. */
function stepRow(canvasElement: HTMLElement, text: string): HTMLElement {
  const row = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="plan-entry"]')].find((item) => item.textContent?.includes(text));
  if (!row) throw new Error(`no step ${text}`);
  return row;
}

/**
 * What the agent did for each step (a Claude Code style session with its tool calls, `claude-tool-calls.jsonl`):
 * each finished step lists the calls made while it was in progress ("3 edits: src/parser.ts, src/tokenizer.ts; 1
 * command") with a button per file that opens it through the host's `onOpenFile`. Two steps were in progress
 * at once near the end: their calls say they are shared.
 */
export const WhatEachStepDid: Story = {
  render: () => <ToolCallSession restored={false} />,
  play: async ({ canvasElement }) => {
    const fix = stepRow(canvasElement, 'Fix the off-by-one');
    await expect(fix.querySelector('[data-slot="plan-step-work"]')).toHaveTextContent(/^3 edits: src\/parser\.ts, src\/tokenizer\.ts; 1 command/);
    await expect(stepRow(canvasElement, 'Read the failing test').querySelector('[data-slot="plan-step-work"]')).toHaveTextContent(
      /^2 reads: test\/parser\.test\.ts, src\/parser\.ts/,
    );
    // Several steps were in progress when these calls started: the attribution says so.
    const shared = stepRow(canvasElement, 'Add a regression test').querySelector('[data-slot="plan-step-work"]')!;
    await expect(shared).toHaveAttribute('data-ambiguous');
    await expect(shared).toHaveTextContent('2 edits: test/parser.test.ts, CHANGELOG.md (shared with another step in progress)');
    await expect(fix.querySelector('[data-slot="plan-step-work"]')).not.toHaveAttribute('data-ambiguous');
    await userEvent.click(within(fix).getByRole('button', { name: 'Open src/tokenizer.ts' }));
    await expect(within(canvasElement).getByTestId('opened')).toHaveTextContent('Opened: src/tokenizer.ts');
  },
};

/** The same session kept as JSON with its tool calls and restored: every step still says what was done for it. */
export const WhatEachStepDidRestored: Story = {
  render: () => <ToolCallSession restored />,
  play: async ({ canvasElement }) => {
    await expect(stepRow(canvasElement, 'Fix the off-by-one').querySelector('[data-slot="plan-step-work"]')).toHaveTextContent(
      /^3 edits: src\/parser\.ts, src\/tokenizer\.ts; 1 command/,
    );
    await expect(canvasElement.querySelectorAll('[data-slot="plan-step-work"][data-ambiguous]')).toHaveLength(2);
  },
};
