import { defineTexts } from '@jbp/shared';

export const offersTexts = defineTexts('public.offers', {
  en: {
    demoNote: 'Sample data: offers marked DEMO come from the demo seed and are not real trips.',
    availableOffers: 'Available Offers',
    image: 'Image',
    amountRupees: 'Amount (₹)',
    action: 'Action',
    selectOffer: 'Select offer {{from}} to {{to}}',
    loadingOffers: 'Loading offers',
    showMore: 'Show more offers',
    shownOf: 'Showing {{shown}} of {{total}} offers',
  },
  hi: {
    demoNote: 'नमूना डेटा: डेमो लिखे ऑफ़र डेमो सीड से हैं, असली यात्राएँ नहीं हैं।',
    availableOffers: 'उपलब्ध ऑफ़र',
    image: 'फ़ोटो',
    amountRupees: 'राशि (₹)',
    action: 'कार्रवाई',
    selectOffer: '{{from}} से {{to}} का ऑफ़र चुनें',
    loadingOffers: 'ऑफ़र लोड हो रहे हैं',
    showMore: 'और ऑफ़र दिखाएँ',
    shownOf: '{{total}} में से {{shown}} ऑफ़र दिखाए गए',
  },
});
