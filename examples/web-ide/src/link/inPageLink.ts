// The embedded demo agent, running in this page: used when no bridge is running.
import { createPlanStore } from 'react-acp-plans';
import { createPermissionStore } from 'react-acp-plans/approval';
import { DEMO_WORKSPACE_FILES, IN_PAGE_CWD, loadDemoWorkspaceFile, startInPageSession } from '../../../../demo/client';
import { createEmitter, type AgentEvent, type AgentLink } from './agentLink';

/** Starts the demo agent in the page and opens a session with plan support advertised. */
export async function startInPageLink(options: { speed?: number } = {}): Promise<AgentLink> {
  const store = createPlanStore();
  const permissions = createPermissionStore({ plans: store });
  const events = createEmitter<AgentEvent>();
  const session = await startInPageSession({
    store,
    permissions,
    advertisePlans: true,
    speed: options.speed,
    onUpdate: (params) => events.emit({ type: 'update', params }),
  });
  const cwd = IN_PAGE_CWD;
  return {
    kind: 'in-page',
    agentName: 'Plans demo agent (in this page)',
    sessionId: session.sessionId,
    cwd,
    files: [...DEMO_WORKSPACE_FILES.keys()].sort(),
    store,
    permissions,
    prompt(text) {
      events.emit({ type: 'turn', running: true });
      session.prompt(text).then(
        (stopReason) => events.emit({ type: 'turn', running: false, stopReason }),
        (error: unknown) => {
          events.emit({ type: 'turn', running: false, stopReason: 'error' });
          events.emit({ type: 'ended', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    cancel: () => void session.cancel(),
    loadFile: (uri, options) => loadDemoWorkspaceFile(uri, options, cwd),
    subscribe: events.subscribe,
    close: () => session.close(),
  };
}
