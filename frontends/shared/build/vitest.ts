// Vitest settings every frontend shares: React, jsdom, the common test setup and the `@` alias.
// Imported by the vitest configs (Node), never by the browser.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

const COMMON_SETUP = fileURLToPath(new URL('../src/testing/setup.ts', import.meta.url));

/** `configUrl` is the calling config's `import.meta.url`; `setupFiles` are the workspace's own, run after the common one. */
export function defineTestConfig(configUrl: string, setupFiles: string[] = []): ViteUserConfig {
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', configUrl)) } },
    test: {
      environment: 'jsdom',
      setupFiles: [COMMON_SETUP, ...setupFiles],
      include: ['src/**/*.spec.{ts,tsx}'],
    },
  };
}
