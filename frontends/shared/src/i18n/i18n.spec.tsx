import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, currentLanguage, initialLanguage, onLanguageChange, setLanguage } from './i18n';
import { englishLeftovers, localizedProblems, textBundleProblems, textModuleProblems } from './checkTexts';
import { RichText, withTags } from './RichText';
import { defineTexts, localized, translate, useLocalized, useTexts } from './texts';

const sample = defineTexts('test.sample', {
  en: {
    hello: 'Hello {{name}}',
    seats_one: '{{count}} seat',
    seats_other: '{{count}} seats',
    agree: 'I agree to the <terms>Terms</terms>.',
  },
  hi: { hello: 'नमस्ते {{name}}', seats_one: '{{count}} सीट', seats_other: '{{count}} सीटें', agree: 'मैं <terms>नियमों</terms> से सहमत हूँ।' },
});

function Greeting() {
  const t = useTexts(sample);
  return (
    <>
      <p>{t('hello', { name: 'Asha' })}</p>
      <p>{t('seats', { count: 1 })}</p>
      <p>{t('seats', { count: 6 })}</p>
      <p>
        <RichText texts={sample} k="agree" components={{ terms: <a href="/terms" /> }} />
      </p>
    </>
  );
}

const clauses = localized({ en: [{ title: 'Fares' }], hi: [{ title: 'किराया' }] });
function Clauses() {
  return <p>{useLocalized(clauses)[0]?.title}</p>;
}

describe('the site language and its texts', () => {
  it('starts in English and translates with placeholders, plurals and links', () => {
    render(<Greeting />);
    expect(currentLanguage()).toBe('en');
    expect(screen.getByText('Hello Asha')).toBeInTheDocument();
    expect(screen.getByText('1 seat')).toBeInTheDocument();
    expect(screen.getByText('6 seats')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('switches every mounted text to Hindi, remembers the choice and sets <html lang>', () => {
    render(
      <>
        <Greeting />
        <Clauses />
      </>,
    );
    expect(document.documentElement.lang).toBe('en-IN');
    act(() => setLanguage('hi'));
    expect(screen.getByText('नमस्ते Asha')).toBeInTheDocument();
    expect(screen.getByText('1 सीट')).toBeInTheDocument();
    expect(screen.getByText('6 सीटें')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'नियमों' })).toBeInTheDocument();
    expect(screen.getByText('किराया')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(translate(sample, 'hello', { name: 'Ravi' })).toBe('नमस्ते Ravi');
  });

  it('starts in the remembered language, else Hindi for a Hindi browser, else English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(initialLanguage()).toBe('en');
    localStorage.clear();
    const original = navigator.language;
    Object.defineProperty(navigator, 'language', { configurable: true, value: 'hi-IN' });
    expect(initialLanguage()).toBe('hi');
    Object.defineProperty(navigator, 'language', { configurable: true, value: original });
  });

  it('tells its listeners of a change once, and no more after they stop listening', () => {
    let heard = 0;
    const stop = onLanguageChange(() => (heard += 1));
    setLanguage('hi');
    setLanguage('hi');
    expect(heard).toBe(1);
    stop();
    setLanguage('en');
    expect(heard).toBe(1);
    expect(currentLanguage()).toBe('en');
  });
});

describe('translate', () => {
  const forms = defineTexts('test.forms', {
    en: { days_one: '{{count}} day', days_other: '{{count}} days', fare: 'Fare {{ amount }} for {{km}} km', plain: 'Plain', left: 'Left' },
    hi: { days_one: '{{count}} दिन', days_other: '{{count}} दिन', fare: '{{km}} किमी का किराया {{amount}}', plain: 'सादा', left: 'बाएँ' },
  });

  it.each([
    ['en', 0, '0 days'],
    ['en', 1, '1 day'],
    ['en', 2, '2 days'],
    ['en', 1.5, '1.5 days'],
    ['hi', 0, '0 दिन'],
    ['hi', 1, '1 दिन'],
    ['hi', 5, '5 दिन'],
  ] as const)('picks the %s plural form for %d', (language, count, shown) => {
    expect(translate(forms, 'days', { count }, language)).toBe(shown);
  });

  it('fills placeholders in any order and with spaces in the braces', () => {
    expect(translate(forms, 'fare', { amount: '₹1,200', km: 80 }, 'en')).toBe('Fare ₹1,200 for 80 km');
    expect(translate(forms, 'fare', { amount: '₹1,200', km: 80 }, 'hi')).toBe('80 किमी का किराया ₹1,200');
  });

  it('leaves a placeholder without a value as it is, so it shows', () => {
    expect(translate(forms, 'fare', { km: 80 }, 'en')).toBe('Fare {{ amount }} for 80 km');
    expect(translate(forms, 'plain', { unused: 1 }, 'en')).toBe('Plain');
  });

  it('uses the plain key when the count is not a number, and the site language when none is given', () => {
    expect(translate(forms, 'plain', { count: 'many' })).toBe('Plain');
    setLanguage('hi');
    expect(translate(forms, 'plain')).toBe('सादा');
  });

  it('falls back to English for a key that has no Hindi, and to the key itself for an unknown one', () => {
    const partial = { kind: 'texts', ns: 'test.partial', en: { only: 'Only in English' }, hi: {} } as never;
    expect(translate(partial, 'only' as never, undefined, 'hi')).toBe('Only in English');
    expect(translate(forms, 'constructor' as never, undefined, 'en')).toBe('constructor');
  });
});

describe('withTags (RichText)', () => {
  const parts = (text: string) => render(<p data-testid="p">{withTags(text, { terms: <a href="/terms" />, b: <strong /> })}</p>);

  it.each([
    ['no tags at all', 'Plain words.', 'Plain words.'],
    ['a tag at the start and one at the end', '<b>Note:</b> read the <terms>Terms</terms>', 'Note: read the Terms'],
    ['a tag without an element, kept as its words', 'Call <phone>0761 400 1234</phone> now', 'Call 0761 400 1234 now'],
    ['a tag left open, kept as it is', 'A <b>broken text', 'A <b>broken text'],
    ['Hindi around the tags', 'मैं <terms>नियमों</terms> से सहमत हूँ।', 'मैं नियमों से सहमत हूँ।'],
  ])('%s', (_case, text, shown) => {
    parts(text);
    expect(screen.getByTestId('p')).toHaveTextContent(shown, { normalizeWhitespace: false });
  });

  it('makes each tag its element, holding the words between the tags', () => {
    parts('<b>Note:</b> read the <terms>Terms</terms> and the <terms>Policy</terms>.');
    expect(screen.getByText('Note:').tagName).toBe('STRONG');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms', '/terms'],
      ['Policy', '/terms'],
    ]);
  });

  it('does not take an inherited property for an element', () => {
    parts('A <constructor>word</constructor>');
    expect(screen.getByTestId('p')).toHaveTextContent('A word');
  });
});

