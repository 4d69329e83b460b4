import { devProxy, sharedSingletons, shellAppChunk, singletonFacades } from '../shared/build/federation.ts';
import { compileHints, inlineEntryStyles, precompress, preloadAllChunks } from '../shared/build/first-page.ts';
import { reactRouterProduction } from '../shared/build/react-router.ts';
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// The shell has no remotes baked in: it reads remotes.json at start (public/remotes.json holds the
// defaults that the NestJS server also answers with).
export default defineConfig({
  base: '/',
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  plugins: [
    singletonFacades(),
    reactRouterProduction(),
    react(),
    tailwindcss(),
    federation({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons(pkg.dependencies, 'provide'),
      dts: false,
      // The remotes are loaded by their remoteEntry.js, not by an mf-manifest.json: the runtime's
      // snapshot plugin (which preloads a manifest's assets) has nothing to do (1.5 KB gzip less).
      disableSnapshot: true,
      // Remotes built with experiments.externalRuntime use this runtime instead of their own copy.
      experiments: { provideExternalRuntime: true },
    }),
    preloadAllChunks(),
    // Every shell chunk runs on the first load (they are all preloaded with the document).
    compileHints(() => true),
    inlineEntryStyles(),
    precompress(),
  ],
  server: {
    port: 3110,
    strictPort: true,
    proxy: {
      ...devProxy,
      // `npm run serve -w frontends/public` (port 3101) stands in for /remotes/public/ in dev.
      '/remotes/public': { target: 'http://localhost:3101', rewrite: (p) => p.replace(/^\/remotes\/public/, '') },
    },
  },
  preview: { port: 3110, strictPort: true, proxy: devProxy },
  build: {
    target: 'es2022',
    // Browsers without <link rel="modulepreload"> still run the page (they fetch the files as imported).
    modulePreload: { polyfill: false },
    // Fewer files for the first page: one chunk for the shell's code (shellAppChunk), small chunks
    // inlined where they are used (see the remotes' config).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
          groups: [shellAppChunk()],
        },
      },
    },
  },
});
