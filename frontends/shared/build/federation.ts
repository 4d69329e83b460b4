// Vite settings every frontend shares: the module federation singletons, the dev proxy to the API,
// and a one-call config for a remote. Imported by the vite configs (Node), never by the browser.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin, ProxyOptions, Rolldown, UserConfig } from 'vite';
import { compileHints, FIRST_PAGE_CHUNK, firstPageChunk, precompress, routesManifest } from './first-page.ts';
import { lucideFromShared } from './lucide.ts';
import { reactRouterProduction } from './react-router.ts';

/** The API the dev servers proxy to. */
export const API_TARGET = process.env.JBP_API_URL ?? 'http://localhost:3000';

export const devProxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
};

/**
 * Modules that must exist once on the page: React, the router, TanStack Query (one cache) and
 * @jbp/shared (one auth context). `@jbp/widgets` is not one: it holds no state of its own (it reads
 * the rest through `@jbp/shared`), so each remote that uses it bundles it with its pages and the
 * first page never downloads the form libraries.
 */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', '@jbp/shared'] as const;

/**
 * Singletons the shell provides by a file that re-exports only what the apps use: a shared module is
 * bundled whole, so the full packages would cost the first page about 40 KB gzip more.
 */
export const SINGLETON_FACADES: Record<string, string> = {
  'react-router-dom': fileURLToPath(new URL('./singletons/react-router-dom.ts', import.meta.url)),
  '@tanstack/react-query': fileURLToPath(new URL('./singletons/react-query.ts', import.meta.url)),
};

/**
 * The shared config of the singletons. The shell provides them (`'provide'`), eagerly: it needs every
 * one before its first render and preloads all its chunks anyway, and eager providers share one chunk
 * (`loadShare-eager`) instead of one chunk each (the shell's first files: 12 → 9). A remote only takes
 * them from the shell (`'consume'`, `import: false`): it ships no fallback copy, so its first files
 * carry no React of their own (a fallback small enough went into the share's wrapper chunk and was
 * downloaded with it) and its share wrappers join its other chunks instead of one file each. A remote
 * runs inside the shell only anyway: it uses the shell's federation runtime (`externalRuntime`).
 */
export function sharedSingletons(dependencies: Record<string, string>, role: 'provide' | 'consume') {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion) throw new Error(`${name} must be listed in the package's dependencies`);
      if (role === 'consume') return [name, { singleton: true, requiredVersion, import: false as const }];
      const facade = SINGLETON_FACADES[name];
      return [name, { singleton: true, requiredVersion, eager: true, ...(facade && { import: facade }) }];
    }),
  );
}

/**
 * A facade's own import of the package it stands for must reach the package's file, not the shared
 * module (which the facade itself provides).
 */
export function singletonFacades(): Plugin {
  const facades = new Map(Object.entries(SINGLETON_FACADES).map(([name, file]) => [file, name]));
  return {
    name: 'jbp:singleton-facades',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || facades.get(importer.split('?')[0]) !== source) return null;
      return fileURLToPath(import.meta.resolve(source));
    },
  };
}

export interface RemoteConfigOptions {
  /** Container name; also the key in remotes.json (e.g. 'public', 'agent', 'admin'). */
  name: string;
  /** Port of `vite` (dev) and `npm run serve` (vite preview of dist). */
  port: number;
  /** `import.meta.url` of the vite config, to find src/. */
  configUrl: string;
  /** The remote's package.json dependencies (for requiredVersion). */
  dependencies: Record<string, string>;
  /**
   * The page a visitor's first load opens (the public home page), relative to the config: it and
   * everything it imports statically from this remote go into one chunk (see `firstPageChunk`).
   */
  firstPage?: string;
}

/** A remote's chunks that every first load runs: `remoteEntry.js`, the exposed `./routes`, the home page. */
const REMOTE_FIRST_LOAD = new Set(['remoteEntry', 'routes', FIRST_PAGE_CHUNK]);

/**
 * Vite config of a remote: relative base so one build works on any origin or path, the single
 * `./routes` expose, shared singletons, and a CORS-enabled preview so the shell can load it from
 * another port.
 */
export function defineRemoteConfig({ name, port, configUrl, dependencies, firstPage }: RemoteConfigOptions): UserConfig {
  const src = fileURLToPath(new URL('./src', configUrl));
  const routesFile = fileURLToPath(new URL('./src/routes.tsx', configUrl));
  const firstPageFile = firstPage ? fileURLToPath(new URL(firstPage, configUrl)) : undefined;
  return {
    base: './',
    resolve: { alias: { '@': src } },
    plugins: [
      reactRouterProduction(),
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': routesFile },
        shared: sharedSingletons(dependencies, 'consume'),
        dts: false,
        // Use the shell's federation runtime instead of shipping a second copy (about 16 KB gzip).
        // The remote therefore only runs inside the shell; its index.html is a plain notice page.
        experiments: { externalRuntime: true },
        hostInitInjectLocation: 'entry',
      }),
      lucideFromShared(),
      routesManifest(routesFile),
      // What every first load runs of a remote: its entry, its route table and the home page's chunk.
      compileHints((chunk) => REMOTE_FIRST_LOAD.has(chunk)),
      precompress(),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: devProxy },
    preview: { port, strictPort: true, cors: true, proxy: devProxy },
    build: {
      target: 'es2022',
      rolldownOptions: {
        preserveEntrySignatures: false,
        output: {
          // Code that two or more pages share goes into one chunk instead of a dozen small ones: on a
          // phone network each file costs a round trip, and a page needs most of them anyway.
          codeSplitting: {
            experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            ...(firstPageFile && { groups: [firstPageChunk(firstPageFile)] }),
          },
        },
      },
    },
  };
}

/**
 * One chunk for the shell's own code and the rest of its first load: its app, the icons, the
 * federation runtime and the plugin's per-host modules (shared-import map, pending shares, the
 * share fallbacks). Every shell chunk is preloaded with the document anyway (`preloadAllChunks`),
 * so splitting them only added files. The shared modules' providers (React, the router, TanStack
 * Query, `@jbp/shared` and what they import) are the federation plugin's: they go to its eager
 * chunk first. The entry's styles stay with index.html, which inlines them.
 */
export function shellAppChunk(): Rolldown.CodeSplittingGroup {
  return {
    name: 'app',
    test: (id) =>
      /pendingShares|localSharedImportMap|__prebuild__/.test(id) ||
      (!id.startsWith('\0') && !id.endsWith('.css') && (id.includes('/node_modules/') || id.includes('/frontends/shell/src/'))),
  };
}
