import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import { i18n } from './i18n';
import { useLanguage, type TextBundle, type TextKey, type TextValues } from './texts';

export interface RichTextProps<K extends string> {
  texts: TextBundle<K>;
  /** A key whose value marks parts with tags, e.g. 'I agree to the <terms>Terms</terms>.' */
  k: TextKey<K>;
  /** The element each tag becomes, e.g. `{ terms: <Link to="/terms" /> }`. */
  components: Readonly<Record<string, ReactElement>>;
  values?: TextValues;
}

/** A sentence with links or emphasis inside it, in the current language (react-i18next's Trans). */
export function RichText<K extends string>({ texts, k, components, values }: RichTextProps<K>) {
  useLanguage();
  return <Trans i18n={i18n} ns={texts.ns} i18nKey={k} values={values} components={components} />;
}
