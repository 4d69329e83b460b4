import { defineTexts } from '@jbp/shared';

// Apart from the booking pages' texts: the home page shows this notice, and only this.
export const jabalpurNoticeTexts = defineTexts('public.jabalpurNotice', {
  en: {
    jabalpurOnly:
      'Sorry, for operational reasons our one-way cab service is available only from Jabalpur for now. We regret the inconvenience.',
  },
  hi: {
    jabalpurOnly: 'क्षमा करें, परिचालन कारणों से हमारी वन-वे कैब सेवा अभी केवल जबलपुर से ही उपलब्ध है। असुविधा के लिए हमें खेद है।',
  },
});
