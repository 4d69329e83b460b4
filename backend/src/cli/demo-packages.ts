// The packages `npm run seed:demo` puts on sale. Prices follow the first fare version's round-trip
// and local rates (operator-practice.md): km charged × rate per km + ₹300 a day, or the local package.
// Entry fees, permits and safari seats are never included: the operator does not sell them.

const TOLLS = { en: 'Tolls, state tax and parking', hi: 'टोल, राज्य कर और पार्किंग' };
const DRIVER = { en: 'Driver allowance', hi: 'ड्राइवर भत्ता' };
const FUEL = { en: 'Fuel', hi: 'ईंधन' };

/** Round-trip price of `km` over `days` for Crysta, Dzire and Ertiga at ₹18, ₹11 and ₹14 per km. */
const outstation = (km: number, days: number) => [
  { vehicle: 'Crysta', price: km * 18 + days * 300 },
  { vehicle: 'Dzire', price: km * 11 + days * 300 },
  { vehicle: 'Ertiga', price: km * 14 + days * 300 },
];
const local = (crysta: number, dzire: number, ertiga: number) => [
  { vehicle: 'Crysta', price: crysta },
  { vehicle: 'Dzire', price: dzire },
  { vehicle: 'Ertiga', price: ertiga },
];

interface Texts {
  en: string;
  hi: string;
}

/** Two days by cab to a national park's gate and back: 500 km charged, whatever the park. */
const parkTrip = ({ park, gate, way }: { park: Texts; gate: Texts; way: Texts }) => ({
  tripType: 'national-park',
  title: `${park.en} National Park, 2 days by cab`,
  titleHi: `${park.hi} नेशनल पार्क, कैब से 2 दिन`,
  itinerary: [`Day 1: Jabalpur to ${gate.en} (${way.en})`, 'Day 2: back to Jabalpur'],
  itineraryHi: [`दिन 1: जबलपुर से ${gate.hi} (${way.hi})`, 'दिन 2: जबलपुर वापसी'],
  inclusions: ['Cab for 2 days', FUEL.en, DRIVER.en],
  inclusionsHi: ['2 दिन के लिए कैब', FUEL.hi, DRIVER.hi],
  exclusions: ['Park entry, safari permits and safari gypsy', 'Hotel and meals', TOLLS.en],
  exclusionsHi: ['पार्क प्रवेश, सफ़ारी परमिट और सफ़ारी जिप्सी', 'होटल और भोजन', TOLLS.hi],
  places: [park.en],
  km: 500,
  hours: 48,
  prices: outstation(500, 2),
});

export const DEMO_PACKAGES = [
  parkTrip({
    park: { en: 'Bandhavgarh', hi: 'बांधवगढ़' },
    gate: { en: 'Tala gate', hi: 'ताला गेट' },
    way: { en: 'about 197 km, 4–5 hours', hi: 'लगभग 197 किमी, 4–5 घंटे' },
  }),
  parkTrip({
    park: { en: 'Kanha', hi: 'कान्हा' },
    gate: { en: 'Khatia gate', hi: 'खटिया गेट' },
    way: { en: 'about 160 km, 4 hours', hi: 'लगभग 160 किमी, 4 घंटे' },
  }),
  parkTrip({
    park: { en: 'Pench', hi: 'पेंच' },
    gate: { en: 'Turia gate by Seoni and Khawasa', hi: 'सिवनी और खवासा होकर टुरिया गेट' },
    way: { en: 'about 206 km, 4–5 hours', hi: 'लगभग 206 किमी, 4–5 घंटे' },
  }),
  {
    tripType: 'tour',
    title: 'Pachmarhi hill station, 3 days',
    titleHi: 'पचमढ़ी हिल स्टेशन, 3 दिन',
    itinerary: ['Day 1: Jabalpur to Pachmarhi', 'Day 2: sightseeing around Pachmarhi', 'Day 3: back to Jabalpur'],
    itineraryHi: ['दिन 1: जबलपुर से पचमढ़ी', 'दिन 2: पचमढ़ी में घूमना', 'दिन 3: जबलपुर वापसी'],
    inclusions: ['Cab for 3 days', FUEL.en, DRIVER.en],
    inclusionsHi: ['3 दिन के लिए कैब', FUEL.hi, DRIVER.hi],
    exclusions: ['Entry fees and local gypsy', 'Hotel and meals', TOLLS.en],
    exclusionsHi: ['प्रवेश शुल्क और लोकल जिप्सी', 'होटल और भोजन', TOLLS.hi],
    places: ['Pachmarhi'],
    km: 750,
    hours: 72,
    prices: outstation(750, 3),
  },
  {
    tripType: 'tour',
    title: 'Bhedaghat marble rocks and Dhuandhar falls, half day',
    titleHi: 'भेड़ाघाट संगमरमर चट्टानें और धुआँधार जलप्रपात, आधा दिन',
    itinerary: ['Pickup in Jabalpur, Bhedaghat and Dhuandhar falls, drop in Jabalpur'],
    itineraryHi: ['जबलपुर से पिकअप, भेड़ाघाट और धुआँधार जलप्रपात, जबलपुर में ड्रॉप'],
    inclusions: ['4 hours and 40 km', FUEL.en],
    inclusionsHi: ['4 घंटे और 40 किमी', FUEL.hi],
    exclusions: ['Boat ride and ropeway tickets', 'Parking'],
    exclusionsHi: ['नाव और रोपवे के टिकट', 'पार्किंग'],
    places: ['Bhedaghat'],
    km: 40,
    hours: 4,
    prices: local(1900, 1100, 1400),
  },
  {
    tripType: 'marriage',
    title: 'Wedding car in Jabalpur, 8 hours',
    titleHi: 'जबलपुर में शादी की कार, 8 घंटे',
    itinerary: ['For the baraat or the bride and groom, within Jabalpur'],
    itineraryHi: ['बारात या दूल्हा-दुल्हन के लिए, जबलपुर शहर में'],
    inclusions: ['8 hours and 80 km', FUEL.en],
    inclusionsHi: ['8 घंटे और 80 किमी', FUEL.hi],
    exclusions: ['Flower decoration', 'Parking'],
    exclusionsHi: ['फूलों की सजावट', 'पार्किंग'],
    places: ['Jabalpur'],
    km: 80,
    hours: 8,
    prices: local(3200, 1900, 2400),
  },
  {
    tripType: 'office',
    title: 'Office car for a day, 12 hours',
    titleHi: 'ऑफ़िस के लिए एक दिन की कार, 12 घंटे',
    itinerary: ['Meetings and site visits in and around Jabalpur'],
    itineraryHi: ['जबलपुर और आसपास मीटिंग और साइट विज़िट'],
    inclusions: ['12 hours and 120 km', FUEL.en],
    inclusionsHi: ['12 घंटे और 120 किमी', FUEL.hi],
    exclusions: [TOLLS.en],
    exclusionsHi: [TOLLS.hi],
    places: ['Jabalpur'],
    km: 120,
    hours: 12,
    prices: local(4500, 2700, 3400),
  },
];
