// The Live session story's harness: the demo agent and an SDK client in the page (demo/client), the store fed by
// react-acp-plans/acp, <SessionPlans> showing the result, and a toolbar to drive the agent.
//
// Play functions drive it by role: buttons "Start prompt", "Start plan-mode prompt", "Draft a plan", "Stop", "Pause" (a toggle,
// aria-pressed); the agent's question at the foot of its plan (group "Implement this plan?"); the
// combobox "Speed"; the checkbox "Advertise plan support"; the status text (`data-testid="live-status"`).
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { createDemoPace, type DemoPace } from '../../demo/agent/pace';
import { demoPlanTitle, loadDemoWorkspaceFile, startInPageSession, type InPageSession } from '../../demo/client';
import { formatStepsPrompt, PlanRunSteps, PlanStepSelection } from '../../src/actions';
import { createPermissionStore, PermissionStoreProvider, PlanApproval } from '../../src/approval';
import type { PermissionStore } from '../../src/approval';
import { SessionPlans } from '../../src/components';
import { PlanStoreProvider } from '../../src/react/PlanStoreProvider';
import { createPlanStore } from '../../src/store/createPlanStore';
import type { PlanState, PlanStore } from '../../src/store/types';

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
const PLAN_MODE_PROMPT = `/plan ${PROMPT}`;

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

interface Connection {
  readonly store: PlanStore;
  readonly permissions: PermissionStore;
  readonly session: InPageSession;
  readonly advertisePlans: boolean;
}

type Turn = { readonly state: 'idle' } | { readonly state: 'running' } | { readonly state: 'ended'; readonly stopReason: string };

/** Reads the agent text and tool calls of a `session/update` for the one-line activity display. */
function describeActivity(params: unknown, previous: string): string {
  const update = (params as { update?: Record<string, unknown> } | undefined)?.update;
  if (update?.sessionUpdate === 'agent_message_chunk') {
    const text = (update.content as { text?: unknown } | undefined)?.text;
    return typeof text === 'string' ? (previous.startsWith('Agent: ') ? previous + text : `Agent: ${text}`) : previous;
  }
  if (update?.sessionUpdate === 'tool_call' && typeof update.title === 'string') return `Tool: ${update.title}`;
  return previous;
}

function usePace(pace: DemoPace) {
  const speed = useSyncExternalStore(pace.subscribe, () => pace.speed);
  const paused = useSyncExternalStore(pace.subscribe, () => pace.paused);
  return { speed, paused };
}

/** The demo agent, an ACP client and `<SessionPlans>` in one page, with controls. */
export function LiveSessionDemo({ speed: initialSpeed = 1, advertisePlans = true, autoStart = false }: LiveSessionDemoProps) {
  const [pace] = useState(() => createDemoPace({ speed: initialSpeed }));
  const { speed, paused } = usePace(pace);
  const [advertise, setAdvertise] = useState(advertisePlans);
  const [connection, setConnection] = useState<Connection>();
  const [turn, setTurn] = useState<Turn>({ state: 'idle' });
  const [activity, setActivity] = useState('');
  const [error, setError] = useState<string>();
  const speedId = useId();
  const advertiseId = useId();
  // The session whose turn the status shows: a turn of a closed session must not overwrite it.
  const liveSession = useRef<InPageSession | undefined>(undefined);

  const startPrompt = useCallback((session: InPageSession, text: string = PROMPT) => {
    setTurn({ state: 'running' });
    setActivity('');
    session.prompt(text).then(
      (stopReason) => {
        if (liveSession.current === session) setTurn({ state: 'ended', stopReason });
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
      onUpdate: (params) => setActivity((previous) => describeActivity(params, previous)),
    }).then(
      (session) => {
        opened = session;
        if (!active) return session.close();
        liveSession.current = session;
        setConnection({ store, permissions, session, advertisePlans: advertise });
        setTurn({ state: 'idle' });
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
  const running = turn.state === 'running';
  const status = !current
    ? 'Connecting…'
    : `Session ${current.session.sessionId} · ${current.advertisePlans ? 'plan operations' : 'legacy plan'} · ${
        running ? 'turn running' : turn.state === 'ended' ? `turn ended (${turn.stopReason})` : 'ready'
      }${paused ? ' · paused' : ''}`;

  return (
    <div className="live-session" style={{ display: 'grid', gap: '0.75rem', maxWidth: 640 }}>
      <div role="toolbar" aria-label="Demo agent" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
        {/* aria-disabled, not disabled: Start disables itself when pressed and Stop when the turn ends, and a
            focused button that becomes disabled drops focus to <body>. The handlers check the same conditions. */}
        <button type="button" aria-disabled={!current || running} onClick={() => current && !running && startPrompt(current.session)}>
          Start prompt
        </button>
        <button
          type="button"
          aria-disabled={!current || running || !current.advertisePlans}
          onClick={() => current && !running && current.advertisePlans && startPrompt(current.session, PLAN_MODE_PROMPT)}
        >
          Start plan-mode prompt
        </button>
        <button type="button" aria-disabled={!current || running} onClick={() => current && !running && startPrompt(current.session, DRAFT_PROMPT)}>
          Draft a plan
        </button>
        <button type="button" aria-disabled={!current || !running} onClick={() => void (running && current?.session.cancel())}>
          Stop
        </button>
        <button type="button" aria-pressed={paused} onClick={() => (paused ? pace.resume() : pace.pause())}>
          Pause
        </button>
        <label htmlFor={speedId}>Speed</label>
        <select id={speedId} value={speed} onChange={(event) => pace.setSpeed(Number(event.target.value))}>
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
          {SPEEDS.includes(speed as (typeof SPEEDS)[number]) ? null : <option value={speed}>{speed}×</option>}
        </select>
        <input id={advertiseId} type="checkbox" checked={advertise} onChange={(event) => setAdvertise(event.target.checked)} />
        <label htmlFor={advertiseId}>Advertise plan support</label>
      </div>
      <p data-testid="live-status" style={{ margin: 0 }}>
        {status}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <p data-testid="live-activity" style={{ margin: 0, minHeight: '1.5em', opacity: 0.8 }}>
        {activity}
      </p>
      {current ? (
        <PlanStoreProvider store={current.store} loadFile={loadDemoWorkspaceFile}>
          <PermissionStoreProvider store={current.permissions}>
            {/* Chosen steps go to the agent as one prompt (formatStepsPrompt); it does those steps and nothing else. */}
            <PlanStepSelection
              sessionId={current.session.sessionId}
              planId={selectablePlanId(current.advertisePlans)}
              onRunSteps={(steps) =>
                startPrompt(current.session, formatStepsPrompt({ planId: selectablePlanId(current.advertisePlans) }, steps))
              }
            >
              <SessionPlans sessionId={current.session.sessionId} getPlanTitle={demoPlanTitle} renderPlanFooter={renderPlanFooter} />
            </PlanStepSelection>
          </PermissionStoreProvider>
        </PlanStoreProvider>
      ) : null}
    </div>
  );
}
