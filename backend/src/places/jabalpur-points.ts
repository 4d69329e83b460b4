import type { PlaceRecord } from './place.js';

/**
 * Places a Jabalpur cab customer asks for that GeoNames lacks: stations, the bus terminal, the
 * airport, park gates, temples, heritage sites. Hand-checked: each coordinate was checked against the
 * place's known position and its distance from neighbouring towns; accuracy noted per line. Their
 * `population` only ranks them in search, as if they were towns of that size.
 *
 * Towns GeoNames already has (Pachmarhi, Amarkantak, Satna, Rewa, Mandla, Seoni, Narsinghpur, Damoh,
 * Sagar, Chhindwara, Nagpur, Bhopal, Prayagraj, Varanasi, Katni, Maihar, Khajuraho) come from the data;
 * their GeoNames coordinates are checked against hand-checked ones in gazetteer.service.spec.ts.
 */
export const JABALPUR_POINTS: readonly PlaceRecord[] = [
  {
    // hand-checked (given by the operator): the main station, Jabalpur Junction (JBP)
    name: 'Jabalpur Junction Railway Station',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1647,
    lng: 79.9511,
    population: 500000,
    aliases: ['Jabalpur Railway Station', 'Jabalpur Station', 'Jabalpur Junction', 'JBP'],
  },
  {
    // hand-checked to about 1 km: 2 km south-west of the main station, on the Itarsi line
    name: 'Madan Mahal Railway Station',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.151,
    lng: 79.932,
    population: 200000,
    aliases: ['Madan Mahal Station', 'Madanmahal', 'MML'],
  },
  {
    // hand-checked to about 1 km: Inter State Bus Terminal at Damoh Naka, north-west of the centre
    name: 'Jabalpur ISBT (Inter State Bus Terminal)',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.183,
    lng: 79.918,
    population: 300000,
    aliases: ['ISBT Jabalpur', 'Jabalpur Bus Stand', 'Inter State Bus Terminal', 'Damoh Naka Bus Stand'],
  },
  {
    // hand-checked (given by the operator): Jabalpur airport at Dumna (JLR), 23°10'40"N 80°03'07"E
    name: 'Dumna Airport',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1778,
    lng: 80.052,
    population: 300000,
    aliases: ['Jabalpur Airport', 'Dumna', 'JLR'],
  },
  {
    // hand-checked to about 0.5 km: the falls at the west end of Bhedaghat's marble gorge
    name: 'Bhedaghat (Dhuandhar Falls)',
    district: 'Jabalpur',
    state: 'Madhya Pradesh',
    lat: 23.1318,
    lng: 79.8048,
    population: 100000,
    aliases: ['Dhuandhar Falls', 'Dhuandhar', 'Marble Rocks', 'Bhedaghat Marble Rocks'],
  },
  {
    // hand-checked to about 2 km: Tala village at the main gate, 32 km by road north-east of Umaria
    name: 'Bandhavgarh National Park (Tala Gate)',
    district: 'Umaria',
    state: 'Madhya Pradesh',
    lat: 23.699,
    lng: 81.025,
    population: 150000,
    aliases: ['Bandhavgarh', 'Bandhavgarh Tala', 'Bandhavgarh Tiger Reserve', 'Tala', 'Tala Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 2 km: Khatia gate, a couple of km outside Kisli on the park's north-west side
    name: 'Kanha National Park (Khatia Gate)',
    district: 'Mandla',
    state: 'Madhya Pradesh',
    lat: 22.338,
    lng: 80.59,
    population: 150000,
    aliases: ['Kanha', 'Kanha Khatia Gate', 'Kanha Tiger Reserve', 'Khatia', 'Khatia Gate', 'Kisli', 'Kisli Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 3 km: Mukki gate, the park's south-east entrance about 40 km from Khatia
    name: 'Kanha National Park (Mukki Gate)',
    district: 'Balaghat',
    state: 'Madhya Pradesh',
    lat: 22.11,
    lng: 80.75,
    population: 100000,
    aliases: ['Mukki', 'Mukki Gate', 'Kanha Mukki Gate'],
    terrain: 'hill',
  },
  {
    // placed to about 5 km: Turia, the main gate, on the park's east side 12 km by road west of Khawasa
    // on NH44 (the park's centre is at 21.693, 79.248); no finer published point was found
    name: 'Pench National Park (Turia Gate)',
    district: 'Seoni',
    state: 'Madhya Pradesh',
    lat: 21.7,
    lng: 79.29,
    population: 100000,
    aliases: ['Pench', 'Pench National Park', 'Pench Tiger Reserve', 'Turia', 'Turia Gate', 'Turiya', 'Pench Turia Gate'],
    terrain: 'hill',
  },
  {
    // hand-checked to about 2 km: the Sharda Mata temple on Trikuta hill, west of Maihar town
    name: 'Maihar Sharda Mata Temple',
    district: 'Satna',
    state: 'Madhya Pradesh',
    lat: 24.251,
    lng: 80.724,
    population: 150000,
    aliases: ['Sharda Mata Temple', 'Maa Sharda Temple', 'Sharda Devi Maihar', 'Maihar Mandir'],
  },
  {
    // hand-checked to about 2 km: Ramghat, the pilgrims' Chitrakoot in Madhya Pradesh
    // (GeoNames' 'Chitrakoot Dham' is Karwi, the district town in Uttar Pradesh, 8 km away)
    name: 'Chitrakoot (Ramghat)',
    district: 'Satna',
    state: 'Madhya Pradesh',
    lat: 25.173,
    lng: 80.865,
    population: 150000,
    aliases: ['Chitrakoot', 'Ramghat Chitrakoot', 'Chitrakut'],
  },
  {
    // hand-checked to about 2 km: the rock shelters on the hill 45 km south-east of Bhopal, about 9 km by
    // road from Obaidullaganj on NH46 (Raisen district)
    name: 'Bhimbetka Rock Shelters',
    district: 'Raisen',
    state: 'Madhya Pradesh',
    lat: 22.9387,
    lng: 77.6131,
    population: 100000,
    aliases: ['Bhimbetka', 'Bhimbetka Caves', 'Bhimbaithka', 'Bhim Baithka'],
  },
  {
    // hand-checked to about 2 km: the Vindhyavasini temple by Vindhyachal station (on the IST meridian,
    // 82.5° E), on the Ganga 8 km west of Mirzapur
    name: 'Vindhyachal (Maa Vindhyavasini Temple)',
    district: 'Mirzapur',
    state: 'Uttar Pradesh',
    lat: 25.16,
    lng: 82.505,
    population: 150000,
    aliases: ['Vindhyachal', 'Vindhyavasini', 'Vindhyavasini Temple', 'Maa Vindhyavasini', 'Vindhyachal Dham'],
  },
  {
    // hand-checked to about 1 km: Katni Junction (KTE), south-east of the town centre
    name: 'Katni Junction Railway Station',
    district: 'Katni',
    state: 'Madhya Pradesh',
    lat: 23.829,
    lng: 80.397,
    population: 100000,
    aliases: ['Katni Railway Station', 'Katni Station', 'Katni Junction', 'KTE'],
  },
];

/**
 * Towns reached by ghat roads: a cab averages less and the road winds more (see distance-model.ts).
 * Amarkantak is not here: its road through Dindori winds no more than the plains routes.
 */
export const HILL_TOWNS: ReadonlyArray<{ state: string; name: string }> = [{ state: 'Madhya Pradesh', name: 'Pachmarhi' }];
