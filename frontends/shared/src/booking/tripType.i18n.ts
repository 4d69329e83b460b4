import { defineTexts } from '../i18n/texts';

// The eight cab types by their API id (GET /api/trip-types), for lists, badges and filters.
export const tripTypeTexts = defineTexts('shared.tripType', {
  en: {
    'one-way': 'One way',
    'round-trip': 'Round trip',
    local: 'Local',
    'airport-railway': 'Airport/Railway',
    marriage: 'Marriage',
    office: 'Office',
    tour: 'Tour package',
    'national-park': 'National park',
    tripType: 'Trip type',
  },
  hi: {
    'one-way': 'वन-वे',
    'round-trip': 'राउंड ट्रिप',
    local: 'लोकल',
    'airport-railway': 'एयरपोर्ट/रेलवे',
    marriage: 'शादी',
    office: 'ऑफ़िस',
    tour: 'टूर पैकेज',
    'national-park': 'नेशनल पार्क',
    tripType: 'यात्रा का प्रकार',
  },
});
