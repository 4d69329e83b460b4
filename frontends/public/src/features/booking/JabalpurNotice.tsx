import { translate, useLanguage } from '@jbp/shared';
import { jabalpurNoticeTexts } from './jabalpurNotice.i18n';

/**
 * The notice that one-way service starts only from Jabalpur (spec section 1). The spec's Hindi
 * notice always shows; in English the English sentence comes first.
 */
export function JabalpurNotice({ className = '' }: { className?: string }) {
  const language = useLanguage();
  return (
    <div className={`grid gap-1 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 ${className}`}>
      {language === 'en' && <p lang="en-IN">{translate(jabalpurNoticeTexts, 'jabalpurOnly', undefined, 'en')}</p>}
      <p lang="hi-IN">{translate(jabalpurNoticeTexts, 'jabalpurOnly', undefined, 'hi')}</p>
    </div>
  );
}