describe('the texts checks', () => {
  it('find a key without Hindi, an empty value and placeholders or tags that differ', () => {
    const broken = {
      kind: 'texts',
      ns: 'test.broken',
      en: { a: 'A {{x}}', b: 'B', c: '<b>C</b>', d: 'D' },
      hi: { a: 'अ', c: 'स', d: ' ' },
    } as const;
    expect(textBundleProblems(broken as never)).toEqual([
      "test.broken: 'b' has no Hindi",
      "test.broken: 'a' has other {{placeholders}} in Hindi",
      "test.broken: 'b' is empty in Hindi",
      "test.broken: 'c' has other <tags> in Hindi",
      "test.broken: 'd' is empty in Hindi",
    ]);
    expect(textBundleProblems(sample)).toEqual([]);
  });

  it('find structured content whose languages differ in shape', () => {
    expect(localizedProblems('x', localized({ en: [{ t: 'a' }, { t: 'b' }], hi: [{ t: 'अ' }] }))).toEqual([
      'x: lists of different lengths',
    ]);
    expect(localizedProblems('x', localized({ en: { t: 'a', n: 1 }, hi: { t: '', n: 1 } }))).toEqual(['x.t: empty text']);
    expect(localizedProblems('x', clauses)).toEqual([]);
  });

  it('find a namespace defined twice', () => {
    expect(textModuleProblems({ 'a.i18n.ts': { one: sample }, 'b.i18n.ts': { two: sample } })).toEqual([
      'test.sample: defined in a.i18n.ts#one and b.i18n.ts#two',
    ]);
  });

  it('find English sentences left on a Hindi page', () => {
    const texts = defineTexts('test.leftover', {
      en: { title: 'Book your cab now', fare: 'Fare for {{km}} km is fixed', ok: 'OK' },
      hi: { title: 'अभी कैब बुक करें', fare: '{{km}} किमी का किराया तय है', ok: 'ठीक' },
    });
    expect(englishLeftovers('अभी कैब बुक करें OK', [texts])).toEqual([]);
    expect(englishLeftovers('Book your cab now · 12 km is fixed', [texts])).toEqual(['Book your cab now', 'km is fixed']);
  });
});

describe('every @jbp/shared text', () => {
  it('exists in English and Hindi, with the same keys, placeholders and tags', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../**/*.i18n.ts', { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(3);
    expect(textModuleProblems(modules)).toEqual([]);
  });
});
