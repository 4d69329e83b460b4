import { defineTexts } from '@jbp/shared';

// Apart from the trip pages' texts: the home page's search card needs only these two until a tab opens.
export const searchCardTexts = defineTexts('public.searchCard', {
  en: {
    searchTabs: 'Kind of trip',
    loadingForm: 'Loading the search',
  },
  hi: {
    searchTabs: 'यात्रा का प्रकार',
    loadingForm: 'खोज खुल रही है',
  },
});
