// The frontends' sources, for the tests that read code (money rules, hard-coded text). Node only.
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A path, not `new URL(..)`: under jsdom URL is the browser's and knows no file: scheme.
export const FRONTENDS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const WORKSPACES = ['shell', 'public', 'agent', 'admin', 'shared', 'widgets'];

/** Every .ts/.tsx source of the frontends: no tests, test helpers, generated schema, packages or builds. */
export function frontendSources(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'testing'].includes(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$|\.d\.ts$|^schema\.gen\.ts$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const workspace of WORKSPACES) walk(join(FRONTENDS, workspace, 'src'));
  return files.sort();
}
