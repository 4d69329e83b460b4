import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { AppConfig } from './config/app-config.js';

const REMOTES = ['public', 'agent', 'admin'] as const;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Single-machine mode: the shell at `/`, each remote under `/remotes/<name>/`, and `remotes.json`
 * built from the environment, so a remote moved to its own origin needs no shell rebuild.
 */
export function mountFrontends(app: NestExpressApplication, config: AppConfig): void {
  const shellDist = join(config.frontendsDir, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');

  app.use('/remotes.json', (_req: Request, res: Response) => {
    res.set('Cache-Control', NO_CACHE).json(config.remoteUrls);
  });

  for (const name of REMOTES) {
    app.use(`/remotes/${name}`, express.static(join(config.frontendsDir, name, 'dist'), staticOptions()));
  }
  app.use(express.static(shellDist, { ...staticOptions(), index: false }));

  // Deep links (/customerprofile, /bookingdetail/12) get the shell, which routes in the browser.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/(api|socket\.io|remotes)(\/|$)/.test(req.path)) return next();
    if (!req.accepts('html')) return next();
    if (!existsSync(shellIndex)) {
      res
        .status(503)
        .type('text')
        .send('The website is not built yet. Run `npm run build` (or `npm start`, which builds what is missing).');
      return;
    }
    res.set('Cache-Control', NO_CACHE).sendFile(shellIndex);
  });
}

function staticOptions() {
  return {
    fallthrough: true,
    setHeaders(res: Response, path: string) {
      const file = path.split(/[\\/]/).pop() ?? '';
      const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|svg|png|woff2?)$/.test(file) && !/^remoteEntry/.test(file);
      res.setHeader('Cache-Control', hashed ? IMMUTABLE : NO_CACHE);
    },
  };
}
