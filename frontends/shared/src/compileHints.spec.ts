// The first load's chunks carry V8's compile hint on their first line, after minifying (which drops
// comments); other chunks are left as they are.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../build/first-page';
import { bundleModule } from './testing/bundle';

const SOURCE = '/* a comment the minifier drops */ export function greet(name) { return `Namaste, ${name}`; }';

function bundle(runsOnLoad: (chunkName: string) => boolean, sourcemap = false): Promise<string> {
  return bundleModule(SOURCE, { plugins: [compileHints(runsOnLoad)], external: [], minify: true, sourcemap, mode: 'production' });
}

describe('compileHints', () => {
  it('puts the hint on the first line of a chunk the predicate names, after minifying', async () => {
    const names: string[] = [];
    const code = await bundle((name) => {
      names.push(name);
      return name === 'jbp-test-entry';
    });
    expect(names).toEqual(['jbp-test-entry']);
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    expect(code).not.toContain('a comment the minifier drops');
    expect(code).toMatch(/export\s*\{\s*\w+ as greet\s*\}|export\s*\{\s*greet\s*\}/);
  }, 60_000);

  it('leaves a chunk the predicate does not name as the build made it', async () => {
    const code = await bundle(() => false);
    expect(code).not.toContain(COMPILE_HINT);
  }, 60_000);

  it("stops a build with source maps, whose lines the hint's line would shift", async () => {
    await expect(bundle(() => true, true)).rejects.toThrow(
      /compileHints: assets\/jbp-test-entry-[\w-]+\.js has a source map, which the hint's line would put out of step/,
    );
  }, 60_000);
});
