import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { matchesRoutePath } from './route-path.js';

/** What a remote's build writes beside its remoteEntry.js (frontends/shared/build/first-page.ts). */
export interface RoutesManifest {
  routes: { js: string[]; css: string[] };
  pages: { path: string; guarded: boolean; js: string[]; css: string[]; data: string[] }[];
}

/** The id of the inlined remotes block the shell reads (frontends/shell/src/remotes/manifest.ts). */
export const BOOT_ELEMENT_ID = 'jbp-remotes';

interface Cached<T> {
  mtimeMs: number;
  value: T;
}

/**
 * The shell's index.html as the server sends it: the remotes (remotes.json and each local remote's
 * route paths) inlined, so the shell needs no request before it loads a remote, and for the page
 * at the requested path, `<link>`s that start at once what the page will need: the owning remote's
 * remoteEntry.js, its route table and, for a page anyone may open, the page's chunks, styles and
 * first API reads. Everything else in the HTML (the static first paint) comes from the build.
 *
 * Files are re-read when they change on disk, so a remote redeployed into its folder is seen
 * without a restart; until then a stale path list is only a hint (the shell checks the tables).
 */
export class ShellDocument {
  private readonly cache = new Map<string, Cached<unknown>>();

  constructor(
    private readonly frontendsDir: string,
    private readonly remoteUrls: Record<string, string>,
  ) {}

  get indexPath(): string {
    return join(this.frontendsDir, 'shell', 'dist', 'index.html');
  }

  /** The HTML for a request of `pathname`, or undefined when the shell is not built. */
  render(pathname: string): string | undefined {
    const template = this.read(this.indexPath, (text) => text);
    if (template === undefined) return undefined;
    const manifests = this.localManifests();
    const paths = Object.fromEntries(Object.entries(manifests).map(([name, m]) => [name, m.pages.map((p) => p.path)]));
    const boot = JSON.stringify({ remotes: this.remoteUrls, paths }).replace(/</g, '\\u003c');
    const head = [`<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>`, ...this.preloads(pathname, manifests)];
    return template.replace('</head>', `${head.join('\n    ')}\n  </head>`);
  }

  private preloads(pathname: string, manifests: Record<string, RoutesManifest>): string[] {
    for (const [name, entry] of Object.entries(this.remoteUrls)) {
      const manifest = manifests[name];
      // A remote on another origin: its paths are not known here, so nothing is preloaded for it.
      if (!manifest) continue;
      const page = manifest.pages.find((p) => matchesRoutePath(p.path, pathname));
      if (!page) continue;
      const base = entry.slice(0, entry.lastIndexOf('/') + 1);
      const js = [entry, ...manifest.routes.js.map((f) => base + f)];
      const css = manifest.routes.css.map((f) => base + f);
      const data: string[] = [];
      // A guarded page's code is fetched only after the guard let the visitor in.
      if (!page.guarded) {
        js.push(...page.js.map((f) => base + f));
        css.push(...page.css.map((f) => base + f));
        data.push(...page.data);
      }
      return [
        ...unique(css).map((href) => `<link rel="preload" as="style" href="${attr(href)}" crossorigin>`),
        ...unique(js).map((href) => `<link rel="modulepreload" href="${attr(href)}" crossorigin>`),
        ...unique(data).map((href) => `<link rel="preload" as="fetch" href="${attr(href)}" crossorigin>`),
      ];
    }
    return [];
  }

  /** Route manifests of the remotes served from this server's own folders (`/remotes/<name>/…`). */
  private localManifests(): Record<string, RoutesManifest> {
    const manifests: Record<string, RoutesManifest> = {};
    for (const [name, entry] of Object.entries(this.remoteUrls)) {
      if (!entry.startsWith(`/remotes/${name}/`)) continue;
      const manifest = this.read(join(this.frontendsDir, name, 'dist', 'routes-manifest.json'), parseManifest);
      if (manifest) manifests[name] = manifest;
    }
    return manifests;
  }

  private read<T>(path: string, parse: (text: string) => T | undefined): T | undefined {
    if (!existsSync(path)) return undefined;
    const { mtimeMs } = statSync(path);
    const cached = this.cache.get(path) as Cached<T | undefined> | undefined;
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(readFileSync(path, 'utf8'));
    this.cache.set(path, { mtimeMs, value });
    return value;
  }
}

function parseManifest(text: string): RoutesManifest | undefined {
  try {
    const value = JSON.parse(text) as RoutesManifest;
    const list = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
    const ok =
      list(value?.routes?.js) &&
      list(value.routes.css) &&
      Array.isArray(value.pages) &&
      value.pages.every((p) => typeof p.path === 'string' && list(p.js) && list(p.css) && list(p.data));
    return ok ? value : undefined;
  } catch {
    return undefined;
  }
}

const unique = (xs: string[]) => [...new Set(xs)];

function attr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
