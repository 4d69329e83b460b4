// The router and TanStack Query reach the page as singletons provided by small files that re-export
// only what the apps use (build/singletons/). A name an app imports but the file lacks would be
// undefined in the built site, so this test reads every app source and names what is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { WORKSPACES } from './testing/sources';

// A path, not `new URL(..)`: under jsdom URL is the browser's and knows no file: scheme.
const FRONTENDS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FACADES = {
  'react-router-dom': 'react-router-dom.ts',
  '@tanstack/react-query': 'react-query.ts',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Value names in `export { a, b } from '…'` / `import { a, type B } from '…'` lists. */
function names(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim());
}

describe('singleton facades', () => {
  for (const [module, file] of Object.entries(FACADES)) {
    it(`export every name the apps import from ${module}`, () => {
      const facade = readFileSync(join(FRONTENDS, 'shared', 'build', 'singletons', file), 'utf8');
      const exported = new Set([...facade.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) => names(m[1])));
      const missing: string[] = [];
      const pattern = new RegExp(String.raw`import\s*\{([^}]*)\}\s*from\s*'${module.replace('/', '\\/')}'`, 'g');
      for (const workspace of WORKSPACES) {
        for (const path of sources(join(FRONTENDS, workspace, 'src'))) {
          for (const match of readFileSync(path, 'utf8').matchAll(pattern)) {
            for (const name of names(match[1])) if (!exported.has(name)) missing.push(`${relative(FRONTENDS, path)}: ${name}`);
          }
        }
      }
      expect(exported.size).toBeGreaterThan(3);
      expect(missing, `add these to frontends/shared/build/singletons/${file}`).toEqual([]);
    });
  }
});

describe('@jbp/shared as one singleton', () => {
  it('never imports itself by its package name', () => {
    // The federation plugin keeps a package's imports of itself local: such a file would bundle a
    // second, private copy of @jbp/shared (its own language, auth context and API client) into
    // every remote that uses it. Pieces built on top of @jbp/shared live in @jbp/widgets.
    const selfImports = sources(join(FRONTENDS, 'shared', 'src'))
      .filter((path) => /from\s*'@jbp\/shared(\/[^']*)?'/.test(readFileSync(path, 'utf8').replace(/import type[^;]*;/g, '')))
      .map((path) => relative(FRONTENDS, path));
    expect(selfImports).toEqual([]);
  });
});
