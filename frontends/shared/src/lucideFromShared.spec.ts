// A remote's icons draw with the lucide-react component that @jbp/shared carries (the shell has
// loaded it with the shared singleton), so the first page does not download a second copy.
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { lucideFromShared } from '../build/lucide';

const ENTRY = 'icons-entry.js';

/** Bundles `export { X, Phone } from 'lucide-react'` as a remote would, @jbp/shared and React left to the page. */
async function bundleIcons(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'icons-entry',
    resolveId: (id) => (id === ENTRY ? id : null),
    load: (id) => (id === ENTRY ? "export { Phone, X } from 'lucide-react';" : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: ENTRY, preserveEntrySignatures: 'strict', external: ['@jbp/shared', 'react'], output: { format: 'es' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

describe('lucideFromShared', () => {
  it("takes lucide's icon component from @jbp/shared and keeps each icon's own drawing", async () => {
    const code = await bundleIcons([lucideFromShared()]);
    expect(code).toMatch(/import\s*\{\s*createLucideIcon\b[^}]*\}\s*from\s*["']@jbp\/shared["']/);
    expect(code).toContain('M18 6 6 18'); // X's first stroke
    expect(code).not.toContain('strokeLinecap'); // lucide's default attributes, in its icon component
  });

  it('without it, the bundle carries its own copy of the icon component (what the plugin saves)', async () => {
    const code = await bundleIcons([]);
    expect(code).not.toContain('@jbp/shared');
    expect(code).toContain('strokeLinecap');
  });
});
