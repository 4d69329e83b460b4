// React Router in a production build. Imported by the vite configs (Node), never by the browser.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The production file beside a development file of React Router: the package publishes both builds
 * with the same layout (`dist/development/…`, `dist/production/…`). Throws when there is none, so an
 * upgrade that changes the layout fails the build instead of shipping the development files.
 */
export function productionTwin(developmentFile: string, exists: (file: string) => boolean = existsSync): string {
  const parts = developmentFile.split(/([\\/])dist\1development\1/);
  if (parts.length !== 3) throw new Error(`react-router: ${developmentFile} is not in dist/development`);
  const [before, slash, after] = parts;
  const production = `${before}${slash}dist${slash}production${slash}${after}`;
  if (!exists(production)) throw new Error(`react-router: no production build at ${production}`);
  return production;
}

/**
 * React Router's `exports` name only its development build (remix-run/react-router#12532), which
 * keeps the development warnings: route checks at every render and their messages in the bytes. A
 * build in production mode (`vite build`'s default) takes the package's production files instead;
 * the dev server and the tests keep the development ones and their warnings.
 */
export function reactRouterProduction(): Plugin {
  // Found once, when the build starts (and it stops there if there is none).
  let productionFile: string | undefined;
  return {
    name: 'jbp:react-router-production',
    enforce: 'pre',
    configResolved(config) {
      const production = config.command === 'build' && config.mode === 'production';
      productionFile = production ? productionTwin(fileURLToPath(import.meta.resolve('react-router'))) : undefined;
    },
    resolveId(source) {
      return source === 'react-router' ? (productionFile ?? null) : null;
    },
  };
}
