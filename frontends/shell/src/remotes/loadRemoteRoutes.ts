import type { RemoteName, RemoteRoutesModule } from '@jbp/shared';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { fetchManifest } from './manifest';

/** A remote could not be loaded (missing from remotes.json, unreachable, or a bad module). */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly remote: string;

  constructor(remote: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.remote = remote;
  }
}

let manifest: Promise<Record<string, string>> | null = null;
const modules = new Map<string, Promise<RemoteRoutesModule>>();

function registeredManifest(): Promise<Record<string, string>> {
  manifest ??= fetchManifest().then((entries) => {
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry, type: 'module' as const })));
    return entries;
  });
  // A failed manifest fetch is retried on the next call.
  manifest.catch(() => {
    manifest = null;
  });
  return manifest;
}

async function load(name: RemoteName): Promise<RemoteRoutesModule> {
  let entries: Record<string, string>;
  try {
    entries = await registeredManifest();
  } catch (cause) {
    throw new RemoteLoadError(name, 'remotes.json could not be read', { cause });
  }
  if (!entries[name]) throw new RemoteLoadError(name, `remotes.json has no entry for "${name}"`);
  let module: RemoteRoutesModule | null;
  try {
    module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  } catch (cause) {
    throw new RemoteLoadError(name, `remote "${name}" could not be loaded`, { cause });
  }
  if (!module || !Array.isArray(module.routes)) {
    throw new RemoteLoadError(name, `remote "${name}" does not export a routes list`);
  }
  return module;
}

/**
 * The remote's `./routes` module, loaded once and cached. The same promise must be returned to every
 * caller so React's `use()` can suspend on it.
 */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteRoutesModule> {
  let pending = modules.get(name);
  if (!pending) {
    pending = load(name);
    modules.set(name, pending);
  }
  return pending;
}

/** Forget a failed remote so Retry fetches its entry again. */
export function forgetRemote(name: RemoteName): void {
  modules.delete(name);
  void registeredManifest()
    .then((entries) => {
      const entry = entries[name];
      if (entry) registerRemotes([{ name, entry, type: 'module' }], { force: true });
    })
    .catch(() => undefined);
}
