import { Languages } from 'lucide-react';
import { commonTexts } from '../i18n/common.i18n';
import { setLanguage } from '../i18n/i18n';
import { useLanguage, useTexts } from '../i18n/texts';

/**
 * One tap toggles the whole site between English and Hindi. The button names the other language in
 * its own script (हिन्दी / English); the choice is remembered and sent to the API. The header carries
 * it, and so does the offers popup that covers the home page on arrival (so the first tap can be Hindi).
 * On an English page the word हिन्दी is drawn in the device's own Devanagari font (`font-hindi-system`),
 * so the site's Devanagari file is downloaded only when Hindi is chosen.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTexts(commonTexts);
  const language = useLanguage();
  const next = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={next === 'hi' ? 'hi-IN' : 'en-IN'}
      onClick={() => setLanguage(next)}
      data-testid="language-switch"
      className={`inline-flex items-center gap-1.5 rounded-lg border border-slate-200 px-2.5 py-1.5 text-sm font-semibold text-slate-700 hover:border-blue-300 hover:text-blue-700 ${next === 'hi' ? 'font-hindi-system' : ''} ${className}`}
    >
      <Languages className="size-4" aria-hidden="true" />
      {next === 'hi' ? t('switchToHindi') : t('switchToEnglish')}
    </button>
  );
}
