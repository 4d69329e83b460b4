// A remote's icons draw with the lucide-react component that @jbp/shared carries (the shell has
// loaded it with the shared singleton), so the first page does not download a second copy.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { lucideFromShared } from '../build/lucide';
import { bundleModule } from './testing/bundle';

/** Bundles `export { X, Phone } from 'lucide-react'` as a remote would, @jbp/shared and React left to the page. */
function bundleIcons(plugins: Plugin[]): Promise<string> {
  return bundleModule("export { Phone, X } from 'lucide-react';", { plugins, external: ['@jbp/shared', 'react'] });
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
