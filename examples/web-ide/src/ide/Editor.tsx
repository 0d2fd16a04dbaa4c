import { useEffect, useState } from 'react';
import type { AgentLink } from '../link/agentLink';

type FileState = { readonly status: 'loading' } | { readonly status: 'loaded'; readonly text: string } | { readonly status: 'error'; readonly message: string };

/** The editor area: the open file's text, read through the same `loadFile` the file plans use. */
export function Editor({ link, path }: { link: AgentLink; path?: string }) {
  // The result is stored with the path it belongs to: a result for another path means "loading".
  const [loaded, setLoaded] = useState<{ path: string; file: FileState }>();
  const file: FileState = loaded && loaded.path === path ? loaded.file : { status: 'loading' };
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    link.loadFile(path, { signal: controller.signal }).then(
      (text) => setLoaded({ path, file: { status: 'loaded', text } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ path, file: { status: 'error', message: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => controller.abort();
  }, [link, path]);

  return (
    <main className="ide-editor" aria-label="Editor">
      <h2 className="ide-pane-title">{path ?? 'No file open'}</h2>
      {!path ? (
        <p className="ide-muted">Pick a file on the left, or open a file plan from the agent panel.</p>
      ) : file.status === 'loading' ? (
        <p className="ide-muted" role="status">
          Loading…
        </p>
      ) : file.status === 'error' ? (
        <p className="ide-error" role="alert">
          {file.message}
        </p>
      ) : (
        <pre className="ide-code" tabIndex={0} aria-label={`Contents of ${path}`}>
          <code>{file.text}</code>
        </pre>
      )}
    </main>
  );
}
