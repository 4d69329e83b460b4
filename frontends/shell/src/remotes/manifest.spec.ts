import { describe, expect, it, vi } from 'vitest';
import { fetchManifest, manifestUrl } from './manifest';

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
