// The demo workspace (demo/workspace) bundled as text, for the in-page demo: the file plan's `loadFile` and the
// web-IDE's file tree read these. Vite-only (`import.meta.glob`): Storybook, the web-IDE example and Vitest.
import { IN_PAGE_CWD } from './startInPageSession';

const modules = import.meta.glob<string>('../workspace/**/*', { query: '?raw', import: 'default', eager: true });
const PREFIX = '../workspace/';

/** The demo workspace's files by path relative to the workspace (`docs/PLAN.md`). */
export const DEMO_WORKSPACE_FILES: ReadonlyMap<string, string> = new Map(
  Object.entries(modules).map(([key, text]) => [key.slice(PREFIX.length), text] as const),
);

/** The workspace-relative path of a `file://` URI or path under `cwd`; undefined when it points elsewhere. */
export function toWorkspacePath(cwd: string, uri: string): string | undefined {
  let path = uri;
  if (/^file:\/\//i.test(uri)) {
    try {
      path = decodeURIComponent(new URL(uri).pathname);
    } catch {
      return undefined;
    }
  }
  const root = cwd.replace(/\/+$/, '');
  if (path.startsWith(`${root}/`)) return path.slice(root.length + 1);
  if (path.startsWith('/') || path.split('/').includes('..')) return undefined;
  return path.replace(/^\.\//, '');
}

/**
 * A `loadFile` for file plans of the in-page demo: serves the bundled workspace files under `cwd` (default
 * `IN_PAGE_CWD`), rejects anything else. Honours `signal` like a real loader.
 */
export function loadDemoWorkspaceFile(uri: string, options: { readonly signal?: AbortSignal } = {}, cwd = IN_PAGE_CWD): Promise<string> {
  if (options.signal?.aborted) return Promise.reject(options.signal.reason);
  const path = toWorkspacePath(cwd, uri);
  const text = path === undefined ? undefined : DEMO_WORKSPACE_FILES.get(path);
  return text === undefined ? Promise.reject(new Error(`Not in the demo workspace: ${uri}`)) : Promise.resolve(text);
}
