import { matchPath } from 'react-router-dom';

/** remotes.json: remote name → URL of its remoteEntry.js. */
export type RemotesManifest = Record<string, string>;

/** The remotes and, where the server knows them, the paths each remote's route table lists. */
export interface RemotesBoot {
  entries: RemotesManifest;
  /** Remote name → its route paths (a hint: the remote's own table decides). Missing: not known. */
  paths: Record<string, readonly string[]>;
}

/** The id of the `<script type="application/json">` the server inlines into index.html. */
export const BOOT_ELEMENT_ID = 'jbp-remotes';

/**
 * Where remotes.json lives: beside the shell's index.html, i.e. at Vite's base. The base is
 * resolved against the page origin (or against this module's URL for a relative base) rather than
 * document.baseURI, which on a deep link such as /bookingdetail/7 would point at /bookingdetail/.
 */
export function manifestUrl(base: string = import.meta.env.BASE_URL, moduleUrl: string = import.meta.url): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(base)) return new URL('remotes.json', base).href;
  if (base.startsWith('/')) return new URL(`${base.replace(/\/?$/, '/')}remotes.json`, window.location.origin).href;
  // Relative base ('./'): built chunks live in assets/, one level under the base.
  return new URL('../remotes.json', moduleUrl).href;
}

/** Reads remotes.json; entries are resolved against the manifest's own URL so relative paths work. */
export async function fetchManifest(url: string = manifestUrl()): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return entriesOf(await response.json(), url);
}

/**
 * The remotes as the server inlined them into index.html (`{"remotes": {...}, "paths": {...}}`),
 * which saves a round trip before any remote can load; remotes.json when the page has no such block
 * (the shell served by another server, e.g. `vite preview`).
 */
export async function readRemotes(url: string = manifestUrl()): Promise<RemotesBoot> {
  const inlined = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (inlined) {
    try {
      const boot = JSON.parse(inlined) as { remotes?: unknown; paths?: unknown };
      return { entries: entriesOf(boot.remotes, url), paths: pathsOf(boot.paths) };
    } catch (error) {
      console.error('The inlined remotes could not be read; reading remotes.json', error);
    }
  }
  return { entries: await fetchManifest(url), paths: {} };
}

function entriesOf(body: unknown, url: string): RemotesManifest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('remotes.json is not an object');
  const entries: RemotesManifest = {};
  for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
    if (typeof entry === 'string' && entry) entries[name] = new URL(entry, url).href;
  }
  return entries;
}

function pathsOf(body: unknown): Record<string, readonly string[]> {
  const paths: Record<string, readonly string[]> = {};
  if (!body || typeof body !== 'object') return paths;
  for (const [name, list] of Object.entries(body as Record<string, unknown>)) {
    if (Array.isArray(list) && list.every((p) => typeof p === 'string')) paths[name] = list as string[];
  }
  return paths;
}

/**
 * Which remotes to load before the page at `pathname` can show: in remotes.json order, every remote
 * whose paths are not known, up to the first whose paths list it. When none lists it, all of them
 * (a hint may be stale after a remote was redeployed, and a 404 needs every table).
 */
export function remotesFor(pathname: string, boot: RemotesBoot): string[] {
  const names = Object.keys(boot.entries);
  const first: string[] = [];
  for (const name of names) {
    const paths = boot.paths[name];
    if (!paths) {
      first.push(name);
      continue;
    }
    if (paths.some((path) => matchPath({ path, end: true }, pathname))) return [...first, name];
  }
  return names;
}
