import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Serialised answers of public reads, each stamped with what it was computed from: the data
 * version (bumped after every committed write to offers, users or bookings) and the IST day (offers
 * expire at midnight IST). An answer is served only while both still hold, so a change shows at
 * once and nothing waits on a timeout.
 */
export interface Stamp {
  version: number;
  day: string;
}

export interface CachedAnswer {
  readonly stamp: Stamp;
  readonly body: Buffer;
  readonly etag: string;
  /** Headers the full stack put on the answer (security headers), replayed on every hit. */
  readonly headers: readonly (readonly [string, string])[];
  gzip?: Buffer;
  brotli?: Buffer;
  /** Raw header lists, built once per answer and status/encoding: writeHead takes them as they are. */
  heads?: Partial<Record<Encoding | 'not-modified' | `${Encoding | 'not-modified'}:signed-in`, string[]>>;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies this small are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024;

export class PublicReadCache {
  private readonly answers: LRUCache<string, CachedAnswer>;

  constructor(maxEntries = 2000) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  get(key: string, stamp: Stamp): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    return answer && sameStamp(answer.stamp, stamp) ? answer : undefined;
  }

  set(key: string, stamp: Stamp, json: string, headers: CachedAnswer['headers'] = []): CachedAnswer {
    const body = Buffer.from(json);
    const answer: CachedAnswer = { stamp, body, etag: etagOf(body), headers };
    this.answers.set(key, answer);
    return answer;
  }

  get size(): number {
    return this.answers.size;
  }
}

export function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.version === b.version && a.day === b.day;
}

/** A strong validator from the bytes themselves, so every instance gives the same answer the same tag. */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** The best encoding the client accepts (brotli, then gzip), identity for small bodies. */
export function pickEncoding(acceptEncoding: string | undefined, size: number): Encoding {
  if (!acceptEncoding || size < COMPRESS_FROM_BYTES) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/** The body in the chosen encoding, compressed once per answer and kept beside it. */
export function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    answer.brotli ??= brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return answer.brotli;
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.body, { level: 6 });
    return answer.gzip;
  }
  return answer.body;
}

/** Does the client's If-None-Match hold this tag (weak or strong, or `*`)? */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The whole head of an answer as a flat `[name, value, …]` list for `res.writeHead`: the replayed
 * headers, the validator, and for a 200 the type, encoding and length of the body sent. A caller
 * with a bearer token gets `no-store`, as every signed-in answer does.
 */
export function headOf(answer: CachedAnswer, kind: Encoding | 'not-modified', bodyLength = 0, signedIn = false): string[] {
  answer.heads ??= {};
  const slot = signedIn ? (`${kind}:signed-in` as const) : kind;
  const cached = answer.heads[slot];
  if (cached) return cached;
  const head = [
    ...answer.headers.flat(),
    'ETag',
    answer.etag,
    'Cache-Control',
    signedIn ? 'no-store' : 'no-cache',
    'Vary',
    'Accept-Encoding',
  ];
  if (kind !== 'not-modified') {
    head.push('Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(bodyLength));
    if (kind !== 'identity') head.push('Content-Encoding', kind);
  }
  answer.heads[slot] = head;
  return head;
}
