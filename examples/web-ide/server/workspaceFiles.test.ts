// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listWorkspaceFiles, MAX_FILE_BYTES, readWorkspaceFile, WorkspaceFileError } from './workspaceFiles';

const base = mkdtempSync(path.join(tmpdir(), 'bridge-files-'));
const root = path.join(base, 'project');
mkdirSync(path.join(root, 'docs'), { recursive: true });
mkdirSync(path.join(root, 'node_modules/dep'), { recursive: true });
mkdirSync(path.join(root, '.git'), { recursive: true });
writeFileSync(path.join(root, 'docs/PLAN.md'), '# Plan');
writeFileSync(path.join(root, 'README.md'), 'readme');
writeFileSync(path.join(root, 'node_modules/dep/index.js'), '');
writeFileSync(path.join(root, '.git/config'), '');
writeFileSync(path.join(root, 'big.txt'), 'x'.repeat(MAX_FILE_BYTES + 1));
writeFileSync(path.join(base, 'secret.txt'), 'secret');
mkdirSync(path.join(base, 'project-sibling'));
writeFileSync(path.join(base, 'project-sibling/x.md'), 'sibling');
symlinkSync(path.join(base, 'secret.txt'), path.join(root, 'link-out.txt'));
symlinkSync(path.join(root, 'docs/PLAN.md'), path.join(root, 'link-in.md'));
symlinkSync(base, path.join(root, 'docs/up'));

afterAll(() => rmSync(base, { recursive: true, force: true }));

async function refusal(uri: string): Promise<string> {
  const error = await readWorkspaceFile(root, uri).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WorkspaceFileError);
  return (error as Error).message;
}

describe('readWorkspaceFile', () => {
  it('serves files under the root by relative path, absolute path and file:// URI', async () => {
    await expect(readWorkspaceFile(root, 'docs/PLAN.md')).resolves.toBe('# Plan');
    await expect(readWorkspaceFile(root, path.join(root, 'README.md'))).resolves.toBe('readme');
    await expect(readWorkspaceFile(root, pathToFileURL(path.join(root, 'docs/PLAN.md')).href)).resolves.toBe('# Plan');
    await expect(readWorkspaceFile(root, 'link-in.md')).resolves.toBe('# Plan');
  });

  it('refuses paths that leave the root: `..`, absolute paths, file URIs, a sibling with the same prefix', async () => {
    expect(await refusal('../secret.txt')).toMatch(/outside/);
    expect(await refusal('docs/../../secret.txt')).toMatch(/outside/);
    expect(await refusal(path.join(base, 'secret.txt'))).toMatch(/outside/);
    expect(await refusal(pathToFileURL(path.join(base, 'secret.txt')).href)).toMatch(/outside/);
    expect(await refusal('../project-sibling/x.md')).toMatch(/outside/);
    expect(await refusal('/etc/passwd')).toMatch(/outside/);
  });

  it('refuses symlinks that point outside, even through a linked directory', async () => {
    expect(await refusal('link-out.txt')).toMatch(/links outside/);
    expect(await refusal('docs/up/secret.txt')).toMatch(/links outside/);
  });

  it('refuses other schemes, NUL bytes, directories, missing and oversized files', async () => {
    expect(await refusal('https://example.com/plan.md')).toMatch(/only file:\/\//);
    expect(await refusal('docs/PLAN.md\0.txt')).toMatch(/NUL/);
    expect(await refusal('docs')).toMatch(/not a regular file/);
    expect(await refusal('missing.md')).toBe('Not found');
    expect(await refusal('big.txt')).toMatch(/larger than/);
  });
});

describe('listWorkspaceFiles', () => {
  it('lists regular files, sorted, without hidden or dependency folders and without following symlinks', async () => {
    expect(await listWorkspaceFiles(root)).toEqual(['big.txt', 'docs/PLAN.md', 'README.md']);
  });

  it('stops at the limit', async () => {
    expect(await listWorkspaceFiles(root, 1)).toEqual(['big.txt']);
  });
});
