// Vite settings every frontend shares: the module federation singletons, the dev proxy to the API,
// and a one-call config for a remote. Imported by the vite configs (Node), never by the browser.
import { federation } from '@module-federation/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ProxyOptions, UserConfig } from 'vite';

/** The API the dev servers proxy to. */
export const API_TARGET = process.env.JBP_API_URL ?? 'http://localhost:3000';

export const devProxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/socket.io': { target: API_TARGET, changeOrigin: true, ws: true },
};

/** Packages that must exist once on the page: React, the router, TanStack Query (one cache) and @jbp/shared (one auth context). */
export const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'react-router', '@tanstack/react-query', '@jbp/shared'] as const;

export function sharedSingletons(dependencies: Record<string, string>) {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const requiredVersion = dependencies[name];
      if (!requiredVersion) throw new Error(`${name} must be listed in the package's dependencies`);
      return [name, { singleton: true, requiredVersion }];
    }),
  );
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
}

/**
 * Vite config of a remote: relative base so one build works on any origin or path, the single
 * `./routes` expose, shared singletons, and a CORS-enabled preview so the shell can load it from
 * another port.
 */
export function defineRemoteConfig({ name, port, configUrl, dependencies }: RemoteConfigOptions): UserConfig {
  const src = fileURLToPath(new URL('./src', configUrl));
  return {
    base: './',
    resolve: { alias: { '@': src } },
    plugins: [
      react(),
      tailwindcss(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.tsx' },
        shared: sharedSingletons(dependencies),
        dts: false,
        // Use the shell's federation runtime instead of shipping a second copy (about 16 KB gzip).
        // The remote therefore only runs inside the shell; its index.html is a plain notice page.
        experiments: { externalRuntime: true },
        hostInitInjectLocation: 'entry',
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: devProxy },
    preview: { port, strictPort: true, cors: true, proxy: devProxy },
    build: { target: 'es2022' },
  };
}
