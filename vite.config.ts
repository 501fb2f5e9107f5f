import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { precompressPlugin } from './scripts/precompress.ts';
import { routePreloadsPlugin } from './scripts/route-preloads.ts';
import { scrollAreaRefsPlugin } from './scripts/scroll-area-refs.ts';

// The API server listens on 3000 (`npm start`); in `npm run dev` Vite serves the SPA on 5173 and
// proxies the API to it, so the browser still sees one origin.
/** The second build pass: the admin app alone (package.json `build`). */
const adminBuild = process.env.LONGSHOT_BUILD === 'admin';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// The machine inspector (inspector/index.html) is a page of the dev server only: `vite build` bundles
// index.html and the admin app's admin/index.html (docs/admin.md) alone, and
// inspector/check-production-build.ts checks dist/ holds none of the inspector.
const inspectorInDevOnly: Plugin = {
  name: 'longshot-inspector-dev-only',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      // The admin app's deep links (/admin/users/…) are its own page, not the player SPA's fallback.
      if (/^\/admin(\/|$)/u.test(request.url ?? '') && (request.headers.accept ?? '').includes('text/html')) {
        request.url = '/admin/index.html';
        return next();
      }
      if (request.url !== '/inspector') return next();
      response.statusCode = 302;
      response.setHeader('Location', '/inspector/');
      response.end();
    });
  },
};

export default defineConfig({
  plugins: [
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    inspectorInDevOnly,
    scrollAreaRefsPlugin(),
    // The player routes' preloads: the admin pass must not write its (empty) table over the player's.
    ...(adminBuild ? [] : [routePreloadsPlugin()]),
    precompressPlugin(),
  ],
  define: {
    __BUILD_NUMBER__: JSON.stringify(process.env.BUILD_NUMBER ?? '1.1.218'),
    // The spec's build (1.1.218 of 21 Oct 2025) unless the build names its own: the footer once showed the
    // day of whatever build was run. Noon UTC, so that every time zone reads the 21st.
    __BUILD_DATE__: JSON.stringify(process.env.BUILD_DATE ?? '2025-10-21T12:00:00.000Z'),
  },
  // elkjs is imported by the inspector page only; pre-bundling it up front spares a reload on first open.
  optimizeDeps: { include: ['elkjs/lib/elk.bundled.js'] },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The admin app (admin/index.html, served at /admin/ by server/plugins/spa.ts; docs/admin.md) is a
    // second pass, `LONGSHOT_BUILD=admin vite build`, into the same dist/: built together, the two entries'
    // shared modules became shared chunks and the player's first page grew by 0.7 KB gzip.
    ...(adminBuild ? { emptyOutDir: false, rollupOptions: { input: { admin: 'admin/index.html' } } } : {}),
  },
});
