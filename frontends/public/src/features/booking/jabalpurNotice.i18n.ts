import { defineTexts } from '@jbp/shared';

// A bundle of its own, not part of bookingTexts: the home page shows this notice (as the booking pages
// do) but none of the booking pages' other texts, which it would otherwise download.
export const jabalpurNoticeTexts = defineTexts('public.jabalpurNotice', {
  en: {
    jabalpurOnly:
      'Sorry, for operational reasons our one-way cab service is available only from Jabalpur for now. We regret the inconvenience.',
  },
  hi: {
    jabalpurOnly: 'क्षमा करें, परिचालन कारणों से हमारी वन-वे कैब सेवा अभी केवल जबलपुर से ही उपलब्ध है। असुविधा के लिए हमें खेद है।',
  },
});
