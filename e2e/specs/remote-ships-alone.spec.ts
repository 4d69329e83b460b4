import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { portAt } from '../support/ports';
import { startStaticServer, stopServer } from '../support/static-server';

// A new page ships by deploying its remote alone (issue 9, item 5): a copy of the agent remote gets
// an extra page and route, is built on its own, and the shell, built before and left untouched, shows
// the page as soon as remotes.json names the new build.

const ROOT = resolve(__dirname, '..', '..');
const SHELL_DIST = join(ROOT, 'frontends', 'shell', 'dist');
const REMOTE_PORT = portAt(25);
const SHELL_PORT = portAt(26);

const NEWS_PAGE = `export function AgentNewsPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">Agent news</h1>
      <p>Shipped with the agent remote alone.</p>
    </section>
  );
}
`;

const NEWS_ROUTE = `  {
    path: '/agentnews',
    title: 'Agent news',
    load: () => import('./features/news/AgentNewsPage').then((m) => ({ default: m.AgentNewsPage })),
  },
];`;

/** sha256 of every file the shell serves first: they must not change while the remote is rebuilt. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  const html = readFileSync(join(SHELL_DIST, 'index.html'), 'utf8');
  hash.update(html);
  for (const [, asset] of html.matchAll(/(?:src|href)="\/?(assets\/[^"]+)"/g)) hash.update(readFileSync(join(SHELL_DIST, asset)));
  return hash.digest('hex');
}

/**
 * The agent remote's sources copied into a scratch folder, with the workspace's node_modules and
 * the shared package linked beside it so its imports resolve as in the repository.
 */
function copyAgentWithNewsPage(): string {
  // The repository's layout in small: frontends/agent (copied), frontends/shared and widgets, node_modules and
  // the base tsconfig.json (linked), so the copy's relative imports and `extends` resolve.
  const scratch = mkdtempSync(join(tmpdir(), 'jbp-remote-alone-'));
  const agent = join(scratch, 'frontends', 'agent');
  const source = join(ROOT, 'frontends', 'agent');
  cpSync(source, agent, { recursive: true, filter: (path) => !['node_modules', 'dist'].includes(basename(path)) });
  symlinkSync(join(source, 'node_modules'), join(agent, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'frontends', 'shared'), join(scratch, 'frontends', 'shared'), 'dir');
  symlinkSync(join(ROOT, 'frontends', 'widgets'), join(scratch, 'frontends', 'widgets'), 'dir');
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'tsconfig.json'), join(scratch, 'tsconfig.json'));

  const routes = readFileSync(join(agent, 'src', 'routes.tsx'), 'utf8');
  const end = routes.lastIndexOf('];');
  if (end < 0) throw new Error('frontends/agent/src/routes.tsx has no routes list ending in "];"');
  writeFileSync(join(agent, 'src', 'routes.tsx'), `${routes.slice(0, end)}${NEWS_ROUTE}${routes.slice(end + 2)}`);
  mkdirSync(join(agent, 'src', 'features', 'news'), { recursive: true });
  writeFileSync(join(agent, 'src', 'features', 'news', 'AgentNewsPage.tsx'), NEWS_PAGE);
  return scratch;
}

async function buildRemote(scratch: string): Promise<string> {
  const outDir = join(scratch, 'out');
  const agent = join(scratch, 'frontends', 'agent');
  const vite = spawn(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', '--config', join(agent, 'vite.config.ts'), '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: agent,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const [code] = (await once(vite, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite build of the agent copy exited with ${code}`);
  return outDir;
}

let scratch: string | undefined;
let remoteDist = '';
const servers: Server[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  scratch = copyAgentWithNewsPage();
  remoteDist = await buildRemote(scratch);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server)));
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('a page added to a remote ships by deploying that remote alone', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 0) < 768, 'desktop only');
  const shellBefore = shellFingerprint();
  const remoteEntry = `http://localhost:${REMOTE_PORT}/remoteEntry.js`;

  // The agent remote as built from the repository has no such page: the shell answers 404.
  const oldRemote = await startStaticServer({ port: REMOTE_PORT, mounts: [['/', join(ROOT, 'frontends', 'agent', 'dist')]] });
  servers.push(oldRemote);
  servers.push(
    await startStaticServer({ port: SHELL_PORT, mounts: [['/', SHELL_DIST]], remotesJson: JSON.stringify({ agent: remoteEntry }) }),
  );
  await page.goto(`http://localhost:${SHELL_PORT}/agentnews`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  // Deploy the new build of the agent remote at the same address; the shell is not touched.
  await stopServer(oldRemote);
  servers.push(await startStaticServer({ port: REMOTE_PORT, mounts: [['/', remoteDist]] }));
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${REMOTE_PORT}/`)) remoteRequests.push(request.url());
  });
  await page.goto(`http://localhost:${SHELL_PORT}/agentnews`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent news' })).toBeVisible();
  await expect(page).toHaveTitle(/^Agent news \| /);
  expect(remoteRequests).toContain(remoteEntry);
  // The remote's existing pages still come with it, guarded as before.
  await page.goto(`http://localhost:${SHELL_PORT}/agenttermcondition`);
  await expect(page).toHaveURL(`http://localhost:${SHELL_PORT}/login?returnTo=%2Fagenttermcondition`);

  expect(shellFingerprint(), 'the shell build is unchanged').toBe(shellBefore);
});
