import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/glossary.md is the one list of terms. This test reads its "Words" table and checks that the
// text catalogues (every *.i18n.ts of the frontends and the server's messages and document texts)
// use each term in English and in Hindi, and that the words the glossary's decisions retire appear in
// none of them.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

const CATALOGUES = [
  ...['shared', 'shell', 'public', 'agent', 'admin'].flatMap((ws) =>
    filesUnder(join(ROOT, 'frontends', ws, 'src'), (name) => name.endsWith('.i18n.ts')),
  ),
  ...filesUnder(join(ROOT, 'backend', 'src', 'common', 'i18n'), (name) => name.endsWith('.ts') && !name.includes('.spec.')),
];

/** The catalogues' text without comments (a word in a comment is not shown to anyone). */
const TEXT = CATALOGUES.map((file) =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, ''),
).join('\n');

interface Term {
  en: string[];
  hi: string[];
}

/** The glossary's "Words" table: each row's English and Hindi terms ("A · B", "A / B"; notes in brackets dropped). */
function glossaryTerms(): Term[] {
  const doc = readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Words'), doc.indexOf('\n## ', doc.indexOf('## Words') + 1));
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| English') && !line.startsWith('|---'));
  const split = (cell: string) =>
    cell
      .replace(/\([^)]*\)/g, '')
      .split(/ · | \/ /)
      .map((s) => s.trim())
      .filter(Boolean);
  return rows.map((row) => {
    const [en = '', hi = ''] = row.split('|').slice(1, 3);
    return { en: split(en), hi: split(hi) };
  });
}

/** Rows that name a thing rather than print a word: checked through their Hindi text only. */
const NAMES_ONLY = new Set(['Support hours']);

/**
 * Words retired by the glossary's decisions. The API's own value 'Aadhar Card' is data, not text: it
 * stays as a quoted value and in the message that names the values the API takes.
 */
const RETIRED: [RegExp, string][] = [
  [/\bCanceled\b/, 'Cancelled (one spelling)'],
  [/24\s*[×x]\s*7/i, 'the support hours (every day, 6 am to 11 pm)'],
  [/Pickup\s*\/\s*Drop Time/i, 'Waiting Time (an offer’s window)'],
  [/(?<!['"])\bAadhar\b(?! Card or Voter ID Card)/, 'Aadhaar'],
  [/404\s*\/\s*404/, 'one 404 heading'],
];

describe('docs/glossary.md and the catalogues', () => {
  const terms = glossaryTerms();

  it('reads the Words table', () => {
    expect(terms.length).toBeGreaterThan(20);
    expect(terms).toContainEqual({ en: ['Booking'], hi: ['बुकिंग'] });
    expect(CATALOGUES.length).toBeGreaterThan(20);
  });

  it.each(terms.map((t) => [t.en.join(' · '), t] as const))('the catalogues use "%s" in both languages', (_, term) => {
    const lower = TEXT.toLowerCase();
    const english = NAMES_ONLY.has(term.en.join(' · ')) ? [] : term.en;
    expect(english.filter((word) => !lower.includes(word.toLowerCase()))).toEqual([]);
    expect(term.hi.filter((word) => !TEXT.includes(word))).toEqual([]);
  });

  it.each(RETIRED)('no catalogue says %s (the glossary says: %s)', (pattern) => {
    const hits = TEXT.split('\n').filter((line) => pattern.test(line));
    expect(hits).toEqual([]);
  });
});
