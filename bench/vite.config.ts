// Builds the benchmark page (bench/page) into bench/dist with production React: timings of React's
// development build are meaningless. bench/run.mjs builds with this file, serves the output and drives it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: './',
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Minified like a host's production bundle. `npm run bench -- --profile` sets BENCH_PROFILE so CPU profiles
    // name real functions (still production React, just readable).
    minify: !process.env.BENCH_PROFILE,
    sourcemap: false,
    reportCompressedSize: false,
  },
});
