import { setLanguage, useLanguage, useTexts } from '@jbp/shared';
import { Languages } from 'lucide-react';
import { shellTexts } from '@/shell.i18n';

/**
 * One tap toggles the whole site between English and Hindi. The button names the other language in
 * its own script (हिन्दी / English); the choice is remembered and sent to the API.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTexts(shellTexts);
  const language = useLanguage();
  const next = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={next === 'hi' ? 'hi-IN' : 'en-IN'}
      onClick={() => setLanguage(next)}
      data-testid="language-switch"
      className={`inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:border-blue-300 hover:text-blue-700 ${className}`}
    >
      <Languages className="size-4" aria-hidden="true" />
      {next === 'hi' ? t('switchToHindi') : t('switchToEnglish')}
    </button>
  );
}
