import { useLanguage } from '@jbp/shared';

/**
 * The server sends trip texts in both languages side by side (`label`/`labelHi`,
 * `included`/`includedHi`, a package's `title`/`titleHi`): this picks the reader's.
 */
export function usePick(): <T>(en: T, hi: T) => T {
  const language = useLanguage();
  return (en, hi) => (language === 'hi' ? hi : en);
}
