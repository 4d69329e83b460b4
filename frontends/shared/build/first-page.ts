// Build steps for a fast first page, shared by the shell and the remotes (Node only):
// - `routesManifest()`: a remote writes `routes-manifest.json` beside its remoteEntry.js, listing
//   each route's path and the files its page needs, so the server can inline the paths and
//   `modulepreload` the page's code in the HTML (no waiting for remoteEntry.js → routes → page);
// - `firstPageChunk()`: the home page and what it imports from its remote in one chunk;
// - `compileHints()`: the chunks every first load runs, marked for V8 to compile them whole;
// - `precompress()`: every text asset also as `.br` and `.gz`, which the server sends as they are.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

/** The file a remote's build writes beside remoteEntry.js; the server reads it at start-up. */
export const ROUTES_MANIFEST = 'routes-manifest.json';

export interface RoutesManifestRoute {
  path: string;
  /** The route has `allowedRoles`: its page's code is fetched only after the guard passed. */
  guarded: boolean;
  /** The page's chunks (the chunk and everything it imports statically), relative to the remote's base. */
  js: string[];
  css: string[];
  /** API GETs the page makes on arrival (the route's `preload`), for `<link rel="preload" as="fetch">`. */
  data: string[];
}

export interface RoutesManifest {
  /** The `./routes` module and what it imports statically; its styles. */
  routes: { js: string[]; css: string[] };
  pages: RoutesManifestRoute[];
}

interface Node {
  type: string;
  [key: string]: unknown;
}

interface FoundRoute {
  path: string;
  guarded: boolean;
  data: string[];
  source: string | null;
}

const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && typeof (value as Node).type === 'string';

function* walk(node: unknown): Generator<Node> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  if (!isNode(node)) return;
  yield node;
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') yield* walk(value);
}

const keyName = (prop: Node) => {
  const key = prop.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'Literal' ? String(key.value) : undefined;
};
const stringOf = (node: unknown) => (isNode(node) && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);

