import { useMemo, useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange, type Language } from './i18n';

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
//
// A bundle holds both languages, so translating is a lookup in it: no registry, no library. Plural
// forms are CLDR's, from the browser's Intl.PluralRules (Hindi says "1 सीट" and "0 सीट" alike).

/** CLDR's plural categories, as Intl.PluralRules names them (`count` picks one). */
type PluralSuffix = Intl.LDMLPluralRule;

/** A key as `t` takes it: plural forms (`seats_one`, `seats_other`) are asked for as `seats`. */
export type TextKey<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

export type TextValues = Record<string, string | number>;

export interface TextBundle<K extends string = string> {
  readonly kind: 'texts';
  /** The bundle's name, '<workspace>.<feature>', unique on the page (the texts check says where). */
  readonly ns: string;
  readonly en: Readonly<Record<K, string>>;
  readonly hi: Readonly<Record<K, string>>;
}

/** Any bundle, whatever its keys (for code that handles bundles in general). */
export type AnyTextBundle = TextBundle<string>;

/** Translates a key of one bundle; `values` fill its {{placeholders}} (`count` picks the plural form). */
export type Translate<K extends string> = (key: TextKey<K>, values?: TextValues) => string;

/** A feature's texts in both languages, for `useTexts`, `translate` and `RichText`. */
export function defineTexts<K extends string>(ns: string, texts: { en: Record<K, string>; hi: NoInfer<Record<K, string>> }): TextBundle<K> {
  return { kind: 'texts', ns, en: texts.en, hi: texts.hi };
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
export function translate<K extends string>(
  bundle: TextBundle<K>,
  key: TextKey<K>,
  values?: TextValues,
  language: Language = currentLanguage(),
): string {
  const template = lookUp(bundle[language], key, values?.count, language) ?? lookUp(bundle.en, key, values?.count, 'en');
  return template === undefined ? key : fill(template, values);
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** `key`'s text in one language: with a numeric `count`, its plural form (else `key_other`) before `key` itself. */
function lookUp(texts: Readonly<Record<string, string>>, key: string, count: unknown, language: Language): string | undefined {
  if (typeof count === 'number') {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    const plural = own(texts, `${key}_${rules.select(count)}`) ?? own(texts, `${key}_other`);
    if (plural !== undefined) return plural;
  }
  return own(texts, key);
}

function own(texts: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(texts, key) ? texts[key] : undefined;
}

/** A {{placeholder}} of a text, spaces inside the braces allowed. */
export const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;

/** The template with each {{name}} given in `values` filled in; one not given stays as it is, to be seen. */
function fill(template: string, values: TextValues | undefined): string {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
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
