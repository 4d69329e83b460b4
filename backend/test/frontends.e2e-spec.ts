import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './helpers/app.js';

// The built frontends as the server sends them: index.html with the remotes inlined and the page's
// files preloaded, precompressed files, and the cache headers of each kind of file.

const SCRIPT = `export const answer = ${'42 + '.repeat(300)}0;\n`;
const PUBLIC_MANIFEST = {
  routes: { js: ['assets/routes-AAAAAAAA.js'], css: ['assets/routes-BBBBBBBB.css'] },
  pages: [
    { path: '/', guarded: false, js: ['assets/HomePage-CCCCCCCC.js'], css: [], data: ['/api/offers'] },
    { path: '/bookingdetail/:id', guarded: true, js: ['assets/DetailPage-DDDDDDDD.js'], css: [], data: [] },
  ],
};

function writeFrontends(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jbp-frontends-'));
  const shell = join(dir, 'shell', 'dist');
  mkdirSync(join(shell, 'assets'), { recursive: true });
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>Cabs</title></head><body><div id="root"></div></body></html>',
  );
  const asset = join(shell, 'assets', 'app-Abc123xyz.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  const remote = join(dir, 'public', 'dist');
  mkdirSync(join(remote, 'assets'), { recursive: true });
  writeFileSync(join(remote, 'remoteEntry.js'), SCRIPT);
  writeFileSync(join(remote, 'assets', 'HomePage-CCCCCCCC.js'), SCRIPT);
  writeFileSync(join(remote, 'routes-manifest.json'), JSON.stringify(PUBLIC_MANIFEST));
  return dir;
}

/** The JSON block the shell reads instead of fetching remotes.json. */
function inlinedRemotes(html: string): unknown {
  const match = /<script type="application\/json" id="jbp-remotes">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]) : undefined;
}

const links = (html: string) => [...html.matchAll(/<link [^>]*>/g)].map((m) => m[0]);

describe('frontends', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = writeFrontends();
    t = await createTestApp({ FRONTENDS_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("inlines the remotes and their paths, and preloads the home page's code, styles and offers", async () => {
    const res = await t.http().get('/').set('Accept', 'text/html').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(inlinedRemotes(res.text)).toEqual({
      remotes: { public: '/remotes/public/remoteEntry.js', agent: '/remotes/agent/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' },
      paths: { public: ['/', '/bookingdetail/:id'] },
    });
    expect(links(res.text)).toEqual([
      '<link rel="preload" as="style" href="/remotes/public/assets/routes-BBBBBBBB.css" crossorigin>',
      '<link rel="modulepreload" href="/remotes/public/remoteEntry.js" crossorigin>',
      '<link rel="modulepreload" href="/remotes/public/assets/routes-AAAAAAAA.js" crossorigin>',
      '<link rel="modulepreload" href="/remotes/public/assets/HomePage-CCCCCCCC.js" crossorigin>',
      '<link rel="preload" as="fetch" href="/api/offers" crossorigin>',
    ]);
  });

  it('preloads only the route table for a guarded page (its code waits for the guard), and nothing for an unknown path', async () => {
    const guarded = await t.http().get('/bookingdetail/12').set('Accept', 'text/html').expect(200);
    expect(links(guarded.text)).toEqual([
      '<link rel="preload" as="style" href="/remotes/public/assets/routes-BBBBBBBB.css" crossorigin>',
      '<link rel="modulepreload" href="/remotes/public/remoteEntry.js" crossorigin>',
      '<link rel="modulepreload" href="/remotes/public/assets/routes-AAAAAAAA.js" crossorigin>',
    ]);
    const unknown = await t.http().get('/no/such/page').set('Accept', 'text/html').expect(200);
    expect(links(unknown.text)).toEqual([]);
    expect(inlinedRemotes(unknown.text)).toBeDefined();
  });

  it('sends the precompressed brotli or gzip file the browser accepts, immutable when the name is hashed', async () => {
    const br = await t.http().get('/assets/app-Abc123xyz.js').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.text).toBe(SCRIPT);

    const gz = await t.http().get('/assets/app-Abc123xyz.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(SCRIPT);
  });

  it('sends remoteEntry.js, remotes.json and index.html no-cache, so a redeployed remote is seen at once', async () => {
    const entry = await t.http().get('/remotes/public/remoteEntry.js').expect(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const page = await t.http().get('/remotes/public/assets/HomePage-CCCCCCCC.js').expect(200);
    expect(page.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.http().get('/remotes.json').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('knows no paths of a remote on another origin, and preloads nothing for it', async () => {
    const other = await createTestApp({ FRONTENDS_DIR: dir, REMOTE_PUBLIC_URL: 'http://cdn.example.in/public/remoteEntry.js' });
    try {
      const res = await other.http().get('/').set('Accept', 'text/html').expect(200);
      expect(inlinedRemotes(res.text)).toMatchObject({ remotes: { public: 'http://cdn.example.in/public/remoteEntry.js' }, paths: {} });
      expect(links(res.text)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
