// lucide-react in a remote's build. Imported by the vite configs (Node), never by the browser.
import type { Plugin } from 'vite';

/**
 * Each lucide-react icon module calls lucide's `createLucideIcon`, which brings the icon component,
 * its context and helpers (about 1.5 KB gzip). `@jbp/shared` already carries them for its own icons,
 * so in a remote's build that module is replaced by one that takes the shared copy, and the first
 * page does not download a second one. (The replacement is a module of the remote's own: an import
 * of `@jbp/shared` from a file inside that package would stay local.)
 */
export function lucideFromShared(): Plugin {
  const id = 'jbp-lucide-create-icon.js';
  return {
    name: 'jbp:lucide-from-shared',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../createLucideIcon.mjs' || !importer?.replaceAll('\\', '/').includes('/lucide-react/dist/esm/icons/')) return null;
      return id;
    },
    load(loaded) {
      return loaded === id ? "export { createLucideIcon as default } from '@jbp/shared';" : null;
    },
  };
}