/** Route objects of a routes module: `{ path: '…', allowedRoles?, preload?: ['…'], load: () => import('…')… }`. */
function findRoutes(program: unknown): FoundRoute[] {
  const found: FoundRoute[] = [];
  for (const node of walk(program)) {
    if (node.type !== 'ObjectExpression') continue;
    const props = (node.properties as Node[]).filter((p) => p.type === 'Property');
    const byName = new Map(props.map((p) => [keyName(p), p.value as Node]));
    const path = stringOf(byName.get('path'));
    const load = byName.get('load');
    if (path === undefined || !load) continue;
    let source: string | null = null;
    for (const inner of walk(load)) {
      if (inner.type === 'ImportExpression') {
        source = stringOf(inner.source) ?? null;
        break;
      }
    }
    const preload = byName.get('preload');
    const data = preload?.type === 'ArrayExpression' ? (preload.elements as unknown[]).map(stringOf).filter((s): s is string => !!s) : [];
    found.push({ path, guarded: byName.has('allowedRoles'), data, source });
  }
  return found;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes `routes-manifest.json` for the remote whose `./routes` module is `routesFile`: each
 * route's path, whether it is guarded, the API reads it declares (`preload`), and the chunks and
 * styles of the routes module and of each page.
 */
export function routesManifest(routesFile: string): Plugin {
  let routes: (FoundRoute & { id: string | null })[] = [];
  return {
    name: 'jbp:routes-manifest',
    apply: 'build',
    transform: {
      order: 'post',
      async handler(code, id) {
        if (id.split('?')[0] !== routesFile) return null;
        const found = findRoutes(this.parse(code));
        routes = await Promise.all(
          found.map(async (route) => ({ ...route, id: route.source ? ((await this.resolve(route.source, id))?.id ?? null) : null })),
        );
        return null;
      },
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is typeof c & ChunkLike => c.type === 'chunk') as unknown as ChunkLike[];
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: ChunkLike | undefined) => {
        const js = new Set<string>();
        const css = new Set<string>();
        const visit = (chunk: ChunkLike | undefined) => {
          if (!chunk || js.has(chunk.fileName)) return;
          js.add(chunk.fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        visit(start);
        return { js: [...js], css: [...css] };
      };
      // The chunk holding the module (a page grouped with others by firstPageChunk is not its facade).
      const chunkOf = (id: string | null) => (id ? chunks.find((c) => c.moduleIds.includes(id)) : undefined);
      const routesChunk = chunkOf(routesFile);
      if (!routesChunk) this.error(`routes-manifest: no chunk for ${routesFile}`);
      // remoteEntry.js, what it imports, and the shared-modules map it always loads on init.
      const entry = chunks.find((c) => c.fileName === 'remoteEntry.js');
      const start = [
        entry,
        routesChunk,
        ...(entry?.dynamicImports ?? []).filter((f) => f.includes('localSharedImportMap')).map((f) => byFile.get(f)),
      ];
      const routesFiles = start.map(closure);
      const manifest: RoutesManifest = {
        routes: {
          js: [...new Set(routesFiles.flatMap((c) => c.js))].filter((f) => f !== 'remoteEntry.js'),
          css: [...new Set(routesFiles.flatMap((c) => c.css))],
        },
        pages: routes.map(({ path, guarded, data, id }) => ({ path, guarded, data, ...closure(chunkOf(id)) })),
      };
      this.emitFile({ type: 'asset', fileName: ROUTES_MANIFEST, source: `${JSON.stringify(manifest, null, 2)}\n` });
    },
  };
}

/** `@jbp/widgets`' index (the end of its path): every widget, and through them react-hook-form, zod and Downshift. */
export const WIDGETS_INDEX = '/frontends/widgets/src/index.ts';

/** The name of the first page's chunk, `firstPageChunk` below (its files are `first-page-<hash>.js`). */
export const FIRST_PAGE_CHUNK = 'first-page';

/**
 * One chunk for the first page: `page` and the modules it imports statically from the remote's own
 * code and lucide-react (icons), so the page arrives in one file instead of a dozen. Over HTTP/1.1
 * a browser fetches six files at a time and on a phone network each file costs a round trip (0.56 s
 * on slow 4G), so the file count, more than the bytes, set when the home page became usable. Shared
 * modules (React, @jbp/shared, …) stay the federation's, and other pages that import one of these
 * modules load the chunk too (they need most of it: the offers list, the search card, the texts).
 * The chunk takes each module whole, so a module the page reaches must not be `@jbp/widgets`'
 * index: through it the chunk took every widget (56 KB gzip more). The build stops on one, naming
 * the importer.
 */
export function firstPageChunk(page: string): Rolldown.CodeSplittingGroup {
  let members: Set<string> | undefined;
  const own = (id: string) =>
    !id.startsWith('\0') && !id.includes('__mf') && (!id.includes('/node_modules/') || id.includes('/node_modules/lucide-react/'));
  return {
    name: (id, ctx) => {
      if (!members) {
        members = new Set();
        const queue = [page];
        while (queue.length) {
          const next = queue.pop()!;
          if (members.has(next)) continue;
          members.add(next);
          for (const imported of ctx.getModuleInfo(next)?.importedIds ?? []) {
            if (imported.endsWith(WIDGETS_INDEX)) {
              throw new Error(
                `The first page (${page}) imports @jbp/widgets' index in ${next}: import a module of its own (as @jbp/widgets/api/offers) or keep the widget off the first page.`,
              );
            }
            if (own(imported)) queue.push(imported);
          }
        }
      }
      return members.has(id) ? FIRST_PAGE_CHUNK : null;
    },
  };
}

/** V8's explicit compile hint (Chrome 136 and later); other engines read a comment. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts V8's compile hint on the first line of the chunks whose names `runsOnLoad` accepts: Chrome then
 * compiles all their functions on the thread that streams the file in, instead of each one on the
 * main thread the first time it runs. Without it, the home page's first React render spent about
 * 45 % of its time (4× CPU slowdown) compiling React DOM, the router and our code function by
 * function, all of which the first load runs anyway. A chunk whose functions mostly wait for a
 * later page must not have it: compiling them would only cost memory.
 */
export function compileHints(runsOnLoad: (chunkName: string) => boolean): Plugin {
  return {
    name: 'jbp:compile-hints',
    apply: 'build',
    generateBundle: {
      // After minifying, which drops comments, and after every other change to the code (V8 reads
      // the hint on the file's first line). The file names stay those of the code without the hint:
      // every build adds it to the same chunks, so a name still stands for one content.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !runsOnLoad(file.name)) continue;
          // A line put before the code would shift a source map's lines by one; the builds make none.
          if (file.map) this.error(`compileHints: ${file.fileName} has a source map, which the hint's line would put out of step`);
          file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * After the build, writes `<file>.br` (brotli, highest quality) and `<file>.gz` (gzip -9) beside
 * every text file of 1 KB or more, so the server never compresses them per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'jbp:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle(options, bundle) {
      const dir = options.dir ?? outDir;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const data = readFileSync(path);
        if (data.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The shell's index.html lists every JavaScript file of the shell build as `modulepreload`: they
 * are all needed to start (the federation runtime, the shared singletons, the app), but most are
 * imported one after another at run time, which would cost a round trip each.
 */
export function preloadAllChunks(): Plugin {
  return {
    name: 'jbp:preload-all-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files = Object.values(ctx.bundle ?? {})
          .filter((file) => file.type === 'chunk' && !file.isEntry)
          .map((file) => `/${file.fileName}`)
          .filter((href) => !html.includes(`"${href}"`));
        return files.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const }));
      },
    },
  };
}

/**
 * The shell's stylesheet goes into index.html as a `<style>`: the static first paint needs it, and a
 * separate file would cost one more round trip before anything is drawn (about 0.6 s on a phone
 * network). The file stays in the build for anything that links it.
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'jbp:inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
