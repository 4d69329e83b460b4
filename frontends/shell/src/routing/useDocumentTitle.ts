import { useEffect } from 'react';
import { branding } from '@jbp/shared';

/** Sets the tab's title: the page's, then the company name. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${branding.companyName}` : `${branding.companyName} | ${branding.tagline}`;
  }, [title]);
}
