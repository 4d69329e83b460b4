import { inflateSync } from 'node:zlib';

/**
 * The text lines of a PDF made by pdfkit with an embedded TrueType font. Such text is written as
 * glyph ids, readable only through the font's ToUnicode map; each map is tried on every text
 * operator and the lines that decode come back. Enough for tests; not a general PDF reader.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const streams = readStreams(pdf);
  const maps = streams.filter((s) => s.includes('begincmap')).map(parseToUnicode);
  const contents = streams.filter((s) => /\bTJ\b/.test(s));
  const lines: string[] = [];
  for (const content of contents) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...array.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]).join('');
      for (const map of maps) {
        const text = decode(hex, map);
        if (text !== undefined) lines.push(text);
      }
    }
  }
  return lines;
}

function readStreams(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  // pdfkit writes each stream as `N 0 obj\n<< … >>\nstream\n…\nendstream`.
  for (const match of raw.matchAll(/\d+ 0 obj\s*(<<[\s\S]*?>>)\s*stream\r?\n/g)) {
    const bodyStart = (match.index ?? 0) + match[0].length;
    const bodyEnd = raw.indexOf('endstream', bodyStart);
    if (bodyEnd < 0) break;
    const body = pdf.subarray(bodyStart, bodyEnd);
    try {
      out.push((match[1].includes('/FlateDecode') ? inflateSync(body) : body).toString('latin1'));
    } catch {
      // not text (an image or a font program that does not inflate on its own)
    }
  }
  return out;
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
