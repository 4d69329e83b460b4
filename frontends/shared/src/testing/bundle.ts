// Bundles one module with vite as a frontend's build would, for the tests of the build plugins
// (build/*.ts). Node only: imported by those specs directly, not through testing/index.ts.
import { build, type Plugin, type Rolldown } from 'vite';

export interface BundleOptions {
  /** Plugins under test, after the one that provides the module. */
  plugins: Plugin[];
  /** Imports left to the page. */
  external: string[];
  minify?: boolean;
  sourcemap?: boolean;
  mode?: 'production' | 'development';
}

/** The code of every chunk of a build whose only input is a module with this source. */
export async function bundleModule(
  source: string,
  { plugins, external, minify = false, sourcemap = false, mode }: BundleOptions,
): Promise<string> {
  const id = 'jbp-test-entry.js';
  const entry: Plugin = {
    name: 'jbp:test-entry',
    resolveId: (requested) => (requested === id ? id : null),
    load: (loaded) => (loaded === id ? source : null),
  };
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    ...(mode && { mode }),
    plugins: [entry, ...plugins],
    build: {
      write: false,
      minify,
      sourcemap,
      rolldownOptions: { input: id, preserveEntrySignatures: 'strict', external, output: { format: 'es' } },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}
