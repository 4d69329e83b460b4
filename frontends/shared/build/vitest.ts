// Vitest settings every frontend shares: React, jsdom, the common test setup and the `@` alias.
// Imported by the vitest configs (Node), never by the browser.
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, type TestProjectInlineConfiguration, type ViteUserConfig } from 'vitest/config';

const COMMON_SETUP = fileURLToPath(new URL('../src/testing/setup.ts', import.meta.url));
const SPEC_FILE = /\.spec\.tsx?$/;
const MOCKS_MODULES = /\bvi\.mock\(/;

/**
 * The spec files under `src` (relative to `root`) that replace a module with `vi.mock`. A mock only
 * reaches the modules that import it afterwards, so such a file needs a module registry of its own.
 */
function specsThatMockModules(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((path) => join('src', path))
    .filter((path) => SPEC_FILE.test(path) && MOCKS_MODULES.test(readFileSync(join(root, path), 'utf8')))
    .sort();
}

/**
 * `configUrl` is the calling config's `import.meta.url`; `setupFiles` are the workspace's own, run
 * after the common one.
 *
 * A jsdom page costs a worker 2-4 s of CPU to set up, more than most spec files take to run, so the
 * spec files share one page and one module registry per worker (`isolate: false`): a workspace's
 * tests take a fifth of the CPU. The common setup gives every test an empty page, English, empty
 * storage and the default request handlers. Files that mock a module run isolated, as before.
 */
export function defineTestConfig(configUrl: string, setupFiles: string[] = []): ViteUserConfig {
  const root = fileURLToPath(new URL('.', configUrl));
  const mocking = specsThatMockModules(root);
  const include = ['src/**/*.spec.{ts,tsx}'];
  const sharedPage: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'shared page', include, exclude: [...configDefaults.exclude, ...mocking], isolate: false },
  };
  const ownModules: TestProjectInlineConfiguration = { extends: true, test: { name: 'own modules', include: mocking } };
  return {
    plugins: [react()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', configUrl)) } },
    test: {
      environment: 'jsdom',
      // Room for the setup's 5 s waits (testing/setup.ts) inside one test.
      testTimeout: 20_000,
      setupFiles: [COMMON_SETUP, ...setupFiles],
      projects: mocking.length > 0 ? [sharedPage, ownModules] : [sharedPage],
    },
  };
}
