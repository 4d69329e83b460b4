import { describe, expect, it, vi } from 'vitest';
import { BOOT_ELEMENT_ID, fetchManifest, manifestUrl, readRemotes, remotesFor } from './manifest';

describe(manifestUrl.name, () => {
  it('uses the base path, not the deep link the page was opened at', () => {
    window.history.pushState({}, '', '/bookingdetail/7');
    expect(manifestUrl('/')).toBe(`${window.location.origin}/remotes.json`);
    expect(manifestUrl('/app')).toBe(`${window.location.origin}/app/remotes.json`);
    window.history.pushState({}, '', '/');
  });

  it('resolves a relative base against the module URL (chunks live in assets/)', () => {
    expect(manifestUrl('./', 'https://cdn.example.in/site/assets/index-abc.js')).toBe('https://cdn.example.in/site/remotes.json');
  });

  it('keeps an absolute base', () => {
    expect(manifestUrl('https://cabs.example.in/')).toBe('https://cabs.example.in/remotes.json');
  });
});

describe(fetchManifest.name, () => {
  it('resolves each entry against the manifest URL so relative and cross-origin entries both work', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ public: '/remotes/public/remoteEntry.js', admin: 'https://admin.example.in/remoteEntry.js', bad: 5 }),
            {
              headers: { 'Content-Type': 'application/json' },
            },
          ),
      ),
    );
    expect(await fetchManifest('https://cabs.example.in/remotes.json')).toEqual({
      public: 'https://cabs.example.in/remotes/public/remoteEntry.js',
      admin: 'https://admin.example.in/remoteEntry.js',
    });
  });

  it('fails on a non-ok answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(fetchManifest('https://cabs.example.in/remotes.json')).rejects.toThrow('404');
  });
});

describe(readRemotes.name, () => {
  it('reads the remotes and their paths from the block the server inlined, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = BOOT_ELEMENT_ID;
    block.textContent = JSON.stringify({
      remotes: { public: '/remotes/public/remoteEntry.js' },
      paths: { public: ['/', '/login'], bad: 'x' },
    });
    document.body.append(block);
    try {
      expect(await readRemotes('https://cabs.example.in/remotes.json')).toEqual({
        entries: { public: 'https://cabs.example.in/remotes/public/remoteEntry.js' },
        paths: { public: ['/', '/login'] },
      });
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      block.remove();
    }
  });

  it('reads remotes.json when the page has no inlined block', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ agent: 'https://agent.example.in/remoteEntry.js' }))),
    );
    expect(await readRemotes('https://cabs.example.in/remotes.json')).toEqual({
      entries: { agent: 'https://agent.example.in/remoteEntry.js' },
      paths: {},
    });
  });
});

describe(remotesFor.name, () => {
  const entries = { public: 'p', agent: 'a', admin: 'd' };
  const paths = { public: ['/', '/contactus'], agent: ['/addoffer'], admin: ['/bookingdetail/:id'] };

  it.each([
    ['/', ['public']],
    ['/contactus', ['public']],
    ['/addoffer', ['agent']],
    ['/bookingdetail/42', ['admin']],
    ['/no/such/page', ['public', 'agent', 'admin']],
  ])('%s needs %j first', (pathname, remotes) => {
    expect(remotesFor(pathname, { entries, paths })).toEqual(remotes);
  });

  it('loads a remote whose paths are not known before the one that lists the path (it may list it too)', () => {
    expect(remotesFor('/addoffer', { entries, paths: { public: paths.public, agent: paths.agent } })).toEqual(['agent']);
    expect(remotesFor('/addoffer', { entries, paths: { agent: paths.agent } })).toEqual(['public', 'agent']);
    expect(remotesFor('/', { entries, paths: {} })).toEqual(['public', 'agent', 'admin']);
  });
});
