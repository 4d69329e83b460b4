import { useEffect } from 'react';
import { branding } from '../branding';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${branding.companyName}` : `${branding.companyName} | ${branding.tagline}`;
  }, [title]);
}
