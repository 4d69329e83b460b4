import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, i18n, type Language } from './i18n';

// Typed texts, both languages side by side in one TS module per feature:
//
//   export const bookingTexts = defineTexts('public.booking', {
//     en: { title: 'Confirm Your Booking', seats_one: '{{count}} seat', seats_other: '{{count}} seats' },
//     hi: { title: 'अपनी बुकिंग पक्की करें', seats_one: '{{count}} सीट', seats_other: '{{count}} सीटें' },
//   });
//   const t = useTexts(bookingTexts);   t('title')   t('seats', { count: 3 })
//
// The Hindi object must have exactly the English keys (a compile error otherwise), `t` accepts only
// those keys, and the workspace's texts test checks that no value is empty and both languages use
// the same {{placeholders}} and <tags>.

/** i18next's plural forms (`count` picks one). */
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** A key as `t` takes it: plural forms (`seats_one`, `seats_other`) are asked for as `seats`. */
export type TextKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

export type TextValues = Record<string, string | number>;

export interface TextBundle<K extends string = string> {
  readonly kind: 'texts';
  /** i18next namespace: '<workspace>.<feature>', unique on the page. */
  readonly ns: string;
  readonly en: Readonly<Record<K, string>>;
  readonly hi: Readonly<Record<K, string>>;
}

/** Any bundle, whatever its keys (for code that handles bundles in general). */
export type AnyTextBundle = TextBundle<string>;

/** Translates a key of one bundle; `values` fill its {{placeholders}} (`count` picks the plural form). */
export type Translate<K extends string> = (key: TextKey<K>, values?: TextValues) => string;

/** Registers a feature's texts with the site's i18n instance and returns them for `useTexts`. */
export function defineTexts<K extends string>(ns: string, texts: { en: Record<K, string>; hi: NoInfer<Record<K, string>> }): TextBundle<K> {
  const bundle: TextBundle<K> = { kind: 'texts', ns, en: texts.en, hi: texts.hi };
  i18n.addResourceBundle('en', ns, texts.en, true, true);
  i18n.addResourceBundle('hi', ns, texts.hi, true, true);
  return bundle;
}

export function isTextBundle(value: unknown): value is AnyTextBundle {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'texts';
}

/** The bundle's `t` in the current language; the component re-renders when the language changes. */
export function useTexts<K extends string>(bundle: TextBundle<K>): Translate<K> {
  const language = useLanguage();
  return useMemo<Translate<K>>(() => (key, values) => translate(bundle, key, values, language), [bundle, language]);
}

/**
 * The same outside components (a value computed once, a message built in a callback), in the
 * site's language or the one given (a component passes the language it renders in).
 */
export function translate<K extends string>(bundle: TextBundle<K>, key: TextKey<K>, values?: TextValues, language?: Language): string {
  return i18n.t(key, { ns: bundle.ns, ...(language && { lng: language }), ...values });
}

/** Structured content (terms clauses, lists) in both languages; `useLocalized` picks one. */
export interface Localized<T> {
  readonly kind: 'localized';
  readonly en: T;
  readonly hi: T;
}

export function localized<T>(content: { en: T; hi: NoInfer<T> }): Localized<T> {
  return { kind: 'localized', en: content.en, hi: content.hi };
}

export function isLocalized(value: unknown): value is Localized<unknown> {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'localized';
}

/** A text given in both languages, such as a route's title. */
export type LocalizedText = Readonly<Record<Language, string>>;

/** Calls `onChange` whenever the site's language changes; answers how to stop. */
function onLanguageChange(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}

/** `content` in the current language. */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLanguage()];
}

/** A route title or other text given as one string or in both languages, in `language`. */
export function textIn(text: string | LocalizedText, language: Language): string {
  return typeof text === 'string' ? text : text[language];
}
