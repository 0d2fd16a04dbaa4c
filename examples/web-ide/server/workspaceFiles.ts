// The only files the bridge hands to a page are regular files under the agent's working directory.
// A requested path is checked twice: lexically (no `..` out of the root) and after resolving symlinks
// (realpath), so neither `../../etc/passwd` nor a symlink pointing outside gets through.
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Largest file the bridge serves. */
export const MAX_FILE_BYTES = 1024 * 1024;

/** A refused or failed file request; `message` is safe to show the page (no content of other files). */
export class WorkspaceFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkspaceFileError';
  }
}

function isInside(root: string, candidate: string): boolean {
  const relative = path.relative(root, candidate);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Turns a `file://` URI or a path (absolute, or relative to `root`) into an absolute path. */
function toPath(root: string, uri: string): string {
  if (uri.includes('\0')) throw new WorkspaceFileError('Refused: the path contains a NUL character');
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(uri)) {
    if (!uri.toLowerCase().startsWith('file://')) throw new WorkspaceFileError('Refused: only file:// URIs are served');
    try {
      return fileURLToPath(uri);
    } catch {
      throw new WorkspaceFileError('Refused: not a local file URI');
    }
  }
  return path.resolve(root, uri);
}

/**
 * Resolves a requested file to its real path if, and only if, it is a regular file under `root` (itself
 * resolved with realpath). Throws `WorkspaceFileError` otherwise.
 */
export async function resolveWorkspaceFile(root: string, uri: string): Promise<string> {
  const realRoot = await realpath(root);
  const requested = toPath(realRoot, uri);
  // Compare against both spellings of the root: the page may send the cwd as given or as resolved.
  if (!isInside(realRoot, requested) && !isInside(path.resolve(root), requested)) {
    throw new WorkspaceFileError("Refused: the file is outside the agent's working directory");
  }
  let real: string;
  try {
    real = await realpath(requested);
  } catch {
    throw new WorkspaceFileError('Not found');
  }
  if (!isInside(realRoot, real)) {
    throw new WorkspaceFileError("Refused: the file links outside the agent's working directory");
  }
  const info = await stat(real);
  if (!info.isFile()) throw new WorkspaceFileError('Refused: not a regular file');
  if (info.size > MAX_FILE_BYTES) throw new WorkspaceFileError(`Refused: larger than ${MAX_FILE_BYTES} bytes`);
  return real;
}

/** Reads a workspace file as UTF-8 text, under the rules of `resolveWorkspaceFile`. */
export async function readWorkspaceFile(root: string, uri: string): Promise<string> {
  return readFile(await resolveWorkspaceFile(root, uri), 'utf8');
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'build', 'coverage', 'storybook-static']);

/**
 * Lists regular files under `root` for the page's file tree: relative paths with `/`, sorted; hidden and
 * dependency folders skipped; symlinks not followed; at most `limit` files and `maxDepth` levels.
 */
export async function listWorkspaceFiles(root: string, limit = 300, maxDepth = 5): Promise<string[]> {
  const files: string[] = [];
  async function walk(directory: string, prefix: string, depth: number): Promise<void> {
    if (depth > maxDepth || files.length >= limit) return;
    let entries;
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (files.length >= limit) return;
      if (entry.name.startsWith('.')) continue;
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) await walk(path.join(directory, entry.name), relative, depth + 1);
      } else if (entry.isFile()) {
        files.push(relative);
      }
    }
  }
  const info = await lstat(root).catch(() => undefined);
  if (info?.isDirectory()) await walk(root, '', 0);
  return files;
}
