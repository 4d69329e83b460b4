import { PLACEHOLDER, isLocalized, isTextBundle, type AnyTextBundle, type Localized } from './texts';

// What the texts tests of every workspace check: both languages have the same keys, no value is
// empty, and a Hindi value keeps the English value's {{placeholders}} and <tags>.

const TAG = /<\/?(\w+)\s*\/?>/g;

function namesIn(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[1] ?? ''))].sort();
}

/** Problems of one bundle, as readable lines; empty when it is complete. */
export function textBundleProblems(bundle: AnyTextBundle): string[] {
  const problems: string[] = [];
  const en = Object.keys(bundle.en).sort();
  const hi = Object.keys(bundle.hi).sort();
  for (const key of en) if (!(key in bundle.hi)) problems.push(`${bundle.ns}: '${key}' has no Hindi`);
  for (const key of hi) if (!(key in bundle.en)) problems.push(`${bundle.ns}: '${key}' has no English`);
  for (const key of en) {
    const e = (bundle.en as Record<string, unknown>)[key];
    const h = (bundle.hi as Record<string, unknown>)[key];
    if (typeof e !== 'string' || e.trim() === '') problems.push(`${bundle.ns}: '${key}' is empty in English`);
    if (typeof h !== 'string' || h.trim() === '') problems.push(`${bundle.ns}: '${key}' is empty in Hindi`);
    if (typeof e !== 'string' || typeof h !== 'string') continue;
    if (namesIn(e, PLACEHOLDER).join() !== namesIn(h, PLACEHOLDER).join())
      problems.push(`${bundle.ns}: '${key}' has other {{placeholders}} in Hindi`);
    if (namesIn(e, TAG).join() !== namesIn(h, TAG).join()) problems.push(`${bundle.ns}: '${key}' has other <tags> in Hindi`);
  }
  return problems;
}

/** Problems of structured content: the same shape (keys, list lengths) and no empty text. */
export function localizedProblems(name: string, content: Localized<unknown>): string[] {
  const problems: string[] = [];
  const walk = (en: unknown, hi: unknown, path: string) => {
    if (typeof en === 'string' || typeof hi === 'string') {
      if (typeof en !== 'string' || typeof hi !== 'string') problems.push(`${name}${path}: a text in one language only`);
      else if (en.trim() === '' || hi.trim() === '') problems.push(`${name}${path}: empty text`);
      return;
    }
    if (Array.isArray(en) || Array.isArray(hi)) {
      if (!Array.isArray(en) || !Array.isArray(hi) || en.length !== hi.length) {
        problems.push(`${name}${path}: lists of different lengths`);
        return;
      }
      en.forEach((item, i) => walk(item, hi[i], `${path}[${i}]`));
      return;
    }
    if (en && hi && typeof en === 'object' && typeof hi === 'object') {
      const keys = new Set([...Object.keys(en), ...Object.keys(hi)]);
      for (const key of keys) walk((en as Record<string, unknown>)[key], (hi as Record<string, unknown>)[key], `${path}.${key}`);
      return;
    }
    if (en !== hi) problems.push(`${name}${path}: differs between the languages`);
  };
  walk(content.en, content.hi, '');
  return problems;
}

/**
 * Every problem in a workspace's `*.i18n.ts` modules (as `import.meta.glob(..., { eager: true })`
 * gives them): incomplete bundles and content, and a namespace defined twice.
 */
export function textModuleProblems(modules: Record<string, Record<string, unknown>>): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (isTextBundle(value)) {
        const other = seen.get(value.ns);
        if (other && other !== `${file}#${name}`) problems.push(`${value.ns}: defined in ${other} and ${file}#${name}`);
        seen.set(value.ns, `${file}#${name}`);
        problems.push(...textBundleProblems(value));
      } else if (isLocalized(value)) {
        problems.push(...localizedProblems(`${file}#${name}`, value));
      }
    }
  }
  return problems;
}

/** Every text bundle the modules export. */
export function bundlesOf(modules: Record<string, Record<string, unknown>>): AnyTextBundle[] {
  return Object.values(modules).flatMap((exports) => Object.values(exports).filter(isTextBundle));
}

/**
 * English sentences of `bundles` that show in `text` (a page rendered in Hindi): the words a
 * translation missed. Only values of two words or more whose Hindi differs are looked for, in the
 * pieces between their {{placeholders}} and <tags>.
 */
export function englishLeftovers(text: string, bundles: readonly AnyTextBundle[]): string[] {
  const found = new Set<string>();
  for (const bundle of bundles) {
    for (const [key, en] of Object.entries(bundle.en)) {
      const hi = (bundle.hi as Record<string, string>)[key];
      if (hi === en) continue;
      for (const piece of en.split(/\{\{[^}]*\}\}|<\/?\w+\s*\/?>/)) {
        const words = piece.trim();
        if (words.length >= 8 && /[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(words) && text.includes(words)) found.add(words);
      }
    }
  }
  return [...found];
}
