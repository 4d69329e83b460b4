import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's own id is kept when it is short and plain (a proxy's or a client's), else a new one. */
const ACCEPTED = /^[\w.:-]{1,64}$/;

export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && ACCEPTED.test(incoming) ? incoming : randomUUID();
}

/**
 * First of all middleware: every request gets an id (`req.id`, for logs and error bodies), echoed in
 * `X-Request-Id`; and an answer to a caller with a bearer token is never stored by a cache.
 */
export function requestBasics(req: Request, res: Response, next: NextFunction) {
  const id = requestIdFor(req.headers['x-request-id']);
  (req as Request & { id: string }).id = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  if (req.headers.authorization) res.setHeader('Cache-Control', 'no-store');
  next();
}

export function requestIdOf(req: unknown): string | undefined {
  const id = (req as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
