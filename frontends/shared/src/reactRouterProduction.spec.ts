// A production build of the site takes React Router's production files, which its package.json
// does not name (build/react-router.ts): no development warnings run or ship.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { productionTwin, reactRouterProduction } from '../build/react-router';
import { bundleModule } from './testing/bundle';

// A development-only warning of React Router (descendant <Routes> under a path without "*").
const DEV_WARNING = 'You rendered descendant <Routes>';

/** Bundles `export { useRoutes } from 'react-router'` minified, in production mode, as the shell's build would. */
function bundleRouter(plugins: Plugin[]): Promise<string> {
  return bundleModule("export { useRoutes } from 'react-router';", {
    plugins,
    external: ['react', 'react-dom'],
    minify: true,
    mode: 'production',
  });
}

describe('productionTwin', () => {
  const all = () => true;
  it.each([
    ['/app/node_modules/react-router/dist/development/index.mjs', '/app/node_modules/react-router/dist/production/index.mjs'],
    ['/app/node_modules/react-router/dist/development/chunk-X.mjs', '/app/node_modules/react-router/dist/production/chunk-X.mjs'],
    [
      'C:\\app\\node_modules\\react-router\\dist\\development\\index.mjs',
      'C:\\app\\node_modules\\react-router\\dist\\production\\index.mjs',
    ],
  ])('%s → %s', (development, production) => {
    expect(productionTwin(development, all)).toBe(production);
  });

  it('refuses a file outside dist/development', () => {
    expect(() => productionTwin('/app/node_modules/react-router/dist/index.mjs', all)).toThrow(
      'react-router: /app/node_modules/react-router/dist/index.mjs is not in dist/development',
    );
  });

  it('refuses when the production file is missing', () => {
    expect(() => productionTwin('/app/node_modules/react-router/dist/development/index.mjs', () => false)).toThrow(
      'react-router: no production build at /app/node_modules/react-router/dist/production/index.mjs',
    );
  });
});

describe('reactRouterProduction', () => {
  it('builds without the development warnings that the package.json build keeps', async () => {
    const plain = await bundleRouter([]);
    const production = await bundleRouter([reactRouterProduction()]);
    expect(plain).toContain(DEV_WARNING);
    expect(production).not.toContain(DEV_WARNING);
    expect(production).toMatch(/export\s*\{[^}]*useRoutes/);
    expect(production.length).toBeLessThan(plain.length);
  }, 60_000);
});
