import { useEffect } from 'react';
import { branding, brandingTexts, textIn, useLanguage, useTexts, type LocalizedText } from '@jbp/shared';

/** Sets the tab's title in the site's language: the page's, then the company name. */
export function useDocumentTitle(title?: string | LocalizedText): void {
  const language = useLanguage();
  const tb = useTexts(brandingTexts);
  const text = title === undefined ? undefined : textIn(title, language);
  const tagline = tb('tagline');
  useEffect(() => {
    document.title = text ? `${text} | ${branding.companyName}` : `${branding.companyName} | ${tagline}`;
  }, [text, tagline]);
}
