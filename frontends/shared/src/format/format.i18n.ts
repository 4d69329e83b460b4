import { defineTexts } from '../i18n/texts';

/** Units in formatted figures. */
export const formatTexts = defineTexts('shared.format', {
  en: { km: '{{n}} km', duration: '{{hours}} h {{minutes}} min', am: 'am', pm: 'pm' },
  hi: { km: '{{n}} किमी', duration: '{{hours}} घंटे {{minutes}} मिनट', am: 'am', pm: 'pm' },
});
