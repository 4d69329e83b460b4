import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from './config/app-config.js';
import { ShellDocument } from './frontends/shell-document.js';

const REMOTES = ['public', 'agent', 'admin'] as const;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Single-machine mode: the shell at `/`, each remote under `/remotes/<name>/`, and `remotes.json`
 * built from the environment, so a remote moved to its own origin needs no shell rebuild. Files the
 * build precompressed (`.br`, `.gz`) are sent as they are; hashed files are immutable, the rest
 * (index.html, remoteEntry.js, remotes.json, routes-manifest.json) `no-cache`.
 */
export function mountFrontends(app: NestExpressApplication, config: AppConfig): void {
  const shell = new ShellDocument(config.frontendsDir, config.remoteUrls);

  app.use('/remotes.json', (_req: Request, res: Response) => {
    res.set('Cache-Control', NO_CACHE).json(config.remoteUrls);
  });

  for (const name of REMOTES) {
    app.use(`/remotes/${name}`, staticFiles(join(config.frontendsDir, name, 'dist')));
  }
  app.use(staticFiles(join(config.frontendsDir, 'shell', 'dist')));

  // Deep links (/customerprofile, /bookingdetail/12) get the shell, which routes in the browser.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|socket\.io|remotes)(\/|$)/.test(req.path)) return next();
    if (!req.accepts('html')) return next();
    const html = shell.render(req.path);
    if (html === undefined) {
      res
        .status(503)
        .type('text')
        .send('The website is not built yet. Run `npm run build` (or `npm start`, which builds what is missing).');
      return;
    }
    res.set('Cache-Control', NO_CACHE).type('html').send(html);
  });
}

function staticFiles(root: string) {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: false,
    serveStatic: {
      index: false,
      fallthrough: true,
      setHeaders(res: ServerResponse, path: string) {
        // The name of the file asked for, without the precompressed variant's extension.
        const file = (path.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
        const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2?)$/.test(file) && !/^remoteEntry/.test(file);
        res.setHeader('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
      },
    },
  });
}
