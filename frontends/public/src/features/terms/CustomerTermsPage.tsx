import { HTML_LANG, RichText, setLanguage, useLanguage, useLocalized, useTexts, type Language } from '@jbp/shared';
import { Link } from 'react-router-dom';
import { Page } from '@/components/Page';
import { customerTerms, termsTexts } from './terms.i18n';
import { ClauseList } from '@jbp/widgets';

/**
 * /customertermsconditions (customers) and /terms (everyone): 15 clauses with the spec's
 * English/Hindi toggle, which is the site's language switch, so the choice is remembered.
 */
export function CustomerTermsPage() {
  const language = useLanguage();
  const t = useTexts(termsTexts);
  const clauses = useLocalized(customerTerms);

  const toggle = (lang: Language, label: string) => (
    <button
      type="button"
      lang={HTML_LANG[lang]}
      aria-pressed={language === lang}
      onClick={() => setLanguage(lang)}
      className={`rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors ${
        language === lang ? 'bg-white text-blue-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
      }`}
    >
      {label}
    </button>
  );

  return (
    <Page narrow>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <div role="group" aria-label={t('language')} className="inline-flex rounded-xl bg-slate-100 p-1">
          {toggle('en', 'English')}
          {toggle('hi', 'हिन्दी')}
        </div>
      </div>
      <ClauseList lang={HTML_LANG[language]} className="mt-6" clauses={clauses} />
      <p className="mt-6 text-sm text-slate-600">
        <RichText
          texts={termsTexts}
          k="seeAlso"
          components={{
            privacy: <Link to="/privacy" className="font-semibold text-blue-700 hover:underline" />,
            refund: <Link to="/refund-policy" className="font-semibold text-blue-700 hover:underline" />,
          }}
        />
      </p>
    </Page>
  );
}
