// The site's language: one value for the whole page. It lives in @jbp/shared, which module
// federation shares as a singleton, so the shell and every remote read the same value and switch
// together. The texts themselves are typed modules beside their features (see texts.ts).

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** localStorage key of the visitor's choice. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The `lang` of <html> for each language (BCP 47, Indian English and Hindi). */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The remembered choice; else Hindi for a browser set to Hindi; else English. */
export function initialLanguage(): Language {
  const saved = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(saved)) return saved;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  return browser.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

function markDocument(shown: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[shown];
}

let language: Language = initialLanguage();
const listeners = new Set<() => void>();
markDocument(language);

export function currentLanguage(): Language {
  return language;
}

/** Calls `onChange` whenever the site's language changes; answers how to stop. */
export function onLanguageChange(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

/** Switches the whole site, remembers the choice and sets <html lang>. */
export function setLanguage(next: Language): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, next);
  if (next === language) return;
  language = next;
  markDocument(next);
  for (const listener of [...listeners]) listener();
}
