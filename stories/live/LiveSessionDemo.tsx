// The Live session story's harness: the demo agent and an SDK client in the page (demo/client), the store fed by
// react-acp-plans/acp, laid out as an IDE's agent panel: a toolbar (the demo agent's pace), the session line
// (agent, mode, turn), the transcript (prompt, agent messages, tool calls), the plans (<SessionPlans> with each
// plan's footer), and the prompt box. Styled with the library's theme tokens only (liveSession.css).
//
// Play functions drive it by role: buttons "Start prompt", "Start plan-mode prompt", "Draft a plan", "Stop" (prompt box), "Pause"
// (a toggle, aria-pressed); the agent's question at the foot of its plan (group "Implement this plan?"); the
// combobox "Speed"; the checkbox "Advertise plan support"; the status text (`data-testid="live-status"`), the
// transcript (`data-testid="live-activity"`).
import { memo, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createDemoPace, type DemoPace } from '../../demo/agent/pace';
import {
  addNote,
  addPrompt,
  demoPlanTitle,
  foldUpdate,
  loadDemoWorkspaceFile,
  startInPageSession,
  type InPageSession,
  type TranscriptItem,
} from '../../demo/client';
import { formatStepsPrompt, PlanEditFooter, PlanRunSteps, PlanStepSelection, type PlanStep } from '../../src/actions';
import { createPermissionStore, PermissionStoreProvider, PlanApproval } from '../../src/approval';
import type { PermissionStore } from '../../src/approval';
import { SessionPlans } from '../../src/components';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store/createPlanStore';
import type { PlanState, PlanStore } from '../../src/store/types';
import './liveSession.css';

/** Props of `<LiveSessionDemo>`. */
export interface LiveSessionDemoProps {
  /** The demo agent's initial speed multiplier. @default 1 */
  speed?: number;
  /** Advertise plan support at first (plan operations) or not (legacy `plan` snapshots). @default true */
  advertisePlans?: boolean;
  /** Send a prompt as soon as the session is open. @default false */
  autoStart?: boolean;
}

const SPEEDS = [0.5, 1, 2, 4, 10, 50] as const;
const PROMPT = 'Rows ending with a comma lose their last field. Please fix it.';
/** Plan mode, as Codex's `/plan`: the agent proposes a plan and asks "Implement this plan?" before acting. */
const planModePrompt = (text: string) => `/plan ${text}`;
/** The agent's name on the session line. */
const AGENT_NAME = 'Demo agent';

/** `/draft`: the demo agent drafts a plan and stops, for the user to choose the steps to run (react-acp-plans/actions). */
const DRAFT_PROMPT = `/draft ${PROMPT}`;
/** The agent's item plan, whose steps can be chosen and run: `plan` with plan support, the legacy `main` without. */
const selectablePlanId = (advertisePlans: boolean) => (advertisePlans ? 'plan' : 'main');

/** Each plan's footer: the agent's question about it, answered from there; under the agent's item plan, the run bar. */
const renderPlanFooter = (plan: PlanState) => (
  <>
    <PlanApproval sessionId={plan.sessionId} planId={plan.planId} />
    {plan.type === 'items' && (plan.planId === 'plan' || plan.planId === 'main') ? <PlanRunSteps /> : null}
  </>
);

/** `<SessionPlans>`'s fallback, made once: a new element each render would re-render every plan on every chunk. */
const NO_PLANS = <p className="live-empty">No plans yet.</p>;

interface Connection {
  readonly store: PlanStore;
  readonly permissions: PermissionStore;
  readonly session: InPageSession;
  readonly advertisePlans: boolean;
}

type Turn = { readonly state: 'idle' } | { readonly state: 'running' } | { readonly state: 'ended'; readonly stopReason: string };

function usePace(pace: DemoPace) {
  const speed = useSyncExternalStore(pace.subscribe, () => pace.speed);
  const paused = useSyncExternalStore(pace.subscribe, () => pace.paused);
  return { speed, paused };
}

