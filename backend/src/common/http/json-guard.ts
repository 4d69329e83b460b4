// A JSON body is scanned once, byte by byte and without recursion, before JSON.parse sees it:
// a deeply nested body is refused before any parser or validator recurses into it, and a key that
// would reach an object's prototype is refused rather than silently dropped further on.

/** Deeper than any form of the site needs (a booking with its passenger is 2 levels). */
export const MAX_JSON_DEPTH = 32;
/** The largest JSON body the API accepts. Images travel as files, never inside JSON. */
export const MAX_JSON_BYTES = 100 * 1024;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// An escaped key longer than this cannot spell one of the forbidden keys (6 bytes per \uXXXX).
const LONGEST_ESCAPED_KEY = 6 * 11 + 2;

export type JsonProblem = { kind: 'tooDeep' } | { kind: 'forbiddenKey'; key: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

function isSpace(byte: number | undefined): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

function decodeKey(bytes: Uint8Array, start: number, end: number, escaped: boolean): string {
  const length = end - start - 1;
  // Only keys as long as a forbidden one (9 or 11 characters), or escaped ones, are worth decoding.
  if (escaped ? length > LONGEST_ESCAPED_KEY : length !== 9 && length !== 11) return '';
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start + 1).toString('utf8');
  if (!escaped) return raw.slice(1, -1);
  try {
    return JSON.parse(raw) as string;
  } catch {
    return ''; // malformed: JSON.parse of the whole body refuses it next
  }
}

/** The first reason to refuse a JSON body, or null. Malformed JSON is left for JSON.parse to refuse. */
export function scanJson(bytes: Uint8Array, maxDepth = MAX_JSON_DEPTH): JsonProblem | null {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === 0x7b || byte === 0x5b) {
      if (++depth > maxDepth) return { kind: 'tooDeep' };
    } else if (byte === 0x7d || byte === 0x5d) {
      depth--;
    } else if (byte === QUOTE) {
      const start = i;
      let escaped = false;
      for (i++; i < bytes.length && bytes[i] !== QUOTE; i++) {
        if (bytes[i] === BACKSLASH) {
          escaped = true;
          i++;
        }
      }
      let next = i + 1;
      while (isSpace(bytes[next])) next++;
      if (bytes[next] === COLON) {
        const key = decodeKey(bytes, start, Math.min(i, bytes.length - 1), escaped);
        if (FORBIDDEN_KEYS.has(key)) return { kind: 'forbiddenKey', key };
      }
    }
  }
  return null;
}
