import { ClauseList } from '@jbp/shared';
import { useState } from 'react';
import { Page } from '@/components/Page';
import { CUSTOMER_TERMS_EN, CUSTOMER_TERMS_HI } from './customerTerms';

type Language = 'en' | 'hi';

const TITLES: Record<Language, string> = { en: 'Customer Terms & Conditions', hi: 'ग्राहक नियम और शर्तें' };

/** /customertermsconditions: 15 clauses with an English/Hindi toggle. */
export function CustomerTermsPage() {
  const [language, setLanguage] = useState<Language>('en');
  const clauses = language === 'en' ? CUSTOMER_TERMS_EN : CUSTOMER_TERMS_HI;

  const toggle = (lang: Language, label: string) => (
    <button
      type="button"
      lang={lang}
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
        <h1 lang={language} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {TITLES[language]}
        </h1>
        <div role="group" aria-label="Language" className="inline-flex rounded-xl bg-slate-100 p-1">
          {toggle('en', 'English')}
          {toggle('hi', 'हिन्दी')}
        </div>
      </div>
      <ClauseList lang={language} className="mt-6" clauses={clauses} />
    </Page>
  );
}
