import { useCallback, useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { SessionPlans, usePlanStoreSelector, type PlanState, type PlanStore } from 'react-acp-plans';
import { formatStepsPrompt, PlanEditFooter, PlanRunSteps, PlanStepSelection, type PlanRevision, type PlanStep } from 'react-acp-plans/actions';
import { PermissionStoreProvider, PlanApproval } from 'react-acp-plans/approval';
import { PlanStaleNote } from 'react-acp-plans/history';
import { demoPlanTitle } from '../../../../demo/client/planTitles';
import type { AgentLink } from '../link/agentLink';
import { foldModes, modesFromSession, shownModes, type SessionModes } from './sessionModes';
import { addNote, addPrompt, foldUpdate, type TranscriptItem } from './transcript';

interface PanelState {
  readonly running: boolean;
  readonly ended?: string;
  readonly transcript: readonly TranscriptItem[];
  readonly modes: SessionModes;
}

type PanelAction =
  /** Back to the session's start: the link replays every event to a new subscriber. */
  | { type: 'reset'; state: PanelState }
  | { type: 'update'; params: unknown }
  | { type: 'turn'; running: boolean; stopReason?: string }
  | { type: 'note'; text: string }
  | { type: 'prompt'; text: string }
  | { type: 'ended'; message: string };

function reducer(state: PanelState, action: PanelAction): PanelState {
  switch (action.type) {
    case 'reset':
      return action.state;
    case 'update':
      return { ...state, transcript: foldUpdate(state.transcript, action.params), modes: foldModes(state.modes, action.params) };
    case 'turn':
      return {
        ...state,
        running: action.running,
        transcript: action.running ? state.transcript : addNote(state.transcript, `Turn ended: ${action.stopReason ?? 'done'}`),
      };
    case 'note':
      return { ...state, transcript: addNote(state.transcript, action.text) };
    case 'prompt':
      return { ...state, transcript: addPrompt(state.transcript, action.text) };
    case 'ended':
      return { ...state, running: false, ended: action.message };
  }
}

const SUGGESTED_PROMPT = 'Rows ending with a comma lose their last field. Please fix it.';

/** The plan ids of an agent's own item plan (Claude Code's and the demo's "plan", a legacy agent's "main"). */
const MAIN_PLAN_IDS = ['plan', 'main'];
const isMainPlan = (plan: PlanState) => plan.type === 'items' && MAIN_PLAN_IDS.includes(plan.planId);

/**
 * Each plan's footer: the agent's question about it ("Implement this plan?"), answered from there; under the
 * agent's own item plan, the bar that runs the steps chosen in it.
 */
const renderPlanFooter = (plan: PlanState) => (
  <>
    <PlanApproval sessionId={plan.sessionId} planId={plan.planId} />
    <PlanStaleNote turnEnded={plan.turnEnded} />
    {isMainPlan(plan) ? <PlanRunSteps /> : null}
  </>
);

/** The agent panel: every plan of the session (`<SessionPlans>`), the transcript, and the prompt box. */
export function AgentPanel({ link }: { link: AgentLink }) {
  const initial = (): PanelState => ({ running: false, transcript: [], modes: modesFromSession(link.session) });
  const [state, dispatch] = useReducer(reducer, undefined, initial);
  const [text, setText] = useState(SUGGESTED_PROMPT);
  const promptId = useId();

  useEffect(() => {
    // Subscribing replays the session so far: start from empty so nothing is shown twice (StrictMode
    // subscribes twice; a new link starts over).
    dispatch({ type: 'reset', state: { running: false, transcript: [], modes: modesFromSession(link.session) } });
    return link.subscribe((event) => {
      if (event.type === 'warning') dispatch({ type: 'note', text: `Warning: ${event.message}` });
      else dispatch(event);
    });
  }, [link]);
  const modes = shownModes(state.modes);
  // Steps chosen in the agent's item plan go to it as one prompt ("Do only these steps of the plan …"). The id
  // alone is selected: the panel re-renders when it changes, not on every plan update.
  const selectMainPlanId = useCallback(
    (store: PlanStore) => store.getPlans(link.sessionId).find(isMainPlan)?.planId ?? MAIN_PLAN_IDS[0]!,
    [link.sessionId],
  );
  const mainPlanId = usePlanStoreSelector(selectMainPlanId);
  const runSteps = (steps: readonly PlanStep[]) => {
    if (state.running || state.ended) return;
    const prompt = formatStepsPrompt({ planId: mainPlanId }, steps);
    dispatch({ type: 'note', text: `You: ${prompt}` });
    link.prompt(prompt);
  };

  // Revise a plan and send it back (issue 15): "Edit plan" under each item plan; the revision goes to the agent
  // as a prompt, like one typed in the box.
  const sendRevision = useCallback(
    (revision: PlanRevision) => {
      dispatch({ type: 'note', text: `You: ${revision.prompt}` });
      link.prompt(revision.prompt);
    },
    [link],
  );
  const renderFooter = useCallback(
    (plan: PlanState) => (
      <>
        {renderPlanFooter(plan)}
        <PlanEditFooter sessionId={plan.sessionId} planId={plan.planId} onSubmitRevision={sendRevision} />
      </>
    ),
    [sendRevision],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || state.running || state.ended) return;
    dispatch({ type: 'prompt', text });
    link.prompt(text);
  };

  return (
    <aside className="ide-agent" aria-label="Agent">
      <h2 className="ide-pane-title">
        {link.agentName} <span className="ide-badge">{link.kind === 'bridge' ? 'via bridge' : 'in page'}</span>
      </h2>
      <div className="ide-session-line" data-turn={state.ended ? 'ended' : state.running ? 'running' : 'idle'}>
        <span className="ide-dot" aria-hidden="true" />
        <span className="ide-status">{state.ended ? 'Disconnected' : state.running ? 'Working…' : 'Ready'}</span>
        {modes.length > 0 ? (
          <p className="ide-modes" data-slot="session-modes" aria-live="polite">
            {modes.map((mode) => (
              <span key={mode.id} className="ide-badge" data-mode={mode.id}>
                {mode.label}: {mode.value}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      <section className="ide-plans" aria-label="Plans">
        <PermissionStoreProvider store={link.permissions}>
          <PlanStepSelection sessionId={link.sessionId} planId={mainPlanId} onRunSteps={runSteps}>
            <SessionPlans sessionId={link.sessionId} getPlanTitle={demoPlanTitle} renderPlanFooter={renderFooter} />
          </PlanStepSelection>
        </PermissionStoreProvider>
      </section>
      <div className="ide-transcript" role="log" aria-label="Agent transcript" tabIndex={0}>
        {state.transcript.map((item) =>
          item.kind === 'tool' ? (
            <p key={`tool-${item.id}`} className="ide-tool" data-status={item.status}>
              <span aria-hidden="true">⚙ </span>
              {item.title} <span className="ide-muted">({item.status.replace('_', ' ')})</span>
            </p>
          ) : (
            <p key={`${item.kind}-${item.id}`} className={`ide-turn-${item.kind}`} dir="auto">
              {item.text}
            </p>
          ),
        )}
      </div>
      {state.ended ? (
        <p className="ide-error" role="alert">
          {state.ended}
        </p>
      ) : null}
      <form className="ide-prompt" onSubmit={submit}>
        <label className="ide-visually-hidden" htmlFor={promptId}>
          Prompt
        </label>
        <textarea id={promptId} dir="auto" value={text} rows={3} onChange={(event) => setText(event.target.value)} disabled={Boolean(state.ended)} />
        <div className="ide-prompt-actions">
          <button type="button" className="ide-button" onClick={() => link.cancel()} disabled={!state.running}>
            Stop
          </button>
          <button type="submit" className="ide-button" data-primary="" disabled={state.running || Boolean(state.ended) || !text.trim()}>
            Send
          </button>
        </div>
      </form>
    </aside>
  );
}