/** The demo agent, an ACP client and `<SessionPlans>` in one page, as an agent panel. */
export function LiveSessionDemo({ speed: initialSpeed = 1, advertisePlans = true, autoStart = false }: LiveSessionDemoProps) {
  const [pace] = useState(() => createDemoPace({ speed: initialSpeed }));
  const { speed, paused } = usePace(pace);
  const [advertise, setAdvertise] = useState(advertisePlans);
  const [connection, setConnection] = useState<Connection>();
  const [turn, setTurn] = useState<Turn>({ state: 'idle' });
  const [transcript, setTranscript] = useState<readonly TranscriptItem[]>([]);
  const [text, setText] = useState(PROMPT);
  const [error, setError] = useState<string>();
  const speedId = useId();
  const advertiseId = useId();
  const promptId = useId();
  // The session whose turn the status shows: a turn of a closed session must not overwrite it.
  const liveSession = useRef<InPageSession | undefined>(undefined);

  const startPrompt = useCallback((session: InPageSession, prompt: string = PROMPT) => {
    setTurn({ state: 'running' });
    setTranscript((items) => addPrompt(items, prompt));
    session.prompt(prompt).then(
      (stopReason) => {
        if (liveSession.current !== session) return;
        setTurn({ state: 'ended', stopReason });
        if (stopReason !== 'end_turn') setTranscript((items) => addNote(items, `Turn ended: ${stopReason}`));
      },
      // The connection closed under the turn (a mode switch, unmount): nothing to show.
      () => {},
    );
  }, []);

  // One connection per advertising mode: switching modes means a new `initialize`, so a new session and store.
  useEffect(() => {
    let active = true;
    let opened: InPageSession | undefined;
    const store = createPlanStore();
    const permissions = createPermissionStore({ plans: store });
    startInPageSession({
      store,
      permissions,
      advertisePlans: advertise,
      pace,
      onUpdate: (params) => {
        if (active) setTranscript((items) => foldUpdate(items, params));
      },
    }).then(
      (session) => {
        opened = session;
        if (!active) return session.close();
        liveSession.current = session;
        setConnection({ store, permissions, session, advertisePlans: advertise });
        setTurn({ state: 'idle' });
        setTranscript([]);
        setError(undefined);
        if (autoStart) startPrompt(session);
      },
      (reason: unknown) => {
        if (active) setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
    return () => {
      active = false;
      opened?.close();
    };
  }, [advertise, pace, autoStart, startPrompt]);

  const current = connection?.advertisePlans === advertise ? connection : undefined;
  // Plus "Edit plan" under each item plan (issue 15): the revision is sent to the demo agent as the next prompt.
  const liveSessionNow = current?.session;
  const renderFooter = useCallback(
    (plan: PlanState) => (
      <>
        {renderPlanFooter(plan)}
        <PlanEditFooter
          sessionId={plan.sessionId}
          planId={plan.planId}
          onSubmitRevision={(revision) => liveSessionNow && startPrompt(liveSessionNow, revision.prompt)}
        />
      </>
    ),
    [liveSessionNow, startPrompt],
  );
  const runSteps = useCallback(
    (steps: readonly PlanStep[]) => {
      if (!current) return;
      startPrompt(current.session, formatStepsPrompt({ planId: selectablePlanId(current.advertisePlans) }, steps));
    },
    [current, startPrompt],
  );
  const running = turn.state === 'running';
  const prompt = text.trim();
  const canStart = Boolean(current) && !running && prompt.length > 0;
  const status = !current
    ? 'Connecting…'
    : `${current.advertisePlans ? 'plan operations' : 'legacy plan'} · ${
        running ? 'turn running' : turn.state === 'ended' ? `turn ended (${turn.stopReason})` : 'ready'
      }${paused ? ' · paused' : ''}`;

  return (
    <section className="live-panel" aria-label="Agent panel">
      <div className="live-toolbar" role="toolbar" aria-label="Demo agent">
        <span className="live-toolbar-title">Agent</span>
        <button type="button" className="live-button" aria-pressed={paused} onClick={() => (paused ? pace.resume() : pace.pause())}>
          Pause
        </button>
        <span className="live-field">
          <label htmlFor={speedId}>Speed</label>
          <select id={speedId} className="live-select" value={speed} onChange={(event) => pace.setSpeed(Number(event.target.value))}>
            {SPEEDS.map((value) => (
              <option key={value} value={value}>
                {value}×
              </option>
            ))}
            {SPEEDS.includes(speed as (typeof SPEEDS)[number]) ? null : <option value={speed}>{speed}×</option>}
          </select>
        </span>
        <span className="live-field">
          <input id={advertiseId} type="checkbox" checked={advertise} onChange={(event) => setAdvertise(event.target.checked)} />
          <label htmlFor={advertiseId}>Advertise plan support</label>
        </span>
      </div>

      <p
        className="live-session-line"
        data-turn={current ? turn.state : 'connecting'}
        data-paused={paused ? '' : undefined}
        title={current ? `Session ${current.session.sessionId}` : undefined}
      >
        <span className="live-dot" aria-hidden="true" />
        <span className="live-agent">{AGENT_NAME}</span>
        <span className="live-status" data-testid="live-status">
          {status}
        </span>
      </p>
      {error ? (
        <p className="live-error" role="alert">
          {error}
        </p>
      ) : null}

      {transcript.length === 0 ? <p className="live-empty">Send the prompt below: the agent answers here, and its plans appear underneath.</p> : null}
      <div className="live-transcript" role="log" aria-label="Transcript" data-testid="live-activity" tabIndex={0}>
        {transcript.map((item) => (
          <TranscriptLine key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </div>

      <div className="live-plans">
        {current ? <LivePlans connection={current} renderPlanFooter={renderFooter} onRunSteps={runSteps} /> : <p className="live-empty">Connecting to the demo agent…</p>}
      </div>

      <form
        className="live-prompt"
        onSubmit={(event) => {
          event.preventDefault();
          if (current && canStart) startPrompt(current.session, prompt);
        }}
      >
        <label className="live-prompt-label" htmlFor={promptId}>
          Prompt
        </label>
        <textarea id={promptId} dir="auto" rows={2} value={text} onChange={(event) => setText(event.target.value)} />
        <div className="live-prompt-actions">
          {/* aria-disabled, not disabled: Start disables itself when pressed and Stop when the turn ends, and a
              focused button that becomes disabled drops focus to <body>. The handlers check the same conditions. */}
          <button
            type="button"
            className="live-button"
            aria-disabled={!canStart || !current?.advertisePlans}
            onClick={() => current && canStart && current.advertisePlans && startPrompt(current.session, planModePrompt(prompt))}
          >
            Start plan-mode prompt
          </button>
          <button
            type="button"
            className="live-button"
            aria-disabled={!current || running}
            onClick={() => current && !running && startPrompt(current.session, DRAFT_PROMPT)}
          >
            Draft a plan
          </button>
          <button type="button" className="live-button" aria-disabled={!current || !running} onClick={() => void (running && current?.session.cancel())}>
            Stop
          </button>
          <button type="submit" className="live-button" data-primary="" aria-disabled={!canStart}>
            Start prompt
          </button>
        </div>
      </form>
    </section>
  );
}

/**
 * The session's plans, each with its footer (the agent's question about it). `memo`: the transcript changes with
 * every text chunk, and none of that may re-render the plans (they follow the store themselves).
 */
const LivePlans = memo(function LivePlans({
  connection,
  renderPlanFooter: renderFooter,
  onRunSteps,
}: {
  connection: Connection;
  renderPlanFooter: (plan: PlanState) => ReactNode;
  onRunSteps: (steps: readonly PlanStep[]) => void;
}) {
  return (
    <PlanStoreProvider store={connection.store} loadFile={loadDemoWorkspaceFile}>
      <PermissionStoreProvider store={connection.permissions}>
        {/* Chosen steps go to the agent as one prompt (formatStepsPrompt); it does those steps and nothing else. */}
        <PlanStepSelection sessionId={connection.session.sessionId} planId={selectablePlanId(connection.advertisePlans)} onRunSteps={onRunSteps}>
          <SessionPlans sessionId={connection.session.sessionId} getPlanTitle={demoPlanTitle} renderPlanFooter={renderFooter} fallback={NO_PLANS} />
        </PlanStepSelection>
      </PermissionStoreProvider>
    </PlanStoreProvider>
  );
});

/**
 * One transcript entry: the user's prompt as a bubble, the agent's words, a tool call, a note. `dir="auto"`: the
 * text's own direction, so English in a right-to-left page keeps its punctuation where it belongs (and the reverse).
 */
function TranscriptLine({ item }: { item: TranscriptItem }) {
  switch (item.kind) {
    case 'prompt':
      return <p className="live-turn-prompt" dir="auto">{item.text}</p>;
    case 'message':
      return <p className="live-turn-message" dir="auto">{item.text}</p>;
    case 'tool':
      return (
        <p className="live-turn-tool" data-tool-status={item.status} dir="auto">
          <span aria-hidden="true">› </span>
          {item.title} <span>({item.status.replace('_', ' ')})</span>
        </p>
      );
    case 'note':
      return <p className="live-turn-note" dir="auto">{item.text}</p>;
  }
}
