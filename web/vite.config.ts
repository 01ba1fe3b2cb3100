import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The web app runs on preact/compat (about 57 KB of gzip JavaScript less on the player's cold load than react-dom):
 * the source keeps React's imports, types and APIs, and these exact-match aliases swap the implementation at build
 * (and dev) time. The staff app (admin/vite.config.ts, Recharts) stays on React.
 */
const preactCompat = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The compat JSX runtimes load preact/compat first (its vnode hooks: className, onChange, style, refs as props).
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // react-i18next's shim for React < 18 only forwards to the built-in hook, which preact/compat has too.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

export default defineConfig({
  root: webRoot,
  // React Fast Refresh needs react-dom's renderer; under Preact an edit reloads the page instead.
  plugins: [react({ refreshExclude: /./ })],
  resolve: { alias: preactCompat },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The server's CSP allows only 'self' scripts: never inline a script or the module preload polyfill.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router uses React 19's useOptimistic only for its opt-in `useTransitions` and falls back without it;
        // preact/compat has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('`useOptimistic`')) return;
        warn(warning);
      },
      output: {
        // Long-lived vendor chunks, so a change in one page does not invalidate the libraries in the cache.
        codeSplitting: {
          groups: [
            { name: 'preact', test: /node_modules[\\/]preact[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
            {
              name: 'state',
              test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
              priority: 20,
            },
            {
              name: 'i18n',
              test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
              priority: 20,
            },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/, priority: 20 },
            {
              name: 'realtime',
              test: /node_modules[\\/](socket\.io-client|engine\.io-client|socket\.io-parser|engine\.io-parser|@socket\.io|xmlhttprequest-ssl)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
      '/socket.io': { target: 'http://localhost:3000', ws: true, changeOrigin: true },
    },
  },
});
