// The web-IDE example as a host app would build it, except that `react-acp-plans` resolves to this
// repository's sources (a host gets the same modules from node_modules). `npm run example`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

export default defineConfig({
  root: here,
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-acp-plans\/styles\.css$/, replacement: path.join(repoRoot, 'src/styles.css') },
      { find: /^react-acp-plans\/acp$/, replacement: path.join(repoRoot, 'src/acp-sdk/index.ts') },
      { find: /^react-acp-plans\/approval$/, replacement: path.join(repoRoot, 'src/approval/index.ts') },
      { find: /^react-acp-plans\/history$/, replacement: path.join(repoRoot, 'src/history/index.ts') },
      { find: /^react-acp-plans\/actions$/, replacement: path.join(repoRoot, 'src/actions/index.ts') },
      { find: /^react-acp-plans$/, replacement: path.join(repoRoot, 'src/index.ts') },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, fs: { allow: [repoRoot] } },
  // The in-page demo bundles the ACP SDK and its zod schemas: one large chunk is expected here.
  build: { outDir: path.join(here, 'dist'), emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
