import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { translate, useLanguage, type TextBundle, type TextKey, type TextValues } from './texts';

export interface RichTextProps<K extends string> {
  texts: TextBundle<K>;
  /** A key whose value marks parts with tags, e.g. 'I agree to the <terms>Terms</terms>.' */
  k: TextKey<K>;
  /** The element each tag becomes, e.g. `{ terms: <Link to="/terms" /> }`. */
  components: Readonly<Record<string, ReactElement>>;
  values?: TextValues;
}

/** A sentence with links or emphasis inside it, in the current language. */
export function RichText<K extends string>({ texts, k, components, values }: RichTextProps<K>) {
  const language = useLanguage();
  return <>{withTags(translate(texts, k, values, language), components)}</>;
}

/** A tag pair around plain text: `<terms>Terms</terms>` (the texts nest none). */
const TAG = /<([a-zA-Z][\w-]*)>([^<]*)<\/\1>/g;

/**
 * The text with each tag pair made its element, holding the words between the tags: 'I agree to
 * the <terms>Terms</terms>.' with `{ terms: <Link to="/terms" /> }` gives the text, the link and the
 * full stop. A tag with no element keeps its words as plain text.
 */
export function withTags(text: string, components: Readonly<Record<string, ReactElement>>): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name, words] = match;
    if (match.index > from) parts.push(text.slice(from, match.index));
    const element = Object.hasOwn(components, name) ? components[name] : undefined;
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    from = match.index + whole.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
