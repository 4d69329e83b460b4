import { Injectable } from '@nestjs/common';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, requestIdFor } from '../common/http/request-id.js';
import { Clock } from '../common/time/clock.js';
import { todayInIst } from '../common/time/ist.js';
import { DataVersion } from './data-version.js';
import { type CachedAnswer, encodedBody, headOf, matchesEtag, pickEncoding, PublicReadCache, type Stamp } from './public-read-cache.js';

/**
 * The public reads answered from memory: the open offers list (changes with offers, agents and
 * bookings, and at midnight IST) and place suggestions (a fixed gazetteer). Anything else, and any
 * other form of these (another query string on /api/offers), goes through Nest as usual.
 */
export type PublicRead = 'offers' | 'places';

/** `/api/offers`, or a page of it asked as the home page asks (`?page=2&limit=20`, either alone). */
const OFFERS_URL = /^\/api\/offers(\?(page=[1-9]\d{0,5}(&limit=[1-9]\d{0,2})?|limit=[1-9]\d{0,2}))?$/;

export function publicReadOf(url: string): PublicRead | undefined {
  if (OFFERS_URL.test(url)) return 'offers';
  if (url.startsWith('/api/places?') || url === '/api/places') return 'places';
  return undefined;
}

const STATIC: Stamp = { version: 0, day: '' };

@Injectable()
export class PublicReads {
  private readonly cache = new PublicReadCache();

  constructor(
    private readonly version: DataVersion,
    private readonly clock: Clock,
  ) {}

  /** What an answer to this read must be stamped with to be current now. */
  stamp(read: PublicRead): Stamp {
    return read === 'places' ? STATIC : { version: this.version.current, day: todayInIst(this.clock.now()) };
  }

  /** False while writes on another instance could go unseen: then nothing is cached or served from memory. */
  get usable(): boolean {
    return this.version.trusted;
  }

  lookup(url: string): CachedAnswer | undefined {
    const read = publicReadOf(url);
    return read && this.usable ? this.cache.get(url, this.stamp(read)) : undefined;
  }

  /** Keeps an answer made from data as of `stamp` (taken before the data was read). */
  store(url: string, stamp: Stamp, json: string, headers: CachedAnswer['headers'] = []): CachedAnswer {
    return this.cache.set(url, stamp, json, headers);
  }

  /**
   * Puts the cache in front of the whole app on `server`: a current cached answer is sent from the
   * request event itself (304 when the client's ETag still holds), with its request id and the
   * headers the full stack gave it, before Express builds its request, logging, routing, guards,
   * pipes and serialisation; anything else goes to the listeners that were there (Express, and
   * socket.io, which wraps whatever it finds). docs/architecture.md has the figures.
   */
  serveAhead(server: Server): void {
    const behind = server.listeners('request') as RequestListener[];
    server.removeAllListeners('request');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.answer(req, res)) for (const listener of behind) listener.call(server, req, res);
    });
  }

  /** Sends the current cached answer to `req`, if there is one: true when it did. */
  answer(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const answer = this.lookup(req.url ?? '');
    if (!answer) return false;
    const requestId = requestIdFor(req.headers['x-request-id']);
    const signedIn = req.headers.authorization !== undefined;
    if (matchesEtag(req.headers['if-none-match'], answer.etag)) {
      res.writeHead(304, withRequestId(headOf(answer, 'not-modified', 0, signedIn), requestId));
      res.end();
      return true;
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], answer.body.length);
    const body = encodedBody(answer, encoding);
    res.writeHead(200, withRequestId(headOf(answer, encoding, body.length, signedIn), requestId));
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}

/**
 * The kept head with this request's id added, as one list for `writeHead`. Node sends such a list
 * as it is only while nothing was set on the response before (`setHeader` would make it remove and
 * re-add every header one by one): on a small answer that costs about a sixth of the throughput.
 */
function withRequestId(head: readonly string[], requestId: string): string[] {
  const all = head.slice();
  all.push(REQUEST_ID_HEADER, requestId);
  return all;
}
