import { useCallback, useMemo, useState } from 'react';
import { PlanStoreProvider, type LoadFile } from 'react-acp-plans';
import { AgentPanel } from './ide/AgentPanel';
import { Editor } from './ide/Editor';
import { FileTree } from './ide/FileTree';
import { ThemeToggle } from './ide/ThemeToggle';
import { toWorkspacePath, type AgentLink } from './link/agentLink';
import { useAgentLink, type AgentLinkSettings } from './link/useAgentLink';

/** The IDE once an agent is connected: files | editor | agent, all reading one plan store. */
function Workbench({ link, notice }: { link: AgentLink; notice?: string }) {
  const [openPath, setOpenPath] = useState<string | undefined>();
  // Stable callbacks: a new loadFile would make every file plan reload.
  const loadFile = useCallback<LoadFile>((uri, options) => link.loadFile(uri, options), [link]);
  const openFile = useCallback(
    (uri: string) => {
      const path = toWorkspacePath(link.cwd, uri);
      if (path !== undefined) setOpenPath(path);
    },
    [link],
  );
  return (
    <PlanStoreProvider store={link.store} loadFile={loadFile} onOpenFile={openFile}>
      {notice ? (
        <p className="ide-notice" role="note">
          {notice}
        </p>
      ) : null}
      <div className="ide-workbench">
        <FileTree files={link.files} selected={openPath} onSelect={setOpenPath} />
        <Editor link={link} path={openPath} />
        <AgentPanel link={link} />
      </div>
    </PlanStoreProvider>
  );
}

/** The web-IDE example: connects to the bridge, or runs the demo agent in the page when there is none. */
export function App({ settings }: { settings: AgentLinkSettings }) {
  const state = useAgentLink(settings);
  const cwd = state.status === 'connected' ? state.link.cwd : undefined;
  const title = useMemo(() => (cwd ? `tiny IDE — ${cwd}` : 'tiny IDE'), [cwd]);
  return (
    <div className="ide">
      <header className="ide-header">
        <h1>{title}</h1>
        <ThemeToggle />
      </header>
      {state.status === 'connecting' ? (
        <p className="ide-muted" role="status">
          Connecting to an agent…
        </p>
      ) : state.status === 'failed' ? (
        <p className="ide-error" role="alert">
          Could not start an agent: {state.message}
        </p>
      ) : (
        <Workbench key={state.link.sessionId} link={state.link} notice={state.notice} />
      )}
    </div>
  );
}
