/** remotes.json: remote name → URL of its remoteEntry.js. */
export type RemotesManifest = Record<string, string>;

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
  const body = (await response.json()) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('remotes.json is not an object');
  const entries: RemotesManifest = {};
  for (const [name, entry] of Object.entries(body as Record<string, unknown>)) {
    if (typeof entry === 'string' && entry) entries[name] = new URL(entry, url).href;
  }
  return entries;
}
