import { branding } from './branding';
import { defineTexts } from './i18n/texts';

/** The operator's words about itself, in both languages (the English ones are branding.ts's). */
export const brandingTexts = defineTexts('shared.branding', {
  en: {
    tagline: branding.tagline,
    supportHours: branding.supportHours,
  },
  hi: {
    tagline: 'जबलपुर से सुरक्षित, समय पर वन-वे कैब',
    supportHours: 'हर दिन, सुबह 6 बजे से रात 11 बजे तक',
  },
});
