import i18next from 'i18next';

// The site's one i18next instance. It lives in @jbp/shared, which module federation shares as a
// singleton, so the shell and every remote translate with the same instance and switch language
// together. Resources are added by each feature's `*.i18n.ts` module when its code loads
// (`defineTexts`), so a remote's words download with that remote.

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

function markDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[language];
}

export const i18n = i18next.createInstance();

void i18n.init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  // Keys are flat camelCase names; a '.' or ':' in a key is just text.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  // Resources are in memory: init and every t() are synchronous.
  initAsync: false,
});
markDocument(currentLanguage());
i18n.on('languageChanged', (lng) => markDocument(isLanguage(lng) ? lng : 'en'));

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

/** Switches the whole site, remembers the choice and sets <html lang>. */
export function setLanguage(language: Language): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}
