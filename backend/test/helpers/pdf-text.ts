import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF made by pdfkit with an embedded TrueType font. Such text is written as
 * glyph ids, readable only through the ToUnicode map of the font in use: each text operator is
 * decoded with the map of the font its `Tf` selected. Devanagari comes back in the order it is
 * read (a pre-base vowel sign moved back after its consonant). Enough for tests; not a general PDF reader.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const { streams, objects } = readObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  const raw = pdf.toString('latin1');
  for (const [, name, fontId] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(fontId)) ?? '');
    const cmap = toUnicode && streams.get(Number(toUnicode[1]));
    if (cmap) fontMaps.set(name, parseToUnicode(cmap));
  }
  const lines: string[] = [];
  for (const content of streams.values()) {
    if (!/\bTJ\b/.test(content)) continue;
    let font: Map<number, string> | undefined;
    for (const m of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (m[1]) {
        font = fontMaps.get(m[1]);
        continue;
      }
      const hex = [...m[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]).join('');
      const text = font && decode(hex, font);
      if (text !== undefined) lines.push(logicalOrder(text));
    }
  }
  return lines;
}

/** Every object's dictionary text and every stream's (inflated) content, by object number. */
function readObjects(pdf: Buffer): { streams: Map<number, string>; objects: Map<number, string> } {
  const raw = pdf.toString('latin1');
  const streams = new Map<number, string>();
  const objects = new Map<number, string>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const id = Number(match[1]);
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endobj', start);
    const text = raw.slice(start, end < 0 ? undefined : end);
    const streamAt = text.search(/stream\r?\n/);
    if (streamAt < 0) {
      objects.set(id, text);
      continue;
    }
    objects.set(id, text.slice(0, streamAt));
    const bodyStart = start + streamAt + (text.slice(streamAt).startsWith('stream\r\n') ? 8 : 7);
    const bodyEnd = raw.indexOf('endstream', bodyStart);
    const body = pdf.subarray(bodyStart, bodyEnd);
    try {
      streams.set(id, (text.slice(0, streamAt).includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1'));
    } catch {
      // not text (an image or a font program that does not inflate on its own)
    }
  }
  return { streams, objects };
}

function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start, , entries] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4})>\s*\[([^\]]*)\]/gi)) {
    let code = parseInt(start, 16);
    for (const [, hex] of entries.matchAll(/<([0-9a-f ]+)>/gi)) {
      const units = hex.split(' ').map((h) => parseInt(h, 16));
      map.set(code, String.fromCharCode(...units));
      code += 1;
    }
  }
  return map;
}

function decode(hex: string, map: Map<number, string>): string | undefined {
  let text = '';
  for (let i = 0; i < hex.length; i += 4) {
    const char = map.get(parseInt(hex.slice(i, i + 4), 16));
    if (char === undefined) return undefined;
    text += char;
  }
  return text;
}

/** 'ि' is drawn before its consonant (cluster) but read after it: 'िकराया' → 'किराया'. */
function logicalOrder(text: string): string {
  return text.replace(/\u093f((?:[\u0915-\u0939\u0958-\u095f]\u093c?\u094d)*[\u0915-\u0939\u0958-\u095f]\u093c?)/g, '$1\u093f');
}
