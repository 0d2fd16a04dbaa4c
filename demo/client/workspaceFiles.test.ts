import { describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE_FILES, loadDemoWorkspaceFile, toWorkspacePath } from './workspaceFiles';

describe('demo workspace files', () => {
  it('bundles the workspace by relative path', () => {
    expect([...DEMO_WORKSPACE_FILES.keys()]).toEqual(expect.arrayContaining(['docs/PLAN.md', 'src/tokenize.ts', 'README.md']));
  });

  it('serves the file plan URI the demo agent sends, and nothing outside the workspace', async () => {
    await expect(loadDemoWorkspaceFile('file:///workspace/docs/PLAN.md')).resolves.toMatch(/^# Design/);
    await expect(loadDemoWorkspaceFile('docs/PLAN.md')).resolves.toMatch(/^# Design/);
    await expect(loadDemoWorkspaceFile('file:///etc/passwd')).rejects.toThrow(/Not in the demo workspace/);
    await expect(loadDemoWorkspaceFile('../package.json')).rejects.toThrow(/Not in the demo workspace/);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(loadDemoWorkspaceFile('docs/PLAN.md', { signal: controller.signal })).rejects.toThrow('gone');
  });

  it('maps URIs and paths under the cwd to workspace paths', () => {
    expect(toWorkspacePath('/w', 'file:///w/a%20b.md')).toBe('a b.md');
    expect(toWorkspacePath('/w/', '/w/src/x.ts')).toBe('src/x.ts');
    expect(toWorkspacePath('/w', './src/x.ts')).toBe('src/x.ts');
    expect(toWorkspacePath('/w', '/elsewhere/x.ts')).toBeUndefined();
    expect(toWorkspacePath('/w', 'file://%zz')).toBeUndefined();
  });
});
