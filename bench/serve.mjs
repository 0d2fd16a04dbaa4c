// @ts-check
// The benchmark page's build and static server, shared by `npm run bench` (run.mjs) and `npm run bench:soak` (soak.mjs).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../scripts/chromium.mjs';

const CONTENT_TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };

/**
 * Serves `distDir` (bench/dist) on 127.0.0.1 with the headers that make the page cross-origin isolated.
 * @param {string} distDir
 * @returns {Promise<import('node:http').Server>}
 */
export function serve(distDir) {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(distDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(distDir + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (path.extname(file))] ?? 'application/octet-stream',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cross-Origin-Embedder-Policy': 'require-corp',
        'Cross-Origin-Resource-Policy': 'same-origin',
        'Cache-Control': 'no-store',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * What both benchmarks do first: find Chromium (failing with instructions when there is none) and, unless told not
 * to, build the benchmark page with production React. Returns the browser's path.
 * @param {{ build: boolean }} options
 * @returns {Promise<string>}
 */
export async function prepareBenchPage(options) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  if (options.build) {
    process.stdout.write('Building the benchmark page (production React)...\n');
    await build({ configFile: path.join(path.dirname(fileURLToPath(import.meta.url)), 'vite.config.ts') });
  }
  return executablePath;
}
