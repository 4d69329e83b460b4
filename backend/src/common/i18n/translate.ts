import { FIELD_LABELS, SERVER_MESSAGES, type ServerMessage, type ServerMessageCode } from './server-messages.js';

export type Language = 'en' | 'hi';

/** 'hi' when the caller's Accept-Language ranks Hindi above English (the site's switch sends it). */
export function preferredLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  let best: { lang: Language; q: number } | undefined;
  for (const part of acceptLanguage.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const lang: Language | undefined =
      tag === 'hi' || tag.startsWith('hi-') ? 'hi' : tag === 'en' || tag.startsWith('en-') ? 'en' : undefined;
    if (lang && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'en';
}

interface CompiledMessage {
  code: ServerMessageCode;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;

function compile(code: ServerMessageCode, message: ServerMessage): CompiledMessage {
  const names = [...message.en.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const source = message.en
    .split(PLACEHOLDER)
    .map((piece, i) => (i % 2 === 1 ? '(.*?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return { code, pattern: new RegExp(`^${source}$`, 's'), names };
}

const entries = Object.entries(SERVER_MESSAGES) as [ServerMessageCode, ServerMessage][];
const exact = new Map(entries.map(([code, m]) => [m.en, code]));
const templates = entries.filter(([, m]) => /\{\w+\}/.test(m.en)).map(([code, m]) => compile(code, m));

/** The catalogue entry an English message comes from, with the parts that vary. */
export function findMessage(english: string): { code: ServerMessageCode; params: Record<string, string> } | undefined {
  const code = exact.get(english);
  if (code) return { code, params: {} };
  for (const t of templates) {
    const match = t.pattern.exec(english);
    if (match) return { code: t.code, params: Object.fromEntries(t.names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

/** An English message in the caller's language; a message the catalogue lacks stays in English. */
export function translate(english: string, lang: Language): string {
  if (lang === 'en') return english;
  const found = findMessage(english);
  if (!found) return english;
  return SERVER_MESSAGES[found.code].hi.replace(PLACEHOLDER, (_whole, name: string) => {
    const value = found.params[name] ?? '';
    return name === 'field' || name === 'from' || name === 'to' ? (FIELD_LABELS[value] ?? value) : value;
  });
}
