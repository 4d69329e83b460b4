import { defineTexts } from '@jbp/shared';

// A bundle of its own, not part of tripsTexts: the home page's search card needs only these two until
// a tab's form (SearchPanel, loaded on demand) opens.
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
